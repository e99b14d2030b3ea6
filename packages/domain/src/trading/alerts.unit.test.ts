import { describe, expect, it } from 'vitest';
import { bettorEdgeZ, productReturnZ } from './alerts';

describe('trading alerts: standard deviations above what the prices allow', () => {
  it('a bettor breaking even at fair prices scores 0; one winning every 3.60 shot scores high', () => {
    expect(bettorEdgeZ(10_000, 10_000, 1e8)).toBe(0);
    // 12 bets of 100 at 3.60, all won: paid 4,320 on 1,200 staked.
    const stake = 10_000;
    const z = bettorEdgeZ(12 * stake, 12 * stake * 3.6, 12 * stake * stake * 2.6);
    expect(z).toBeGreaterThan(5);
    expect(bettorEdgeZ(12 * stake, 0, 12 * stake * stake * 2.6)).toBeLessThan(0);
  });

  it('a product paying above its published return by more than chance explains', () => {
    // 1,000 wagers of 1 paying 1.02 each: above 99% with no spread at all.
    expect(productReturnZ(1000, 1020, 0, 0.99)).toEqual({ ratio: 1.02, z: Infinity });
    // Paying 96% against 95% with a wide spread: not enough to say.
    const loose = productReturnZ(10_000, 9_600, 4_000_000, 0.95);
    expect(loose.ratio).toBeCloseTo(0.96, 9);
    expect(loose.z).toBeLessThan(2);
    expect(productReturnZ(10_000, 9_000, 0, 0.95).z).toBe(0);
  });
});
