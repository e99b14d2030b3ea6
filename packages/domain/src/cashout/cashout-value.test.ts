import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KENYA } from '../countries';
import { cents } from '../money/cents';
import {
  cashoutCurrentTotalHundredths,
  cashoutLegs,
  cashoutValue,
  type CashoutLeg,
} from './cashout-value';

const KEEP = (100 - KENYA.cashoutMarginPercent) / 100;

const value = (
  stake: number,
  legs: CashoutLeg[],
  finalPayout: number,
  margin: { cashoutMarginPercent: number } = KENYA,
) => cashoutValue({ stake: cents(stake), legs, finalPayout: cents(finalPayout) }, margin);

const open = (placed: number, current: number): CashoutLeg => ({
  placedHundredths: placed,
  currentHundredths: current,
  state: 'open',
});

const legArb = fc.record({
  placedHundredths: fc.integer({ min: 101, max: 5_000 }),
  currentHundredths: fc.integer({ min: 101, max: 5_000 }),
  state: fc.constantFrom<CashoutLeg['state']>('open', 'won', 'void'),
});

describe('cash-out value (integer cents, margin from the country)', () => {
  it('is stake × placed ÷ current less the margin, won legs at 1.00', () => {
    // 100.00 at 2.0 × 3.0, first leg won, second now 1.5: fair 100 × 6 / 1.5 = 400.
    const legs = [{ ...open(200, 100), state: 'won' as const }, open(300, 150)];
    expect(value(10_000, legs, 60_000)).toBe(Math.floor(40_000 * KEEP));
    expect(cashoutCurrentTotalHundredths(legs)).toBe(150);
  });

  it('counts void legs at 1.00 on both sides and never exceeds the final payout', () => {
    const legs = [{ ...open(200, 100), state: 'void' as const }, open(300, 300)];
    expect(value(10_000, legs, 60_000)).toBe(Math.floor(10_000 * KEEP));
    expect(value(10_000, [{ ...open(500, 100), state: 'won' }], 45_000)).toBe(45_000);
  });

  it('drops when the price drifts out', () => {
    expect(value(10_000, [open(200, 400)], 20_000)).toBe(Math.floor(5_000 * KEEP));
  });

  it('reads decimal odds as hundredths', () => {
    expect(cashoutLegs([{ placedOdds: 1.85, currentOdds: 2.1, state: 'open' }])).toEqual([
      open(185, 210),
    ]);
  });

  it('stays within 0 and the final payout, and within a cent of the exact ratio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(legArb, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (stake, legs, finalPayout) => {
          const v = value(stake, legs, finalPayout);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(finalPayout);
          const placed = legs.reduce(
            (a, l) => a * (l.state === 'void' ? 1 : l.placedHundredths / 100),
            1,
          );
          const current = legs.reduce(
            (a, l) => a * (l.state === 'open' ? l.currentHundredths / 100 : 1),
            1,
          );
          const exact = Math.min(finalPayout, (stake * placed * KEEP) / current);
          if (Number.isFinite(exact) && exact < 1e12)
            expect(Math.abs(v - exact)).toBeLessThanOrEqual(1 + exact * 1e-9);
        },
      ),
    );
  });

  it('never rises when an open price drifts out, and is the stake less the margin when nothing moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 101, max: 5_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 500 }),
        (stake, prices, drift) => {
          const unchanged = prices.map((p) => open(p, p));
          const huge = 2 ** 52;
          expect(value(stake, unchanged, huge)).toBe(
            Math.floor((stake * (100 - KENYA.cashoutMarginPercent)) / 100),
          );
          const drifted = unchanged.map((l, i) =>
            i === 0 ? open(l.placedHundredths, l.currentHundredths + drift) : l,
          );
          expect(value(stake, drifted, huge)).toBeLessThanOrEqual(value(stake, unchanged, huge));
        },
      ),
    );
  });

  it('takes its margin from the country configuration', () => {
    expect(value(10_000, [open(200, 200)], 20_000, { cashoutMarginPercent: 0 })).toBe(10_000);
    expect(value(10_000, [open(200, 200)], 20_000, { cashoutMarginPercent: 10 })).toBe(9_000);
  });
});
