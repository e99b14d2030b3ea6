import type { VirtualPlaceBetBody } from '@shangwe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context';
import { placeRequestedWager } from '../wagers/requested-wager';
import { matchesByIds } from './virtual-repository';
import { virtualBet } from './virtual-wager';

/**
 * Places a virtual slip (the body validated by the contract): one pipeline call, which
 * authorises the bettor and prices from the match-day's stored prices; answers with the
 * round the first pick's match plays in.
 */
export async function virtualPlacer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: VirtualPlaceBetBody,
) {
  const placed = await placeRequestedWager(ctx, virtualBet, request, reply, body, {
    share_code: null,
    src: body.src ?? null,
    promo_id: null,
    affiliate_id: body.affiliate_id ?? null,
  });
  const [match] = await matchesByIds(ctx.db, [body.betslip[0]!.parent_virtual_id]);
  return {
    statusCode: placed.statusCode,
    answer: {
      message: placed.body.message,
      bet_id: placed.body.bet_id ?? 0,
      first_bet: placed.body.first_bet,
      ref: placed.body.ref,
      round_id: match?.round_id ?? 0,
    },
  };
}
