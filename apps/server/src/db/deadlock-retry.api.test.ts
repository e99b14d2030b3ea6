import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/build-test-app';

/**
 * Two autocommitted statements that lock two rows in opposite orders: PostgreSQL aborts one as a
 * deadlock, and the database layer runs it again, so both callers get their answer. A barrier
 * (a sequence: its value is seen across transactions at once) makes the two statements meet
 * every time, whatever the machine's speed. PGlite has one connection and never deadlocks.
 */
describe.skipIf(!process.env.DATABASE_URL)('a deadlocked statement', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('is run again and both statements take effect once', async () => {
    const fresh = await freshDatabase();
    drop = async () => {
      await fresh.db.close();
      await fresh.drop();
    };
    const { db } = fresh;
    await db.query(`CREATE TABLE pair (id int PRIMARY KEY, v int NOT NULL)`);
    await db.query(`INSERT INTO pair VALUES (1, 0), (2, 0)`);
    await db.query(`CREATE SEQUENCE arrived`);
    await db.query(`CREATE FUNCTION cross_update(a int, b int) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE pair SET v = v + 1 WHERE id = a;
        PERFORM nextval('arrived');
        -- Wait (at most 30 s) until the other statement holds its first row too.
        FOR i IN 1..3000 LOOP
          EXIT WHEN (SELECT last_value FROM arrived) >= 2;
          PERFORM pg_sleep(0.01);
        END LOOP;
        UPDATE pair SET v = v + 1 WHERE id = b;
        RETURN a;
      END $$`);

    const answers = await Promise.all([
      db.query<{ r: number }>(`SELECT cross_update($1, $2) AS r`, [1, 2]),
      db.query<{ r: number }>(`SELECT cross_update($1, $2) AS r`, [2, 1]),
    ]);
    expect(answers.map((a) => a.rows[0]!.r)).toEqual([1, 2]);
    const { rows } = await db.query<{ id: number; v: number }>(
      `SELECT id, v FROM pair ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, v: 2 },
      { id: 2, v: 2 },
    ]);
    // Three runs: the two statements and the victim's second attempt.
    const runs = await db.query<{ n: number }>(`SELECT last_value AS n FROM arrived`);
    expect(Number(runs.rows[0]!.n)).toBe(3);
  });
});
