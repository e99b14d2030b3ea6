import { INFINITE_TOTAL_ODDS_THRESHOLD } from '../odds/total-odds';

/** What currency formatting needs from a country configuration. */
export interface CurrencyFormat {
  currencySymbol: string;
  locale: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Locales whose number format is plain 1,234.56 (comma groups of three, point decimals), so the
 * product's amounts need no Intl.NumberFormat: building the first one loads ICU's number data,
 * a noticeable pause on a cheap phone. Property tests hold this list to Intl's own output.
 */
export const PLAIN_NUMBER_LOCALES: ReadonlySet<string> = new Set([
  'en',
  'en-GB',
  'en-US',
  'en-KE',
  'en-GH',
  'en-NG',
]);

function formatNumber(value: number, locale: string, decimals: number): string {
  if (PLAIN_NUMBER_LOCALES.has(locale)) {
    const [whole = '', fraction] = Math.abs(value).toFixed(decimals).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
  }
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A major-unit amount with the currency symbol as prefix and the number localized (spec 02
 * §9): 'KES 1,000', 'GH₵ 0.50'. Whole amounts show no decimals, others exactly 2.
 */
export function formatCurrency(amount: number, format: CurrencyFormat): string {
  // `|| 0` turns a rounded -0 into 0: no 'KES -0'.
  const rounded = Math.round(Number((amount * 100).toPrecision(15))) / 100 || 0;
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  return `${format.currencySymbol} ${formatNumber(rounded, format.locale, decimals)}`;
}

/** An odd rounded to 2 decimals for display (spec 01 §9): 1.005 → '1.01', 2 → '2.00'. */
export function formatOdds(odds: number): string {
  return (Math.round(Number((odds * 100).toPrecision(15))) / 100).toFixed(2);
}

/** Total odds with 2 decimals, or '∞' above 1,000,000 (spec 01 §5). */
export function formatTotalOdds(total: number): string {
  return total > INFINITE_TOTAL_ODDS_THRESHOLD ? '∞' : formatOdds(total);
}

/**
 * UTC offsets, in minutes, of the zones the product's countries use. None has changed its offset
 * or kept daylight saving since 1960 (Kenya's EAT dates from then, Ghana's GMT from 1942,
 * Nigeria's WAT from 1919), so a kick-off there is plain arithmetic and needs no
 * Intl.DateTimeFormat, whose first use loads ICU's time-zone data. Other zones go through Intl.
 */
export const FIXED_OFFSET_ZONES: Readonly<Record<string, number>> = {
  UTC: 0,
  'Etc/UTC': 0,
  'Africa/Nairobi': 180,
  'Africa/Accra': 0,
  'Africa/Lagos': 60,
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Day, month, hour and minute of an instant in a time zone, each two digits. */
export interface WallClock {
  year: string;
  day: string;
  month: string;
  hour: string;
  minute: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of any IANA time zone through Intl (the reference the fast path matches). */
export function intlWallClock(date: Date, timeZone: string): WallClock {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
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
  return {
    year: out.year ?? '',
    day: out.day ?? '',
    month: out.month ?? '',
    hour: out.hour ?? '',
    minute: out.minute ?? '',
  };
}

function parts(date: Date, timeZone: string): WallClock {
  const offset = FIXED_OFFSET_ZONES[timeZone];
  if (offset === undefined) return intlWallClock(date, timeZone);
  const local = new Date(date.getTime() + offset * 60_000);
  return {
    year: String(local.getUTCFullYear()),
    day: two(local.getUTCDate()),
    month: two(local.getUTCMonth() + 1),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
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
  const p = parts(date, timeZone);
  return `${p.day}/${p.month} ${p.hour}:${p.minute}`;
}

/** 'DD/MM/YYYY HH:mm': a date that may lie in another year (an expiry, an offer's end). */
export function formatFullDateTime(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A duration as 'mm:ss' (spec 02 §9 "minutes:seconds"); negatives show as '00:00'. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
