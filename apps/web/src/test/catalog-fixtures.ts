/**
 * Test helpers for catalog screens: factories with overrides for contract shapes, and a fetch
 * stub that answers by path.
 */
import type { Market, MatchDetail, MatchSummary, Odd, Sport } from '@shangwe/contract';
import { vi } from 'vitest';

export function buildOdd(overrides: Partial<Odd> = {}): Odd {
  return {
    odd_key: '1',
    outcome_id: '1',
    odd_value: 2,
    display: '1',
    special_bet_value: '',
    parent_match_id: 1001,
    sub_type_id: 1,
    sport_id: 1,
    result: null,
    ...overrides,
  };
}

/** A 1X2 market (or any, with overrides) for a match. */
export function buildMarket(overrides: Partial<Market> & { parentMatchId?: number } = {}): Market {
  const { parentMatchId = 1001, ...rest } = overrides;
  const sub = rest.sub_type_id ?? 1;
  return {
    sub_type_id: sub,
    name: '1X2',
    special_bet_value: '',
    bet_status: 'ACTIVE',
    odds: [
      buildOdd({
        odd_key: '1',
        outcome_id: '1',
        display: '1',
        odd_value: 2.1,
        parent_match_id: parentMatchId,
        sub_type_id: sub,
      }),
      buildOdd({
        odd_key: 'X',
        outcome_id: '2',
        display: 'X',
        odd_value: 3.2,
        parent_match_id: parentMatchId,
        sub_type_id: sub,
      }),
      buildOdd({
        odd_key: '2',
        outcome_id: '3',
        display: '2',
        odd_value: 3.6,
        parent_match_id: parentMatchId,
        sub_type_id: sub,
      }),
    ],
    ...rest,
  };
}

export function buildMatch(overrides: Partial<MatchSummary> = {}): MatchSummary {
  const id = overrides.parent_match_id ?? 1001;
  return {
    parent_match_id: id,
    match_id: id * 10,
    game_id: 10000 + (id % 90000),
    sport_id: 1,
    sport_name: 'Soccer',
    category_id: 5,
    category: 'England',
    competition_id: 50,
    competition_name: 'Premier League',
    home_team: 'Arsenal',
    away_team: 'Chelsea',
    start_time: '2026-11-22T15:00:00.000Z',
    status: 'not_started',
    live: false,
    period: 'Not started',
    score: null,
    clock_seconds: 0,
    clock_running: false,
    match_time: null,
    streamable: false,
    markets_count: 24,
    markets: [buildMarket({ parentMatchId: id })],
    ...overrides,
  };
}

export function buildMatchDetail(overrides: Partial<MatchDetail> = {}): MatchDetail {
  return { ...buildMatch(overrides), score_detail: {}, ...overrides };
}

export function buildSport(overrides: Partial<Sport> = {}): Sport {
  return { sport_id: 1, sport_name: 'Soccer', total_matches: 120, live_matches: 8, ...overrides };
}

type Handler = (url: URL) => unknown | Promise<unknown>;

/**
 * Stubs global fetch: `routes` maps a path (e.g. '/api/sports') to the JSON body (or a function
 * of the URL). Unknown paths answer 404. Returns the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, unknown | Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ error: { message: 'Not found' } }), { status: 404 });
    }
    const body = typeof route === 'function' ? await (route as Handler)(url) : route;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs fetch was called with, whose path is `path`. */
export function calledUrls(mock: ReturnType<typeof stubFetch>, path: string): URL[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}
