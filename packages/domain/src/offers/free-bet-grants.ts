import type { CountryCode } from '../countries/country-code';
import type { CountryConfig } from '../countries/country-config';
import { formatCurrency, formatOdds } from '../format/format';
import { toCents, toCentsClamped, type Cents } from '../money/cents';
import { oddsAtLeast } from '../odds/decimal-odds';
import type { FreeBetClaimRule, FreeBetProductName } from './free-bet';
import { OFFER_MESSAGES } from './offer-messages';

/**
 * The free-bet offers (free_bet_id) and the rules that grant them. Each grant is a free bet of
 * a fixed amount in the country's currency, valid for some days, with claim rules. Id 3 is the
 * losing-accumulator offer the slip asks about (spec 01 §9: qualification with free_bet_id 3).
 */
export const FREE_BET_OFFERS = { welcome: 1, operator: 2, losingAcca: 3, promotion: 4 } as const;
export type FreeBetSourceName = 'welcome' | 'operator' | 'losing_acca' | 'promotion';

/** The offer id of each source. */
export const FREE_BET_OFFER_OF: Readonly<Record<FreeBetSourceName, number>> = {
  welcome: FREE_BET_OFFERS.welcome,
  operator: FREE_BET_OFFERS.operator,
  losing_acca: FREE_BET_OFFERS.losingAcca,
  promotion: FREE_BET_OFFERS.promotion,
};

/** A free bet to grant: what the granting rule decided. */
export interface FreeBetGrant {
  free_bet_id: number;
  source: FreeBetSourceName;
  amountCents: Cents;
  /** Days from the grant to its expiry date. */
  days: number;
  product_name: FreeBetProductName;
  claim_rules: FreeBetClaimRule[];
}

/** A country's granting rules, in its currency units. */
export interface FreeBetGrantTerms {
  welcome: { amount: number; minimumDeposit: number; days: number; minOdd: number };
  losingAcca: {
    amount: number;
    minimumStake: number;
    /** Legs at or above minLegOdd a losing accumulator needs. */
    minLegs: number;
    minLegOdd: number;
    days: number;
    minOdd: number;
  };
}

const TERMS: Readonly<Record<CountryCode, FreeBetGrantTerms>> = {
  KE: {
    welcome: { amount: 50, minimumDeposit: 100, days: 7, minOdd: 1.5 },
    losingAcca: { amount: 50, minimumStake: 50, minLegs: 5, minLegOdd: 1.3, days: 7, minOdd: 1.5 },
  },
  GH: {
    welcome: { amount: 5, minimumDeposit: 10, days: 7, minOdd: 1.5 },
    losingAcca: { amount: 5, minimumStake: 5, minLegs: 5, minLegOdd: 1.3, days: 7, minOdd: 1.5 },
  },
  NG: {
    welcome: { amount: 500, minimumDeposit: 1000, days: 7, minOdd: 1.5 },
    losingAcca: {
      amount: 500,
      minimumStake: 500,
      minLegs: 5,
      minLegOdd: 1.3,
      days: 7,
      minOdd: 1.5,
    },
  },
};

/** The free-bet granting rules of a country. */
export function freeBetGrantTerms(country: CountryCode): FreeBetGrantTerms {
  return TERMS[country];
}

const minOddRule = (n: number): FreeBetClaimRule[] => [{ rule_name: 'min_odd', rule_value: n }];

/**
 * The welcome free bet: granted once, when a bettor's first deposit of at least the minimum is
 * credited. Null when this deposit does not earn it.
 */
export function welcomeFreeBetGrant(
  terms: FreeBetGrantTerms,
  deposit: { amountCents: number; isFirstDeposit: boolean },
): FreeBetGrant | null {
  const rule = terms.welcome;
  if (!deposit.isFirstDeposit || deposit.amountCents < toCents(rule.minimumDeposit)) return null;
  return {
    free_bet_id: FREE_BET_OFFERS.welcome,
    source: 'welcome',
    amountCents: toCents(rule.amount),
    days: rule.days,
    product_name: 'PREMATCH_UOF',
    claim_rules: minOddRule(rule.minOdd),
  };
}

/**
 * The welcome free bet's at-risk rule: the qualifying deposit must stay in the balance until
 * the free bet is first used. A withdrawal that leaves less cash than that deposit forfeits an
 * unused welcome free bet (otherwise deposit-then-withdraw would be a free bet for nothing).
 */
export function welcomeFreeBetForfeited(input: {
  qualifyingDepositCents: number;
  cashAfterWithdrawalCents: number;
}): boolean {
  return input.cashAfterWithdrawalCents < input.qualifyingDepositCents;
}

/** Legs of an accumulator that count for the losing-accumulator free bet. */
export function countingAccaLegs(terms: FreeBetGrantTerms, legOdds: readonly number[]): number {
  return legOdds.filter((odd) => oddsAtLeast(odd, terms.losingAcca.minLegOdd)).length;
}

/**
 * The losing-accumulator free bet: a cash-staked accumulator of at least minLegs legs at
 * minLegOdd or more, staked at least minimumStake, that lost. A bet staked with a free bet
 * earns none (a free bet never earns another). Null when this bet does not earn it.
 */
export function losingAccaFreeBetGrant(
  terms: FreeBetGrantTerms,
  bet: {
    outcome: 'won' | 'lost' | 'void';
    stakeCents: number;
    legOdds: readonly number[];
    fundedByFreeBet: boolean;
  },
): FreeBetGrant | null {
  const rule = terms.losingAcca;
  if (bet.outcome !== 'lost' || bet.fundedByFreeBet) return null;
  if (bet.stakeCents < toCents(rule.minimumStake)) return null;
  if (countingAccaLegs(terms, bet.legOdds) < rule.minLegs) return null;
  return {
    free_bet_id: FREE_BET_OFFERS.losingAcca,
    source: 'losing_acca',
    amountCents: toCents(rule.amount),
    days: rule.days,
    product_name: 'PREMATCH_UOF',
    claim_rules: minOddRule(rule.minOdd),
  };
}

/**
 * Whether a slip qualifies for the losing-accumulator free bet (POST {freebets}qualification
 * with free_bet_id 3), and the bettor's words: what it earns, or what is missing. The client
 * does not send each pick's odds, so `selections` counts every pick; the grant at settlement
 * counts only picks at minLegOdd or more.
 */
export function losingAccaQualification(
  terms: FreeBetGrantTerms,
  config: Pick<CountryConfig, 'currencySymbol' | 'locale'>,
  slip: { betAmount: number; selections: number },
): { qualified: boolean; messages: string[] } {
  const rule = terms.losingAcca;
  const messages: string[] = [];
  const missing = rule.minLegs - slip.selections;
  if (missing > 0) {
    messages.push(OFFER_MESSAGES.accaMoreSelections(missing, formatOdds(rule.minLegOdd)));
  }
  if (!(
    Number.isFinite(slip.betAmount) &&
    toCentsClamped(Math.max(0, slip.betAmount)) >= toCents(rule.minimumStake)
  )) {
    messages.push(OFFER_MESSAGES.accaMinimumStake(formatCurrency(rule.minimumStake, config)));
  }
  if (messages.length > 0) return { qualified: false, messages };
  return {
    qualified: true,
    messages: [OFFER_MESSAGES.accaQualified(formatCurrency(rule.amount, config))],
  };
}
