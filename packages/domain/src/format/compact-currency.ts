import { formatCurrency, PLAIN_NUMBER_LOCALES, type CurrencyFormat } from './format';

/**
 * From this many major units up, {@link formatCompactCurrency} abbreviates: below it the amount
 * shows in full ('KES 99,999.99'), which is what a bettor checks to the cent.
 */
export const COMPACT_CURRENCY_FROM = 100_000;

/** Unit steps of the compact form, largest first: cents per unit and decimals kept. */
const STEPS = [
  { suffix: 'B', centsPerUnit: 100_000_000_000, decimals: 2 },
  { suffix: 'M', centsPerUnit: 100_000_000, decimals: 2 },
  { suffix: 'K', centsPerUnit: 100_000, decimals: 1 },
] as const;

const decimalSeparators = new Map<string, string>();

function decimalSeparator(locale: string): string {
  if (PLAIN_NUMBER_LOCALES.has(locale)) return '.';
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * A balance short enough for a phone's header: in full below {@link COMPACT_CURRENCY_FROM}
 * ('KES 5,044.12'), abbreviated from there ('KES 150.5K', 'KES 9.99M', '₦ 1.2B'). The
 * abbreviated figure is cut, never rounded up, so the header never shows more money than the
 * bettor has (9,999,999.99 is 'KES 9.99M', not 'KES 10M'); trailing zeros are dropped.
 */
export function formatCompactCurrency(amount: number, format: CurrencyFormat): string {
  const cents = Math.round(Number((amount * 100).toPrecision(15)));
  const whole = Math.abs(cents);
  if (whole < COMPACT_CURRENCY_FROM * 100) return formatCurrency(amount, format);
  const step = STEPS.find((s) => whole >= s.centsPerUnit) ?? STEPS[2];
  const scale = 10 ** step.decimals;
  // Integer maths on cents: how many 1/scale units, cut toward zero.
  const units = Math.floor(whole / (step.centsPerUnit / scale));
  const integer = Math.floor(units / scale);
  const fraction = String(units % scale)
    .padStart(step.decimals, '0')
    .replace(/0+$/, '');
  const number = fraction
    ? `${integer}${decimalSeparator(format.locale)}${fraction}`
    : `${integer}`;
  return `${format.currencySymbol} ${cents < 0 ? '-' : ''}${number}${step.suffix}`;
}
