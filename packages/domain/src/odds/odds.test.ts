import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalOdds,
  oddsAtLeast,
  oddsToHundredths,
  oddsToUnits,
  parseOdds,
  roundOdds,
  sameOdds,
} from './decimal-odds';
import { totalOdds, totalOddsHundredths } from './total-odds';

describe('odds', () => {
  it('parses odds and rejects missing or zero ones', () => {
    expect(parseOdds(1.85)).toBe(1.85);
    expect(parseOdds('2.10')).toBe(2.1);
    expect(parseOdds(0)).toBeNull();
    expect(parseOdds('0')).toBeNull();
    expect(parseOdds('')).toBeNull();
    expect(parseOdds(' ')).toBeNull();
    expect(parseOdds(null)).toBeNull();
    expect(parseOdds(-2)).toBeNull();
    expect(parseOdds('abc')).toBeNull();
    expect(decimalOdds(1.5)).toBe(1.5);
    expect(() => decimalOdds(-1)).toThrow(RangeError);
  });

  it('rounds for display and compares at 3 decimals', () => {
    expect(roundOdds(1.005)).toBe(1.01);
    expect(roundOdds(4.994)).toBe(4.99);
    expect(oddsToUnits(1.85)).toBe(18500);
    expect(oddsAtLeast(1.35, 1.35)).toBe(true);
    expect(oddsAtLeast(1.34, 1.35)).toBe(false);
    expect(oddsAtLeast(1.07, 1.075)).toBe(false);
    expect(oddsAtLeast(1.08, 1.075)).toBe(true);
  });
});

describe('total odds (spec 01 §5)', () => {
  it('multiplies and truncates to 2 decimals', () => {
    expect(totalOdds([1.5, 1.33])).toBe(1.99); // 1.995
    expect(totalOdds([1.1, 1.1, 1.1])).toBe(1.33); // 1.331
    expect(totalOdds([1.35, 1.35, 1.35])).toBe(2.46); // 2.460375
    expect(totalOdds([2.5])).toBe(2.5);
    expect(totalOdds([])).toBe(0);
    expect(totalOdds([2, 0])).toBe(0);
  });

  it('handles 40 picks exactly', () => {
    const odds = Array.from({ length: 40 }, () => 10);
    expect(totalOddsHundredths(odds)).toBe(10n ** 42n);
    expect(totalOdds(odds)).toBe(1e40);
  });

  it('is monotonic in each odd', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 101, max: 3000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 500 }),
        (hundredths, index, increase) => {
          const odds = hundredths.map((h) => h / 100);
          const i = index % odds.length;
          const raised = odds.map((o, j) => (j === i ? (hundredths[j]! + increase) / 100 : o));
          expect(totalOddsHundredths(raised)).toBeGreaterThanOrEqual(totalOddsHundredths(odds));
        },
      ),
    );
  });
});

describe('unusable odds', () => {
  it('count as 0', () => {
    expect(parseOdds(1_000_001)).toBeNull();
    expect(oddsToUnits(Number.POSITIVE_INFINITY)).toBe(0);
    expect(oddsToUnits(Number.NaN)).toBe(0);
    expect(totalOdds([2, Number.POSITIVE_INFINITY])).toBe(0);
  });

  it('compares prices once, in integer hundredths', () => {
    expect(oddsToHundredths(1.85)).toBe(185);
    expect(oddsToHundredths(1.005)).toBe(101);
    expect(sameOdds(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameOdds(1.85, 1.86)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        (h, d) => {
          expect(sameOdds(h / 100, (h * 10) / 1000)).toBe(true);
          expect(sameOdds(h / 100, (h + d) / 100)).toBe(false);
        },
      ),
    );
  });
});
