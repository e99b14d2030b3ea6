import { casinoTaxes, cents, multipliedPayout } from '@shangwe/domain';
import { limitsFor } from './casino-limits';

/**
 * What a crash bet cashed out at `cashout` (hundredths) pays its bettor, in cents: the stake
 * times the multiplier, capped at the country's max win, less its taxes. One function for the
 * settler (what is paid) and the answers (what is being paid), so they never disagree.
 */
export function crashCashoutPaidCents(
  country: string,
  stakeCents: number,
  cashout: number,
): number {
  const stake = cents(stakeCents);
  const paid = multipliedPayout(stake, cashout, limitsFor(country, 'crash').maxWin);
  return casinoTaxes(country, stake, paid).paidCents;
}
