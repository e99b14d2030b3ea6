import type { Database, Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { betMetrics } from './bet-metrics';

/**
 * Batched bet ingestion (issue 35). Each placement is one autocommitted statement
 * (bet-store.ts insertBet), so on PostgreSQL every bet paid its own transaction start, commit
 * and WAL flush. Here, placements that arrive while another is being written wait for it and
 * are then written together: one transaction, their statements in arrival order, one commit.
 * Each statement still judges its own bettor's balance, session and limits exactly as alone,
 * and a bettor's second bet in a batch sees the first one's debit (same transaction, in order).
 *
 * Natural batching, no timer: a bet that finds nobody writing goes at once and alone (today's
 * statement, no added wait); a burst forms batches by itself, as large as the write in flight
 * took long, up to `maxBatch`.
 *
 * One writer at a time per process: a batch holds its bettors' wallet rows and its selections'
 * exposure rows until it commits, so two batches in flight would lock them in different orders
 * and deadlock each other; queued behind one writer they never meet.
 *
 * A bet's failing statement (its key already used by a twin, the last liability room taken, a
 * product's unique rule) aborts the transaction. The batch is then written again with a
 * savepoint per bet, so the failing one is undone alone and answered with its own error after
 * the commit (its twin is committed by then, so it replays the twin's answer). If the
 * transaction itself fails (a deadlock with another process beyond the retries, a lost
 * connection), each bet is written alone in order, as without batching: nobody gets a 500 for
 * someone else's bet. Callers see exactly the result or error their statement would have had.
 */

/** One placement's write (its one statement), run against the database or a batch's transaction. */
export type PlacementWrite<T> = (db: Queryable) => Promise<T>;

/** What became of one write of a batch; `again`: undone by a deadlock, to be written alone. */
export type Settled =
  { ok: true; value: unknown } | { ok: false; error: unknown } | { ok: 'again' };

/** How a batch reaches the database (databaseRunner below; fakes in the unit test). */
export interface BatchRunner {
  /** One write on its own: the autocommitted statement of an unbatched placement. */
  alone<T>(write: PlacementWrite<T>): Promise<T>;
  /**
   * The writes in one transaction, in order, one commit. `isolate` false: the first write that
   * fails undoes the whole batch (thrown). `isolate` true: each write behind its own savepoint,
   * so a failing one is undone alone and settled with its error; throws only when the
   * transaction failed as a whole (then nothing was committed).
   */
  together(writes: readonly PlacementWrite<unknown>[], isolate: boolean): Promise<Settled[]>;
}

/** How a batch of more than one bet was written (the metric's label). */
export type BatchOutcome = 'one_commit' | 'per_bet' | 'alone';

interface Queued {
  write: PlacementWrite<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class PlacementBatcher {
  private readonly queue: Queued[] = [];
  private writing = false;

  constructor(
    private readonly runner: BatchRunner,
    private readonly maxBatch: number,
    private readonly onBatch: (size: number, outcome: BatchOutcome) => void = () => undefined,
  ) {}

  /** Writes one placement, alone or with those queued beside it; settles as its statement did. */
  write<T>(write: PlacementWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.writeBatch(this.queue.splice(0, this.maxBatch));
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Queued[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch);
    const writes = batch.map((queued) => queued.write);
    let settled: Settled[] | null = null;
    let outcome: BatchOutcome = 'one_commit';
    try {
      settled = await this.runner.together(writes, false);
    } catch {
      outcome = 'per_bet';
      settled = await this.runner.together(writes, true).catch(() => null);
    }
    if (!settled) {
      this.onBatch(batch.length, 'alone');
      return this.writeAlone(batch);
    }
    this.onBatch(batch.length, outcome);
    const again: Queued[] = [];
    batch.forEach((queued, i) => {
      const result = settled[i]!;
      if (result.ok === 'again') again.push(queued);
      else if (result.ok) queued.resolve(result.value);
      else queued.reject(result.error);
    });
    await this.writeAlone(again);
  }

  /** Each write on its own, in order (a bettor's second bet after the first). */
  private async writeAlone(batch: readonly Queued[]): Promise<void> {
    for (const queued of batch) {
      await this.runner.alone(queued.write).then(queued.resolve, queued.reject);
    }
  }
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Batches on a database: the transaction retries deadlocks of the whole batch (db/database.ts). */
export function databaseRunner(db: Database): BatchRunner {
  return {
    alone: (write) => write(db),
    together: (writes, isolate) =>
      db.transaction(async (tx) => {
        const settled: Settled[] = [];
        for (const write of writes) {
          if (!isolate) {
            settled.push({ ok: true, value: await write(tx) });
            continue;
          }
          await tx.query('SAVEPOINT placement');
          try {
            const value = await write(tx);
            await tx.query('RELEASE SAVEPOINT placement');
            settled.push({ ok: true, value });
          } catch (error) {
            await tx.query('ROLLBACK TO SAVEPOINT placement');
            const code = (error as { code?: string } | null)?.code;
            settled.push(code && RETRYABLE.has(code) ? { ok: 'again' } : { ok: false, error });
          }
        }
        return settled;
      }),
  };
}

const batchers = new WeakMap<Database, PlacementBatcher>();

/**
 * How this process writes a placement's statement: through the batcher on PostgreSQL with
 * BET_BATCHING on (off by default), straight to the database otherwise (PGlite runs one statement
 * at a time anyway, and the switch lets the bench compare both).
 */
export function placementWriter(
  ctx: Pick<AppContext, 'db' | 'env' | 'metrics'>,
): <T>(write: PlacementWrite<T>) => Promise<T> {
  const { db } = ctx;
  if (db.kind !== 'postgres' || !ctx.env.betBatching) return (write) => write(db);
  let batcher = batchers.get(db);
  if (!batcher) {
    const metrics = betMetrics(ctx);
    batcher = new PlacementBatcher(databaseRunner(db), ctx.env.betBatchMax, (size, outcome) => {
      metrics.batches.inc({ outcome });
      metrics.batchedBets.inc({ outcome }, size);
    });
    batchers.set(db, batcher);
  }
  const found = batcher;
  return (write) => found.write(write);
}
