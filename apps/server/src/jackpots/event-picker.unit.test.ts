import { describe, expect, it } from 'vitest';
import { pickEventMatches, type OpenEventMatches, type PickCandidate } from './event-picker';

let id = 1000;
/** A match of a competition, `day` days after Saturday 2030-06-01, at `hour` UTC. */
function match(
  category: string,
  competition: string,
  day: number,
  hour: number,
  opts: { country?: string | null; priority?: number; home?: number; away?: number } = {},
): PickCandidate {
  return {
    parent_match_id: id++,
    start_time: new Date(Date.UTC(2030, 5, 1 + day, hour, 0)),
    odds: { '1': opts.home ?? 2.2, X: 3.3, '2': opts.away ?? 3.1 },
    competition_name: competition,
    category_name: category,
    country_code: opts.country === undefined ? 'GB' : opts.country,
    priority: opts.priority ?? 50,
  };
}

const many = (n: number, make: (i: number) => PickCandidate) =>
  Array.from({ length: n }, (_, i) => make(i));

/** A week's catalog: weekend and midweek rounds, African football, youth games. */
const WEEK: PickCandidate[] = [
  ...many(10, (i) => match('England', 'Premier League', i % 2, 12 + i, { priority: 80 })),
  ...many(10, (i) => match('Spain', 'LaLiga', 1, 11 + i, { country: 'ES', priority: 70 })),
  ...many(12, (i) => match('England', 'Championship', 0, 12 + (i % 8), { priority: 60 })),
  ...many(10, (i) =>
    match('Netherlands', 'Eredivisie', 1, 10 + i, { country: 'NL', priority: 30 }),
  ),
  ...many(10, (i) => match('England', 'Premier League', 4, 18 + (i % 3), { priority: 80 })),
  ...many(9, (i) =>
    match('International Clubs', 'UEFA Champions League', 3 + (i % 2), 20, {
      country: null,
      priority: 70,
    }),
  ),
  ...many(9, (i) =>
    match('Kenya', 'Premier League', 1, 12 + (i % 3), { country: 'KE', priority: 60 }),
  ),
  ...many(9, (i) =>
    match('Nigeria', 'NPFL', 1, 15 + (i % 2), { country: 'NG', priority: 50, home: 1.5, away: 6 }),
  ),
  ...many(20, (i) => match('England', 'Premier League U21', i % 5, 9, { priority: -2 })),
];

const kindOf = (c: PickCandidate) => `${c.category_name}/${c.competition_name}`;

describe('jackpot products pick like a trader', () => {
  it('takes the grand jackpot from the top divisions at the weekend, the midweek one from Tuesday to Thursday', () => {
    const grand = pickEventMatches('grand', 13, WEEK, []);
    expect(grand).toHaveLength(13);
    for (const c of grand) {
      expect(['England/Premier League', 'Spain/LaLiga']).toContain(kindOf(c));
      expect([0, 6]).toContain(c.start_time.getUTCDay());
    }
    const midweek = pickEventMatches('midweek', 13, WEEK, []);
    expect(midweek).toHaveLength(13);
    for (const c of midweek) expect([2, 3, 4]).toContain(c.start_time.getUTCDay());
    // European nights first: every Champions League match is in.
    expect(midweek.filter((c) => c.competition_name === 'UEFA Champions League')).toHaveLength(9);
  });

  it('gives bingwa African football, boosted clear favourites, sababisha open matches, and never a youth game', () => {
    const bingwa = pickEventMatches('bingwa', 5, WEEK, []);
    for (const c of bingwa) expect(['KE', 'NG']).toContain(c.country_code);
    const boosted = pickEventMatches('boosted', 8, WEEK, []);
    for (const c of boosted) expect(Math.min(c.odds['1']!, c.odds['2']!)).toBeLessThanOrEqual(1.75);
    const sababisha = pickEventMatches('sababisha', 8, WEEK, []);
    for (const c of sababisha)
      expect(Math.min(c.odds['1']!, c.odds['2']!)).toBeGreaterThanOrEqual(1.8);
    const jp20m = pickEventMatches('jp20m', 17, WEEK, []);
    for (const c of jp20m) expect(c.competition_name).not.toBe('LaLiga');
    for (const kind of [
      'grand',
      'midweek',
      'jp20m',
      'bingwa',
      'free',
      'splitpot',
      'sababisha',
      'boosted',
    ] as const)
      for (const c of pickEventMatches(kind, 10, WEEK, []))
        expect(c.priority).toBeGreaterThanOrEqual(0);
  });

  it('never repeats another open product’s matches, nor its closing minute', () => {
    const open: OpenEventMatches[] = [];
    for (const kind of [
      'grand',
      'free',
      'splitpot',
      'jp20m',
      'midweek',
      'bingwa',
      'sababisha',
      'boosted',
    ] as const) {
      const size = kind === 'jp20m' ? 17 : kind === 'bingwa' ? 5 : 10;
      const picks = pickEventMatches(kind, size, WEEK, open);
      expect(picks, kind).toHaveLength(size);
      const mine = new Set(picks.map((c) => c.parent_match_id));
      const closes = picks[0]!.start_time;
      for (const other of open) {
        const shared = other.matches.filter((m) => mine.has(m)).length;
        expect(shared, `${kind} v ${other.kind}`).toBeLessThan(
          Math.min(mine.size, other.matches.length),
        );
        expect(closes.getTime(), `${kind} v ${other.kind}`).not.toBe(other.closes_at.getTime());
      }
      open.push({ kind, closes_at: closes, matches: [...mine] });
    }
  });

  it('tops a thin day up with other first-team football rather than open nothing', () => {
    const saturday = many(20, (i) =>
      match('England', 'Premier League', 0, 9 + (i % 4), { priority: 0 }),
    );
    const midweek = pickEventMatches('midweek', 13, saturday, []);
    expect(midweek).toHaveLength(13);
    // The one it overlaps cannot hold every match of it.
    const grand = pickEventMatches('grand', 13, saturday, [
      {
        kind: 'midweek',
        closes_at: midweek[0]!.start_time,
        matches: midweek.map((c) => c.parent_match_id),
      },
    ]);
    expect(grand).toHaveLength(13);
    expect(grand[0]!.start_time.getTime()).not.toBe(midweek[0]!.start_time.getTime());
    expect(grand.some((c) => !midweek.includes(c))).toBe(true);
  });
});
