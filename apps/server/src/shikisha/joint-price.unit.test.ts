import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soccerMarkets, type Settle } from '../feed/market-definitions';
import { goalsDistributions, poissonPmf, priceMarket } from '../feed/pricing';
import {
  combinationOverround,
  contradictingPair,
  jointDistribution,
  jointProbability,
  modelDistributions,
  quoteCombination,
  SHIKISHA_MARGIN,
  type ShikishaLeg,
} from './joint-price';

const defs = soccerMarkets('Home', 'Away');
/** Every buildable outcome of a soccer match, as [label, settle]. */
const outcomes: Array<[string, Settle]> = defs.flatMap((d) =>
  d.outcomes.map(
    (o) => [`${d.name} ${d.special_bet_value} ${o.odd_key}`, o.settle] as [string, Settle],
  ),
);
const legOf = (name: string, sbv: string, key: string): ShikishaLeg => {
  const def = defs.find((d) => d.name === name && d.special_bet_value === sbv)!;
  return { def, outcome: def.outcomes.findIndex((o) => o.odd_key === key) };
};
const find = (name: string, sbv: string, key: string): Settle => {
  const leg = legOf(name, sbv, key);
  return leg.def.outcomes[leg.outcome]!.settle;
};
const prematchDists = (lh: number, la: number) =>
  modelDistributions({ lh, la, score: [0, 0], htScore: null, played: 0 });

const stateArb = fc.record({
  lh: fc.double({ min: 0.3, max: 3, noNaN: true }),
  la: fc.double({ min: 0.3, max: 3, noNaN: true }),
});
const picksArb = fc.uniqueArray(fc.integer({ min: 0, max: outcomes.length - 1 }), {
  minLength: 1,
  maxLength: 6,
});

const prematch = (s: { lh: number; la: number }) =>
  jointDistribution({ lh: s.lh, la: s.la, score: [0, 0], htScore: null, played: 0 });

// The property tests build a distribution per run: CPU-heavy, given a generous timeout.
describe('the Shikisha joint price', () => {
  it('never exceeds the smallest leg probability', () => {
    fc.assert(
      fc.property(stateArb, picksArb, (s, idx) => {
        const dist = prematch(s);
        const settles = idx.map((i) => outcomes[i]![1]);
        const joint = jointProbability(dist, settles);
        const smallest = Math.min(...settles.map((st) => jointProbability(dist, [st])));
        // Picks with void states condition on different events; compare where none voids.
        const anyVoid = dist.some(({ s: f }) => settles.some((st) => st(f) === 'void'));
        if (!anyVoid) expect(joint).toBeLessThanOrEqual(smallest + 1e-12);
      }),
      { numRuns: 150 },
    );
  });

  it('adding a pick never raises the probability', () => {
    fc.assert(
      fc.property(
        stateArb,
        picksArb,
        fc.integer({ min: 0, max: outcomes.length - 1 }),
        (s, idx, extra) => {
          const dist = prematch(s);
          const settles = idx.map((i) => outcomes[i]![1]);
          const more = [...settles, outcomes[extra]![1]];
          const anyVoid = dist.some(({ s: f }) => more.some((st) => st(f) === 'void'));
          if (!anyVoid) {
            expect(jointProbability(dist, more)).toBeLessThanOrEqual(
              jointProbability(dist, settles) + 1e-12,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives 0 to contradictory picks and names them', () => {
    const dist = prematch({ lh: 1.5, la: 1.1 });
    const home = find('1X2', '', '1');
    const away = find('1X2', '', '2');
    expect(jointProbability(dist, [home, away])).toBe(0);
    const over = find('Total', 'total=2.5', 'over 2.5');
    const under15 = find('Total', 'total=1.5', 'under 1.5');
    expect(jointProbability(dist, [over, under15])).toBe(0);
    expect(contradictingPair(dist, [home, over, under15])).toEqual([1, 2]);
    expect(
      quoteCombination(
        prematchDists(1.5, 1.1),
        [
          legOf('1X2', '', '1'),
          legOf('Total', 'total=2.5', 'over 2.5'),
          legOf('Total', 'total=1.5', 'under 1.5'),
        ],
        defs,
      ),
    ).toEqual({ refused: 'impossible', pair: [1, 2] });
  });

  it('prices independent-looking picks in different halves from the distribution', () => {
    // A 1st-half pick and a full-time pick: the full-time score contains the first half's.
    const state = { lh: 1.6, la: 1.0 };
    const dist = prematch(state);
    const htHome = defs.find((d) => d.uses === 'ht' && d.name.includes('1X2'))!;
    const htHomeWins = htHome.outcomes.find((o) => o.odd_key === '1')!.settle;
    const ftOver = find('Total', 'total=2.5', 'over 2.5');
    const joint = jointProbability(dist, [htHomeWins, ftOver]);
    const product = jointProbability(dist, [htHomeWins]) * jointProbability(dist, [ftOver]);
    // Goals before half-time make over 2.5 likelier: positively correlated, not the product.
    expect(joint).toBeGreaterThan(product * 1.05);

    // Independent computation: enumerate the two halves' Poisson scores directly.
    const H1 = poissonPmf(state.lh * 0.45);
    const A1 = poissonPmf(state.la * 0.45);
    const H2 = poissonPmf(state.lh * 0.55);
    const A2 = poissonPmf(state.la * 0.55);
    let expected = 0;
    H1.forEach((ph, i) =>
      A1.forEach((pa, j) =>
        H2.forEach((qh, k) =>
          A2.forEach((qa, l) => {
            if (i > j && i + j + k + l > 2.5) expected += ph * pa * qh * qa;
          }),
        ),
      ),
    );
    expect(joint).toBeCloseTo(expected, 4);
  });

  it('agrees with the feed single-market price for one pick', () => {
    const dist = goalsDistributions({ lh: 1.3, la: 1.2, score: [0, 0], htScore: null, played: 0 });
    const def = defs.find((d) => d.name === 'Both teams to score')!;
    const single = priceMarket(def, dist.ft).odds[0]!;
    const p = jointProbability(dist.both, [def.outcomes[0]!.settle]);
    expect(1 / (p * (1 + def.margin))).toBeCloseTo(single, 1);
  });

  it('conditions in play on the score and the half-time score', () => {
    const live = jointDistribution({
      lh: 1.4,
      la: 1.1,
      score: [2, 0],
      htScore: [2, 0],
      played: 0.7,
    });
    expect(jointProbability(live, [find('1X2', '', '2')])).toBeLessThan(0.05);
    const htDef = defs.find((d) => d.uses === 'ht' && d.name.includes('1X2'))!;
    expect(jointProbability(live, [htDef.outcomes.find((o) => o.odd_key === '1')!.settle])).toBe(1);
  });

  it('refuses near-certain combinations and applies the margin to the joint probability', () => {
    const dists = prematchDists(1.5, 1.1);
    const over05 = legOf('Total', 'total=0.5', 'over 0.5');
    const under55 = legOf('Total', 'total=5.5', 'under 5.5');
    expect(quoteCombination(dists, [over05, under55], defs)).toEqual({ refused: 'near_certain' });
    // Negatively correlated picks: nothing from the sportsbook caps them, the formula stands.
    const legs = [legOf('1X2', '', '2'), legOf('Total', 'total=2.5', 'over 2.5')];
    const quoted = quoteCombination(dists, legs, defs);
    if ('refused' in quoted) throw new Error('refused');
    const p = jointProbability(
      dists.both,
      legs.map((l) => l.def.outcomes[l.outcome]!.settle),
    );
    // The two markets' overrounds multiplied (1.055 × 1.07), above the least Shikisha margin.
    expect(combinationOverround(legs)).toBeCloseTo(1.055 * 1.07, 12);
    expect(combinationOverround(legs)).toBeGreaterThan(1 + SHIKISHA_MARGIN);
    expect(quoted.odd).toBeLessThanOrEqual(Math.floor(100 / (p * 1.055 * 1.07) + 1e-9) / 100);
  });
});
