import { describe, expect, it } from 'vitest';
import { buildTimeline, type ClockedTimeline } from '../live/match-timeline';
import { SimulatedOddsFeed, dayNumber } from './fixture-generator';
import type { FeedMatch } from './odds-feed';
import { FIRST_HALF_GOAL_SHARE, goalsDistributions, priceMarket } from './pricing';
import { soccerMarkets } from './market-definitions';
import { sportById } from './reference-data';

const FIRST_DAY = dayNumber(new Date('2026-11-21T00:00:00Z'));
const feed = new SimulatedOddsFeed({ seed: 7, liveDemo: false });
const soccer = [0, 1, 2, 3, 4, 5, 6]
  .flatMap((d) => feed.fixtures(`day:${FIRST_DAY + d}`))
  .filter((m) => m.sport_id === 1);

const odds = (m: FeedMatch, sub: number) =>
  m.markets
    .find((k) => k.sub_type_id === sub && k.special_bet_value === '')!
    .outcomes.map((o) => o.odd_value);
const book = (prices: number[]) => prices.reduce((s, o) => s + 1 / o, 0);

describe('match prices from team strengths', () => {
  it('prices each match from its own sides: many different 1X2 lines, none repeated often', () => {
    expect(soccer.length).toBeGreaterThan(500);
    const lines = new Map<string, number>();
    for (const m of soccer) {
      const key = odds(m, 1).join('/');
      lines.set(key, (lines.get(key) ?? 0) + 1);
    }
    expect(lines.size).toBeGreaterThan(soccer.length * 0.75);
    expect(Math.max(...lines.values())).toBeLessThanOrEqual(Math.ceil(soccer.length * 0.01));
    // Favourites and outsiders both appear: the home price ranges widely.
    const homes = soccer.map((m) => odds(m, 1)[0]!);
    expect(Math.min(...homes)).toBeLessThan(1.5);
    expect(Math.max(...homes)).toBeGreaterThan(4);
  });

  it('keeps the margin on every 1X2 and half 1X2 line', () => {
    for (const m of soccer) {
      expect(book(odds(m, 1))).toBeGreaterThan(1.02);
      expect(book(odds(m, 1))).toBeLessThan(1.12);
      expect(book(odds(m, 60))).toBeGreaterThan(1.02);
      expect(book(odds(m, 83))).toBeGreaterThan(1.02);
    }
  });

  it('prices the first and second halves from their own goals: more goals after the break', () => {
    for (const m of soccer) {
      const first = odds(m, 60);
      const second = odds(m, 83);
      expect(first.join('/')).not.toBe(second.join('/'));
      // More goals in the second half make its draw less likely, so dearer.
      expect(second[1]!).toBeGreaterThan(first[1]!);
    }
  });

  it('expects FIRST_HALF_GOAL_SHARE of the goals before half-time, in prices and in play', () => {
    const defs = soccerMarkets('Home', 'Away');
    const total = (sub: number, sbv: string) =>
      defs.findIndex((d) => d.sub_type_id === sub && d.special_bet_value === sbv);
    const dists = goalsDistributions({ lh: 1.5, la: 1.2, score: [0, 0], htScore: null, played: 0 });
    const mean = (dist: typeof dists.ht, pick: (s: { ht: number[]; ft: number[] }) => number) =>
      dist.reduce((s, { p, s: st }) => s + p * pick(st), 0);
    const htGoals = mean(dists.ht, (s) => s.ht[0]! + s.ht[1]!);
    const ftGoals = mean(dists.ft, (s) => s.ft[0]! + s.ft[1]!);
    expect(htGoals / ftGoals).toBeCloseTo(FIRST_HALF_GOAL_SHARE, 2);
    expect(total(68, 'total=0.5')).toBeGreaterThanOrEqual(0);
    expect(priceMarket(defs[total(1, '')]!, dists.ft).odds).toHaveLength(3);

    // The live engine draws goal times from the same split.
    const sport = sportById.get(1)!;
    let first = 0;
    let all = 0;
    for (const m of soccer.slice(0, 400)) {
      const tl = buildTimeline(7, m.parent_match_id, sport, m.model) as ClockedTimeline;
      for (const e of tl.events) {
        if (e.kind !== 'score') continue;
        all++;
        if (e.t < tl.playSeconds / 2) first++;
      }
    }
    expect(all).toBeGreaterThan(500);
    expect(first / all).toBeGreaterThan(FIRST_HALF_GOAL_SHARE - 0.04);
    expect(first / all).toBeLessThan(FIRST_HALF_GOAL_SHARE + 0.04);
  });
});
