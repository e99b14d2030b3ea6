import type { AppContext } from '../platform/context';
import { returnStake } from './stake-return';
import { betNotice } from './bet-notifier';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { betMetrics } from './bet-metrics';
import { findLegs, insertBetEvent, lockBet, transitionBet } from './bet-store';
import { wagerOffers } from './wager-offers';
import { wagerProductOf } from './wager-products';

type Decision = {
  betId: number;
  profileId: number;
  ref: string;
  accepted: boolean;
  message: string;
  notice: Notice | null;
};

/**
 * Decides one pending wager once its delay is over: its product judges it again (a live bet:
 * every pick still open at the price it was placed at); accepted, it opens; refused, the stake
 * goes back through the ledger. One transaction on the locked row, so a wager is decided once
 * whoever calls; its notification is written with it and delivered after it commits.
 */
export async function decideWager(ctx: AppContext, betId: number): Promise<Decision | null> {
  const now = ctx.now();
  const decision = await ctx.db.transaction(async (tx): Promise<Decision | null> => {
    const bet = await lockBet(tx, betId);
    if (!bet || bet.status !== 'pending') return null;
    const legs = await findLegs(tx, [betId]);
    const product = wagerProductOf(bet.product);
    const reason = await product.decide(tx, bet, legs, now, ctx);
    if (reason === null) {
      await transitionBet(tx, betId, 'pending', 'open', { decided_at: now });
      await insertBetEvent(tx, betId, 'accepted', 'pending', 'open', {}, now);
      await wagerOffers().onAccepted(tx, bet, now);
      const message = product.decidedMessage(bet.short_id, null);
      return {
        betId,
        profileId: bet.profile_id,
        ref: bet.ref,
        accepted: true,
        message,
        notice: await betNotice(
          tx,
          bet.profile_id,
          'bet placement',
          'success',
          message,
          { id: betId, ref: bet.ref },
          now,
        ),
      };
    }
    await transitionBet(tx, betId, 'pending', 'rejected', {
      decided_at: now,
      reject_reason: reason,
      // A free bet's stake goes back to the free bet, not to the cash.
      amount_paid: bet.free_bet_id === null ? bet.stake : 0,
    });
    await returnStake(tx, bet, {
      kind: 'refund',
      idempotencyKey: `decision-refund:${betId}`,
      now,
    });
    await wagerOffers().onUndone(tx, bet, 'rejected', now);
    await insertBetEvent(tx, betId, 'rejected', 'pending', 'rejected', { reason }, now);
    const message = product.decidedMessage(bet.short_id, reason);
    return {
      betId,
      profileId: bet.profile_id,
      ref: bet.ref,
      accepted: false,
      message,
      notice: await betNotice(
        tx,
        bet.profile_id,
        'bet placement',
        'error',
        message,
        { id: betId, ref: bet.ref },
        now,
      ),
    };
  });
  if (decision) {
    betMetrics(ctx).liveDecided.inc({ outcome: decision.accepted ? 'accepted' : 'rejected' });
    await publishNotices(ctx, [decision.notice]);
  }
  return decision;
}
