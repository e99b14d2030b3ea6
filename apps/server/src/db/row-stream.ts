import type { Database, Queryable } from './database';

/**
 * A read too big to hold in memory (a year of bets, a million ledger entries), in rows of
 * `batchSize` at a time: the caller asks for the next batch when it has written the last one
 * (an async generator: nothing is read ahead), so memory stays flat whatever the row count and
 * a slow reader slows the reads down instead of filling buffers.
 *
 * The query is `select` (a SELECT with a WHERE clause, taking `params`) ordered by `key`, a
 * unique positive bigint column (an id) the SELECT also answers as `stream_key`.
 * - PostgreSQL: a server-side cursor (DECLARE ... NO SCROLL CURSOR, FETCH FORWARD n) on a
 *   connection of its own, in a REPEATABLE READ READ ONLY transaction: one snapshot, whatever
 *   is written meanwhile.
 * - PGlite: one database session for the whole server, and its transaction holds every other
 *   query back until it ends, so a cursor (which lives in a transaction) would stop the server
 *   for as long as the download lasts. It reads keyset pages instead (`key > last ORDER BY key
 *   LIMIT n`), each its own short query: the same rows in the same order, other requests run
 *   between pages; rows written during the read may appear.
 * Breaking out of the loop (a download cut off) closes the cursor and gives the connection back.
 */
export async function* streamRows<T extends { stream_key: number }>(
  db: Database,
  query: { select: string; key: string; params: readonly unknown[] },
  batchSize = 1000,
): AsyncGenerator<T[]> {
  if (db.reserve) {
    const conn = await db.reserve();
    let finished = false;
    try {
      await conn.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await conn.query(
        `DECLARE row_stream NO SCROLL CURSOR FOR ${query.select} ORDER BY ${query.key}`,
        query.params,
      );
      for (;;) {
        const { rows } = await conn.query<T>(`FETCH FORWARD ${batchSize} FROM row_stream`);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) break;
      }
      await conn.query('COMMIT');
      finished = true;
    } finally {
      let broken = false;
      if (!finished) await conn.query('ROLLBACK').catch(() => (broken = true));
      conn.release(broken);
    }
    return;
  }
  yield* keysetPages<T>(db, query, batchSize);
}

async function* keysetPages<T extends { stream_key: number }>(
  db: Queryable,
  query: { select: string; key: string; params: readonly unknown[] },
  batchSize: number,
): AsyncGenerator<T[]> {
  const n = query.params.length + 1;
  let last = 0;
  for (;;) {
    const { rows }: { rows: T[] } = await db.query<T>(
      `${query.select} AND ${query.key} > $${n} ORDER BY ${query.key} LIMIT ${batchSize}`,
      [...query.params, last],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!.stream_key;
  }
}
