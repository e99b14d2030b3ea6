import { endpoints } from '@shangwe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiErrorCode, hasErrorCode, setApiBases } from './api-client';

const calls: Array<{ url: string; init: RequestInit }> = [];

function answer(status: number, body: unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBases({ base: '/api/', v2: '/api/v2/', live: '/api/live/' });
});

describe('api.call', () => {
  it('sends an endpoint to its configured base, with its method, path parameters and query', async () => {
    setApiBases({ v2: 'https://v2.example/api/v2/', live: 'https://live.example/api/live/' });
    answer(200, { data: {} });
    await api.call(endpoints.cashoutOffer, { query: { bet_id: 42 } });
    await api.call(endpoints.liveOdds, { query: { id: 7, type: '1' } });
    await api.call(endpoints.betByShortId, { params: { shortBetId: 'AB 12/3' } });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', 'https://v2.example/api/v2/cashout/offer?bet_id=42'],
      ['GET', 'https://live.example/api/live/uo/match?id=7&type=1'],
      ['GET', '/api/bet/short/AB%2012%2F3'],
    ]);
  });

  it('posts the body of a POST endpoint and resolves with its answer', async () => {
    answer(200, { message: 'ok', data: [], dropped: [] });
    const res = await api.call(endpoints.rebet, { body: { bet_id: 9 } });
    expect(res).toEqual({ message: 'ok', data: [], dropped: [] });
    expect(calls[0]!.url).toBe('/api/v2/bet/rebet');
    expect(calls[0]!.init.method).toBe('POST');
    expect(String(calls[0]!.init.body)).toBe('bet_id=9');
  });

  it('rejects with the registered code of a refusal, and no code for anything else', async () => {
    answer(400, { error: { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' } });
    const refused = await api
      .call(endpoints.placeBet, { body: { stake: 1, betslip: [] } })
      .catch((e) => e);
    expect(apiErrorCode(refused)).toBe('INSUFFICIENT_BALANCE');
    expect(hasErrorCode(refused, 'BET_ODDS_CHANGED', 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(hasErrorCode(refused, 'BET_ODDS_CHANGED')).toBe(false);

    answer(502, { error: { message: 'Bad gateway', code: 'SOMETHING_ELSE' } });
    const proxied = await api.call(endpoints.sports, {}).catch((e) => e);
    expect(apiErrorCode(proxied)).toBeUndefined();
    expect(hasErrorCode(new Error('network'), 'INSUFFICIENT_BALANCE')).toBe(false);
  });
});
