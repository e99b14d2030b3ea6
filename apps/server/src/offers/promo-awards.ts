import { cents, FREE_BET_OFFERS, OFFER_MESSAGES, promoAwardDue } from '@shangwe/domain';
import type { BetRow } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import { house, transfer, userCash } from '../wallet/ledger';
import { grantFreeBet, isExcludedFromOffers } from './free-bet-granter';
import { finishPromoBet, findPromo, lockWaitingPromoBet, paidAwards } from './promo-repository';

/**
 * Pays a promo's award for a wager that opted in to it, when the wager reaches the promo's
 * `award_on` event (placed, won or lost), in the caller's transaction and once (the wager's
 * promo row is locked and leaves 'waiting'): cash from house:bonus into the bettor's cash
 * balance under the ledger key `promo-award:{betId}`, or a free bet granted under the grant key
 * `promo:{betId}`. A wager that ended otherwise (void, or won when the award is for a loss) is
 * marked not_due; a bettor who already had the promo's allowed awards, capped.
 */
export async function settlePromoBet(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id' | 'country'>,
  event: 'placed' | 'won' | 'lost' | 'void',
  now: Date,
): Promise<'paid' | 'not_due' | 'capped' | null> {
  const promoBet = await lockWaitingPromoBet(tx, bet.id);
  if (!promoBet) return null;
  const promo = await findPromo(tx, promoBet.promo_id);
  if (!promo) return null;
  if (!promoAwardDue(promo.award_on, event)) {
    // 'placed' is not an end: a bet waiting to win or lose stays waiting.
    if (event === 'placed') return null;
    await finishPromoBet(tx, bet.id, { status: 'not_due', amount: null, freeBetId: null, now });
    return 'not_due';
  }
  if (
    promo.max_awards_per_bettor !== null &&
    (await paidAwards(tx, promo.id, bet.profile_id)) >= promo.max_awards_per_bettor
  ) {
    await finishPromoBet(tx, bet.id, { status: 'capped', amount: null, freeBetId: null, now });
    return 'capped';
  }
  // No free bet during a break (issue 31): the award is not due. A cash award belongs to the
  // bet's own terms, like its payout, and an open bet pays out in full.
  if (promo.award_type !== 'cash' && (await isExcludedFromOffers(tx, bet.profile_id, now))) {
    await finishPromoBet(tx, bet.id, { status: 'not_due', amount: null, freeBetId: null, now });
    return 'not_due';
  }
  let freeBetId: number | null = null;
  if (promo.award_type === 'cash') {
    await transfer(tx, {
      from: house('bonus'),
      to: userCash(bet.profile_id),
      amountCents: promo.award_amount,
      kind: 'promo_award',
      reference: bet.id,
      profileId: bet.profile_id,
      idempotencyKey: `promo-award:${bet.id}`,
    });
  } else {
    const granted = await grantFreeBet(tx, {
      profileId: bet.profile_id,
      country: bet.country,
      grant: {
        free_bet_id: FREE_BET_OFFERS.promotion,
        source: 'promotion',
        amountCents: cents(promo.award_amount),
        days: promo.freebet_days,
        product_name: 'PREMATCH_UOF',
        claim_rules:
          promo.freebet_min_odd === null
            ? []
            : [{ rule_name: 'min_odd', rule_value: promo.freebet_min_odd }],
      },
      grantKey: `promo:${bet.id}`,
      title: OFFER_MESSAGES.promotionTitle(promo.promo_name),
      now,
    });
    freeBetId = granted?.id ?? null;
  }
  await finishPromoBet(tx, bet.id, {
    status: 'paid',
    amount: promo.award_amount,
    freeBetId,
    now,
  });
  return 'paid';
}
