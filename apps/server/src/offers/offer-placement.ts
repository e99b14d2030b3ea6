import type { PlaceBetBody } from '@shangwe/contract';
import {
  checkFreeBetUse,
  checkOnePromo,
  checkPromoPlacement,
  formatCurrency,
  getCountryConfig,
  isCountryCode,
  OFFER_MESSAGES,
  promoIdsOf,
  toCentsClamped,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { WagerCompanion } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import { refusal, type Refusal } from '../wagers/wager-product';
import { findFreeBet, type FreeBetRow } from './free-bet-repository';
import { findPromo, type PromoRow } from './promo-repository';

/** The free bet and the promo a placement names (`is_freebet` + `fbpid`, `promo_id`). */
export interface PlacementOffers {
  freeBet: FreeBetRow | null;
  promo: PromoRow | null;
}

export const NO_OFFERS: PlacementOffers = { freeBet: null, promo: null };

/**
 * Reads what a placement's offer fields name (only when it names any: a plain bet costs no
 * query). A free bet is used when `is_freebet` is set, and `fbpid` must then name it; one promo
 * at most. The placement statement re-checks the free bet itself (free-bet-funding.ts).
 */
export async function readPlacementOffers(
  db: Queryable,
  body: Pick<PlaceBetBody, 'is_freebet' | 'fbpid' | 'promo_id'>,
): Promise<PlacementOffers | Refusal> {
  let freeBet: FreeBetRow | null = null;
  if (body.is_freebet) {
    const id = /^\d{1,15}$/.test(body.fbpid?.trim() ?? '') ? Number(body.fbpid) : null;
    freeBet = id === null ? null : ((await findFreeBet(db, id)) ?? null);
    if (!freeBet) return refusal('freebet_not_found', 'FREEBET_NOT_FOUND');
  }
  const promoIds = promoIdsOf(body.promo_id);
  const many = checkOnePromo(promoIds);
  if (many) return refusal('promo_only_one', many.code, many.message);
  let promo: PromoRow | null = null;
  if (promoIds.length === 1) {
    const id = promoIds[0]!;
    promo = Number.isSafeInteger(id) && id > 0 ? ((await findPromo(db, id)) ?? null) : null;
    if (!promo) return refusal('promo_not_found', 'PROMO_NOT_FOUND');
  }
  return { freeBet, promo };
}

/**
 * The domain's verdict on a priced slip's offers: the free bet is the bettor's, usable now on
 * this kind of bet at these odds, and the stake is its amount; the promo is the bettor's
 * country's, running, and every opt-in rule holds.
 */
export function judgePlacementOffers(
  offers: PlacementOffers,
  bettor: Pick<SessionUser, 'profileId' | 'country'>,
  slip: { stake: number; totalOdds: number; pickCount: number; hasLivePick: boolean },
  now: Date,
): Refusal | null {
  const config = getCountryConfig(isCountryCode(bettor.country) ? bettor.country : 'KE');
  const { freeBet, promo } = offers;
  if (freeBet) {
    if (freeBet.profile_id !== bettor.profileId) {
      return refusal('freebet_not_found', 'FREEBET_NOT_FOUND');
    }
    const problem = checkFreeBetUse(
      {
        amount: freeBet.amount / 100,
        product_name: freeBet.product_name,
        claim_rules: freeBet.claim_rules,
        expiry_date: freeBet.expires_at,
        status: freeBet.status,
      },
      { totalOdds: slip.totalOdds, hasLivePick: slip.hasLivePick },
      now,
    )[0];
    if (problem) return refusal(problem.code.toLowerCase(), problem.code, problem.message);
    // The slip shows the free bet's amount as its stake; anything else is not this free bet.
    if (toCentsClamped(slip.stake) !== freeBet.amount) {
      return refusal(
        'freebet_stake',
        'FREEBET_STAKE_MISMATCH',
        OFFER_MESSAGES.freebetStake(formatCurrency(freeBet.amount / 100, config)),
      );
    }
  }
  if (promo) {
    if (promo.country !== bettor.country) return refusal('promo_not_found', 'PROMO_NOT_FOUND');
    const problem = checkPromoPlacement(
      { ...promo, promo_id: promo.id },
      {
        stake: slip.stake,
        totalOdds: slip.totalOdds,
        pickCount: slip.pickCount,
        freeBet: freeBet !== null,
      },
      config,
      now,
    )[0];
    if (problem) return refusal(problem.code.toLowerCase(), problem.code, problem.message);
  }
  return null;
}

/** The wager's promo row, written by its placement statement (one promo per wager). */
export function promoCompanion(promoId: number, profileId: number, now: Date): WagerCompanion {
  return {
    sql: (param) =>
      `INSERT INTO promo_bets (bet_id, promo_id, profile_id, created_at)
       SELECT b.id, ${param(promoId)}::bigint, ${param(profileId)}::bigint,
              ${param(now)}::timestamptz FROM b`,
  };
}
