import type { JackpotPlaceResponse } from '@shangwe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireTokenSession } from '../auth/session';
import type { AppContext } from '../platform/context';
import { getBalances } from '../wallet/ledger';
import { findBet } from '../wagers/bet-store';
import type { WagerProduct } from '../wagers/wager-product';
import { NO_EXTRA, placeRequestedWager } from '../wagers/requested-wager';
import { entryOfBet } from './jackpot-repository';

type SlipBody = { token?: string; idempotency_key?: string; src?: string; event_id?: number };

/**
 * Places a jackpot, split pot, free jackpot, Sababisha or boosted slip (the body validated by
 * the contract): one pipeline call, which authorises the bettor and prices the entry; answers
 * with the entry's lines and the bettor's balance.
 */
export async function jackpotPlacer<S extends SlipBody>(
  ctx: AppContext,
  product: WagerProduct<S>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: S,
): Promise<{ statusCode: number; answer: JackpotPlaceResponse }> {
  const placed = await placeRequestedWager(ctx, product, request, reply, body, {
    ...NO_EXTRA,
    src: body.src ?? null,
  });
  const bettor = await requireTokenSession(ctx, placed.token, ctx.now());
  const betId = placed.body.bet_id ?? 0;
  const bet = (await findBet(ctx.db, betId))!;
  const entry = await entryOfBet(ctx.db, betId);
  const { cashCents } = await getBalances(ctx.db, bettor.profileId);
  return {
    statusCode: placed.statusCode,
    answer: {
      message: placed.body.message,
      bet_id: betId,
      short_bet_id: bet.short_id,
      ref: placed.body.ref,
      event_id: Number(entry?.event_id ?? body.event_id ?? 0),
      lines: entry?.lines ?? 1,
      stake: Number(bet.stake) / 100,
      stake_per_line: Number(entry?.stake_per_line ?? bet.stake) / 100,
      status: placed.body.status,
      user: { balance: cashCents / 100 },
    },
  };
}
