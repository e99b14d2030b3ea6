import { tryAdvisoryLock } from '../db/database';
import type { AppContext } from './context';

/** A background job of the worker role (odds feed, live engine, settlement, ...). */
export interface Worker {
  name: string;
  /** A stable number: only the instance holding this advisory lock runs the worker. */
  lockKey: number;
  /** Starts the job; resolves to a function that stops it and waits for in-flight work. */
  start(ctx: AppContext): Promise<() => Promise<void>>;
}

/** Starts every worker whose singleton lock this instance gets; returns one stop-all function. */
export async function startWorkers(ctx: AppContext, workers: readonly Worker[]) {
  const stops: Array<() => Promise<void>> = [];
  for (const worker of workers) {
    const release = await tryAdvisoryLock(ctx.db, ctx.env.databaseUrl, worker.lockKey);
    if (!release) {
      ctx.logger.info({ worker: worker.name }, 'worker held by another instance, not started');
      continue;
    }
    const stop = await worker.start(ctx);
    ctx.logger.info({ worker: worker.name }, 'worker started');
    stops.push(async () => {
      await stop();
      await release();
    });
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
