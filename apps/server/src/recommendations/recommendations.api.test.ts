import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { quoteBet } from '../wagers/slip-quote';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from '../betting/test-fixtures';
import { upsertReferenceData } from '../feed/feed-repository';
import type { TestApp } from '../test/build-test-app';
import { useTestApp } from '../test/use-test-app';

const NOW = new Date('2030-03-01T10:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** Competitions of the generated histories (all Soccer, category England of the fixtures). */
const PREMIER = 100;
const LA_LIGA = 110;
const SERIE_A = 120;

/** Matches: [id, competition, kick-off in hours from NOW]. */
const MATCHES: [number, number, number][] = [
  [501, LA_LIGA, 1], // the one-league bettor's history (ended before the calls)
  [502, LA_LIGA, 1],
  [511, LA_LIGA, 30], // coming La Liga matches nobody has backed yet
  [512, LA_LIGA, 50],
  [521, PREMIER, 3], // heavily backed Premier League matches
  [522, PREMIER, 4],
  [531, SERIE_A, 5], // backed together with 541 by other bettors
  [541, SERIE_A, 6], // in the slip of the co-backing call
  [561, PREMIER, 24 * 9], // beyond the 7-day horizon
];

const apps = useTestApp();

async function setup() {
  const t = await apps.build();
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    ...MATCHES.map(([id, , hours]) => ({ id, start: at(hours) })),
    { id: 551, start: at(-1), status: 'live' as const },
    // Not marked live yet, but its kick-off has passed: started all the same.
    { id: 552, start: new Date(NOW.getTime() - 60_000) },
  ]);
  await upsertReferenceData(t.ctx.db, {
    sports: [],
    categories: [],
    competitions: [
      {
        competition_id: LA_LIGA,
        category_id: 10,
        sport_id: 1,
        competition_name: 'La Liga',
        priority: 0,
      },
      {
        competition_id: SERIE_A,
        category_id: 10,
        sport_id: 1,
        competition_name: 'Serie A',
        priority: 0,
      },
    ],
    teams: [],
  });
  for (const [id, competition] of MATCHES) {
    await t.ctx.db.query('UPDATE matches SET competition_id = $2 WHERE parent_match_id = $1', [
      id,
      competition,
    ]);
  }
  await loadCatalogIntoMemory(t.ctx);
  return t;
}

/** Places a prematch bet through the real placement endpoint (home win of each match at 2.10). */
async function bet(app: TestApp, user: TestProfile, matchIds: number[], stake: number) {
  const odds = matchIds.map(() => 2.1);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      token: user.token,
      profile_id: user.profileId,
      stake: String(stake),
      total_odd: String(quoteBet('KE', { stake, odds, live: false }).totalOdd),
      src: 'MOBILE_WEB',
      betslip: matchIds.map((id) => pick(id, '1', 2.1)),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Generated histories: a one-league bettor, big backers of two Premier League matches, co-backers. */
async function generateHistories(app: TestApp) {
  const oneLeague = await createTestProfile(app.ctx, { cashCents: 10_000_000 });
  for (let i = 0; i < 3; i++) {
    await bet(app, oneLeague, [501], 50);
    await bet(app, oneLeague, [502], 50);
  }
  await bet(app, oneLeague, [501, 502], 100);
  for (let i = 0; i < 3; i++) {
    const backer = await createTestProfile(app.ctx, { cashCents: 10_000_000 });
    await bet(app, backer, [521], 5_000);
    await bet(app, backer, [522], 4_000);
  }
  for (let i = 0; i < 2; i++) {
    const coBacker = await createTestProfile(app.ctx, { cashCents: 10_000_000 });
    await bet(app, coBacker, [541, 531], 20);
  }
  // The one-league bettor's matches are over: history, not candidates.
  await app.ctx.db.query(`UPDATE matches SET status = 'ended' WHERE parent_match_id IN (501, 502)`);
  await loadCatalogIntoMemory(app.ctx);
  return { oneLeague };
}

async function recommend(app: TestApp, query: string, token?: string) {
  return app.app.inject({
    method: 'GET',
    url: `/api/recommendations/pre-bet?widget=betslip-pre${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/recommendations/pre-bet', () => {
  it('puts the league a bettor always bets on first, ahead of more popular matches', async () => {
    const app = await setup();
    const { oneLeague } = await generateHistories(app);
    const res = await recommend(app, `&user_id=${oneLeague.profileId}`, oneLeague.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user_id).toBe(oneLeague.profileId);
    expect(body.ids.slice(0, 2)).toEqual([511, 512]);
    expect(body.recommendations[0].reasons[0]).toBe('history');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives an anonymous visitor the most backed matches, never using an unproven user_id', async () => {
    const app = await setup();
    const { oneLeague } = await generateHistories(app);
    for (const query of ['', `&user_id=${oneLeague.profileId}`]) {
      const res = await recommend(app, query);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.user_id).toBeNull();
      expect(body.ids.slice(0, 2)).toEqual([521, 522]);
      expect(body.recommendations[0].reasons).toEqual(['popular']);
    }
  });

  it('ranks up what other bettors holding the same picks back now', async () => {
    const app = await setup();
    await generateHistories(app);
    const res = await recommend(app, '&event_ids=sr:match:541');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ids[0]).toBe(531);
    expect(body.recommendations[0].reasons[0]).toBe('co_backed');
    expect(body.recommendations[0].event_id).toBe('sr:match:531');
  });

  it('never recommends a slip match, a started match or one beyond the horizon', async () => {
    const app = await setup();
    await generateHistories(app);
    const res = await recommend(app, '&event_ids=sr:match:521,sr:match:511&limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const ids: number[] = res.json().ids;
    expect([...ids].sort((a, b) => a - b)).toEqual([512, 522, 531, 541]);
  });

  it('suggests the next kick-offs when nothing was ever bet', async () => {
    const app = await setup();
    const res = await recommend(app, '&limit=3');
    const body = res.json();
    expect(body.ids).toEqual([501, 502, 521]);
    expect(body.recommendations.map((r: { reasons: string[] }) => r.reasons)).toEqual([
      ['soon'],
      ['soon'],
      ['soon'],
    ]);
  });

  it("refuses another bettor's user_id and malformed ids with the field's message", async () => {
    const app = await setup();
    const me = await createTestProfile(app.ctx);
    const other = await recommend(app, `&user_id=${me.profileId + 1}`, me.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('You can only see your own recommendations');
    const bad = await recommend(app, '&event_ids=sr:match:abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Betslip matches must be listed as sr:match:{id}, separated by commas',
    );
    const widget = await app.app.inject({
      method: 'GET',
      url: '/api/recommendations/pre-bet?widget=home',
    });
    expect(widget.statusCode).toBe(400);
    expect(widget.json().error.message).toBe('Recommendations are offered on the betslip only');
  });
});
