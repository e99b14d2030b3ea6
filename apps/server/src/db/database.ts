import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction: committed when it resolves, rolled back when it throws.
   * On PostgreSQL, serialization failures and deadlocks are retried a few times.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (test templates, backups). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: a connection of the pool for the caller alone (a cursor lives in one
   * session), sent as plain statements; release() gives it back. See db/row-stream.ts.
   */
  reserve?(): Promise<ReservedConnection>;
}

export interface ReservedConnection extends Queryable {
  release(broken?: boolean): void;
}

// int8 (bigint) holds money in minor units; every amount we store is far below 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => Number(value);

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Database> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    // WebAssembly memory only grows: PGlite's default 128 MB of shared buffers would stay
    // resident for good. Hot reads come from the in-process catalog cache, not the buffers.
    postgresqlconf: ['shared_buffers = 16MB'],
  });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  const root = wrap(db);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none') as Promise<Blob>,
  };
}

pg.types.setTypeParser(INT8_OID, toNumber);
pg.types.setTypeParser(NUMERIC_OID, toNumber);

const RETRYABLE = new Set(['40001', '40P01']);

/** Whether a failed attempt is tried again (a serialization failure or deadlock, five tries). */
async function retryable(error: unknown, attempt: number): Promise<boolean> {
  const code = (error as { code?: string } | null)?.code;
  if (!code || !RETRYABLE.has(code) || attempt >= 5) return false;
  // Apart at random, so the statements that collided do not meet again in step.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  return true;
}

const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export function openPostgres(options: {
  connectionString: string;
  schema?: string;
  max?: number;
}): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      // A query with parameters is one statement: name it so each connection parses and plans it
      // once (prepared statement) instead of on every call. Hot paths run the same few texts.
      const result = params
        ? await client.query({ name: statementName(sql), text: sql, values: [...params] })
        : await client.query(sql);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  });
  const poolQuery = wrap(pool).query;
  return {
    kind: 'postgres',
    // An autocommitted statement that lost a deadlock was undone whole: running it again is the
    // same as the transaction's retry below (a placement is one such statement).
    async query<T>(sql: string, params?: readonly unknown[]) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await poolQuery<T>(sql, params);
        } catch (error) {
          if (!(await retryable(error, attempt))) throw error;
        }
      }
    },
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (await retryable(error, attempt)) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    async reserve() {
      const client = await pool.connect();
      return {
        async query<T>(sql: string, params?: readonly unknown[]) {
          const result = await client.query(sql, params ? [...params] : undefined);
          return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
        },
        // broken: the connection is closed instead of going back to the pool.
        release: (broken?: boolean) => client.release(broken === true),
      };
    },
    close: () => pool.end(),
  };
}

/**
 * Session-level advisory lock for singleton workers: resolves to a release function when this
 * process got the lock, or null when another instance holds it. PGlite is single-process, so it
 * always gets it.
 */
export async function tryAdvisoryLock(
  db: Database,
  databaseUrl: string | undefined,
  key: number,
): Promise<(() => Promise<void>) | null> {
  if (db.kind === 'pglite' || !databaseUrl) return async () => undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1) AS locked',
    [key],
  );
  if (!rows[0]?.locked) {
    await client.end();
    return null;
  }
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
