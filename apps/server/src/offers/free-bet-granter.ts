import {
  type CountryCode,
  FREE_BET_OFFERS,
  freeBetExpiry,
  type FreeBetGrant,
  freeBetGrantTerms,
  getCountryConfig,
  isCountryCode,
  losingAccaFreeBetGrant,
  OFFER_MESSAGES,
  PRODUCT,
  welcomeFreeBetGrant,
} from '@shangwe/domain';
import type { BetRow, LegRow } from '../wagers/bet-store';
import { freeBetGrantedNotice } from '../notifications/free-bet-notices';
import type { Queryable } from '../db/database';
import { exclusionInForce } from '../responsible-gambling/rg-repository';
import { hadEarlierDeposit, insertFreeBet, type FreeBetRow } from './free-bet-repository';

const countryCode = (country: string): CountryCode => (isCountryCode(country) ? country : 'KE');

/** What one grant writes: whose, which rule decided it, and the key that makes it happen once. */
export interface FreeBetGrantInput {
  profileId: number;
  /** The bettor's country: its currency is the free bet's. */
  country: string;
  /** The domain's decision: amount, days, product and claim rules. */
  grant: FreeBetGrant;
  /** Names the cause, once and for all ('welcome:{profileId}', 'losing-acca:{betId}', ...). */
  grantKey: string;
  now: Date;
  /** Overrides the source's title ('Acca Insurance free bet'). */
  title?: string;
  /** The operator's note (operator grants). */
  reason?: string | null;
}

const TITLES: Record<FreeBetGrant['source'], string> = {
  welcome: OFFER_MESSAGES.welcomeTitle,
  losing_acca: OFFER_MESSAGES.accaTitle,
  promotion: OFFER_MESSAGES.operatorTitle,
  operator: OFFER_MESSAGES.operatorTitle,
};

/**
 * Grants a free bet, in the caller's transaction: the ONE way a free bet comes to exist (the
 * welcome, losing-accumulator, promotion and operator rules all call it). A grant key already
 * used grants nothing and answers null, so a rule that runs twice (a retried callback, a
 * re-settled bet) never grants twice. No money moves at grant: the stake moves from
 * house:freebets when the free bet is used (free-bet-funding.ts).
 *
 * The bettor's notification of a grant is written here, after the row, in the same transaction.
 *
 * No marketing during a break (issue 31): a bettor on a time-out or self-exclusion is granted
 * nothing (null, no notice), whichever rule asks; `isExcludedFromOffers` lets a caller tell why.
 */
export async function grantFreeBet(
  tx: Queryable,
  input: FreeBetGrantInput,
): Promise<FreeBetRow | null> {
  if (await isExcludedFromOffers(tx, input.profileId, input.now)) return null;
  const config = getCountryConfig(countryCode(input.country));
  const granted = await insertFreeBet(tx, {
    profileId: input.profileId,
    country: config.code,
    offerId: input.grant.free_bet_id,
    source: input.grant.source,
    amountCents: input.grant.amountCents,
    currency: config.currency,
    productName: input.grant.product_name,
    claimRules: input.grant.claim_rules,
    title: input.title ?? TITLES[input.grant.source],
    grantKey: input.grantKey,
    reason: input.reason ?? null,
    grantedAt: input.now,
    expiresAt: freeBetExpiry(input.now, input.grant.days),
  });
  // 'Promotion' / View Freebet, with the grant (published by the notification publisher).
  if (granted) await freeBetGrantedNotice(tx, granted, input.now);
  return granted;
}

/** Whether the bettor has a time-out or self-exclusion in force at `now` (no offers then). */
export async function isExcludedFromOffers(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<boolean> {
  return (await exclusionInForce(db, profileId, now)) !== undefined;
}

/**
 * The welcome rule, run where a deposit is credited (same transaction): the bettor's first
 * completed deposit of at least the country's minimum grants the welcome free bet, once.
 */
export async function grantWelcomeFreeBet(
  tx: Queryable,
  deposit: { profileId: number; reference: string; amountCents: number; now: Date },
): Promise<FreeBetRow | null> {
  const { rows } = await tx.query<{ country: string }>(
    'SELECT country FROM profiles WHERE id = $1',
    [deposit.profileId],
  );
  const country = countryCode(rows[0]?.country ?? 'KE');
  const isFirstDeposit = !(await hadEarlierDeposit(tx, deposit.profileId, deposit.reference));
  const grant = welcomeFreeBetGrant(freeBetGrantTerms(country), {
    amountCents: deposit.amountCents,
    isFirstDeposit,
  });
  if (!grant) return null;
  return grantFreeBet(tx, {
    profileId: deposit.profileId,
    country,
    grant,
    grantKey: `welcome:${deposit.profileId}`,
    now: deposit.now,
  });
}

/**
 * The losing-accumulator rule, run where a wager settles lost (same transaction): a cash
 * accumulator of enough legs at the minimum odd, staked at least the minimum, grants a free bet.
 */
export async function grantLosingAccaFreeBet(
  tx: Queryable,
  bet: BetRow,
  legs: readonly LegRow[],
  now: Date,
): Promise<FreeBetRow | null> {
  if (bet.product !== PRODUCT.normal) return null;
  const country = countryCode(bet.country);
  const grant = losingAccaFreeBetGrant(freeBetGrantTerms(country), {
    outcome: 'lost',
    stakeCents: Number(bet.stake),
    legOdds: legs.map((l) => Number(l.odd_value)),
    fundedByFreeBet: bet.free_bet_id !== null,
  });
  if (!grant) return null;
  return grantFreeBet(tx, {
    profileId: bet.profile_id,
    country,
    grant,
    grantKey: `losing-acca:${bet.id}`,
    now,
  });
}

/** The free-bet offer of an operator grant (free_bet_id 2). */
export const OPERATOR_OFFER = FREE_BET_OFFERS.operator;
