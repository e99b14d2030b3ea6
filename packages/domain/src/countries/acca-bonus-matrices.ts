import type { AccaBonusMatrix } from './country-config';

/** Turns a list of percents (index 0 = 1 selection) into a selections → percent matrix. */
function fromList(percents: readonly number[]): AccaBonusMatrix {
  const matrix: Record<number, number> = {};
  percents.forEach((percent, index) => {
    matrix[index + 1] = percent;
  });
  return Object.freeze(matrix);
}

/** `count` values continuing from `start` (exclusive) by `step`. */
function steps(start: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + step * (i + 1));
}

/**
 * Kenya (Bingwa Boost), spec 02 §9: 1-2 → 0, 3 → 4, then 8, 12, 16, 20, 25, 30, 40 (10),
 * 50, 60 … 100 (16), +10 per selection to 240 (30), 250 (31), +15 per selection to 385 (40),
 * 400 (41), 425, 450, 475, 500 (45).
 */
export const KENYA_ACCA_BONUS_MATRIX: AccaBonusMatrix = fromList([
  0,
  0,
  4,
  8,
  12,
  16,
  20,
  25,
  30,
  40, // 10
  ...steps(40, 10, 21), // 11 → 50 … 31 → 250
  ...steps(250, 15, 10), // 32 → 265 … 41 → 400
  425,
  450,
  475,
  500, // 45
]);

/**
 * Ghana and Nigeria, spec 02 §9: 0 up to 3 selections, 7 (4), then +3 to 16 (7), +4 to 60 (18),
 * +5 to 100 (26).
 */
export const WEST_AFRICA_ACCA_BONUS_MATRIX: AccaBonusMatrix = fromList([
  0,
  0,
  0,
  7, // 4
  ...steps(7, 3, 3), // 5 → 10, 6 → 13, 7 → 16
  ...steps(16, 4, 11), // 8 → 20 … 18 → 60
  ...steps(60, 5, 8), // 19 → 65 … 26 → 100
]);
