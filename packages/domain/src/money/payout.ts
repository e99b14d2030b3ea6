import { cents, minCents, ZERO_CENTS, type Cents } from './cents';
import { toBasisPoints } from './rates';

/**
 * Excise tax on a stake (spec 01 §9): stake − stake / (1 + rate), rounded to the cent (half
 * up). It is removed from the stake before the odds apply. 100.00 at 7.5% → 6.98.
 */
export function exciseTax(stake: Cents, rate: number): Cents {
  const bp = toBasisPoints(rate);
  if (bp === 0 || stake <= 0) return ZERO_CENTS;
  // stake − stake/(1+r) = stake·r/(1+r); integer numerator and denominator keep it exact.
  return cents(Math.round((stake * bp) / (10_000 + bp)));
}

/** What remains of a stake once excise is removed. */
export function stakeAfterExcise(stake: Cents, rate: number): Cents {
  return cents(stake - exciseTax(stake, rate));
}

/**
 * Possible winnings (spec 01 §9): total odds × (stake − excise), truncated to the cent, capped
 * at `cap` (maximumPossibleWin, or maximumVirtualsWin for virtuals).
 *
 * @param totalOddsHundredths total odds already truncated to 2 decimals, in hundredths
 */
export function possibleWinnings(
  totalOddsHundredths: bigint,
  netStake: Cents,
  cap: Cents,
): { winnings: Cents; capped: boolean } {
  if (netStake <= 0 || totalOddsHundredths <= 0n) return { winnings: ZERO_CENTS, capped: false };
  const raw = (totalOddsHundredths * BigInt(netStake)) / 100n;
  if (raw > BigInt(cap)) return { winnings: cap, capped: true };
  return { winnings: cents(Number(raw)), capped: false };
}

/**
 * Withholding tax (spec 01 §9): rate × (winnings − (stake − excise)), floored at 0 and capped at
 * rate × winnings, rounded to the cent (half up).
 */
export function withholdingTax(winnings: Cents, netStake: Cents, rate: number): Cents {
  const bp = toBasisPoints(rate);
  const profit = winnings - netStake;
  if (bp === 0 || profit <= 0) return ZERO_CENTS;
  const onProfit = cents(Math.round((profit * bp) / 10_000));
  const onWinnings = cents(Math.round((winnings * bp) / 10_000));
  return minCents(onProfit, onWinnings);
}

/** Final payout (spec 01 §9): winnings + boost − withholding tax, never below 0. */
export function finalPayout(winnings: Cents, boost: Cents, tax: Cents): Cents {
  return cents(Math.max(0, winnings + boost - tax));
}

/** Taxes and cap that apply to one slip kind. */
export interface PayoutRules {
  exciseTax: number;
  whtTax: number;
  /** maximumPossibleWin or maximumVirtualsWin, in cents. */
  maximumWin: Cents;
}

/** Every payout figure of a stake at given total odds, in cents. */
export interface PayoutBreakdown {
  stake: Cents;
  exciseTax: Cents;
  stakeAfterExcise: Cents;
  possibleWinnings: Cents;
  /** True when the winnings hit the maximum win. */
  capped: boolean;
  withholdingTax: Cents;
  boost: Cents;
  finalPayout: Cents;
}

/**
 * The whole normal payout chain of spec 01 §9 for one stake: excise, stake after excise,
 * possible winnings (capped), withholding tax and final payout = winnings + boost − tax.
 * `boost` is every bonus added on top of the winnings (acca bonus and win boost); it is not
 * taxed, as the spec's formula says.
 */
export function computePayout(
  stake: Cents,
  totalOddsHundredths: bigint,
  rules: PayoutRules,
  boost: Cents = ZERO_CENTS,
): PayoutBreakdown {
  const excise = exciseTax(stake, rules.exciseTax);
  const net = cents(stake - excise);
  const { winnings, capped } = possibleWinnings(totalOddsHundredths, net, rules.maximumWin);
  const wht = withholdingTax(winnings, net, rules.whtTax);
  return {
    stake,
    exciseTax: excise,
    stakeAfterExcise: net,
    possibleWinnings: winnings,
    capped,
    withholdingTax: wht,
    boost,
    finalPayout: finalPayout(winnings, boost, wht),
  };
}
