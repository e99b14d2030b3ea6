import { formatOdds } from '../format/format';
import { oddsAtLeast } from '../odds/decimal-odds';
import { MESSAGES } from '../validation/messages';
import { OFFER_MESSAGES } from './offer-messages';

/**
 * Free bets (spec 01 §3 'Freebet', §4, §5; spec 02 §3.8, §4.7): a stake the operator gives a
 * bettor, used once, before its expiry date, on its product, when its claim rules hold.
 */

/** The products a free bet can stake: prematch or live sportsbook bets. */
export type FreeBetProductName = 'PREMATCH_UOF' | 'LIVEMATCH_UOF';

/** One claim rule, e.g. {rule_name: 'min_odd', rule_value: 2} (spec 01 §3). */
export interface FreeBetClaimRule {
  rule_name: 'min_odd' | (string & {});
  rule_value: number | string;
}

/** What the rules of using a free bet read of it. */
export interface FreeBetTerms {
  amount: number;
  product_name: FreeBetProductName;
  claim_rules: readonly FreeBetClaimRule[];
  /** ISO date or Date: the free bet cannot be used from this instant on. */
  expiry_date: string | Date;
  status?: 'active' | 'used' | 'expired' | 'withdrawn' | (string & {});
}

/** Why a free bet cannot stake a slip: the code the API answers with and the bettor's words. */
export interface FreeBetProblem {
  code:
    'FREEBET_EXPIRED' | 'FREEBET_USED' | 'FREEBET_PRODUCT_MISMATCH' | 'FREEBET_ODD_BELOW_MINIMUM';
  message: string;
}

/** The minimum total odd a free bet's claim rules ask for (the largest min_odd), or null. */
export function freeBetMinOdd(rules: readonly FreeBetClaimRule[]): number | null {
  let min: number | null = null;
  for (const rule of rules) {
    if (rule.rule_name !== 'min_odd') continue;
    const n = Number(rule.rule_value);
    if (Number.isFinite(n) && n > 0 && (min === null || n > min)) min = n;
  }
  return min;
}

/** True once `now` has reached the free bet's expiry date (an expired free bet is removed). */
export function isFreeBetExpired(expiryDate: string | Date, now: Date): boolean {
  const expiry = expiryDate instanceof Date ? expiryDate : new Date(expiryDate);
  return !(expiry.getTime() > now.getTime());
}

/** The free-bet product a slip is: live as soon as one pick is live. */
export function freeBetProductOf(hasLivePick: boolean): FreeBetProductName {
  return hasLivePick ? 'LIVEMATCH_UOF' : 'PREMATCH_UOF';
}

/** The expiry date of a free bet granted at `grantedAt` for `days` days. */
export function freeBetExpiry(grantedAt: Date, days: number): Date {
  return new Date(grantedAt.getTime() + days * 86_400_000);
}

/**
 * Every reason a free bet cannot stake a slip now, the bettor's words first: used, expired,
 * another product, or total odds below its min_odd ('A minimum odd of {n} is required to use
 * Freebet', which also disables the place button on the slip).
 */
export function checkFreeBetUse(
  freeBet: FreeBetTerms,
  slip: { totalOdds: number; hasLivePick: boolean },
  now: Date,
): FreeBetProblem[] {
  const problems: FreeBetProblem[] = [];
  if (freeBet.status !== undefined && freeBet.status === 'used') {
    problems.push({ code: 'FREEBET_USED', message: OFFER_MESSAGES.freebetUsed });
  } else if (freeBet.status !== undefined && freeBet.status === 'withdrawn') {
    // Withdrawn (its qualifying bet was undone, or the welcome deposit was withdrawn): as
    // unusable as a used one, in its own words.
    problems.push({ code: 'FREEBET_USED', message: OFFER_MESSAGES.freebetWithdrawn });
  } else if (
    (freeBet.status !== undefined && freeBet.status === 'expired') ||
    isFreeBetExpired(freeBet.expiry_date, now)
  ) {
    problems.push({ code: 'FREEBET_EXPIRED', message: OFFER_MESSAGES.freebetExpired });
  }
  if (freeBetProductOf(slip.hasLivePick) !== freeBet.product_name) {
    problems.push({
      code: 'FREEBET_PRODUCT_MISMATCH',
      message:
        freeBet.product_name === 'LIVEMATCH_UOF'
          ? OFFER_MESSAGES.freebetLiveOnly
          : OFFER_MESSAGES.freebetPrematchOnly,
    });
  }
  const minOdd = freeBetMinOdd(freeBet.claim_rules);
  if (minOdd !== null && !oddsAtLeast(slip.totalOdds, minOdd)) {
    problems.push({
      code: 'FREEBET_ODD_BELOW_MINIMUM',
      message: MESSAGES.freebetMinimumOdd(formatOdds(minOdd)),
    });
  }
  return problems;
}
