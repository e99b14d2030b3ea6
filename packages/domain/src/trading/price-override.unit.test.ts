import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairPrice, houseEdgeRefusal, overround, shiftMargin } from './price-override';

describe('trading price overrides: the house never loses on average', () => {
  it('shifts a margin keeping the proportions, rounded in the house’s favour', () => {
    const feed = [2.1, 3.3, 3.6];
    const o = overround(feed);
    const wider = shiftMargin(feed, 0.03);
    expect(overround(wider)).toBeGreaterThanOrEqual(o + 0.03 - 1e-9);
    wider.forEach((p, i) => expect(p).toBeLessThanOrEqual(feed[i]!));
  });

  it('refuses a market below a 100% overround and a selection above its fair price', () => {
    expect(houseEdgeRefusal([2, 2], [2.1, 2.1])).toMatchObject({ code: 'overround' });
    // 1X2 at 2.10 / 3.30 / 3.60: the home win's fair price is 2.10 × overround.
    const feed = [2.1, 3.3, 3.6];
    expect(fairPrice(feed, 0)).toBeCloseTo(2.1 * overround(feed), 9);
    expect(houseEdgeRefusal(feed, [2.25, 3.3, 3.6])).toMatchObject({
      code: 'above_fair',
      index: 0,
      maxPrice: Math.floor(2.1 * overround(feed) * 100) / 100,
    });
    expect(houseEdgeRefusal(feed, [2.2, 3.3, 3.6])).toBeNull();
    expect(houseEdgeRefusal(feed, shiftMargin(feed, -0.2))).toMatchObject({ code: 'overround' });
  });

  it('whatever override passes, a bettor backing any selection expects at most their stake back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1.05, max: 30, noNaN: true }), { minLength: 2, maxLength: 6 }),
        fc.double({ min: 1.01, max: 60, noNaN: true }),
        fc.nat(5),
        (raw, price, at) => {
          const feed = raw.map((p) => Math.round(p * 100) / 100);
          fc.pre(overround(feed) >= 1);
          const i = at % feed.length;
          const proposed = feed.map((p, j) => (j === i ? Math.round(price * 100) / 100 : p));
          if (houseEdgeRefusal(feed, proposed) !== null) return;
          // The feed's chances (normalised): the bettor's expected return per unit staked.
          const o = overround(feed);
          for (const [j, p] of proposed.entries())
            expect((1 / feed[j]! / o) * p).toBeLessThanOrEqual(1 + 1e-9);
        },
      ),
    );
  });
});
