import { casinoSocketEvents, crashBusChannel, type CrashBusMessage } from '@shangwe/contract';
import {
  crashCashoutWinsAt,
  crashMultiplierAt,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  formatMultiplier,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
import { DomainError } from '../platform/errors';
import { settleWager } from '../wagers/wager-settler';
import { betsByIds, type CrashBetRow } from './crash-repository';
import { presentCrashBet } from './crash-presenters';

const CASHOUT_OPENS_AT = CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS;

/** What a cash-out did: the bet (now settled as won) and the multiplier it was taken at. */
export interface CashedOut {
  bet: CrashBetRow;
  multiplier: number;
}

/**
 * Cashes out a player's bet in a slot of a round at the multiplier of the moment the request
 * reached the server (`receivedAt`), computed from the round's take-off time and its curve. It
 * wins at any multiplier from 1.01x up to and including the crash point (crashCashoutWinsAt);
 * once the round has crashed it is too late and the bet stays lost, whatever the browser showed.
 * The bet row is locked, so a second cash-out (or the auto cash-out) finds it taken. The money
 * moves through the pipeline's settler once the decision is committed; a process that dies in
 * between leaves a decided bet that the engine settles at the crash.
 */
export async function crashCashouter(
  ctx: AppContext,
  bettor: SessionUser,
  roundId: number,
  slot: number,
  receivedAt: Date,
): Promise<CashedOut> {
  const decided = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      bet_id: number;
      auto_cashout: number | null;
      cashout_multiplier: number | null;
      crash_point: number;
      growth_per_second: number;
      bet_window_ends_at: Date;
      crashes_at: Date;
    }>(
      `SELECT cb.bet_id, cb.auto_cashout, cb.cashout_multiplier, r.crash_point,
              r.growth_per_second, r.bet_window_ends_at, r.crashes_at
         FROM crash_bets cb JOIN crash_rounds r ON r.id = cb.round_id
        WHERE cb.round_id = $1 AND cb.profile_id = $2 AND cb.slot = $3
        FOR UPDATE OF cb`,
      [roundId, bettor.profileId, slot],
    );
    const bet = rows[0];
    if (!bet) throw new DomainError('CASINO_BET_NOT_FOUND');
    if (bet.cashout_multiplier !== null) throw new DomainError('CASINO_ALREADY_CASHED_OUT');
    if (receivedAt < bet.bet_window_ends_at) throw new DomainError('CASINO_ROUND_NOT_FLYING');
    const multiplier = crashMultiplierAt(
      receivedAt.getTime() - bet.bet_window_ends_at.getTime(),
      bet.growth_per_second,
    );
    if (receivedAt >= bet.crashes_at || multiplier > bet.crash_point) {
      throw new DomainError('CASINO_CASHOUT_TOO_LATE');
    }
    // 1.00x would hand the stake back at no risk: cash-out opens at 1.01x.
    if (!crashCashoutWinsAt(multiplier, bet.crash_point)) {
      throw new DomainError(
        'CASINO_ROUND_NOT_FLYING',
        `Cash-out opens at ${formatMultiplier(CASHOUT_OPENS_AT)}`,
      );
    }
    // The auto cash-out was reached first: it is the one that counts.
    if (bet.auto_cashout !== null && bet.auto_cashout <= multiplier) {
      throw new DomainError('CASINO_ALREADY_CASHED_OUT');
    }
    await tx.query(
      'UPDATE crash_bets SET cashout_multiplier = $2, cashed_out_at = $3 WHERE bet_id = $1',
      [bet.bet_id, multiplier, receivedAt],
    );
    return { betId: Number(bet.bet_id), multiplier };
  });
  await settleWager(ctx, decided.betId);
  const [bet] = await betsByIds(ctx.db, [decided.betId]);
  await publishCashouts(ctx, roundId, [bet!]);
  return { bet: bet!, multiplier: decided.multiplier };
}

/** Tells every watcher of the round about cash-outs. */
export async function publishCashouts(
  ctx: AppContext,
  roundId: number,
  bets: readonly CrashBetRow[],
): Promise<void> {
  if (bets.length === 0) return;
  const message: CrashBusMessage = {
    event: casinoSocketEvents.cashouts,
    payload: { round_id: roundId, bets: bets.map(presentCrashBet), ts: Date.now() },
  };
  await ctx.bus.publish(crashBusChannel, message);
}
