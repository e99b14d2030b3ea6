import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { house, transfer, userCash } from '../wallet/ledger';
import { notifyBet } from './bet-notifier';
import { betMetrics } from './betting-metrics';
import {
  dueLiveBets,
  findLegs,
  insertBetEvent,
  lockBet,
  transitionBet,
} from './betting-repository';
import { lookupPicks, pickProblem, problemMessage, selectionMatchName } from './current-picks';

type Decision = {
  betId: number;
  profileId: number;
  ref: string;
  accepted: boolean;
  message: string;
};

/**
 * Decides one pending live bet once its delay is over: accepted when every pick is still open at
 * the price it was placed at; otherwise rejected and the stake refunded through the ledger.
 * Runs in one transaction on the locked bet, so a bet is decided once whoever calls.
 */
export async function decideLiveBet(ctx: AppContext, betId: number): Promise<Decision | null> {
  const now = ctx.now();
  const decision = await ctx.db.transaction(async (tx): Promise<Decision | null> => {
    const bet = await lockBet(tx, betId);
    if (!bet || bet.status !== 'pending') return null;
    const legs = await findLegs(tx, [betId]);
    const selections = await lookupPicks(
      tx,
      legs.map((l) => ({
        parent_match_id: l.parent_match_id,
        sub_type_id: l.sub_type_id,
        special_bet_value: l.special_bet_value,
        odd_key: l.bet_pick,
      })),
      now,
    );
    let reason: string | null = null;
    selections.forEach((sel, i) => {
      if (reason !== null) return;
      const leg = legs[i]!;
      const problem = pickProblem(sel, leg.bet_type === 8);
      if (problem !== null) reason = problemMessage(problem, sel);
      else if (
        sel.found &&
        Math.round(sel.odd_value * 100) !== Math.round(Number(leg.odd_value) * 100)
      ) {
        reason = `The odds of ${selectionMatchName(sel)} changed from ${Number(leg.odd_value).toFixed(2)} to ${sel.odd_value.toFixed(2)}`;
      }
    });
    if (reason === null) {
      await transitionBet(tx, betId, 'pending', 'open', { decided_at: now });
      await insertBetEvent(tx, betId, 'accepted', 'pending', 'open', {}, now);
      return {
        betId,
        profileId: bet.profile_id,
        ref: bet.ref,
        accepted: true,
        message: `Your live bet ${bet.short_id} has been accepted.`,
      };
    }
    await transitionBet(tx, betId, 'pending', 'rejected', {
      decided_at: now,
      reject_reason: reason,
      amount_paid: bet.stake,
    });
    await transfer(tx, {
      from: house('stakes'),
      to: userCash(bet.profile_id),
      amountCents: bet.stake,
      kind: 'refund',
      reference: betId,
      profileId: bet.profile_id,
    });
    await insertBetEvent(tx, betId, 'rejected', 'pending', 'rejected', { reason }, now);
    return {
      betId,
      profileId: bet.profile_id,
      ref: bet.ref,
      accepted: false,
      message: `Your live bet ${bet.short_id} was not accepted: ${reason}. Your stake has been refunded.`,
    };
  });
  if (decision) {
    betMetrics(ctx).liveDecided.inc({ outcome: decision.accepted ? 'accepted' : 'rejected' });
    await notifyBet(
      ctx,
      decision.profileId,
      'bet placement',
      decision.accepted ? 'success' : 'error',
      decision.message,
      {
        id: decision.betId,
        ref: decision.ref,
      },
    );
  }
  return decision;
}

/** Decides every live bet whose delay is over; returns how many were decided. */
export async function decideDueLiveBets(ctx: AppContext, batch = 100): Promise<number> {
  let decided = 0;
  for (;;) {
    const ids = await dueLiveBets(ctx.db, ctx.now(), batch);
    for (const id of ids) if (await decideLiveBet(ctx, id)) decided++;
    if (ids.length < batch) return decided;
  }
}

/** Polling period of the live bet acceptance worker. */
const POLL_MS = 250;

/**
 * The live bet acceptance worker. Pending bets live in the database with their decision time,
 * so a restart picks them up where it left off.
 */
export const liveBetAcceptanceWorker: Worker = {
  name: 'live-bet-acceptance',
  lockKey: 705001,
  async start(ctx) {
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      if (stopped) return;
      running = decideDueLiveBets(ctx)
        .then(() => undefined)
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'live bet acceptance failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, POLL_MS);
        });
    };
    let timer = setTimeout(tick, 0);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  },
};
