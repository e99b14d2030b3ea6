/**
 * A trader's price changes (issue 33): an override of one selection's price, or a shift of a
 * market's margin. The house never loses on average: a market priced below a 100% overround
 * (the sum of 1/price over its selections) would hand the bettor an edge, and so would one
 * selection priced above its fair price (the feed's chance of it, 1 / (price × overround)).
 * Prices have 2 decimals and are at least 1.01.
 */

/** The lowest price a selection may have. */
export const MIN_PRICE = 1.01;

/** The sum of the implied chances (1 / price) of the priced selections (price above 0). */
export function overround(prices: readonly number[]): number {
  return prices.reduce((sum, p) => (p > 0 ? sum + 1 / p : sum), 0);
}

/** A price rounded down to 2 decimals (in the house's favour), at least MIN_PRICE. */
export function houseRound(price: number): number {
  return Math.max(MIN_PRICE, Math.floor(Number((price * 100).toPrecision(12))) / 100);
}

/**
 * The prices after shifting the market's overround by `shift` (0.02: two points more margin,
 * -0.01: one point less): each selection's implied chance scales by (O + shift) / O, so their
 * proportions (the feed's view of the match) stay. Unpriced selections (0) stay 0.
 */
export function shiftMargin(prices: readonly number[], shift: number): number[] {
  const o = overround(prices);
  if (o <= 0) return [...prices];
  return prices.map((p) => (p > 0 ? houseRound((p * o) / (o + shift)) : p));
}

/** The most a selection may be priced: its fair price by the feed's prices of the market. */
export function fairPrice(prices: readonly number[], index: number): number {
  const o = overround(prices);
  const p = prices[index] ?? 0;
  return p > 0 && o > 0 ? p * o : 0;
}

export type PriceRefusal =
  | { code: 'overround'; overround: number }
  | { code: 'above_fair'; index: number; maxPrice: number };

/**
 * Why a market's new prices would let the bettor win on average, or null: their overround
 * below 1, or one selection priced above its fair price by the feed's prices (`feed`).
 */
export function houseEdgeRefusal(
  feed: readonly number[],
  proposed: readonly number[],
): PriceRefusal | null {
  const o = overround(proposed);
  if (o < 1 - 1e-9) return { code: 'overround', overround: o };
  for (const [i, price] of proposed.entries()) {
    const fair = fairPrice(feed, i);
    if (price > 0 && fair > 0 && price > fair + 1e-9)
      return { code: 'above_fair', index: i, maxPrice: Math.floor(fair * 100 + 1e-6) / 100 };
  }
  return null;
}
