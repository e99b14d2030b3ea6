import type { DarajaConfig } from './rail-config';

/** A Daraja answer that was not a success (HTTP error, or a non-zero ResponseCode). */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

/** Daraja's "The transaction is being processed": the STK query has no answer yet. */
export const STILL_PROCESSING = '500.001.1001';

const EAT_OFFSET_MS = 3 * 3600_000;

/** YYYYMMDDHHmmss in Nairobi time (EAT, UTC+3 all year), as Daraja expects. */
export function darajaTimestamp(now: Date): string {
  const eat = new Date(now.getTime() + EAT_OFFSET_MS).toISOString();
  return eat.slice(0, 19).replace(/[-T:]/g, '');
}

/** The STK Password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** 2547XXXXXXXX: Daraja wants the MSISDN without '+'. */
export const msisdn = (mobile: string) => mobile.replace(/\D/g, '');

/**
 * Talks to Daraja: the client-credentials token is fetched once and reused until shortly
 * before it expires (Daraja limits token calls), and fetched again when refused.
 */
export class DarajaClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    readonly config: DarajaConfig,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  now(): Date {
    return this.clock();
  }

  private async accessToken(): Promise<string> {
    const now = this.clock().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString(
      'base64',
    );
    const response = await fetch(
      `${this.config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      { headers: { authorization: `Basic ${basic}` }, signal: AbortSignal.timeout(10_000) },
    );
    if (!response.ok) throw new DarajaError(response.status, undefined, 'Daraja token refused');
    const body = (await response.json()) as { access_token: string; expires_in: string | number };
    // A minute of margin so a token never expires between our check and Daraja's.
    const lifetimeMs = Math.max(0, Number(body.expires_in) - 60) * 1000;
    this.token = { value: body.access_token, expiresAt: now + lifetimeMs };
    return body.access_token;
  }

  /** POSTs a Daraja API call; a refused token is dropped and the call tried once more. */
  async post<T>(path: string, body: unknown, retried = false): Promise<T> {
    const response = await fetch(`${this.config.baseUrl}/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 401 && !retried) {
      this.token = undefined;
      return this.post(path, body, true);
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new DarajaError(
        response.status,
        typeof answer.errorCode === 'string' ? answer.errorCode : undefined,
        typeof answer.errorMessage === 'string' ? answer.errorMessage : 'Daraja call failed',
      );
    }
    return answer as T;
  }
}
