import type { Database, QueryResult, Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { betMetrics } from './bet-metrics';
import { isCashPlacement } from './bet-store';

/**
 * Batched bet ingestion (issue 35). Each placement is one statement (bet-store.ts insertBet)
 * that judges the bet against its bettor's balance, session, limits and the catalog and writes
 * it; alone, every bet pays its own round trip, parse, commit and WAL flush. Here, placements
 * that arrive while the writers are busy queue, and each batch of them is written by ONE
 * database call: the function `wager_placements` (migration 0151) runs every bet's own
 * placement statement in turn, each in its own block, and answers one result per bet. The rules
 * are the statement's, not written twice; a bettor's second bet in a batch sees the first one's
 * debit (same transaction, in order); one bet's failure (its key used by a twin, the last
 * liability room taken, a product's unique rule) undoes that bet alone and is answered with its
 * own error, rebuilt with the fields the driver's error has (code, constraint, ...).
 *
 * Natural batching, no timer: a bet that finds a writer free goes at once and alone (the usual
 * statement, no added wait); a burst forms batches by itself, as large as the writes in flight
 * took long, up to `maxBatch`.
 *
 * How a write is batched without changing it: the write (a placement's `(db) => insertBet(db,
 * ...)`) is run against a stand-in whose first query is not sent but captured, text and
 * parameters; once every write of the batch has sent its statement, the batch goes as one call
 * and each captured query is answered with its bet's rows or error. A bet undone by a deadlock
 * (or the whole call failing: a lost connection) has its statement sent again alone, in order,
 * as without batching. Callers see exactly the rows or error their statement would have had
 * (rows come back as JSON: numbers, booleans and text, which is what placements return).
 *
 * Locks: a batch locks its bettors' cash rows first, in account order, then the exposure rows
 * of its wagers' selections, in key order (migration 0160), so two batches (two writers, two
 * processes) sharing bettors or selections queue instead of deadlocking. Both ways of writing
 * a batch take them inside the block that writes it (migration 0162): a row locked by the call
 * and updated by its block would get a MultiXact, which every later reader of the row pays for.
 *
 * A batch of sportsbook cash placements only (bet-store.ts isCashPlacement) is flagged so the
 * database first writes it set-based, one statement for the batch (migration 0161); it goes the
 * per-bet way whenever that cannot answer every bet as alone.
 */

/** One placement's write (its one statement), run against the database or a batch's stand-in. */
export type PlacementWrite<T> = (db: Queryable) => Promise<T>;

/** What became of one write of a batch. */
export type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How a batch of more than one bet was written (the metric's label). */
export type BatchOutcome = 'one_call' | 'alone';

/** A selection whose exposure row (trading_exposure) a placement's statement may update. */
export interface ExposureKey {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
}

/** A placement waiting for its batch: its write, the bettor whose cash it debits, its legs. */
export interface BatchEntry {
  write: PlacementWrite<unknown>;
  /** The bettor whose cash row the statement may debit (locked first, in order); null: none. */
  walletProfile: number | null;
  /** The selections whose exposure rows it may update (locked next, in order); none if absent. */
  exposure?: readonly ExposureKey[];
}

/** How a batch reaches the database (databaseRunner below; fakes in the unit test). */
export interface BatchRunner {
  /** One write on its own: the autocommitted statement of an unbatched placement. */
  alone<T>(write: PlacementWrite<T>): Promise<T>;
  /** The writes as one batch; settles each as its statement did. Never throws. */
  together(entries: readonly BatchEntry[]): Promise<{ settled: Settled[]; outcome: BatchOutcome }>;
}

interface Queued extends BatchEntry {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class PlacementBatcher {
  private readonly queue: Queued[] = [];
  private inFlight = 0;

  constructor(
    private readonly runner: BatchRunner,
    private readonly maxBatch: number,
    private readonly onBatch: (size: number, outcome: BatchOutcome) => void = () => undefined,
    /** How many batches (or lone bets) may be written at once. */
    private readonly writers = 1,
  ) {}

  /** Writes one placement, alone or with those queued beside it; settles as its statement did. */
  write<T>(
    write: PlacementWrite<T>,
    walletProfile: number | null = null,
    exposure: readonly ExposureKey[] = [],
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        write,
        walletProfile,
        exposure,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (this.inFlight < this.writers) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight++;
    try {
      while (this.queue.length > 0) await this.writeBatch(this.queue.splice(0, this.maxBatch));
    } finally {
      this.inFlight--;
    }
  }

  private async writeBatch(batch: Queued[]): Promise<void> {
    if (batch.length === 1) {
      const queued = batch[0]!;
      return this.runner.alone(queued.write).then(queued.resolve, queued.reject);
    }
    const { settled, outcome } = await this.runner.together(batch);
    this.onBatch(batch.length, outcome);
    batch.forEach((queued, i) => {
      const result = settled[i]!;
      if (result.ok) queued.resolve(result.value);
      else queued.reject(result.error);
    });
  }
}

/** A statement a write sent to the batch's stand-in, waiting for its answer. */
interface Captured {
  text: string;
  params: readonly unknown[];
  answer(result: Promise<QueryResult<unknown>>): void;
}

/**
 * Runs `write` against a stand-in that captures its first query. `sent` resolves with that
 * query once sent, or null when the write settled without one; `result` settles as the write.
 * A later query of the same write (none today) goes to the database itself, after the batch.
 */
export function captureStatement(
  write: PlacementWrite<unknown>,
  db: Queryable,
): { sent: Promise<Captured | null>; result: Promise<Settled> } {
  let captured: ((statement: Captured) => void) | undefined;
  const sentStatement = new Promise<Captured>((resolve) => (captured = resolve));
  let first = true;
  const standIn: Queryable = {
    query<T>(text: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      if (!first) return db.query<T>(text, params);
      first = false;
      return new Promise<QueryResult<T>>((resolve, reject) =>
        captured!({
          text,
          params,
          answer: (result) => (result as Promise<QueryResult<T>>).then(resolve, reject),
        }),
      );
    },
  };
  const result = write(standIn).then(
    (value): Settled => ({ ok: true, value }),
    (error: unknown): Settled => ({ ok: false, error }),
  );
  return { sent: Promise.race([sentStatement, result.then(() => null)]), result };
}

/**
 * A parameter as the text the driver would send for it (node-postgres' rules for the values
 * placements bind): the statement's function casts it to the parameter's type.
 */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = parameterText(item);
      if (text === null) return 'NULL';
      return Array.isArray(item) ? text : `"${text.replace(/["\\]/g, '\\$&')}"`;
    });
    return `{${items.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One bet's answer from `wager_placements`. */
type CallAnswer =
  | { rows: Array<Record<string, unknown>> }
  | { error: { code: string; message: string } & Record<string, string> };

/** A bet's error as the driver reports it: the same fields, so callers judge it alike. */
export function databaseError(fields: { message: string } & Record<string, string>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), { severity: 'ERROR' }, rest);
}

const RETRYABLE = new Set(['40001', '40P01']);

const CALL =
  'SELECT wager_placements($1::text[], $2::int[], $3::text[], $4::int[], $5::bigint[], ' +
  '$6::bigint[], $7::int[], $8::text[], $9::text[], $10::boolean) AS answers';

/** The statements as one `wager_placements` call's parameters. */
export function batchCall(
  statements: readonly Captured[],
  entries: readonly Pick<BatchEntry, 'walletProfile' | 'exposure'>[],
): unknown[] {
  const texts: string[] = [];
  const shapes: number[] = [];
  const params: (string | null)[] = [];
  const starts: number[] = [];
  for (const statement of statements) {
    let shape = texts.indexOf(statement.text);
    if (shape < 0) shape = texts.push(statement.text) - 1;
    shapes.push(shape + 1);
    starts.push(params.length);
    for (const value of statement.params) params.push(parameterText(value));
  }
  const profiles = [
    ...new Set(entries.map((e) => e.walletProfile).filter((p): p is number => p !== null)),
  ];
  // Every leg's selection (the database locks each row once, in key order).
  const keys = entries.flatMap((e) => e.exposure ?? []);
  return [
    texts,
    shapes,
    params,
    starts,
    profiles,
    keys.map((k) => k.parent_match_id),
    keys.map((k) => k.sub_type_id),
    keys.map((k) => k.special_bet_value),
    keys.map((k) => k.bet_pick),
    // Every bet a sportsbook cash placement: one set-based statement may write them (0161).
    statements.length > 0 && statements.every((s) => isCashPlacement(s.text, s.params)),
  ];
}

/** Batches on a database: one `wager_placements` call, autocommitted (one commit). */
export function databaseRunner(db: Queryable): BatchRunner {
  const aloneStatement = (statement: Captured) => {
    const result = db.query(statement.text, statement.params);
    statement.answer(result);
    return result.then(
      () => undefined,
      () => undefined,
    );
  };
  return {
    alone: (write) => write(db),
    async together(entries) {
      const runs = entries.map((entry) => captureStatement(entry.write, db));
      const sent = await Promise.all(runs.map((run) => run.sent));
      const statements: Captured[] = [];
      const sending: BatchEntry[] = [];
      sent.forEach((statement, i) => {
        if (statement === null) return;
        statements.push(statement);
        sending.push(entries[i]!);
      });
      let outcome: BatchOutcome = 'one_call';
      let answers: CallAnswer[] | null = null;
      if (statements.length > 0) {
        try {
          const { rows } = await db.query<{ answers: CallAnswer[] }>(
            CALL,
            batchCall(statements, sending),
          );
          answers = rows[0]!.answers;
        } catch {
          // Nothing was committed (one statement): each bet is written alone, in order.
          outcome = 'alone';
        }
      }
      const again: Captured[] = [];
      statements.forEach((statement, i) => {
        const answer = answers?.[i];
        if (!answer) again.push(statement);
        else if ('rows' in answer) {
          statement.answer(Promise.resolve({ rows: answer.rows, rowCount: answer.rows.length }));
        } else if (RETRYABLE.has(answer.error.code)) again.push(statement);
        else statement.answer(Promise.reject(databaseError(answer.error)));
      });
      // Undone by a deadlock (or the call failed): sent again alone, one after another.
      for (const statement of again) await aloneStatement(statement);
      return { settled: await Promise.all(runs.map((run) => run.result)), outcome };
    },
  };
}

const batchers = new WeakMap<Database, PlacementBatcher>();

/**
 * How this process writes a placement's statement: through the batcher on PostgreSQL with
 * BET_BATCHING on, straight to the database otherwise (PGlite runs one statement at a time
 * anyway, and the switch lets the bench compare both). `walletProfile`: the bettor whose cash
 * the statement debits; `exposure`: the selections whose exposure it may update.
 */
export function placementWriter(
  ctx: Pick<AppContext, 'db' | 'env' | 'metrics'>,
): <T>(
  write: PlacementWrite<T>,
  walletProfile: number | null,
  exposure?: readonly ExposureKey[],
) => Promise<T> {
  const { db } = ctx;
  if (db.kind !== 'postgres' || !ctx.env.betBatching) return (write) => write(db);
  let batcher = batchers.get(db);
  if (!batcher) {
    const metrics = betMetrics(ctx);
    batcher = new PlacementBatcher(
      databaseRunner(db),
      ctx.env.betBatchMax,
      (size, outcome) => {
        metrics.batches.inc({ outcome });
        metrics.batchedBets.inc({ outcome }, size);
      },
      ctx.env.betBatchWriters,
    );
    batchers.set(db, batcher);
  }
  const found = batcher;
  return (write, walletProfile, exposure) => found.write(write, walletProfile, exposure);
}
