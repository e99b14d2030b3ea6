import { endpoints } from '@shangwe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/slip-test-helpers';
import { configureApiClient } from './api-client';
import { postWager, recordPlacedSlip } from './place-wager';

/** The server answers every call with `status` and `body`; `fetch.mock.calls` holds the calls. */
const answer = (status: number, body: unknown) => stubFetch(() => jsonResponse(status, body));

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
  delete window.dataLayer;
});

describe('postWager', () => {
  it("posts the product's body as JSON with the token in it and the key in the header", async () => {
    configureApiClient({ getToken: () => 'tok' });
    const fetch = answer(201, { message: 'ok' });
    const res = await postWager(
      endpoints.virtualPlaceBet,
      { stake: '10.00', betslip: [] } as never,
      'key-1',
    );
    expect(res).toEqual({ message: 'ok' });
    const [url, init = {}] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/live/virtual/placebet');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ stake: '10.00', betslip: [], token: 'tok' });
  });

  it('leaves a 401 to the slip: the app-wide handler does not run', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    answer(401, { error: { message: 'Session expired', code: 'UNAUTHORIZED' } });
    const refused = await postWager(endpoints.placeBet, { stake: '1.00' } as never, 'k').catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('recordPlacedSlip', () => {
  it('counts the booked slip on its product and passes the answer through', () => {
    const slip = { picks: [{ live: false }, { live: true }], stake: 50, totalOdd: 3.5 };
    const answer = { bet_id: 12, message: 'ok' };
    expect(recordPlacedSlip('shikisha', slip)(answer)).toBe(answer);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'bet_placed',
        product: 'shikisha',
        bet_id: 12,
        stake_cents: 5000,
        total_odd: 3.5,
        selections: 2,
        live: true,
      }),
    ]);
  });
});
