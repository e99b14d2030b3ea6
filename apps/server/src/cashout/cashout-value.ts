import { cashoutLegs, cashoutValue, cents } from '@shangwe/domain';
import { countryConfigOf } from '../wagers/slip-quote';

/** The share of a fair value a Kenyan bettor is offered (the country's margin taken off). */
export const CASHOUT_MARGIN = (100 - countryConfigOf('KE').cashoutMarginPercent) / 100;

/**
 * A bet's cash-out value in cents from decimal odds, by the domain (integer maths, the
 * country's margin); the offer itself calls the domain directly. The value is stake × placed total odds ÷ current total odds, won
 * legs at 1.00, void legs at 1.00 in both totals, floored to the cent, capped at the final
 * payout.
 */
export function cashoutValueCents(
  input: {
    stakeCents: number;
    /** Price each leg was placed at. */
    placedOdds: readonly number[];
    /** Per leg: current price if still open, 1 when already won or void. */
    currentOdds: readonly number[];
    /** Per leg: true when void (its placed price then counts as 1.00 too). */
    voided: readonly boolean[];
    finalPayoutCents: number;
  },
  country = 'KE',
): number {
  return cashoutValue(
    {
      stake: cents(input.stakeCents),
      finalPayout: cents(input.finalPayoutCents),
      legs: cashoutLegs(
        input.placedOdds.map((placedOdds, i) => ({
          placedOdds,
          currentOdds: input.currentOdds[i]!,
          state: input.voided[i] ? 'void' : 'open',
        })),
      ),
    },
    countryConfigOf(country),
  );
}
