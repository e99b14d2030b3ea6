/**
 * Trading alerts (issue 33): how far results stand above what the prices allow, in standard
 * deviations, so that a trader looks at what chance alone rarely explains.
 */

/**
 * A bettor's results against fair prices: `staked` and `paid` over their settled bets, and
 * `variance` = Σ stake² × (odds − 1), the variance of the payout of bets each priced fair
 * (won with chance 1/odds). At fair prices the bettor expects their stakes back; the book's
 * margin makes it less. A z of 3 or more means results far above the margin.
 */
export function bettorEdgeZ(staked: number, paid: number, variance: number): number {
  if (variance <= 0) return 0;
  return (paid - staked) / Math.sqrt(variance);
}

/**
 * A product's return over a window against its published return (0.95 for 95%): `staked`,
 * `paid` and `residuals` = Σ (paid_i − R × stake_i)² with R = paid / staked, the spread of the
 * ratio. Answers the return and how many standard errors it stands above the published one.
 */
export function productReturnZ(
  staked: number,
  paid: number,
  residuals: number,
  published: number,
): { ratio: number; z: number } {
  if (staked <= 0) return { ratio: 0, z: 0 };
  const ratio = paid / staked;
  const se = Math.sqrt(Math.max(0, residuals)) / staked;
  if (se === 0) return { ratio, z: ratio > published ? Infinity : 0 };
  return { ratio, z: (ratio - published) / se };
}

/** The alert thresholds (a trader may ask with others). */
export const ALERT_DEFAULTS = {
  /** Settled bets a bettor needs before their results say anything. */
  minBettorBets: 10,
  bettorZ: 3,
  /** Settled wagers of a product in the window before its return says anything. */
  minProductBets: 30,
  productZ: 2,
  burstMinutes: 15,
  burstBettors: 10,
  beforeEventSeconds: 60,
  windowHours: 168,
} as const;
