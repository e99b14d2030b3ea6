/**
 * An amount of money in integer minor units (cents). Branded so that a major-unit number (what
 * the spec and the API show) cannot be passed where cents are expected by mistake.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Marks an integer as cents; throws on a fractional or non-finite value. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Not an integer amount of cents: ${value}`);
  return value as Cents;
}

/** Zero cents. */
export const ZERO_CENTS = 0 as Cents;

/**
 * Rounds `value` half away from zero to an integer, after removing the binary noise of the
 * multiplication that produced it (1.005 × 100 is 100.49999999999999 in floating point).
 */
export function roundHalfUp(value: number): number {
  const clean = Number(value.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

/**
 * Converts a major-unit amount (e.g. 12.345 KES) to cents, rounding to 2 decimals half up; this
 * is the spec's "stake rounded to 2 decimals" (spec 01 §5).
 */
export function toCents(major: number): Cents {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  return cents(roundHalfUp(major * 100));
}

/** Largest major-unit amount whose cents are a safe integer. */
export const MAX_MAJOR_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * Converts to cents for comparisons with limits: an absurd amount (beyond ±MAX_MAJOR_AMOUNT) is
 * clamped so that it compares as "above every limit" instead of throwing.
 */
export function toCentsClamped(major: number): Cents {
  return toCents(Math.max(-MAX_MAJOR_AMOUNT, Math.min(MAX_MAJOR_AMOUNT, major)));
}

/** Converts cents back to a major-unit number with at most 2 decimals (what the API sends). */
export function toMajor(amount: Cents): number {
  return amount / 100;
}

/** Rounds a major-unit amount to 2 decimals (half up). */
export function roundMoney(major: number): number {
  return toMajor(toCents(major));
}

/** Sum of amounts in cents. */
export function addCents(...amounts: readonly Cents[]): Cents {
  return cents(amounts.reduce<number>((sum, a) => sum + a, 0));
}

/** Smaller of two amounts. */
export function minCents(a: Cents, b: Cents): Cents {
  return (a < b ? a : b) as Cents;
}

/** Larger of two amounts. */
export function maxCents(a: Cents, b: Cents): Cents {
  return (a > b ? a : b) as Cents;
}

/**
 * Parses what a user typed or an API client sent (a number or a numeric string, in major
 * units) to a finite number; null when it is empty or not a number.
 */
export function parseAmount(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const trimmed = input.trim().replace(/,/g, '');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}
