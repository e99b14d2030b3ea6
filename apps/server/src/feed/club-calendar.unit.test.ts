import { describe, expect, it } from 'vitest';
import { SimulatedOddsFeed, dayNumber } from './fixture-generator';
import type { FeedMatch } from './odds-feed';
import { CATEGORIES, sportById } from './reference-data';

/** Sides of the leagues that play every other day (NBA, NHL): no round weekdays. */
const EVERY_OTHER_DAY = new Set(
  CATEGORIES.flatMap((c) =>
    c.competitions
      .filter((k) => k.kind === 'league' && !k.days)
      .flatMap((k) => (k.teams ?? []).map((name) => `${c.sport_id}|${name}`)),
  ),
);

const DAY_MS = 86_400_000;
const FIRST_DAY = dayNumber(new Date('2026-11-21T00:00:00Z'));

/** Every fixture of `days` days from the first, day batches and live-demo slots alike. */
function horizon(feed: SimulatedOddsFeed, days: number): FeedMatch[] {
  const out: FeedMatch[] = [];
  for (let d = FIRST_DAY; d < FIRST_DAY + days; d++) {
    out.push(...feed.fixtures(`day:${d}`));
    for (let s = d * 144; s < (d + 1) * 144; s++) out.push(...feed.fixtures(`demo:${s}`));
  }
  return out;
}

function bySide(matches: FeedMatch[]): Map<string, FeedMatch[]> {
  const sides = new Map<string, FeedMatch[]>();
  for (const m of matches) {
    for (const name of [m.home_team, m.away_team]) {
      const key = `${m.sport_id}|${name}`;
      const list = sides.get(key) ?? [];
      list.push(m);
      sides.set(key, list);
    }
  }
  for (const list of sides.values())
    list.sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
  return sides;
}

describe('the fixture calendar', () => {
  const feed = new SimulatedOddsFeed({ seed: 20261121 });
  const matches = horizon(feed, 9);
  const sides = bySide(matches);

  it('covers the horizon with thousands of fixtures from thousands of sides', () => {
    expect(matches.length).toBeGreaterThan(9 * 800);
    expect(sides.size).toBeGreaterThan(2000);
  });

  it('never puts a side in two overlapping fixtures, whatever the competition', () => {
    let checked = 0;
    for (const [key, list] of sides) {
      const sport = sportById.get(Number(key.split('|')[0]))!;
      const duration = SimulatedOddsFeed.expectedDurationMs(sport, 1);
      for (let i = 1; i < list.length; i++) {
        const gap = list[i]!.start_time.getTime() - list[i - 1]!.start_time.getTime();
        expect(gap, `${key} at ${list[i]!.start_time.toISOString()}`).toBeGreaterThan(duration);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives a team at least two days of rest and at most two matches in any six days (NBA and NHL: every other day)', () => {
    let everyOtherDay = 0;
    for (const [key, list] of sides) {
      const sport = sportById.get(Number(key.split('|')[0]))!;
      if (sport.family === 'sets' && sport.sets?.kind !== 'volleyball') continue;
      const alternate = EVERY_OTHER_DAY.has(key);
      if (alternate) everyOtherDay++;
      for (let i = 1; i < list.length; i++) {
        const gap = list[i]!.start_time.getTime() - list[i - 1]!.start_time.getTime();
        expect(gap, key).toBeGreaterThanOrEqual((alternate ? 1 : 2) * DAY_MS);
        if (i >= 2 && !alternate) {
          const span = list[i]!.start_time.getTime() - list[i - 2]!.start_time.getTime();
          expect(span, key).toBeGreaterThanOrEqual(6 * DAY_MS);
        }
      }
    }
    expect(everyOtherDay).toBeGreaterThan(50);
  });

  it('lets a tennis or table-tennis player play at most once in a day', () => {
    for (const [key, list] of sides) {
      if (![5, 20].includes(Number(key.split('|')[0]))) continue;
      for (let i = 1; i < list.length; i++) {
        const gap = list[i]!.start_time.getTime() - list[i - 1]!.start_time.getTime();
        expect(gap, key).toBeGreaterThanOrEqual(DAY_MS);
      }
    }
  });

  it('keeps a club the same side in its league and in a cup: one rating, never two games at once', () => {
    const ref = feed.referenceData();
    const cups = new Set(
      ref.competitions
        .filter((c) => c.competition_name.startsWith('UEFA Champions'))
        .map((c) => c.competition_id),
    );
    const cupSides = ref.teams.filter((t) => cups.has(t.competition_id));
    let withLeague = 0;
    for (const side of cupSides) {
      const same = ref.teams.filter(
        (t) => t.sport_id === side.sport_id && t.team_name === side.team_name,
      );
      if (same.length > 1) withLeague++;
      expect(new Set(same.map((t) => t.strength)).size).toBe(1);
    }
    expect(withLeague).toBeGreaterThanOrEqual(30);
    const cupMatches = matches.filter((m) => cups.has(m.competition_id));
    expect(cupMatches.length).toBeGreaterThan(0);
  });

  it('keeps the live demo within the calendar at the default settings, and tops it up for load tests', () => {
    const slot = (FIRST_DAY + 1) * 144 + 60;
    const calendar = feed.fixtures(`demo:${slot}`);
    expect(calendar.length).toBeGreaterThan(0);
    expect(calendar.length).toBeLessThanOrEqual(6);
    const load = new SimulatedOddsFeed({ seed: 20261121, demoPerSlot: 60 }).fixtures(
      `demo:${slot}`,
    );
    expect(load.length).toBeGreaterThanOrEqual(50);
    expect(new Set(load.map((m) => m.parent_match_id)).size).toBe(load.length);
    // The calendar's own matches stay the same underneath.
    expect(load.slice(0, calendar.length).map((m) => m.home_team)).toEqual(
      calendar.map((m) => m.home_team),
    );
  });
});
