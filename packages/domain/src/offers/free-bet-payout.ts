import type { CountryConfig } from '../countries/country-config';
import { cents, toCents, ZERO_CENTS, type Cents } from '../money/cents';
import { computePayout, type PayoutBreakdown, type PayoutRules } from '../money/payout';
import { totalOddsHundredths } from '../odds/total-odds';

/** A free bet's payout: the normal chain, then the stake taken back out (profit only). */
export interface FreeBetPayoutBreakdown extends PayoutBreakdown {
  /** Possible winnings less the stake they were won with (stake after excise): the profit. */
  profit: Cents;
}

/**
 * The payout of a winning free bet (the usual free-bet rule): the stake is not returned, only
 * the profit is paid. The country's taxes apply as to any stake (spec 01 §9): excise is removed
 * from the stake, the winnings are odds × (stake − excise), capped at the maximum win, and
 * withholding tax is taken on the profit. Then
 *   profit = winnings − (stake − excise),  final payout = profit − withholding tax (≥ 0).
 * No acca bonus or win boost is added to a free bet.
 *
 * @param totalOddsHundredths total odds already truncated to 2 decimals, in hundredths
 */
export function freeBetPayout(
  stake: Cents,
  totalOddsHundredths: bigint,
  rules: PayoutRules,
): FreeBetPayoutBreakdown {
  const normal = computePayout(stake, totalOddsHundredths, rules, ZERO_CENTS);
  const profit = cents(Math.max(0, normal.possibleWinnings - normal.stakeAfterExcise));
  return {
    ...normal,
    profit,
    finalPayout: cents(Math.max(0, profit - normal.withholdingTax)),
  };
}

/** freeBetPayout for a normal (sportsbook) slip of a country, from its pick odds. */
export function freeBetPayoutForSlip(
  stake: Cents,
  odds: readonly number[],
  config: Pick<CountryConfig, 'exciseTax' | 'whtTax' | 'maximumPossibleWin'>,
): FreeBetPayoutBreakdown {
  return freeBetPayout(stake, totalOddsHundredths(odds), {
    exciseTax: config.exciseTax,
    whtTax: config.whtTax,
    maximumWin: toCents(config.maximumPossibleWin),
  });
}
