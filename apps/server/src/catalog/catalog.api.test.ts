import {
  busChannels,
  bulkMatchResponseSchema,
  type MatchUpdateMessage,
  type OddsChangeMessage,
  categoriesResponseSchema,
  liveMatchesResponseSchema,
  liveOddsResponseSchema,
  liveSportsResponseSchema,
  livescoreResponseSchema,
  matchResponseSchema,
  searchResponseSchema,
  sportMatchesResponseSchema,
  sportsResponseSchema,
  totalMatchesResponseSchema,
} from '@shangwe/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { LiveEngine } from '../live/live-engine';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { EVENTUALLY } from '../test/eventually';

const NOW = new Date('2026-11-21T12:00:00Z');
const SEED = 777;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: true });
  t.ctx.now = () => NOW;
  await syncFixtures(
    t.ctx,
    new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 80, daysAhead: 3 }),
    NOW,
  );
  await new LiveEngine(t.ctx).tick(NOW);
  // With REDIS_URL the store hears of the new fixtures and kick-offs through Redis pub/sub.
  await vi.waitFor(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uo/totalMatches' });
    const totals = totalMatchesResponseSchema.parse(res.json());
    expect(totals.total_matches).toBeGreaterThan(200);
    expect(totals.total_live_matches).toBeGreaterThanOrEqual(20);
  }, EVENTUALLY);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown> & { message?: string },
  };
};

describe('catalog calls', () => {
  it('GET /api/sports lists the sports, Soccer first, with counts', async () => {
    const { status, body } = await get('/api/sports');
    expect(status).toBe(200);
    const data = sportsResponseSchema.parse(body).data;
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toMatchObject({ sport_id: 1, sport_name: 'Soccer' });
    expect(data[0]!.total_matches).toBeGreaterThan(50);
  });

  it('GET /api/uo/sport pages a sport with its main market, filters, and refuses bad input', async () => {
    const { status, body } = await get('/api/uo/sport?id=1&page=1&limit=20');
    expect(status).toBe(200);
    const page = sportMatchesResponseSchema.parse(body);
    expect(page.data).toHaveLength(20);
    expect(page.meta).toMatchObject({ page: 1, limit: 20, sport_id: 1, sport_name: 'Soccer' });
    const first = page.data[0]!;
    expect(first.markets).toHaveLength(1);
    expect(first.markets[0]!.sub_type_id).toBe(1);
    expect(first.markets[0]!.odds.map((o) => o.odd_key)).toEqual(['1', 'X', '2']);
    expect(first.markets_count).toBeGreaterThanOrEqual(20);
    const times = page.data.map((m) => m.start_time);
    expect([...times].sort()).toEqual(times);

    const second = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&page=2&limit=20')).body,
    );
    expect(second.data[0]!.parent_match_id).not.toBe(first.parent_match_id);

    const live = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&live=1&limit=1000')).body,
    );
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((m) => m.live && m.status === 'live' && m.score !== null)).toBe(true);

    const comp = first.competition_id;
    const byComp = sportMatchesResponseSchema.parse(
      (await get(`/api/uo/sport?id=1&competition=${comp}&limit=1000`)).body,
    );
    expect(byComp.data.every((m) => m.competition_id === comp)).toBe(true);
    const cat = first.category_id;
    const byCat = sportMatchesResponseSchema.parse(
      (await get(`/api/uo/sport?id=1&category=${cat}&limit=1000`)).body,
    );
    expect(byCat.data.every((m) => m.category_id === cat)).toBe(true);
    const byDate = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&date=2026-11-22&limit=1000')).body,
    );
    expect(byDate.data.length).toBeGreaterThan(0);
    expect(byDate.data.every((m) => m.start_time.startsWith('2026-11-22'))).toBe(true);
    const deep = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&limit=1&stids=1,18')).body,
    );
    expect(new Set(deep.data[0]!.markets.map((m) => m.sub_type_id))).toEqual(new Set([1, 18]));

    expect((await get('/api/uo/sport?id=1&page=0')).status).toBe(400);
    expect((await get('/api/uo/sport?id=1&limit=5000')).body.message).toBe(
      'This page could not be loaded. Please check the link and try again.',
    );
    expect((await get('/api/uo/sport?id=1&page=abc')).status).toBe(400);
    expect((await get('/api/uo/sport?id=1&live=yes')).body.message).toBe(
      'This page could not be loaded. Please check the link and try again.',
    );
    expect((await get('/api/uo/sport?id=1&date=tomorrow')).body.message).toBe(
      'This page could not be loaded. Please check the link and try again.',
    );
    expect((await get('/api/uo/sport')).body.message).toBe(
      'This page could not be loaded. Please check the link and try again.',
    );
    const unknown = await get('/api/uo/sport?id=999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Sport 999 not found');
    expect((await get('/api/uo/sport?id=1&competition=99999')).status).toBe(404);
    expect((await get('/api/uo/sport?id=1&category=99999')).status).toBe(404);
  });

  it('sends cached pages compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/uo/sport?id=1&limit=50' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/uo/sport?id=1&limit=50',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('GET /api/uo/totalMatches counts live and bet-builder matches', async () => {
    const body = totalMatchesResponseSchema.parse((await get('/api/uo/totalMatches')).body);
    expect(body.total_live_matches).toBeGreaterThanOrEqual(20);
    expect(body.total_shikisha_matches).toBeGreaterThan(50);
  });

  it('GET /api/match and /api/live/match answer every market; unknown ids are 404', async () => {
    const list = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&live=0&limit=1')).body,
    );
    const id = list.data[0]!.parent_match_id;
    for (const path of ['/api/match', '/api/live/match']) {
      const { status, body } = await get(`${path}?parent_match_id=${id}`);
      expect(status).toBe(200);
      const match = matchResponseSchema.parse(body).data;
      expect(match.parent_match_id).toBe(id);
      expect(match.markets.length).toBeGreaterThanOrEqual(20);
      expect(new Set(match.markets.map((m) => m.sub_type_id)).size).toBeGreaterThanOrEqual(20);
    }
    const missing = await get('/api/match?parent_match_id=123');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Match 123 not found');
    expect((await get('/api/match')).status).toBe(400);
  });

  it('GET /api/live/uo/match gives markets with meta; GET /api/live/matches and /api/live/sports list live play', async () => {
    const live = liveMatchesResponseSchema.parse((await get('/api/live/matches')).body);
    expect(live.meta.total).toBe(live.data.length);
    expect(live.data.length).toBeGreaterThanOrEqual(20);
    const soccer = liveMatchesResponseSchema.parse(
      (await get('/api/live/matches?sport_id=1')).body,
    );
    const kickoffs = soccer.data.map((m) => m.start_time);
    expect([...kickoffs].sort().reverse()).toEqual(kickoffs);
    expect(soccer.data.every((m) => m.sport_id === 1 && m.live && m.match_time !== null)).toBe(
      true,
    );
    const streams = liveMatchesResponseSchema.parse(
      (await get('/api/live/matches?streamable=1')).body,
    );
    expect(streams.data.every((m) => m.streamable)).toBe(true);
    expect((await get('/api/live/matches?sport_id=4242')).status).toBe(404);

    const sports = liveSportsResponseSchema.parse((await get('/api/live/sports')).body);
    expect(sports.total_live_matches).toBe(live.data.length);

    const id = soccer.data[0]!.parent_match_id;
    const odds = liveOddsResponseSchema.parse(
      (await get(`/api/live/uo/match?id=${id}&type=all`)).body,
    );
    expect(odds.data.length).toBeGreaterThanOrEqual(20);
    expect(odds.data[0]!.meta).toMatchObject({
      match_id: soccer.data[0]!.match_id,
      parent_match_id: id,
    });
    expect(odds.data.every((m) => m.meta.bet_status === m.bet_status)).toBe(true);
    const main = liveOddsResponseSchema.parse(
      (await get(`/api/live/uo/match?id=${id}&type=main`)).body,
    );
    expect(main.data.map((m) => m.sub_type_id)).toEqual([1]);
    const some = liveOddsResponseSchema.parse(
      (await get(`/api/live/uo/match?id=${id}&type=18,29`)).body,
    );
    expect(new Set(some.data.map((m) => m.sub_type_id))).toEqual(new Set([18, 29]));
    expect((await get(`/api/live/uo/match?id=${id}&type=bogus`)).status).toBe(400);
    expect((await get('/api/live/uo/match?id=1')).status).toBe(404);
  });

  it('GET /api/uo/bulk-match answers data.data for known ids', async () => {
    const list = sportMatchesResponseSchema.parse((await get('/api/uo/sport?id=1&limit=3')).body);
    const ids = list.data.map((m) => m.parent_match_id);
    const body = bulkMatchResponseSchema.parse(
      (await get(`/api/uo/bulk-match?ids=${ids.join(',')},5&stids=1`)).body,
    );
    expect(body.data.data.map((m) => m.parent_match_id)).toEqual(ids);
    expect((await get('/api/uo/bulk-match?ids=a,b')).status).toBe(400);
    expect((await get('/api/uo/bulk-match')).body.message).toBe(
      'This page could not be loaded. Please check the link and try again.',
    );
  });

  it('GET /api/search finds matches by team and competition', async () => {
    const list = sportMatchesResponseSchema.parse((await get('/api/uo/sport?id=1&limit=1')).body);
    const team = list.data[0]!.home_team;
    const body = searchResponseSchema.parse(
      (await get(`/api/search?q=${encodeURIComponent(team.toUpperCase())}`)).body,
    );
    expect(body.data.some((m) => m.home_team === team || m.away_team === team)).toBe(true);
    const comp = searchResponseSchema.parse(
      (await get(`/api/search?q=${encodeURIComponent(list.data[0]!.competition_name)}`)).body,
    );
    expect(comp.meta.total).toBeGreaterThan(0);
    const short = await get('/api/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search term must be at least 2 characters');
  });

  it('GET /api/uo/categories lists countries with their competitions', async () => {
    const body = categoriesResponseSchema.parse((await get('/api/uo/categories?id=1')).body);
    expect(body.meta.sport_name).toBe('Soccer');
    expect(body.data.length).toBeGreaterThan(5);
    expect(
      body.data.every(
        (c) => c.competitions.length > 0 && c.competitions.every((k) => k.matches_count > 0),
      ),
    ).toBe(true);
    expect((await get('/api/uo/categories?id=31337')).status).toBe(404);
  });

  it('answers from a cache that odds and score changes on the bus invalidate', async () => {
    const before = liveMatchesResponseSchema.parse((await get('/api/live/matches?sport_id=1')).body)
      .data[0]!;
    const id = before.parent_match_id;
    const market = before.markets[0]!;
    await t.ctx.bus.publish(busChannels.oddsChange, {
      parent_match_id: id,
      match_id: before.match_id,
      markets: [
        {
          sub_type_id: market.sub_type_id,
          special_bet_value: market.special_bet_value,
          bet_status: 'STOPPED',
          odds: market.odds.map((o) => ({
            odd_key: o.odd_key,
            outcome_id: o.outcome_id,
            odd_value: 7.77,
            result: null,
          })),
        },
      ],
      ts: Date.now(),
    } satisfies OddsChangeMessage);
    await t.ctx.bus.publish(busChannels.matchUpdate, {
      parent_match_id: id,
      sport_id: 1,
      status: 'live',
      live: true,
      period: '2nd half',
      score: { home: 9, away: 8 },
      clock_seconds: 4000,
      clock_running: true,
      match_time: '66:40',
      score_detail: {},
      ts: Date.now(),
    } satisfies MatchUpdateMessage);
    // With REDIS_URL the bus is Redis pub/sub: the change arrives shortly after publish resolves.
    await vi.waitFor(async () => {
      const after = liveMatchesResponseSchema
        .parse((await get('/api/live/matches?sport_id=1')).body)
        .data.find((m) => m.parent_match_id === id)!;
      expect(after.markets[0]!.bet_status).toBe('STOPPED');
      expect(after.markets[0]!.odds.every((o) => o.odd_value === 7.77)).toBe(true);
      expect(after).toMatchObject({
        score: { home: 9, away: 8 },
        period: '2nd half',
        match_time: '66:40',
      });
    }, EVENTUALLY);
    const detail = matchResponseSchema.parse(
      (await get(`/api/match?parent_match_id=${id}`)).body,
    ).data;
    expect(detail.markets.find((m) => m.sub_type_id === market.sub_type_id)!.bet_status).toBe(
      'STOPPED',
    );
    const page = sportMatchesResponseSchema.parse(
      (await get('/api/uo/sport?id=1&live=1&limit=1000')).body,
    );
    expect(page.data.find((m) => m.parent_match_id === id)!.score).toEqual({ home: 9, away: 8 });
  });

  it('GET /api/livescore groups the day by sport and competition', async () => {
    const body = livescoreResponseSchema.parse((await get('/api/livescore')).body);
    expect(body.meta.date).toBe('2026-11-21');
    expect(body.meta.total).toBeGreaterThan(0);
    const live = body.data
      .flatMap((s) => s.competitions.flatMap((c) => c.matches))
      .filter((m) => m.live);
    expect(live.length).toBeGreaterThan(0);
    expect((await get('/api/livescore?date=21-11-2026')).status).toBe(400);
  });
});
