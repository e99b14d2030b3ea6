import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import {
  formatCurrency,
  formatDateTime,
  formatDayMonth,
  formatHourMinute,
  formatOdds,
  formatTimer,
  formatTotalOdds,
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
  });

  it('shows timers as mm:ss', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(5999)).toBe('99:59');
    expect(formatTimer(-3)).toBe('00:00');
    expect(formatTimer(59.9)).toBe('00:59');
  });
});
