import { describe, expect, it } from 'vitest';
import { SimulatedOddsFeed, dayNumber } from './fixture-generator';
import { sportById } from './reference-data';

const NOW = new Date('2026-11-21T09:30:00Z');

describe('SimulatedOddsFeed', () => {
  it('builds the reference catalog: ≥ 8 sports, ≥ 30 categories, ≥ 60 competitions, teams for each', () => {
    const ref = new SimulatedOddsFeed({ seed: 1 }).referenceData();
    expect(ref.sports.length).toBeGreaterThanOrEqual(8);
    expect(ref.categories.length).toBeGreaterThanOrEqual(30);
    expect(ref.competitions.length).toBeGreaterThanOrEqual(60);
    for (const c of ref.competitions)
      expect(
        ref.teams.filter((t) => t.competition_id === c.competition_id).length,
      ).toBeGreaterThanOrEqual(8);
    expect(new Set(ref.teams.map((t) => t.team_id)).size).toBe(ref.teams.length);
  });

  it('gives the same fixtures for the same seed and different ones for another seed', () => {
    const a = new SimulatedOddsFeed({ seed: 11 });
    const b = new SimulatedOddsFeed({ seed: 11 });
    const c = new SimulatedOddsFeed({ seed: 12 });
    const key = `day:${dayNumber(NOW) + 1}`;
    const fa = a.fixtures(key);
    expect(JSON.stringify(b.fixtures(key))).toBe(JSON.stringify(fa));
    expect(JSON.stringify(c.fixtures(key))).not.toBe(JSON.stringify(fa));
    expect(JSON.stringify(a.fixtures('demo:2992000'))).toBe(
      JSON.stringify(b.fixtures('demo:2992000')),
    );
  });

  it('gives the same fixtures again after releasing its caches between syncs', () => {
    const feed = new SimulatedOddsFeed({ seed: 11 });
    const keys = [`day:${dayNumber(NOW) + 2}`, 'demo:2992001'];
    const before = keys.map((k) => JSON.stringify(feed.fixtures(k)));
    feed.releaseCaches();
    expect(keys.map((k) => JSON.stringify(feed.fixtures(k)))).toEqual(before);
    // Sets sports share a simulated distribution per strength gap: rebuilt the same, too.
    expect(before[0]).toContain(
      `"sport_id":${[...sportById.values()].find((s) => s.sets)!.sport_id}`,
    );
  });

  it('spreads ~1,500 matches over the next 7 days, with new days as days pass', () => {
    const feed = new SimulatedOddsFeed({ seed: 3, liveDemo: false });
    const keys = feed.batchesDue(NOW);
    expect(keys).toHaveLength(7);
    const matches = keys.flatMap((k) => feed.fixtures(k));
    expect(matches.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(matches.map((m) => m.parent_match_id)).size).toBe(matches.length);
    expect(new Set(matches.map((m) => m.sport_id)).size).toBeGreaterThanOrEqual(8);
    const tomorrow = feed.batchesDue(new Date(NOW.getTime() + 86_400_000));
    expect(tomorrow[6]).toBe(`day:${dayNumber(NOW) + 7}`);
    expect(feed.batchesDue(NOW).every((k) => k.startsWith('day:'))).toBe(true);
    expect(
      new SimulatedOddsFeed({ seed: 3, liveDemo: true })
        .batchesDue(NOW)
        .some((k) => k.startsWith('demo:')),
    ).toBe(true);
  });

  it('prices soccer with ≥ 20 market types and coherent, margin-bearing odds', () => {
    const feed = new SimulatedOddsFeed({ seed: 5, liveDemo: false });
    const soccer = feed.fixtures(`day:${dayNumber(NOW)}`).filter((m) => m.sport_id === 1);
    expect(soccer.length).toBeGreaterThan(50);
    for (const m of soccer.slice(0, 20)) {
      expect(new Set(m.markets.map((k) => k.sub_type_id)).size).toBeGreaterThanOrEqual(20);
      const market = (sub: number, sbv = '') =>
        m.markets.find((k) => k.sub_type_id === sub && k.special_bet_value === sbv)!;
      const book = (sub: number, sbv = '') =>
        market(sub, sbv).outcomes.reduce((s, o) => s + 1 / o.odd_value, 0);
      // Every full market carries a margin: the implied probabilities sum above 1.
      expect(book(1)).toBeGreaterThan(1.02);
      expect(book(1)).toBeLessThan(1.12);
      expect(book(18, 'total=2.5')).toBeGreaterThan(1.02);
      expect(book(29)).toBeGreaterThan(1.02);
      expect(market(18, 'total=1.5').outcomes.map((o) => o.odd_key)).toEqual([
        'over 1.5',
        'under 1.5',
      ]);
      // Coherence: over 1.5 is likelier than over 2.5, which is likelier than over 3.5.
      const over = (line: number) => market(18, `total=${line}`).outcomes[0]!.odd_value;
      expect(over(1.5)).toBeLessThan(over(2.5));
      expect(over(2.5)).toBeLessThan(over(3.5));
      // Double chance '1/X' is shorter than both '1' and 'X'.
      const [home, draw] = market(1).outcomes.map((o) => o.odd_value);
      expect(market(10).outcomes[0]!.odd_value).toBeLessThan(Math.min(home!, draw!));
    }
  });

  it('gives basketball and tennis their usual two-way markets, totals and handicaps', () => {
    const feed = new SimulatedOddsFeed({ seed: 5, liveDemo: false });
    const day = feed.fixtures(`day:${dayNumber(NOW)}`);
    const basketball = day.find((m) => m.sport_id === 2)!;
    expect(basketball.markets.map((k) => k.sub_type_id)).toEqual(
      expect.arrayContaining([219, 225, 223]),
    );
    expect(
      basketball.markets.find((k) => k.sub_type_id === 219)!.outcomes.map((o) => o.odd_key),
    ).toEqual(['1', '2']);
    const tennis = day.find((m) => m.sport_id === 5)!;
    expect(tennis.markets.map((k) => k.sub_type_id)).toEqual(
      expect.arrayContaining([186, 189, 188, 199]),
    );
    expect(sportById.get(5)!.mainMarket).toBe(186);
  });

  it('keeps several dozen matches in play at any hour with LIVE_DEMO', () => {
    const feed = new SimulatedOddsFeed({ seed: 20261121 });
    const fixtures = new Map<string, ReturnType<typeof feed.fixtures>>();
    const of = (key: string) =>
      fixtures.get(key) ?? fixtures.set(key, feed.fixtures(key)).get(key)!;
    for (const hour of [0, 3, 6, 9, 12, 15, 18, 21]) {
      const now = new Date(Date.UTC(2026, 10, 21, hour, 7));
      const today = dayNumber(now);
      const keys = [
        `day:${today - 1}`,
        `day:${today}`,
        ...feed.batchesDue(now).filter((k) => k.startsWith('demo:')),
      ];
      const inPlay = keys.flatMap(of).filter((m) => {
        const start = m.start_time.getTime();
        const sport = sportById.get(m.sport_id)!;
        return (
          start <= now.getTime() &&
          now.getTime() < start + SimulatedOddsFeed.expectedDurationMs(sport, 1)
        );
      });
      expect(inPlay.length, `at ${hour}:07`).toBeGreaterThanOrEqual(36);
    }
  });
});
