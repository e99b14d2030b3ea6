import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soccerMarkets } from '../feed/market-definitions';
import { MIN_ODD } from '../feed/pricing';
import {
  modelDistributions,
  quoteCombination,
  shikishaPrice,
  type ShikishaLeg,
} from './joint-price';
import { settledJointOdd } from './settled-odd';

const defs = soccerMarkets('Home', 'Away');
const legs: ShikishaLeg[] = defs.flatMap((def) =>
  def.outcomes.map((_, outcome) => ({ def, outcome })),
);

/** One Shikisha price (issue 30): quote, settlement re-price and cash-out price alike. */
describe('shikishaPrice', () => {
  it('is the price the quote offers and the settlement re-prices at, in the same state', () => {
    fc.assert(
      fc.property(
        fc.record({
          lh: fc.double({ min: 0.3, max: 3, noNaN: true }),
          la: fc.double({ min: 0.3, max: 3, noNaN: true }),
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: legs.length - 1 }), {
          minLength: 2,
          maxLength: 5,
        }),
        ({ lh, la }, picks) => {
          const state = { lh, la, score: [0, 0] as [number, number], htScore: null, played: 0 };
          const chosen = picks.map((i) => legs[i]!);
          const priced = shikishaPrice(state, chosen, defs);
          const quoted = quoteCombination(modelDistributions(state), chosen, defs);
          if (!('refused' in quoted)) expect(quoted.odd).toBe(Math.max(MIN_ODD, priced.odd));
          // Placed above it, the settlement pays the price itself (at least 1.00).
          expect(settledJointOdd(state, chosen, defs, Number.MAX_VALUE)).toBe(
            Math.max(1, priced.odd),
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
