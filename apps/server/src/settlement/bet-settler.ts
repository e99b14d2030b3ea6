import { busChannels, matchResultedMessageSchema } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { openBetIdsForMatch } from '../wagers/bet-store';
import { settleWager } from '../wagers/wager-settler';
import { resultedMatchesWithOpenLegs } from '../wagers/bet-lookups';

/** Settles every bet with an open leg on this match; returns how many bets were settled now. */
export async function settleMatch(ctx: AppContext, parentMatchId: number): Promise<number> {
  let settled = 0;
  for (const betId of await openBetIdsForMatch(ctx.db, parentMatchId)) {
    if ((await settleWager(ctx, betId)) !== null) settled++;
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
