/**
 * Trading limits (issue 33): the most a bet may stake on its selections, given each
 * selection's stake limit (already scaled by the bettor's stake factor) and the room left
 * under its liability limit (what the book would pay if it wins, counted in full on every leg
 * of a multi: the worst case). Amounts in cents.
 */

/** A bettor's stake factor: scales every stake limit for that bettor. */
export const STAKE_FACTOR_MIN = 0.01;
export const STAKE_FACTOR_MAX = 10;

export interface SelectionLimit {
  /** The stake limit for this bettor (limit × factor), or null: none. */
  maxStakeCents: number | null;
  /** Liability limit minus the liability already taken, or null: none. */
  liabilityRoomCents: number | null;
}

/** A stake limit scaled by a bettor's factor, in whole cents (rounded down). */
export function scaledStakeLimit(limitCents: number, factor: number): number {
  return Math.floor(Number((limitCents * factor).toPrecision(15)));
}

/**
 * The largest stake, in whole currency units (as cents), under every limit of the bet's
 * selections; null when none binds. `payoutPerStake` is what the bet would pay per unit of
 * stake (its quote's final payout ÷ stake): the payout grows in step with the stake.
 */
export function maxStakeUnderLimits(
  limits: readonly SelectionLimit[],
  payoutPerStake: number,
): number | null {
  let max: number | null = null;
  for (const l of limits) {
    if (l.maxStakeCents !== null) max = Math.min(max ?? Infinity, l.maxStakeCents);
    if (l.liabilityRoomCents !== null && payoutPerStake > 0) {
      const byLiability = Math.floor(Math.max(0, l.liabilityRoomCents) / payoutPerStake);
      max = Math.min(max ?? Infinity, byLiability);
    }
  }
  // Offered in whole currency units, never above a limit.
  return max === null ? null : Math.max(0, Math.floor(max / 100) * 100);
}

/**
 * Whether a stake and its payout fit every selection's limits (the atomic check in the
 * database says the same for the liability; this one gives the bettor the offer).
 */
export function withinLimits(
  limits: readonly SelectionLimit[],
  stakeCents: number,
  payoutCents: number,
): boolean {
  return limits.every(
    (l) =>
      (l.maxStakeCents === null || stakeCents <= l.maxStakeCents) &&
      (l.liabilityRoomCents === null || payoutCents <= l.liabilityRoomCents),
  );
}
