import type { JackpotEvent } from '@shangwe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { runJackpotPass } from './jackpot-worker';

/** A Friday morning: the weekend's rounds and next week's midweek ahead. */
const NOW = new Date('2026-11-20T06:00:00Z');
let t: TestApp;
let events: JackpotEvent[];

const TOP_FIVE = [
  'England/Premier League',
  'Spain/LaLiga',
  'Italy/Serie A',
  'Germany/Bundesliga',
  'France/Ligue 1',
];
const AFRICA = [
  'Kenya',
  'Ghana',
  'Nigeria',
  'South Africa',
  'Tanzania',
  'Uganda',
  'Egypt',
  'Morocco',
];

beforeAll(async () => {
  t = await buildTestApp({ feedSeed: 15, liveDemo: false }, { serveWeb: false });
  t.ctx.now = () => NOW;
  await syncFixtures(
    t.ctx,
    new SimulatedOddsFeed({ seed: 15, matchesPerDay: 120, daysAhead: 7, liveDemo: false }),
    NOW,
  );
  await runJackpotPass(t.ctx);
  events = (await t.app.inject({ method: 'GET', url: '/api/jackpot/events' })).json().data;
});
afterAll(async () => {
  await t?.close();
});

const of = (kind: string) => events.find((e) => e.kind === kind)!;
const weekday = (iso: string) => new Date(iso).getUTCDay();

describe('jackpot products from the real calendar', () => {
  it('opens every product, each from its own competitions', () => {
    expect(events.map((e) => e.kind).sort()).toEqual(
      ['boosted', 'bingwa', 'free', 'grand', 'jp20m', 'midweek', 'sababisha', 'splitpot'].sort(),
    );
    for (const m of of('grand').matches) {
      expect(TOP_FIVE).toContain(`${m.category}/${m.competition_name}`);
      expect([0, 6]).toContain(weekday(m.start_time));
    }
    for (const m of of('midweek').matches) expect([2, 3, 4]).toContain(weekday(m.start_time));
    for (const m of of('bingwa').matches) {
      expect(
        AFRICA.includes(m.category) || m.competition_name.startsWith('CAF'),
        `${m.category} ${m.competition_name}`,
      ).toBe(true);
    }
    for (const m of of('free').matches) expect(m.category).toBe('England');
    for (const e of events)
      for (const m of e.matches)
        expect(m.competition_name).not.toMatch(/ (U2[13]|U1[79]|Reserves|Women)$/);
  });

  it('closes the products at different times, and no two share all their matches', () => {
    const closing = events.map((e) => e.closes_at);
    expect(new Set(closing).size).toBe(events.length);
    for (let i = 0; i < events.length; i++) {
      const mine = new Set(events[i]!.matches.map((m) => m.parent_match_id));
      for (let j = i + 1; j < events.length; j++) {
        const theirs = events[j]!.matches.map((m) => m.parent_match_id);
        const shared = theirs.filter((id) => mine.has(id)).length;
        expect(shared, `${events[i]!.kind} v ${events[j]!.kind}`).toBeLessThan(
          Math.min(mine.size, theirs.length),
        );
      }
    }
  });
});
