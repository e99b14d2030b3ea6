import { COUNTRY_CODES, slipRules, virtualBonus, toCents } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { fairProbabilities, marketDefs, priceFixture, scoreDistributions } from './virtual-markets';
import { VIRTUAL_TEAMS } from './virtual-teams';
import { quoteVirtual } from './virtual-wager';

/**
 * The virtuals' standing guard (issue 25): for every fixture the league can play, every offered
 * price, and every slip up to the slip maximum with the virtual bonus of spec 01 §9, the
 * bettor's expected return computed from the virtual model's own probabilities (the exact score
 * distributions the results are drawn from) stays below 1.
 */
interface OfferedOutcome {
  fixture: string;
  odd: number;
  p: number;
  /** Expected return of one unit on it alone: p × odd. */
  value: number;
}

/** Every outcome offered for every ordered pairing of the league's clubs. */
function everyOffer(): OfferedOutcome[][] {
  const fixtures: OfferedOutcome[][] = [];
  for (const home of VIRTUAL_TEAMS) {
    for (const away of VIRTUAL_TEAMS) {
      if (home.id === away.id) continue;
      const dists = scoreDistributions(home, away);
      const defs = marketDefs(home.name, away.name);
      const offers: OfferedOutcome[] = [];
      for (const market of priceFixture(home, away)) {
        const def = defs.find(
          (d) =>
            d.sub_type_id === market.sub_type_id &&
            d.special_bet_value === market.special_bet_value,
        )!;
        const p = fairProbabilities(def, dists[def.uses as 'ft' | 'ht']);
        for (const o of market.odds) {
          const i = def.outcomes.findIndex((x) => x.odd_key === o.odd_key);
          offers.push({
            fixture: `${home.name} v ${away.name} ${def.name} ${o.odd_key}`,
            odd: o.odd_value,
            p: p[i]!,
            value: p[i]! * o.odd_value,
          });
        }
      }
      fixtures.push(offers);
    }
  }
  return fixtures;
}

describe('virtual sports: the bettor never has an edge', () => {
  const fixtures = everyOffer();

  it('no single price returns more than its market keeps back (5.5% at least)', () => {
    const over = fixtures.flat().filter((o) => o.value > 1 / 1.055 + 1e-9);
    expect(over.map((o) => `${o.fixture} @ ${o.odd}: ${o.value.toFixed(4)}`)).toEqual([]);
  });

  it('no slip of 1 to the maximum picks, with the virtual bonus, returns 1 or more', () => {
    // The best offer of each fixture, best first: the slip of n picks that returns the most
    // before bonus takes the n best (legs of different matches are independent in the model).
    const best = fixtures
      .map((offers) => offers.reduce((a, b) => (b.value > a.value ? b : a)))
      .sort((a, b) => b.value - a.value);
    const capacity = slipRules('virtual').capacity;
    expect(capacity).toBeGreaterThanOrEqual(14);
    for (let n = 1; n <= capacity; n++) {
      const legs = best.slice(0, n);
      const value = legs.reduce((v, o) => v * o.value, 1);
      const pAll = legs.reduce((v, o) => v * o.p, 1);
      // An upper bound: the bonus's percent as if uncapped, no tax.
      const percent = virtualBonus(n, toCents(1_000), 1_000_000_000).percent;
      expect(value * (1 + percent / 100), `${n} picks`).toBeLessThan(1);
      // The money the quote books, at every country's stakes.
      for (const country of COUNTRY_CODES) {
        for (const stake of [100, 1_000, 50_000]) {
          const { quote, failure } = quoteVirtual(
            country,
            stake,
            legs.map((o) => o.odd),
          );
          if (failure) continue;
          expect((pAll * quote.finalPayout) / stake, `${n} picks ${country}`).toBeLessThan(1);
        }
      }
    }
  });
});
