import type { AccaBonusMatrix } from '../countries/country-config';

/** Odd from which a pick counts for the fixed multibet and shikisha bonus (spec 01 §9). */
export const MULTIBET_BONUS_MINIMUM_ODD = 1.6;

/** Picks the multibet and shikisha bonus start from (spec 01 §9). */
export const MULTIBET_BONUS_MIN_SELECTIONS = 5;

/**
 * Fixed multibet bonus (spec 01 §9), used where a country has no acca matrix: 5 → 5%, 6 → 6%,
 * 7 → 7%, 8 → 8%, 9 and 10 → 10%, 11 → 12%, 12 to 14 → 20%; beyond 14 the last value.
 */
export const MULTIBET_BONUS_TABLE: AccaBonusMatrix = Object.freeze({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 10,
  10: 10,
  11: 12,
  12: 20,
  13: 20,
  14: 20,
});

/**
 * Virtual bonus (spec 01 §9): 5 to 14 picks give 5, 6, 7, 8, 10, 10, 12, 20, 20, 20 percent of
 * the possible winnings; beyond 14 the last value.
 */
export const VIRTUAL_BONUS_TABLE: AccaBonusMatrix = Object.freeze({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 10,
  10: 10,
  11: 12,
  12: 20,
  13: 20,
  14: 20,
});

/** Largest selection count a matrix lists (0 for an empty matrix). */
export function matrixSize(matrix: AccaBonusMatrix): number {
  return Object.keys(matrix).reduce((max, key) => Math.max(max, Number(key)), 0);
}

/**
 * Percent a matrix gives for `count` selections: beyond its last key, the last value; 0 below
 * `minSelections` or for an empty matrix (spec 01 §9, spec 02 §5).
 */
export function matrixPercent(matrix: AccaBonusMatrix, count: number, minSelections = 1): number {
  const size = matrixSize(matrix);
  if (size === 0 || count < minSelections || count < 1) return 0;
  return matrix[Math.min(count, size)] ?? 0;
}
