import type { CancelBetResponse, RebetResponse } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { badRequest, notFound } from '../platform/errors';
import { hashRequest, withIdempotency, type IdempotentResult } from '../wallet/idempotency';
import { offersOnWagerUndone } from '../offers/offer-hooks';
import { returnStake } from '../wagers/stake-return';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { betNotice } from '../wagers/bet-notifier';
import { canCancel } from '../wagers/bet-reader';
import { betMetrics } from '../wagers/bet-metrics';
import { findBet, findLegs, insertBetEvent, lockBet, transitionBet } from '../wagers/bet-store';
import { legPickKey, loadSlip } from '../catalog/current-picks';
import { toMajor } from '../wagers/bet-presenter';

/**
 * Cancels an open bet within BET_CANCEL_WINDOW_SECONDS of placing and before its first match
 * starts; the stake goes back through the ledger. Exactly once: the bet row is locked and moved
 * from open to cancelled in the same transaction as the refund.
 */
export async function betCanceller(
  ctx: AppContext,
  profileId: number,
  betId: number,
  idempotencyKey: string | undefined,
): Promise<IdempotentResult<CancelBetResponse> & { replayed: boolean }> {
  const now = ctx.now();
  // Written in the cancellation's transaction (the last attempt's, if it is retried), sent after.
  let notice: Notice | null = null;
  const result = await withIdempotency(
    ctx,
    `bet-cancel:${profileId}`,
    idempotencyKey,
    hashRequest({ betId }),
    async (tx) => {
      const bet = await lockBet(tx, betId);
      if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
      if (bet.status === 'cancelled')
        throw badRequest('This bet is already cancelled', 'BET_ALREADY_CANCELLED');
      const legs = await findLegs(tx, [betId]);
      if (!canCancel(bet, legs, now, ctx.env.betCancelWindowSeconds)) {
        const message =
          bet.status !== 'open'
            ? 'Only open bets can be cancelled'
            : now.getTime() - new Date(bet.created_at).getTime() >
                ctx.env.betCancelWindowSeconds * 1000
              ? `Bets can only be cancelled within ${Math.round(ctx.env.betCancelWindowSeconds / 60)} minutes of placing`
              : 'This bet can no longer be cancelled: a match on it has started';
        throw badRequest(message, 'BET_NOT_CANCELLABLE');
      }
      // A free bet (or bonus) the bet earned goes with it; refused if already staked.
      await offersOnWagerUndone(tx, bet, 'cancelled', now);
      await transitionBet(tx, betId, 'open', 'cancelled', {
        // A free bet's stake goes back to the free bet, not to the cash.
        amount_paid: bet.free_bet_id === null ? bet.stake : 0,
        settled_at: now,
      });
      await returnStake(tx, bet, { kind: 'refund', idempotencyKey: `cancel:${betId}`, now });
      await insertBetEvent(tx, betId, 'cancelled', 'open', 'cancelled', {}, now);
      const message = `Bet ${bet.short_id} has been cancelled and your stake refunded.`;
      notice = await betNotice(
        tx,
        profileId,
        'bet cancelled',
        'success',
        message,
        { id: betId, ref: bet.ref },
        now,
      );
      return {
        statusCode: 200,
        body: {
          message,
          bet_id: betId,
          status: 'cancelled' as const,
          refunded: toMajor(bet.stake),
          ref: bet.ref,
        },
      };
    },
  );
  if (!result.replayed) {
    betMetrics(ctx).cancelled.inc();
    await publishNotices(ctx, [notice]);
  }
  return result;
}

/** A bet's picks at current prices for a new slip; finished ones are dropped with a reason. */
export async function rebetLoader(
  ctx: AppContext,
  profileId: number,
  betId: number,
): Promise<RebetResponse> {
  const bet = await findBet(ctx.db, betId);
  if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
  const legs = await findLegs(ctx.db, [betId]);
  const { data, dropped } = await loadSlip(ctx.db, legs.map(legPickKey), ctx.now());
  const message =
    data.length === 0
      ? 'None of the matches of this bet are available any more'
      : dropped.length === 0
        ? 'Betslip loaded with current odds'
        : `Betslip loaded with current odds. ${dropped.length} of ${legs.length} picks are no longer available`;
  return { message, data, dropped };
}
