import {
  casinoSocketEvents,
  crashBusChannel,
  encodeCrashCashout,
  type CrashBusMessage,
} from '@shangwe/contract';
import {
  crashCashoutWinsAt,
  crashMultiplierAt,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  formatMultiplier,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Database, Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { DomainError } from '../platform/errors';
import { cashBalanceSql } from '../wallet/ledger-sql';
import { cashoutSettlements } from './crash-cashout-settlements';
import { crashCashoutPaidCents } from './crash-payout';
import { roundById, type CrashBetRow, type CrashRoundRow } from './crash-repository';
import { presentCrashCashout } from './crash-presenters';

const CASHOUT_OPENS_AT = CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS;

/** What a cash-out did: the bet, the multiplier it was taken at, and the money. */
export interface CashedOut {
  /** The bet, cashed out (its settlement may still be running: crashBetPayoutCents). */
  bet: CrashBetRow;
  multiplier: number;
  /** What the bet pays, in cents (crash-payout.ts, the settler's own sum). */
  paidCents: number;
  /** The bettor's cash with this payout counted, in cents. */
  balanceCents: number;
}

/**
 * Cashes out a player's bet in a slot of a round at the multiplier of the moment the request
 * reached the server (`receivedAt`), computed from the round's take-off time and its curve. It
 * wins at any multiplier from 1.01x up to and including the crash point (crashCashoutWinsAt);
 * once the round has crashed it is too late and the bet stays lost, whatever the browser showed.
 *
 * The decision is one statement (one round trip, one commit): the round's times are fixed when
 * it opens, so the clock is judged from them here, and the conditional UPDATE takes the bet
 * only if it is still not cashed out and its auto cash-out was not reached first (a second
 * cash-out, or the engine's auto cash-out, waits on the row and then finds it taken). Anything
 * else (no such bet, taken, not flying, too late) is judged again by the full reading below,
 * which gives each refusal its code. The statement also reads, in its one snapshot, the
 * bettor's cash and which of the round's cash-outs are still unpaid, so the answer's balance
 * counts each payout exactly once whether or not its settlement has committed.
 *
 * The money moves after the answer (crash-cashout-settlements.ts): the decision is committed
 * and the bet still open, so a process that dies before paying leaves a decided bet that the
 * engine settles at the crash, or the next process when it starts.
 *
 * Locks: the decision takes one crash_bets row and waits on nothing else; the settler takes
 * the bet, then its crash_bets row, then the wallet rows; the engine's auto cash-outs take
 * crash_bets rows only. No one holding a crash_bets row waits for another one's, so no cycle.
 */
export async function crashCashouter(
  ctx: AppContext,
  bettor: SessionUser,
  roundId: number,
  slot: number,
  receivedAt: Date,
): Promise<CashedOut> {
  const round = await knownRound(ctx.db, roundId);
  const multiplier = round ? winningMultiplier(round, receivedAt) : null;
  const taken =
    multiplier === null
      ? undefined
      : await takeCashout(ctx.db, roundId, bettor.profileId, slot, multiplier, receivedAt);
  const decided = taken ?? (await judgedCashout(ctx, bettor, roundId, slot, receivedAt));
  const paidCents = crashCashoutPaidCents(
    decided.bet.country,
    Number(decided.bet.stake),
    decided.multiplier,
  );
  const balanceCents = Number(decided.cash) + (decided.bet.status === 'open' ? paidCents : 0);
  cashoutSettlements(ctx).settle(Number(decided.bet.bet_id));
  await publishCashouts(ctx, roundId, [decided.bet]);
  return { bet: decided.bet, multiplier: decided.multiplier, paidCents, balanceCents };
}

/** The multiplier a cash-out received at `at` wins at, or null when it does not win. */
function winningMultiplier(round: CrashRoundRow, at: Date): number | null {
  if (at < round.bet_window_ends_at || at >= round.crashes_at) return null;
  const multiplier = crashMultiplierAt(
    at.getTime() - round.bet_window_ends_at.getTime(),
    round.growth_per_second,
  );
  if (multiplier > round.crash_point || !crashCashoutWinsAt(multiplier, round.crash_point)) {
    return null;
  }
  return multiplier;
}

/** A decided cash-out: the bet as it stands, and the bettor's cash in the same snapshot. */
interface Decided {
  bet: CrashBetRow;
  multiplier: number;
  /** The cash with the round's other decided payouts counted, not this one's. */
  cash: number;
}

/**
 * The bet as it stands, the bettor's cash, and the bettor's other cash-outs of the round that
 * are decided but not paid yet (the other slot's auto cash-out, queued): `[stake, multiplier]`
 * pairs, counted in the answer's balance with this one. One snapshot, so a payout is counted
 * either in the cash or here, never both. (A decided bet of an earlier round is paid at that
 * round's crash; one left unpaid while no engine runs is not counted.)
 */
const DECIDED_COLUMNS = `cb.bet_id, cb.round_id, cb.profile_id, cb.slot, cb.stake, cb.auto_cashout,
  cb.cashout_multiplier, cb.cashed_out_at, cb.created_at, b.status, b.amount_paid, b.country,
  p.mobile, ${cashBalanceSql('cb.profile_id')} AS cash,
  (SELECT coalesce(json_agg(json_build_array(o.stake, o.cashout_multiplier)), '[]'::json)
     FROM crash_bets o JOIN wagers_read ob ON ob.id = o.bet_id
    WHERE o.round_id = cb.round_id AND o.profile_id = cb.profile_id AND o.slot <> cb.slot
      AND o.cashout_multiplier IS NOT NULL AND ob.status = 'open') AS unpaid`;

/** The winning cash-out as one statement: undefined when the bet is not there to take. */
async function takeCashout(
  db: Queryable,
  roundId: number,
  profileId: number,
  slot: number,
  multiplier: number,
  at: Date,
): Promise<Decided | undefined> {
  const { rows } = await db.query<CrashBetRow & { cash: number; unpaid: [number, number][] }>(
    `UPDATE crash_bets cb SET cashout_multiplier = $4, cashed_out_at = $5
       FROM wagers_read b, profiles p
      WHERE cb.round_id = $1 AND cb.profile_id = $2 AND cb.slot = $3
        AND cb.cashout_multiplier IS NULL
        AND (cb.auto_cashout IS NULL OR cb.auto_cashout > $4)
        AND b.id = cb.bet_id AND p.id = cb.profile_id
      RETURNING ${DECIDED_COLUMNS}`,
    [roundId, profileId, slot, multiplier, at],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { cash, unpaid, ...bet } = row;
  const owed = unpaid.reduce(
    (sum, [stake, cashout]) => sum + crashCashoutPaidCents(bet.country, Number(stake), cashout),
    0,
  );
  return { bet, multiplier, cash: Number(cash) + owed };
}

/**
 * The cash-out read and judged in full (the bet locked, each refusal with its code, in the
 * order the rules give them): every request the one statement did not take comes here.
 */
async function judgedCashout(
  ctx: AppContext,
  bettor: SessionUser,
  roundId: number,
  slot: number,
  receivedAt: Date,
): Promise<Decided> {
  return ctx.db.transaction(async (tx) => {
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
    const taken = await takeCashout(tx, roundId, bettor.profileId, slot, multiplier, receivedAt);
    if (!taken) throw new Error(`crash bet ${bet.bet_id} changed while locked`);
    return taken;
  });
}

/**
 * Rounds by id as the cash-outs read them. A round's times and crash point are written once,
 * when it opens, so a copy never goes stale (settled_at is not read here); a few recent ones
 * are kept, so a burst of cash-outs reads its round once.
 */
const ROUNDS_KEPT = 8;
const rounds = new WeakMap<Database, Map<number, CrashRoundRow>>();

async function knownRound(db: Database, roundId: number): Promise<CrashRoundRow | undefined> {
  let kept = rounds.get(db);
  if (!kept) rounds.set(db, (kept = new Map()));
  const found = kept.get(roundId);
  if (found) return found;
  const round = await roundById(db, roundId);
  if (!round) return undefined;
  kept.set(roundId, round);
  if (kept.size > ROUNDS_KEPT) kept.delete(kept.keys().next().value!);
  return round;
}

/** Tells every watcher of the round about cash-outs. */
export async function publishCashouts(
  ctx: AppContext,
  roundId: number,
  bets: readonly CrashBetRow[],
): Promise<void> {
  const cashouts = bets.flatMap((b) => {
    const cashout = presentCrashCashout(b);
    return cashout ? [encodeCrashCashout(cashout)] : [];
  });
  if (cashouts.length === 0) return;
  const message: CrashBusMessage = {
    event: casinoSocketEvents.cashouts,
    payload: { round_id: roundId, cashouts, ts: Date.now() },
  };
  await ctx.bus.publish(crashBusChannel, message);
}
