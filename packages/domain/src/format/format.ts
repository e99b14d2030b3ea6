import { INFINITE_TOTAL_ODDS_THRESHOLD } from '../odds/total-odds';

/** What currency formatting needs from a country configuration. */
export interface CurrencyFormat {
  currencySymbol: string;
  locale: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A major-unit amount with the currency symbol as prefix and the number localized (spec 02
 * §9): 'KES 1,000', 'GH₵ 0.50'. Whole amounts show no decimals, others exactly 2.
 */
export function formatCurrency(amount: number, format: CurrencyFormat): string {
  const rounded = Math.round(Number((amount * 100).toPrecision(15))) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  return `${format.currencySymbol} ${numberFormat(format.locale, decimals).format(rounded)}`;
}

/** An odd rounded to 2 decimals for display (spec 01 §9): 1.005 → '1.01', 2 → '2.00'. */
export function formatOdds(odds: number): string {
  return (Math.round(Number((odds * 100).toPrecision(15))) / 100).toFixed(2);
}

/** Total odds with 2 decimals, or '∞' above 1,000,000 (spec 01 §5). */
export function formatTotalOdds(total: number): string {
  return total > INFINITE_TOTAL_ODDS_THRESHOLD ? '∞' : formatOdds(total);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): Record<string, string> {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** 'DD/MM' in the given IANA time zone (spec 02 §9). */
export function formatDayMonth(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.day}/${p.month}`;
}

/** 'HH:mm' (24 h) in the given IANA time zone (spec 02 §9). */
export function formatHourMinute(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** 'DD/MM HH:mm' in the given IANA time zone: a match's kick-off. */
export function formatDateTime(date: Date, timeZone: string): string {
  return `${formatDayMonth(date, timeZone)} ${formatHourMinute(date, timeZone)}`;
}

/** A duration as 'mm:ss' (spec 02 §9 "minutes:seconds"); negatives show as '00:00'. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
