import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { startPollingLoop } from '../platform/polling-loop';
import { decideWager } from './wager-decider';
import { dueLiveBets } from './bet-store';

/** Decides every live bet whose delay is over; returns how many were decided. */
export async function decideDueLiveBets(ctx: AppContext, batch = 100): Promise<number> {
  let decided = 0;
  for (;;) {
    const ids = await dueLiveBets(ctx.db, ctx.now(), batch);
    for (const id of ids) if (await decideWager(ctx, id)) decided++;
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
    return startPollingLoop({
      name: this.name,
      everyMs: POLL_MS,
      pass: () => decideDueLiveBets(ctx),
      logger: ctx.logger,
      failure: 'live bet acceptance failed',
    });
  },
};
