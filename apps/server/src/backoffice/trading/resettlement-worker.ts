import { startPollingLoop } from '../../platform/polling-loop';
import type { Worker } from '../../platform/workers';
import { resumeResettlements } from './resettlement-run';

/** The pause between sweeps; the first runs as the worker starts. */
const SWEEP_MS = 60_000;

/**
 * Finishes a trader's result correction whose resettlement the process did not (it died between
 * two wagers): at start and every SWEEP_MS, every correction still without `resettled_at` is run
 * on from its wagers' rows (resettlement-run.ts), each wager moved on once.
 */
export const tradingResettlementWorker: Worker = {
  name: 'trading-resettlement',
  lockKey: 705_133,
  async start(ctx) {
    return startPollingLoop({
      name: this.name,
      everyMs: SWEEP_MS,
      pass: async () => {
        const resumed = await resumeResettlements(ctx);
        if (resumed > 0) ctx.logger.warn({ resumed }, 'resumed interrupted resettlements');
      },
      logger: ctx.logger,
      failure: 'resuming resettlements failed',
    });
  },
};
