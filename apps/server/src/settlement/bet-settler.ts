import { busChannels, matchResultedMessageSchema } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { notifyBet } from '../betting/bet-notifier';
import { betMetrics } from '../betting/betting-metrics';
import {
  findLegs,
  insertBetEvent,
  lockBet,
  openBetIdsForMatch,
  setLegStatus,
  transitionBet,
  type BetRow,
  type LegRow,
} from '../betting/betting-repository';
import { lookupPicks } from '../betting/current-picks';
import { toMajor } from '../betting/presenters';
import { quoteSettlement } from '../betting/slip-quote';
import { house, post, userCash, userPoints, type Leg } from '../wallet/ledger';
import { resultedMatchesWithOpenLegs } from './settlement-repository';

export type SettleOutcome = 'won' | 'lost' | 'void' | null;

/** A leg's result from the catalog: won, lost, void, or null while its market is not resulted. */
async function legResults(
  tx: Queryable,
  legs: readonly LegRow[],
  now: Date,
): Promise<Array<string | null>> {
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
  return selections.map((sel) => {
    if (!sel.found) return null;
    if (sel.match_status === 'cancelled') return 'void';
    return sel.result ?? null;
  });
}

/**
 * Settles one open bet from the results known now. Each newly resulted leg is marked won, lost
 * or void; the bet is lost as soon as one leg loses, and won (or void when every leg is void)
 * once all legs are decided. The payout is recomputed by the domain quote with void legs at
 * 1.00 and credited through the ledger in the same transaction as the status change, on the
 * locked row: a bet is settled once, however often this runs.
 */
export async function settleBet(ctx: AppContext, betId: number): Promise<SettleOutcome> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const bet = await lockBet(tx, betId);
    // Legs of lost, cashed-out, cancelled or rejected bets still get their results (My Bets
    // shows them); only open bets move money. Pending live bets wait for their decision.
    if (!bet || bet.status === 'pending') return null;
    const legs = await findLegs(tx, [betId]);
    const open = legs.filter((l) => l.status === 'open');
    const results = await legResults(tx, open, now);
    for (const [i, leg] of open.entries()) {
      const result = results[i];
      if (result !== 'won' && result !== 'lost' && result !== 'void') continue;
      await setLegStatus(tx, betId, leg.leg_no, result, result, now);
      leg.status = result;
      await insertBetEvent(tx, betId, 'leg_settled', 'open', result, { leg_no: leg.leg_no }, now);
    }
    if (bet.status !== 'open') return null;
    if (legs.some((l) => l.status === 'lost')) return finish(tx, bet, legs, 'lost', now);
    if (legs.some((l) => l.status === 'open')) return null;
    return finish(tx, bet, legs, legs.every((l) => l.status === 'void') ? 'void' : 'won', now);
  });
  if (done) {
    betMetrics(ctx).settled.inc({ result: done.outcome });
    const { bet, outcome, paid } = done;
    // Spec 02 §4.3 'bet won' type: 'Congratulations!' on a win, 'Bet Result' otherwise.
    const message =
      outcome === 'won'
        ? `Your bet ${bet.short_id} has won ${toMajor(paid).toFixed(2)}.`
        : outcome === 'void'
          ? `Your bet ${bet.short_id} is void. Your stake of ${toMajor(paid).toFixed(2)} has been refunded.`
          : `Your bet ${bet.short_id} did not win this time.`;
    await notifyBet(
      ctx,
      bet.profile_id,
      'bet won',
      outcome === 'won' ? 'success' : 'error',
      message,
      {
        id: bet.id,
        ref: bet.ref,
      },
    );
  }
  return done?.outcome ?? null;
}

async function finish(
  tx: Queryable,
  bet: BetRow,
  legs: readonly LegRow[],
  outcome: 'won' | 'lost' | 'void',
  now: Date,
): Promise<{ bet: BetRow; outcome: 'won' | 'lost' | 'void'; paid: number }> {
  const userLegs: Leg[] = [];
  let paid = 0;
  let settled = { totalOdd: 0, withholdingTaxCents: 0, bonusCents: 0 };
  if (outcome === 'lost') {
    userLegs.push(
      { account: house('stakes'), amountCents: -bet.stake },
      { account: house('revenue'), amountCents: bet.stake },
    );
  } else if (outcome === 'void') {
    // Every match void: the whole stake goes back.
    paid = bet.stake;
    settled = { totalOdd: 1, withholdingTaxCents: 0, bonusCents: 0 };
    userLegs.push(
      { account: house('stakes'), amountCents: -bet.stake },
      { account: userCash(bet.profile_id), amountCents: paid },
    );
  } else {
    const quote = quoteSettlement(bet.country, {
      stakeCents: bet.stake,
      odds: legs.map((l) => (l.status === 'void' ? 1 : Number(l.odd_value))),
      live: bet.bet_type === 8,
    });
    paid = quote.finalPayoutCents;
    settled = {
      totalOdd: quote.totalOdd,
      withholdingTaxCents: quote.withholdingTaxCents,
      bonusCents: quote.bonusCents,
    };
    // The held stake pays part of the payout; the house pays the rest (or keeps the difference).
    userLegs.push(
      { account: house('stakes'), amountCents: -bet.stake },
      { account: house('payouts'), amountCents: bet.stake - paid },
      { account: userCash(bet.profile_id), amountCents: paid },
    );
  }
  await post(tx, {
    kind: outcome === 'void' ? 'refund' : outcome === 'won' ? 'payout' : 'bet_lost',
    reference: bet.id,
    profileId: bet.profile_id,
    legs: userLegs,
  });
  // Loyalty points are earned by bets that ran to a result, not by void or cancelled ones.
  const pointsCents = Math.round(Number(bet.points) * 100);
  if (outcome !== 'void' && pointsCents > 0) {
    await post(tx, {
      kind: 'points',
      reference: bet.id,
      profileId: bet.profile_id,
      legs: [
        { account: house('points'), amountCents: -pointsCents },
        { account: userPoints(bet.profile_id), amountCents: pointsCents },
      ],
    });
  }
  const moved = await transitionBet(tx, bet.id, 'open', outcome, {
    amount_paid: paid,
    settled_total_odd: settled.totalOdd,
    settled_withholding_tax: settled.withholdingTaxCents,
    settled_bonus: settled.bonusCents,
    settled_at: now,
  });
  if (!moved) throw new Error(`bet ${bet.id} left 'open' while locked`);
  await insertBetEvent(tx, bet.id, 'settled', 'open', outcome, { paid, ...settled }, now);
  return { bet, outcome, paid };
}

/** Settles every bet with an open leg on this match; returns how many bets were settled now. */
export async function settleMatch(ctx: AppContext, parentMatchId: number): Promise<number> {
  let settled = 0;
  for (const betId of await openBetIdsForMatch(ctx.db, parentMatchId)) {
    if ((await settleBet(ctx, betId)) !== null) settled++;
  }
  return settled;
}

/** Settles bets on every resulted match that still has open legs (missed messages, restarts). */
export async function settleResultedMatches(ctx: AppContext): Promise<number> {
  let settled = 0;
  for (const id of await resultedMatchesWithOpenLegs(ctx.db)) settled += await settleMatch(ctx, id);
  return settled;
}

/** How often the worker sweeps for resulted matches whose bus message it may have missed. */
const SWEEP_MS = 30_000;

/**
 * The settlement worker: settles a match's bets when the feed announces `match.resulted`, and
 * sweeps periodically (and at start) so a message lost across a restart is caught up.
 */
export const settlementWorker: Worker = {
  name: 'settlement',
  lockKey: 705002,
  async start(ctx) {
    let queue: Promise<unknown> = Promise.resolve();
    const enqueue = (job: () => Promise<unknown>) => {
      queue = queue
        .then(job)
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'settlement failed'));
      return queue;
    };
    const unsubscribe = await ctx.bus.subscribe(busChannels.matchResulted, (message) => {
      const parsed = matchResultedMessageSchema.safeParse(message);
      if (parsed.success) void enqueue(() => settleMatch(ctx, parsed.data.parent_match_id));
    });
    void enqueue(() => settleResultedMatches(ctx));
    const timer = setInterval(() => void enqueue(() => settleResultedMatches(ctx)), SWEEP_MS);
    return async () => {
      clearInterval(timer);
      unsubscribe();
      await queue;
    };
  },
};
