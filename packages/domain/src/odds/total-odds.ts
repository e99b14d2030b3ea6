import { ODD_SCALE, oddsToUnits, type DecimalOdds } from './decimal-odds';

/** Above this total odds are displayed as '∞' (spec 01 §5, spec 02 §9). */
export const INFINITE_TOTAL_ODDS_THRESHOLD = 1_000_000;

/**
 * Total odds in integer hundredths (12.34 → 1234n): the product of the odds, truncated to 2
 * decimals (spec 01 §5). BigInt because the exact product of 40 odds overflows a double's
 * integer range. An empty list gives 0 (no bet).
 */
export function totalOddsHundredths(odds: readonly number[]): bigint {
  if (odds.length === 0) return 0n;
  let product = 1n;
  for (const odd of odds) product *= BigInt(oddsToUnits(odd));
  // product is scaled by ODD_SCALE^n; bring it to hundredths, truncating.
  const scale = BigInt(ODD_SCALE) ** BigInt(odds.length);
  return (product * 100n) / scale;
}

/**
 * Total odds: product of the odd values truncated to 2 decimals (spec 01 §5). Very long slips
 * give very large numbers; display them with `formatTotalOdds` ('∞' above 1,000,000).
 */
export function totalOdds(odds: readonly number[]): DecimalOdds {
  return (Number(totalOddsHundredths(odds)) / 100) as DecimalOdds;
}
