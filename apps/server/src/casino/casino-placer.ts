import {
  casinoSocketEvents,
  crashBusChannel,
  encodePlacedCrashBet,
  type CrashBetBody,
  type CrashBusMessage,
  type InstantPlayResponse,
} from '@shangwe/contract';
import { toMajor } from '@shangwe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context';
import { DomainError } from '../platform/errors';
import { getBalances } from '../wallet/ledger';
import { cashBalanceAfterStake } from '../wallet/stake-balance';
import type { WagerProduct } from '../wagers/wager-product';
import { placeRequestedWager } from '../wagers/requested-wager';
import { settleWager } from '../wagers/wager-settler';
import { instantBetOf } from './casino-history';
import { presentPlacedCrashBet } from './crash-presenters';
import { betsByIds } from './crash-repository';
import { crashBet } from './crash-wager';
import { presentInstantResult } from './instant-presenters';

const balanceOf = async (ctx: AppContext, profileId: number) =>
  toMajor((await getBalances(ctx.db, profileId)).cashCents as never);

/**
 * Places a crash bet on the open round (the body validated by the contract): one pipeline
 * call, which authorises the bettor; a new bet is announced to the round's watchers. The
 * first answer and every retry's: the bet as placed, the balance its stake left.
 */
export async function crashPlacer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CrashBetBody,
) {
  const placed = await placeRequestedWager(ctx, crashBet, request, reply, body);
  const [bet] = await betsByIds(ctx.db, [placed.body.bet_id ?? 0]);
  if (!bet) throw new Error(`crash bet ${placed.body.bet_id} has no crash_bets row`);
  if (!placed.replayed) {
    const message: CrashBusMessage = {
      event: casinoSocketEvents.bets,
      payload: {
        round_id: Number(bet.round_id),
        bets: [encodePlacedCrashBet(presentPlacedCrashBet(bet))],
        ts: ctx.now().getTime(),
      },
    };
    await ctx.bus.publish(crashBusChannel, message);
  }
  const after = await cashBalanceAfterStake(ctx.db, Number(bet.bet_id));
  return {
    statusCode: placed.statusCode,
    answer: {
      message: placed.body.message,
      bet: presentPlacedCrashBet(bet),
      round_id: Number(bet.round_id),
      balance: after === null ? await balanceOf(ctx, Number(bet.profile_id)) : after / 100,
    },
  };
}

/** Twins racing for one seed pair's nonce: the loser draws again with the next (at most 5). */
const INSTANT_ATTEMPTS = 5;

/**
 * Plays an instant game (dice, wheel; the body validated by the contract): one pipeline call
 * (drawing again if a twin took the nonce), then the round is settled at once through the
 * pipeline, and the answer shows its result and its fairness.
 */
export async function instantPlacer<S extends { stake: number; idempotency_key?: string }>(
  ctx: AppContext,
  product: WagerProduct<S>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: S,
): Promise<{ statusCode: number; answer: InstantPlayResponse }> {
  let placed;
  for (let attempt = 1; ; attempt++) {
    try {
      placed = await placeRequestedWager(ctx, product, request, reply, body);
      break;
    } catch (error) {
      const retry =
        error instanceof DomainError && error.code === 'CONFLICT' && attempt < INSTANT_ATTEMPTS;
      if (!retry) throw error;
    }
  }
  const betId = placed.body.bet_id ?? 0;
  await settleWager(ctx, betId);
  const row = (await instantBetOf(ctx.db, betId))!;
  const answer: InstantPlayResponse = {
    bet_id: betId,
    game: row.game === 'dice' ? 'dice' : 'wheel',
    stake: Number(row.stake) / 100,
    won: Number(row.amount_paid) > 0,
    payout: Number(row.amount_paid) / 100,
    result: presentInstantResult({
      game: row.game!,
      outcome: row.outcome!,
      target: row.target,
      direction: row.direction,
      multiplier_x10000: row.multiplier_x10000!,
    }),
    fairness: {
      server_seed_hash: row.server_seed_hash!,
      client_seed: row.client_seed!,
      nonce: row.nonce!,
    },
    balance: await balanceOf(ctx, Number(row.profile_id)),
    next_nonce: row.nonce! + 1,
  };
  return { statusCode: placed.statusCode, answer };
}
