/** A rate held as integer basis points (1 bp = 0.01%) so that money maths stays integer. */
export type BasisPoints = number & { readonly __brand: 'BasisPoints' };

/** Converts a fraction (0.075 = 7.5%) to basis points (750). */
export function toBasisPoints(rate: number): BasisPoints {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a valid rate: ${rate}`);
  return Math.round(rate * 10_000) as BasisPoints;
}

/** Converts a percent (20 = 20%) to basis points (2000). */
export function percentToBasisPoints(percent: number): BasisPoints {
  return toBasisPoints(percent / 100);
}
