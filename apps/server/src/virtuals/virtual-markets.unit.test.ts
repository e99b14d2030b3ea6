import { describe, expect, it } from 'vitest';
import { drawMatch, newSeed } from './virtual-fairness';
import { fairProbabilities, marketDefs, priceFixture, scoreDistributions } from './virtual-markets';
import { teamById } from './virtual-teams';

/**
 * Results follow the published prices: over many draws of the same fixture, every outcome's
 * observed frequency lies within 4.5 standard deviations (binomial) of the model's probability
 * before margin, the probability the price is made from.
 */
describe('virtual markets and results', () => {
  const fixtures = [
    [teamById(3), teamById(16)],
    [teamById(9), teamById(10)],
    [teamById(15), teamById(1)],
  ] as const;

  it('offers 1X2, double chance, totals, both teams to score, correct score and half-time 1X2', () => {
    const subs = new Set(priceFixture(teamById(1), teamById(2)).map((m) => m.sub_type_id));
    for (const sub of [1, 10, 18, 29, 45, 60]) expect(subs.has(sub)).toBe(true);
  });

  it('prices every outcome at its probability with the market margin', () => {
    const [home, away] = fixtures[0];
    const dists = scoreDistributions(home, away);
    const markets = priceFixture(home, away);
    for (const def of marketDefs(home.name, away.name)) {
      const probs = fairProbabilities(def, dists[def.uses as 'ft' | 'ht']);
      const market = markets.find(
        (m) => m.sub_type_id === def.sub_type_id && m.special_bet_value === def.special_bet_value,
      )!;
      def.outcomes.forEach((o, i) => {
        const odd = market.odds.find((x) => x.odd_key === o.odd_key);
        const p = probs[i]!;
        if (!odd || odd.odd_value >= 250 || odd.odd_value <= 1.01) return;
        // Prices are floored to 2 decimals: the fair price with margin lies within a cent above.
        const fairWithMargin = 1 / (p * (1 + def.margin));
        expect(odd.odd_value).toBeLessThanOrEqual(fairWithMargin + 1e-9);
        expect(odd.odd_value).toBeGreaterThan(fairWithMargin - 0.01);
      });
    }
  });

  it('draws results at the frequencies the prices imply (4,000 matches per fixture)', () => {
    const N = 4000;
    for (const [home, away] of fixtures) {
      const defs = marketDefs(home.name, away.name);
      const dists = scoreDistributions(home, away);
      const wins = defs.map((d) => new Array<number>(d.outcomes.length).fill(0));
      for (let i = 0; i < N; i++) {
        const m = drawMatch(newSeed().seed, i % 8, home, away);
        const state = { ft: m.ft, ht: m.ht };
        defs.forEach((def, d) =>
          def.outcomes.forEach((o, k) => {
            if (o.settle(state) === 'won') wins[d]![k]!++;
          }),
        );
      }
      defs.forEach((def, d) => {
        const probs = fairProbabilities(def, dists[def.uses as 'ft' | 'ht']);
        probs.forEach((p, k) => {
          const sd = Math.sqrt((p * (1 - p)) / N);
          const observed = wins[d]![k]! / N;
          // 4.5 sd: with some 200 outcomes checked, a false alarm is about 1 in 7,000 runs.
          expect(
            Math.abs(observed - p),
            `${def.name} ${def.special_bet_value} ${def.outcomes[k]!.odd_key}`,
          ).toBeLessThanOrEqual(4.5 * sd + 1 / N);
        });
      });
    }
  });
});
