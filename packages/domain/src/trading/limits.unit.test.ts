import { describe, expect, it } from 'vitest';
import { maxStakeUnderLimits, scaledStakeLimit, withinLimits } from './limits';

describe('trading limits', () => {
  it('scales a stake limit by the bettor factor, rounding down', () => {
    expect(scaledStakeLimit(1_000_000, 0.1)).toBe(100_000);
    expect(scaledStakeLimit(333, 0.5)).toBe(166);
    expect(scaledStakeLimit(1_000, 10)).toBe(10_000);
  });

  it('offers the smallest of the stake limits and the liability rooms, in whole units', () => {
    expect(
      maxStakeUnderLimits(
        [
          { maxStakeCents: 50_000, liabilityRoomCents: null },
          { maxStakeCents: null, liabilityRoomCents: 63_050 },
        ],
        2.1,
      ),
    ).toBe(30_000); // 63,050 / 2.1 = 30,023 cents → KES 300
    expect(maxStakeUnderLimits([{ maxStakeCents: 12_345, liabilityRoomCents: null }], 2)).toBe(
      12_300,
    );
    expect(maxStakeUnderLimits([{ maxStakeCents: null, liabilityRoomCents: -5 }], 2)).toBe(0);
    expect(maxStakeUnderLimits([{ maxStakeCents: null, liabilityRoomCents: null }], 2)).toBeNull();
  });

  it('judges a stake and payout against every selection', () => {
    const limits = [{ maxStakeCents: 10_000, liabilityRoomCents: 20_000 }];
    expect(withinLimits(limits, 10_000, 20_000)).toBe(true);
    expect(withinLimits(limits, 10_001, 20_000)).toBe(false);
    expect(withinLimits(limits, 9_000, 20_001)).toBe(false);
  });
});
