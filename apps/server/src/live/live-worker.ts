import type { Worker } from '../platform/workers';
import { LiveEngine } from './live-engine';

/** Runs the live engine once a second (a tick that overruns is not overlapped). */
export const liveEngineWorker: Worker = {
  name: 'live-engine',
  lockKey: 603_002,
  async start(ctx) {
    // With the provider's feed, live prices, scores and results are the provider's.
    if (ctx.env.feed.kind === 'uof') return async () => {};
    const engine = new LiveEngine(ctx);
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = engine
        .tick()
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'live engine tick failed'))
        .finally(() => {
          running = undefined;
        });
    }, 1000);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
