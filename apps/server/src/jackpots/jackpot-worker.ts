import { POOL_KINDS } from '@shangwe/domain';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { closedUnsettledEvents } from './jackpot-repository';
import { ensureOpenEvents } from './event-scheduler';
import { settleJackpotEvent } from './event-settlement';

// POOL_KINDS: events that settle as a whole (fixed-odds ones settle per wager).
/** How often the worker opens missing events and settles finished ones. */
const TICK_MS = 60_000;

/** One pass: settle every closed event whose matches are all resulted, then open missing ones. */
export async function runJackpotPass(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (const id of await closedUnsettledEvents(ctx.db, now, POOL_KINDS)) {
    await settleJackpotEvent(ctx, id);
  }
  await ensureOpenEvents(ctx, now);
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
    const tick = () => {
      running = running
        .then(() => runJackpotPass(ctx))
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'jackpot events pass failed'));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
