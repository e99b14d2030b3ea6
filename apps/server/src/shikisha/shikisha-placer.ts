import type { ShikishaPlaceBody, ShikishaPlaceResponse } from '@shangwe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireTokenSession } from '../auth/session';
import type { AppContext } from '../platform/context';
import { getBalances } from '../wallet/ledger';
import { placeRequestedWager } from '../wagers/requested-wager';
import { shikishaBet } from './shikisha-wager';

/**
 * Places a Shikisha slip (the body validated by the contract): one pipeline call, which
 * authorises the bettor and prices the joint price from the database; answers with the
 * bettor's balance after the stake.
 */
export async function shikishaPlacer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: ShikishaPlaceBody,
): Promise<{ statusCode: number; answer: ShikishaPlaceResponse }> {
  const placed = await placeRequestedWager(ctx, shikishaBet, request, reply, body, {
    share_code: body.betslip.find((l) => l.share_code)?.share_code ?? null,
    src: body.src ?? null,
    promo_id: null,
    affiliate_id: body.affiliate_id ?? null,
  });
  const bettor = await requireTokenSession(ctx, placed.token, ctx.now());
  const { cashCents } = await getBalances(ctx.db, bettor.profileId);
  return {
    statusCode: placed.statusCode,
    answer: {
      message: placed.body.message,
      bet_id: placed.body.bet_id,
      first_bet: placed.body.first_bet,
      user: { balance: cashCents / 100 },
      ref: placed.body.ref,
      status: placed.body.status,
      async: placed.body.async,
    },
  };
}
