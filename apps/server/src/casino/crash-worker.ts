import type { Worker } from '../platform/workers';
import { crashConfigFrom } from './crash-config';
import { CrashEngine } from './crash-engine';

/**
 * Runs the crash engine (under its advisory lock: one instance plays the rounds). It ticks every
 * CRASH_TICK_MS; a tick that overruns is not overlapped (the next one catches up by the clock),
 * but the multiplier is still pushed on time (`pulse`, no database).
 */
export const crashRoundsWorker: Worker = {
  name: 'casino-crash',
  lockKey: 705_418,
  async start(ctx) {
    const config = crashConfigFrom();
    const engine = new CrashEngine(ctx, config);
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      // A tick still busy with the database: the multiplier goes out anyway, from the clock.
      if (running) {
        engine
          .pulse()
          .catch((error: unknown) => ctx.logger.error({ err: error }, 'crash pulse failed'));
        return;
      }
      running = engine
        .tick()
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'crash round tick failed'))
        .finally(() => {
          running = undefined;
        });
    }, config.tickMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
