import { describe, expect, it } from 'vitest';
import { CASHOUT_MARGIN, cashoutValueCents } from './cashout-value';

describe('cashoutValueCents', () => {
  it('is stake × placed ÷ current × margin, won legs at 1.00', () => {
    // 100.00 at 2.0 × 3.0, first leg won, second now 1.5: fair 100 × 6 / 1.5 = 400.
    expect(
      cashoutValueCents({
        stakeCents: 10_000,
        placedOdds: [2, 3],
        currentOdds: [1, 1.5],
        voided: [false, false],
        finalPayoutCents: 60_000,
      }),
    ).toBe(Math.floor(40_000 * CASHOUT_MARGIN));
  });
  it('counts void legs at 1.00 on both sides and never exceeds the final payout', () => {
    expect(
      cashoutValueCents({
        stakeCents: 10_000,
        placedOdds: [2, 3],
        currentOdds: [1, 3],
        voided: [true, false],
        finalPayoutCents: 60_000,
      }),
    ).toBe(Math.floor(10_000 * CASHOUT_MARGIN));
    expect(
      cashoutValueCents({
        stakeCents: 10_000,
        placedOdds: [5],
        currentOdds: [1],
        voided: [false],
        finalPayoutCents: 45_000,
      }),
    ).toBe(45_000);
  });
  it('drops when the price drifts out', () => {
    const value = cashoutValueCents({
      stakeCents: 10_000,
      placedOdds: [2],
      currentOdds: [4],
      voided: [false],
      finalPayoutCents: 20_000,
    });
    expect(value).toBe(Math.floor(5_000 * CASHOUT_MARGIN));
  });
});
