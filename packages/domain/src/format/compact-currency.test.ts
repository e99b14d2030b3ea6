import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import { COMPACT_CURRENCY_FROM, formatCompactCurrency } from './compact-currency';
import { formatCurrency } from './format';

const SUFFIX_CENTS: Record<string, number> = { K: 100_000, M: 100_000_000, B: 100_000_000_000 };

/** Reads a compact amount back into cents ('KES 9.99M' → 999_000_000). */
function centsOf(text: string): number {
  const match = /^\S+ (-?)(\d+)(?:\.(\d+))?([KMB])$/.exec(text);
  if (!match) throw new Error(`not a compact amount: ${text}`);
  const [, sign, integer = '', fraction = '', suffix = ''] = match;
  const digits = Number(`${integer}${fraction}`);
  const value = (digits * SUFFIX_CENTS[suffix]!) / 10 ** fraction.length;
  return sign ? -value : value;
}

describe('formatCompactCurrency', () => {
  it('shows amounts below 100,000 in full, to the cent', () => {
    expect(formatCompactCurrency(0, KENYA)).toBe('KES 0');
    expect(formatCompactCurrency(750, KENYA)).toBe('KES 750');
    expect(formatCompactCurrency(5044.12, KENYA)).toBe('KES 5,044.12');
    expect(formatCompactCurrency(99_999.99, KENYA)).toBe('KES 99,999.99');
    expect(formatCompactCurrency(12.5, GHANA)).toBe('GH₵ 12.50');
  });

  it('abbreviates from 100,000 with K, M and B', () => {
    expect(formatCompactCurrency(100_000, KENYA)).toBe('KES 100K');
    expect(formatCompactCurrency(150_567.89, KENYA)).toBe('KES 150.5K');
    expect(formatCompactCurrency(1_000_000, KENYA)).toBe('KES 1M');
    expect(formatCompactCurrency(1_250_000, GHANA)).toBe('GH₵ 1.25M');
    expect(formatCompactCurrency(40_000_000, NIGERIA)).toBe('₦ 40M');
    expect(formatCompactCurrency(2_500_000_000, NIGERIA)).toBe('₦ 2.5B');
  });

  it('cuts rather than rounds up: never shows more than the bettor has', () => {
    expect(formatCompactCurrency(9_999_999.99, KENYA)).toBe('KES 9.99M');
    expect(formatCompactCurrency(999_999.99, KENYA)).toBe('KES 999.9K');
    expect(formatCompactCurrency(1_009_999, KENYA)).toBe('KES 1M');
  });

  it('is never above the amount and within one displayed step below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: COMPACT_CURRENCY_FROM * 100, max: 1e13 }), (cents) => {
        const text = formatCompactCurrency(cents / 100, KENYA);
        const shown = centsOf(text);
        const suffix = text.slice(-1);
        const step = SUFFIX_CENTS[suffix]! / (suffix === 'K' ? 10 : 100);
        expect(shown).toBeLessThanOrEqual(cents);
        expect(cents - shown).toBeLessThan(step);
      }),
    );
  });

  it("is never longer than 'KES 99,999.99' for any balance up to 999,999,999.99", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const text = formatCompactCurrency(cents / 100, KENYA);
        expect(text.length).toBeLessThanOrEqual('KES 99,999.99'.length);
        if (cents < COMPACT_CURRENCY_FROM * 100) {
          expect(text).toBe(formatCurrency(cents / 100, KENYA));
        }
      }),
    );
  });

  it('uses the locale decimal separator outside the plain-number locales', () => {
    expect(formatCompactCurrency(1_500_000, { currencySymbol: '€', locale: 'de-DE' })).toBe(
      '€ 1,5M',
    );
  });
});
