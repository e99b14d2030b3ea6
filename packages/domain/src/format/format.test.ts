import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import {
  FIXED_OFFSET_ZONES,
  formatCurrency,
  formatDateTime,
  formatFullDateTime,
  formatDayMonth,
  formatHourMinute,
  formatOdds,
  formatTimer,
  formatTotalOdds,
  intlWallClock,
  PLAIN_NUMBER_LOCALES,
} from './format';

describe('formatting (spec 02 §9)', () => {
  it('prefixes the currency symbol to a localized number', () => {
    expect(formatCurrency(1000, KENYA)).toBe('KES 1,000');
    expect(formatCurrency(1234.5, KENYA)).toBe('KES 1,234.50');
    expect(formatCurrency(0.5, GHANA)).toBe('GH₵ 0.50');
    expect(formatCurrency(40_000_000, NIGERIA)).toBe('₦ 40,000,000');
    expect(formatCurrency(2.675, KENYA)).toBe('KES 2.68');
  });

  it('shows odds with 2 decimals and ∞ above 1,000,000', () => {
    expect(formatOdds(2)).toBe('2.00');
    expect(formatOdds(1.005)).toBe('1.01');
    expect(formatTotalOdds(1_000_000)).toBe('1000000.00');
    expect(formatTotalOdds(1_000_000.01)).toBe('∞');
    expect(formatTotalOdds(12.3)).toBe('12.30');
  });

  it('shows dates as DD/MM and HH:mm in the country time zone', () => {
    const kickOff = new Date('2026-11-21T21:30:00Z');
    expect(formatDayMonth(kickOff, KENYA.timezone)).toBe('22/11');
    expect(formatHourMinute(kickOff, KENYA.timezone)).toBe('00:30');
    expect(formatDateTime(kickOff, GHANA.timezone)).toBe('21/11 21:30');
    expect(formatDateTime(kickOff, NIGERIA.timezone)).toBe('21/11 22:30');
    // Across new year in Nairobi (UTC+3): the year is the local one.
    expect(formatFullDateTime(new Date('2026-12-31T21:30:00Z'), KENYA.timezone)).toBe(
      '01/01/2027 00:30',
    );
  });

  it('formats plain-number locales exactly as Intl does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAIN_NUMBER_LOCALES),
        fc.integer({ min: -1e13, max: 1e13 }),
        (locale, cents) => {
          const amount = cents / 100;
          const decimals = Number.isInteger(amount) ? 0 : 2;
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(amount);
          expect(formatCurrency(amount, { currencySymbol: 'X', locale })).toBe(`X ${intl}`);
        },
      ),
    );
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.001, KENYA)).toBe('KES 0');
  });

  it('formats any other locale through Intl', () => {
    expect(formatCurrency(1234.5, { currencySymbol: 'R', locale: 'de-DE' })).toBe('R 1.234,50');
  });

  it('places kick-offs in fixed-offset zones exactly as Intl does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(FIXED_OFFSET_ZONES)),
        // 1970 to 2100, to the minute
        fc.integer({ min: 0, max: 68_400_000 }),
        (timeZone, minutes) => {
          const date = new Date(minutes * 60_000);
          const p = intlWallClock(date, timeZone);
          expect(formatDateTime(date, timeZone)).toBe(`${p.day}/${p.month} ${p.hour}:${p.minute}`);
          expect(formatFullDateTime(date, timeZone)).toBe(
            `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`,
          );
        },
      ),
    );
  });

  it('formats any other zone through Intl, daylight saving included', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    const winter = new Date('2026-01-01T12:00:00Z');
    expect(formatDateTime(summer, 'Europe/London')).toBe('01/07 13:00');
    expect(formatDateTime(winter, 'Europe/London')).toBe('01/01 12:00');
  });

  it('shows timers as mm:ss', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(5999)).toBe('99:59');
    expect(formatTimer(-3)).toBe('00:00');
    expect(formatTimer(59.9)).toBe('00:59');
  });
});
