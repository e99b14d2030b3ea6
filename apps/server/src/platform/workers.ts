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

/** A stop slower than this is logged: what a shutdown waits for. */
const SLOW_STOP_MS = 1_000;

/** Stops every started worker; `pending` names those whose stop has not finished yet. */
export type StopWorkers = (() => Promise<void>) & { pending(): string[] };

/** Starts every worker whose singleton lock this instance gets; returns one stop-all function. */
export async function startWorkers(
  ctx: AppContext,
  workers: readonly Worker[],
): Promise<StopWorkers> {
  const stops: Array<() => Promise<void>> = [];
  const pending = new Set<string>();
  for (const worker of workers) {
    const release = await tryAdvisoryLock(ctx.db, ctx.env.databaseUrl, worker.lockKey);
    if (!release) {
      ctx.logger.info({ worker: worker.name }, 'worker held by another instance, not started');
      continue;
    }
    const stop = await worker.start(ctx);
    ctx.logger.info({ worker: worker.name }, 'worker started');
    stops.push(async () => {
      const stopping = Date.now();
      pending.add(worker.name);
      await stop();
      await release();
      pending.delete(worker.name);
      const ms = Date.now() - stopping;
      if (ms >= SLOW_STOP_MS)
        ctx.logger.warn({ worker: worker.name, ms }, 'worker was slow to stop');
    });
  }
  // All at once: stopped one after another, each running worker went on starting passes while
  // those before it finished theirs, and a shutdown on a busy machine outlasted its 30 s.
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  return Object.assign(stopAll, { pending: () => [...pending] });
}
