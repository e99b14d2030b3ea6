import { parseUofFixture, type UofFixture } from './uof-messages';
import type { UofConfig } from './uof-config';

/** The provider's REST API: fixtures, and the recovery requests that replay missed messages. */
export class UofApi {
  constructor(private readonly config: Pick<UofConfig, 'apiUrl' | 'token'>) {}

  private async call(method: 'GET' | 'POST', path: string): Promise<string> {
    const res = await fetch(`${this.config.apiUrl}${path}`, {
      method,
      headers: { 'x-access-token': this.config.token },
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return body;
  }

  async fixture(eventId: string): Promise<UofFixture> {
    return parseUofFixture(
      await this.call(
        'GET',
        `/v1/sports/en/sport_events/${encodeURIComponent(eventId)}/fixture.xml`,
      ),
    );
  }

  /**
   * Asks a producer to replay every message after `after` (ms; null: a full snapshot), tagged
   * with `requestId`, ending with a snapshot_complete carrying it.
   */
  async initiateRecovery(productName: string, after: number | null, requestId: number) {
    const query = new URLSearchParams({ request_id: String(requestId) });
    if (after !== null) query.set('after', String(after));
    await this.call('POST', `/v1/${productName}/recovery/initiate_request?${query.toString()}`);
  }
}
