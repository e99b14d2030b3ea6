import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import { migrate, type Migration } from './migrate';

const url = process.env.DATABASE_URL;
const schema = `mig_${randomBytes(5).toString('hex')}`;

/** A client of its own on the test schema (its sessions are what the test orders). */
async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await c.connect();
  return c;
}

/**
 * Two processes starting at once on a fresh database (API_PROCESSES=2) both migrate it. A third
 * session creating the bookkeeping table and then rolling back holds both at the same point
 * (each waits on a lock: the table's catalog row, or the migrations' lock), so the race happens
 * every run, whatever the machine's speed. PGlite has one connection: nothing to race.
 */
describe.skipIf(!url)('migrate, run by two processes at once on a fresh database', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('applies each migration once and neither process fails', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    cleanup.push(async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    });
    // Named, so the wait below counts these two and no other test's migrations.
    const named = `${url}${url!.includes('?') ? '&' : '?'}application_name=${schema}`;
    const first = openPostgres({ connectionString: named, schema, max: 2 });
    const second = openPostgres({ connectionString: named, schema, max: 2 });
    cleanup.push(
      () => first.close(),
      () => second.close(),
    );
    const migrations: Migration[] = [
      { version: '0001', name: '0001_a.sql', sql: 'CREATE TABLE a (id int PRIMARY KEY);' },
      { version: '0002', name: '0002_b.sql', sql: 'CREATE TABLE b (id int PRIMARY KEY);' },
    ];

    const blocker = await client();
    cleanup.push(() => blocker.end());
    await blocker.query('BEGIN');
    await blocker.query(
      `CREATE TABLE schema_migrations (version text PRIMARY KEY, name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const both = Promise.allSettled([migrate(first, migrations), migrate(second, migrations)]);
    // Both processes wait on a lock before the blocker lets go.
    await expect
      .poll(
        async () =>
          (
            await admin.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE wait_event_type = 'Lock' AND application_name = $1`,
              [schema],
            )
          ).rows[0]!.n,
        { timeout: 60_000, interval: 50 },
      )
      .toBe(2);
    await blocker.query('ROLLBACK');

    const results = await both;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    expect(applied.sort()).toEqual(['0001_a.sql', '0002_b.sql']);
    const { rows } = await first.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(['0001', '0002']);
  });
});
