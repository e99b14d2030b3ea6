import { describe, expect, it } from 'vitest';
import { toCents } from '../money/cents';
import { getCountryConfig } from './country-configs';
import type { CountryCode } from './country-code';

/**
 * Issue 28: a country's starting stake and deposit quick buttons fit its own limits, so a new
 * bettor who deposits the smallest quick amount can place the stake the slip starts with.
 */
function expectDefaultsWithinLimits(code: CountryCode) {
  const c = getCountryConfig(code);
  const stake = toCents(c.defaultStake);
  expect(stake).toBeGreaterThanOrEqual(toCents(c.minimumBetAmount));
  expect(stake).toBeLessThanOrEqual(toCents(c.maximumBetAmount));
  expect(c.depositQuickAmounts.length).toBeGreaterThanOrEqual(3);
  for (const amount of c.depositQuickAmounts) {
    expect(toCents(amount)).toBeGreaterThanOrEqual(toCents(c.minimumDepositAmount));
    expect(toCents(amount)).toBeLessThanOrEqual(toCents(c.maximumDepositAmount));
  }
  expect([...c.depositQuickAmounts].sort((a, b) => a - b)).toEqual(c.depositQuickAmounts);
  expect(new Set(c.depositQuickAmounts).size).toBe(c.depositQuickAmounts.length);
  // The smallest quick deposit pays for the default stake.
  expect(stake).toBeLessThanOrEqual(toCents(c.depositQuickAmounts[0]!));
}

describe('default stake and deposit quick buttons per country', () => {
  it('Kenya keeps spec 01 §9: stake 100, quick deposits 100, 250, 500, 1000 (KES 10-140,000)', () => {
    const c = getCountryConfig('KE');
    expect(c.defaultStake).toBe(100);
    expect(c.depositQuickAmounts).toEqual([100, 250, 500, 1000]);
    expectDefaultsWithinLimits('KE');
  });

  it('Ghana starts at GH₵ 10 with quick deposits under its GH₵ 10,000 maximum', () => {
    const c = getCountryConfig('GH');
    expect(c.defaultStake).toBe(10);
    expect(c.depositQuickAmounts).toEqual([10, 20, 50, 100]);
    // A new bettor's GH₵ 50 covers the default stake (the issue: GH₵ 100 did not).
    expect(c.defaultStake).toBeLessThanOrEqual(50);
    expectDefaultsWithinLimits('GH');
  });

  it('Nigeria starts at its ₦100 minimum bet with naira-sized quick deposits', () => {
    const c = getCountryConfig('NG');
    expect(c.defaultStake).toBe(c.minimumBetAmount);
    expect(c.depositQuickAmounts).toEqual([500, 1000, 2000, 5000]);
    expectDefaultsWithinLimits('NG');
  });
});
