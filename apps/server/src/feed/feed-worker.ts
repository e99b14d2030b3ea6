import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { SimulatedOddsFeed } from './fixture-generator';
import { pruneOldMarkets } from './feed-repository';
import { syncFixtures } from './fixture-sync';
import { UofConnection } from './uof/uof-connection';

/** Markets of finished matches are kept this long (bets on them are settled long before). */
const KEEP_MARKETS_MS = 7 * 86_400_000;

/** The simulated feed of this process's settings (seed, live demo). */
export function simulatedFeedFor(ctx: AppContext): SimulatedOddsFeed {
  return new SimulatedOddsFeed({
    seed: ctx.env.feedSeed,
    liveDemo: ctx.env.liveDemo,
    demoPerSlot: ctx.env.liveDemoPerSlot,
  });
}

/**
 * Keeps the fixture batches written: the next 7 days (a new day appears as each day passes) and,
 * with LIVE_DEMO, a few matches every 10 minutes. The first sync runs before start() resolves,
 * so a fresh server answers with a full catalog as soon as it listens.
 */
export const fixtureFeedWorker: Worker = {
  name: 'fixture-feed',
  lockKey: 603_001,
  async start(ctx) {
    if (ctx.env.feed.kind === 'uof') {
      // The provider's feed fills the catalog instead of the generator (feed/uof/README.md).
      const uof = new UofConnection(ctx, ctx.env.feed.uof);
      await uof.start();
      return () => uof.stop();
    }
    const feed = simulatedFeedFor(ctx);
    await syncFixtures(ctx, feed);
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = syncFixtures(ctx, feed)
        .then(() => pruneOldMarkets(ctx.db, new Date(ctx.now().getTime() - KEEP_MARKETS_MS)))
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'fixture sync failed'));
    }, 60_000);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
