import { toCentsClamped, type Cents } from '../money/cents';
import { oddsAtLeast } from '../odds/decimal-odds';

/** A stake band of a points table: stakes up to `maxStake` (inclusive) earn at most `cap`. */
interface PointsBand {
  maxStake: number;
  cap: number;
}

/**
 * Normal points (spec 01 §9): total odds at least 4.99; stake under 20 gives 0; otherwise
 * stake × odds / 100 capped by band: 20-49 → 10, 50-99 → 25, 100-500 → 50, 501-5000 → 100,
 * over 5000 → 200.
 */
export const NORMAL_POINTS = {
  minTotalOdds: 4.99,
  minStake: 20,
  bands: [
    { maxStake: 49.99, cap: 10 },
    { maxStake: 99.99, cap: 25 },
    { maxStake: 500, cap: 50 },
    { maxStake: 5000, cap: 100 },
    { maxStake: Number.POSITIVE_INFINITY, cap: 200 },
  ] as readonly PointsBand[],
} as const;

/**
 * Virtual points (spec 01 §9): total odds at least 9.99; stake under 49 gives 0; 49-99 → 25,
 * 100-500 → 50, 501-5000 → 100, above 5000 → 200.
 */
export const VIRTUAL_POINTS = {
  minTotalOdds: 9.99,
  minStake: 49,
  bands: [
    { maxStake: 99.99, cap: 25 },
    { maxStake: 500, cap: 50 },
    { maxStake: 5000, cap: 100 },
    { maxStake: Number.POSITIVE_INFINITY, cap: 200 },
  ] as readonly PointsBand[],
} as const;

/** Shikisha points (spec 01 §9): 0 when total odds are at most 3, else winnings / 100, max 5000 × 0.01. */
export const SHIKISHA_POINTS = { minTotalOddsExclusive: 3, max: 5000 * 0.01 } as const;

/** stake × odds / 100 in points, truncated to 2 decimals. */
function rawPoints(stake: Cents, totalOdds: number): number {
  const oddsHundredths = Math.round(Number((totalOdds * 100).toPrecision(15)));
  // stake/100 × odds/100 / 100 points = stake·odds / 10^6; ×100 for hundredths of a point.
  return Math.floor((stake * oddsHundredths) / 10_000) / 100;
}

function tablePoints(
  stakeMajor: number,
  totalOdds: number,
  table: { minTotalOdds: number; minStake: number; bands: readonly PointsBand[] },
): number {
  if (
    !(stakeMajor > 0) ||
    !Number.isFinite(stakeMajor) ||
    !oddsAtLeast(totalOdds, table.minTotalOdds)
  )
    return 0;
  const stake = toCentsClamped(stakeMajor);
  if (stake < toCentsClamped(table.minStake)) return 0;
  const band = table.bands.find((b) => stake <= toCentsClamped(b.maxStake));
  const cap = band?.cap ?? 0;
  return Math.min(rawPoints(stake, totalOdds), cap);
}

/** Points earned by a normal bet (spec 01 §9), with 2 decimals. */
export function normalPoints(stake: number, totalOdds: number): number {
  return tablePoints(stake, totalOdds, NORMAL_POINTS);
}

/** Points earned by a virtual bet (spec 01 §9), with 2 decimals. */
export function virtualPoints(stake: number, totalOdds: number): number {
  return tablePoints(stake, totalOdds, VIRTUAL_POINTS);
}

/** Points earned by a shikisha bet (spec 01 §9): winnings / 100 when total odds exceed 3, max 50. */
export function shikishaPoints(possibleWinnings: Cents, totalOdds: number): number {
  if (totalOdds <= SHIKISHA_POINTS.minTotalOddsExclusive || possibleWinnings <= 0) return 0;
  return Math.min(Math.floor(possibleWinnings / 100) / 100, SHIKISHA_POINTS.max);
}
