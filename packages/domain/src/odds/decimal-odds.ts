/** A decimal odd (European format), e.g. 1.85. Branded so a stake cannot be passed as an odd. */
export type DecimalOdds = number & { readonly __brand: 'DecimalOdds' };

/** Precision kept for a single odd: 4 decimals, more than any feed sends. */
export const ODD_SCALE = 10_000;

/** Largest single odd accepted; anything above is a feed or input error. */
export const MAX_SINGLE_ODD = 1_000_000;

/** Marks a number as an odd; throws when it is not finite or is negative. */
export function decimalOdds(value: number): DecimalOdds {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a valid odd: ${value}`);
  return value as DecimalOdds;
}

/**
 * Parses an odd sent as a number or string; null when missing, not a number, zero or negative
 * (spec 01 §4: a missing or zero odd makes a pick invalid).
 */
export function parseOdds(input: unknown): DecimalOdds | null {
  const value = typeof input === 'string' ? Number(input.trim()) : input;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  if (value > MAX_SINGLE_ODD) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  return value as DecimalOdds;
}

/**
 * An odd in integer ten-thousandths (1.85 → 18500). What is not a usable odd (not finite, not
 * positive, above MAX_SINGLE_ODD) counts as 0, like a missing odd.
 */
export function oddsToUnits(odds: number): number {
  if (!Number.isFinite(odds) || odds <= 0 || odds > MAX_SINGLE_ODD) return 0;
  return Math.round(Number((odds * ODD_SCALE).toPrecision(15)));
}

/** Rounds an odd to 2 decimals half up, the way odds are displayed (spec 01 §9). */
export function roundOdds(odds: number): number {
  return oddsToHundredths(odds) / 100;
}

/**
 * Compares an odd with a threshold at 3 decimals (thresholds such as 1.075 have 3), so that
 * 1.35 ≥ 1.35 holds whatever the floating-point noise.
 */
export function oddsAtLeast(odds: number, threshold: number): boolean {
  return (
    Math.round(Number((odds * 1000).toPrecision(15))) >=
    Math.round(Number((threshold * 1000).toPrecision(15)))
  );
}

/** An odd in integer hundredths, the precision prices are quoted and compared at (1.85 → 185). */
export function oddsToHundredths(odds: number): number {
  return Math.round(Number((odds * 100).toPrecision(15)));
}

/**
 * Whether two prices are the same price: equal in integer hundredths. The one comparison of a
 * price the bettor saw with the current one (a move either way must be accepted first).
 */
export function sameOdds(a: number, b: number): boolean {
  return oddsToHundredths(a) === oddsToHundredths(b);
}
