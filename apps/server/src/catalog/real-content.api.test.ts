import {
  categoriesResponseSchema,
  liveMatchesResponseSchema,
  searchResponseSchema,
  sportMatchesResponseSchema,
} from '@shangwe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { LiveEngine } from '../live/live-engine';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** A Saturday morning: the weekend's rounds ahead, the live demo's youth games under way. */
const NOW = new Date('2026-11-21T10:00:00Z');
const SEED = 20261121;
const SECOND_TEAM = / (U23|U21|U19|U17|Reserves|Women)$/;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: true });
  t.ctx.now = () => NOW;
  await syncFixtures(t.ctx, new SimulatedOddsFeed({ seed: SEED, daysAhead: 2 }), NOW);
  await new LiveEngine(t.ctx).tick(NOW);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json() as unknown;

describe('the catalog a bettor opens', () => {
  it('lists the real Premier League, and search finds Arsenal, Gor Mahia, Hearts of Oak and Enyimba', async () => {
    const categories = categoriesResponseSchema.parse(await get('/api/uo/categories?id=1'));
    const england = categories.data.find((c) => c.category_name === 'England')!;
    expect(england.competitions.map((k) => k.competition_name)).toContain('Premier League');
    for (const club of ['Arsenal', 'Gor Mahia', 'Hearts of Oak', 'Enyimba']) {
      const found = searchResponseSchema.parse(
        await get(`/api/search?q=${encodeURIComponent(club)}`),
      );
      expect(
        found.data.some((m) => m.home_team === club || m.away_team === club),
        club,
      ).toBe(true);
    }
  });

  it('opens Highlights with first-team football while youth games are live', async () => {
    const live = liveMatchesResponseSchema.parse(await get('/api/live/matches?sport_id=1'));
    // The page below could show them: youth, reserve and women's games are under way.
    expect(live.data.some((m) => SECOND_TEAM.test(m.competition_name))).toBe(true);
    const page = sportMatchesResponseSchema.parse(await get('/api/uo/sport?id=1&page=1&limit=10'));
    expect(page.data).toHaveLength(10);
    for (const m of page.data) {
      expect(m.competition_name, `${m.home_team} v ${m.away_team}`).not.toMatch(SECOND_TEAM);
      expect(m.home_team).not.toMatch(SECOND_TEAM);
    }
    // A competition's own page still lists its youth games by kick-off.
    const all = sportMatchesResponseSchema.parse(await get('/api/uo/sport?id=1&page=1&limit=500'));
    expect(all.data.some((m) => SECOND_TEAM.test(m.competition_name))).toBe(true);
  });
});
