/**
 * The house keeps this share of a fair cash-out value: the bettor trades the remaining risk
 * for certainty, and a margin keeps cash-out from being a free option on price moves.
 */
export const CASHOUT_MARGIN = 0.95;

/**
 * A cash-out value in cents: stake × placed total odds ÷ current total odds × margin, where
 * current total odds multiply the current prices of the legs still open (won legs count at
 * 1.00, void legs at 1.00 in both totals). Never above the bet's final payout, never negative,
 * floored to the cent (in the house's favour, by at most one cent).
 */
export function cashoutValueCents(input: {
  stakeCents: number;
  /** Price each leg was placed at. */
  placedOdds: readonly number[];
  /** Per leg: current price if still open, 1 when already won or void. */
  currentOdds: readonly number[];
  /** Per leg: true when void (its placed price then counts as 1.00 too). */
  voided: readonly boolean[];
  finalPayoutCents: number;
}): number {
  let placed = 1;
  let current = 1;
  input.placedOdds.forEach((odd, i) => {
    placed *= input.voided[i] ? 1 : odd;
    current *= input.currentOdds[i]!;
  });
  const fair = (input.stakeCents * placed) / current;
  const value = Math.floor(fair * CASHOUT_MARGIN);
  return Math.max(0, Math.min(value, input.finalPayoutCents));
}
