import { POOL_KINDS } from '@shangwe/domain';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { closedUnsettledEvents } from './jackpot-repository';
import { ensureOpenEvents } from './event-scheduler';
import { settleJackpotEvent } from './event-settlement';

// POOL_KINDS: events that settle as a whole (fixed-odds ones settle per wager).
/** How often the worker opens missing events and settles finished ones. */
const TICK_MS = 60_000;

/**
 * One pass: settle every closed event whose matches are all resulted, then open missing ones
 * (every product in every country). `stopping` ends it between two events, so a shutdown never
 * waits for a whole pass: each event is opened or settled in steps a next pass resumes.
 */
export async function runJackpotPass(
  ctx: AppContext,
  stopping: () => boolean = () => false,
): Promise<void> {
  const now = ctx.now();
  for (const id of await closedUnsettledEvents(ctx.db, now, POOL_KINDS)) {
    if (stopping()) return;
    await settleJackpotEvent(ctx, id);
  }
  await ensureOpenEvents(ctx, now, stopping);
}

/**
 * The jackpot events worker: keeps an open event of every product (weekly grand and 20M,
 * midweek, daily bingwa, split pot, Sababisha and boosted, the free jackpot) made from the
 * catalog's upcoming matches, and settles pool events once their matches are resulted.
 */
export const jackpotEventsWorker: Worker = {
  name: 'jackpot-events',
  lockKey: 705015,
  async start(ctx) {
    let running: Promise<void> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      running = running
        .then(() => runJackpotPass(ctx, () => stopped))
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'jackpot events pass failed'));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    };
  },
};
