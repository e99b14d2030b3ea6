import type { Worker } from '../platform/workers';
import { VirtualEngine } from './virtual-engine';

/**
 * Runs the virtual league engine (under its advisory lock: one instance plays the league). It
 * ticks twice a second (under a match minute of the 60 s play), and a tick that
 * overruns is not overlapped.
 */
export const virtualLeagueWorker: Worker = {
  name: 'virtual-league',
  lockKey: 705_201,
  async start(ctx) {
    const engine = new VirtualEngine(ctx);
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = engine
        .tick()
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'virtual league tick failed'))
        .finally(() => {
          running = undefined;
        });
    }, 500);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
