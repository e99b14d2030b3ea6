import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from '../betting/test-fixtures';
import { buildTestApp, freshDatabase, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import type { Queryable } from '../db/database';
import { loadMigrations, splitStatements } from '../db/migrate';
import { migrationsDir } from '../platform/paths';
import { databaseRunner, PlacementBatcher, type BatchOutcome } from './placement-batcher';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const STAKE_CENTS = 10_000;
const BETTORS = 40;
/** Distinct bets per bettor (each under its own key), plus one twin of the first. */
const BETS_EACH = 4;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sum of a counter's samples on GET /metrics (0 when it was never counted). */
async function counted(app: TestApp, name: string): Promise<number> {
  const text = (await app.app.inject({ method: 'GET', url: '/metrics' })).body;
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe('placements arriving together (batched on PostgreSQL, one by one on PGlite)', () => {
  it('judges each bet on its own balance, books every debit and answers every twin once', async () => {
    t = await buildTestApp({ betBatching: true });
    const app = t;
    app.ctx.now = () => NOW;
    await seedFixtureMatches(app.ctx, [
      { id: 101, start: LATER, odds: { home: 2.1, draw: 3.3, away: 3.6 } },
      { id: 102, start: LATER, odds: { home: 1.5, draw: 4, away: 6 } },
      { id: 103, start: LATER, odds: { home: 1.8, draw: 3.5, away: 4.2 } },
    ]);
    await loadCatalogIntoMemory(app.ctx);
    const betslip = [pick(101, '1', 2.1), pick(102, '1', 1.5), pick(103, '2', 4.2)];
    // Bettor i can afford i % 6 bets: none, some, or all four (and more).
    const bettors = [];
    for (let i = 0; i < BETTORS; i++) {
      const affords = i % 6;
      const profile = await createTestProfile(app.ctx, {
        mobile: `2547${String(90_000_000 + i)}`,
        cashCents: affords * STAKE_CENTS,
      });
      bettors.push({ ...profile, affords, keys: [0, 1, 2, 3].map(() => randomUUID()) });
    }

    const place = (token: string, key: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        payload: { token, stake: STAKE_CENTS / 100, src: 'MOBILE_WEB', betslip },
        headers: { 'idempotency-key': key },
      });
    // Every placement at once: 4 distinct bets and a twin of the first, per bettor, interleaved.
    const requests = bettors.flatMap((b) => [...b.keys, b.keys[0]!].map((key) => ({ b, key })));
    const order = requests.map((_, i) => (i * 37) % requests.length);
    expect(new Set(order).size).toBe(requests.length);
    const answers = await Promise.all(
      order.map(async (i) => {
        const { b, key } = requests[i]!;
        const res = await place(b.token, key);
        return { b, key, status: res.statusCode, body: res.json() };
      }),
    );

    for (const answer of answers) {
      if (answer.status === 201) continue;
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
      });
    }
    for (const b of bettors) {
      const own = answers.filter((a) => a.b === b);
      const placed = new Set(own.filter((a) => a.status === 201).map((a) => a.body.bet_id));
      // Exactly the bets the balance covers, whoever came first.
      expect(placed.size).toBe(Math.min(BETS_EACH, b.affords));
      // A key answers once: the twin replays the bet of its key, or both were refused.
      const twins = own.filter((a) => a.key === b.keys[0]);
      expect(twins.map((a) => a.status)[0]).toBe(twins[1]!.status);
      if (twins[0]!.status === 201) expect(twins[0]!.body.bet_id).toBe(twins[1]!.body.bet_id);
      // The money exactly: what it could not stake is still there.
      const left = (b.affords - placed.size) * STAKE_CENTS;
      expect((await getBalances(app.ctx.db, b.profileId)).cashCents).toBe(left);
      const { rows } = await app.ctx.db.query<{ id: number }>(
        'SELECT id FROM bets WHERE profile_id = $1 ORDER BY id',
        [b.profileId],
      );
      expect(rows.map((r) => r.id).sort()).toEqual([...placed].sort());
    }
    // No bet without its stake debit, and the ledger balanced.
    const { rows: undebited } = await app.ctx.db.query<{ id: number }>(
      `SELECT b.id FROM bets b WHERE NOT EXISTS (
         SELECT 1 FROM ledger_transactions t
          WHERE t.kind = 'stake' AND t.reference = b.id::text AND t.profile_id = b.profile_id)`,
    );
    expect(undebited).toEqual([]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);

    // Counted, not timed: on PostgreSQL the burst was written in batches of more than one bet.
    const batched = await counted(app, 'bet_writes_batched_total');
    if (app.ctx.db.kind === 'postgres') expect(batched).toBeGreaterThan(0);
    else expect(batched).toBe(0);
  });

  it('writes each bet alone with BET_BATCHING=off', async () => {
    t = await buildTestApp({ betBatching: false });
    const app = t;
    app.ctx.now = () => NOW;
    await seedFixtureMatches(app.ctx, [{ id: 101, start: LATER }]);
    await loadCatalogIntoMemory(app.ctx);
    const user = await createTestProfile(app.ctx, { cashCents: 5 * STAKE_CENTS });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/v2/bet',
          payload: { token: user.token, stake: 100, betslip: [pick(101, '1', 2.1)] },
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
    expect(await counted(app, 'bet_writes_batched_total')).toBe(0);
  });
});

/**
 * A fresh database with the batch function: PGlite's copy is migrated, a PostgreSQL test schema
 * is bare (it gets the function and the one table it reads beside the statements).
 */
async function batchDatabase() {
  const fresh = await freshDatabase();
  if (fresh.db.kind === 'postgres') {
    // The function as the migrations defining it left it: 0160's, and 0161's call around it.
    const migrations = (await loadMigrations(migrationsDir())).filter(
      (m) => m.version >= '0160' && m.sql.includes('FUNCTION wager_placements('),
    );
    await fresh.db.query('CREATE TABLE wallet_accounts (id bigint, profile_id bigint, kind text)');
    await fresh.db.query(
      'CREATE TABLE trading_exposure (parent_match_id bigint, sub_type_id int, special_bet_value text, odd_key text)',
    );
    for (const migration of migrations) {
      for (const statement of splitStatements(migration.sql)) await fresh.db.query(statement);
    }
  }
  return fresh;
}

describe('a batch on the database (one wager_placements call, both databases)', () => {
  it('answers each statement alone: a failing one undone, the others committed in order', async () => {
    const { db, drop } = await batchDatabase();
    try {
      await db.query('CREATE TABLE batch_probe (key text PRIMARY KEY, n int NOT NULL)');
      const outcomes: BatchOutcome[] = [];
      const sent: string[] = [];
      const counting: Queryable = {
        query: (text, params) => {
          sent.push(text.includes('wager_placements') ? 'batch' : text.split(' ')[0]!);
          return db.query(text, params);
        },
      };
      const batcher = new PlacementBatcher(databaseRunner(counting), 8, (_size, outcome) =>
        outcomes.push(outcome),
      );
      const insert = (key: string, n: number) =>
        batcher.write(async (q) => {
          const { rows } = await q.query<{ n: number }>(
            'INSERT INTO batch_probe (key, n) VALUES ($1, $2) RETURNING n',
            [key, n],
          );
          return rows[0]!.n;
        }, null);
      const bump = (key: string) =>
        batcher.write(async (q) => {
          const { rows } = await q.query<{ n: number }>(
            'UPDATE batch_probe SET n = n + 10 WHERE key = $1 RETURNING n',
            [key],
          );
          return rows.map((r) => r.n);
        }, null);
      const settle = <T>(p: Promise<T>) =>
        p.then(
          (value) => ({ value }),
          (error: { code?: string; constraint?: string }) => ({
            code: error.code,
            constraint: error.constraint,
          }),
        );
      // The first is sent alone at once; the rest queue behind it (it cannot have answered
      // yet) and are written by one call: the same key twice, as two twins of a placement,
      // and a statement that sees an earlier one of its batch.
      const answers = [
        settle(insert('a', 1)),
        settle(insert('b', 2)),
        settle(insert('b', 3)),
        settle(bump('b')),
        settle(bump('z')),
        settle(insert('c', 4)),
      ];
      expect(await Promise.all(answers)).toEqual([
        { value: 1 },
        { value: 2 },
        { code: '23505', constraint: 'batch_probe_pkey' },
        { value: [12] },
        { value: [] },
        { value: 4 },
      ]);
      expect(outcomes).toEqual(['one_call']);
      expect(sent).toEqual(['INSERT', 'batch']);
      const { rows } = await db.query<{ key: string; n: number }>(
        'SELECT key, n FROM batch_probe ORDER BY key',
      );
      expect(rows).toEqual([
        { key: 'a', n: 1 },
        { key: 'b', n: 12 },
        { key: 'c', n: 4 },
      ]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('writes a batch that fails nowhere in order, its statement texts interleaved', async () => {
    const { db, drop } = await batchDatabase();
    try {
      await db.query('CREATE TABLE batch_probe (key text PRIMARY KEY, n int NOT NULL)');
      const batcher = new PlacementBatcher(databaseRunner(db), 8);
      const insert = (key: string, n: number) =>
        batcher.write(
          async (q) =>
            (
              await q.query<{ n: number }>(
                'INSERT INTO batch_probe (key, n) VALUES ($1, $2) RETURNING n',
                [key, n],
              )
            ).rows.map((r) => r.n),
          null,
        );
      const bump = (key: string) =>
        batcher.write(
          async (q) =>
            (
              await q.query<{ n: number }>(
                'UPDATE batch_probe SET n = n + 10 WHERE key = $1 RETURNING n',
                [key],
              )
            ).rows.map((r) => r.n),
          null,
        );
      // The first alone; then one call whose runs of one text alternate, each bet seeing the
      // ones before it (migration 0160: one block for the batch, no bet failing).
      expect(
        await Promise.all([
          insert('a', 1),
          insert('b', 2),
          bump('b'),
          bump('b'),
          insert('c', 3),
          bump('a'),
          bump('z'),
        ]),
      ).toEqual([[1], [2], [12], [22], [3], [11], []]);
      const { rows } = await db.query<{ key: string; n: number }>(
        'SELECT key, n FROM batch_probe ORDER BY key',
      );
      expect(rows).toEqual([
        { key: 'a', n: 11 },
        { key: 'b', n: 22 },
        { key: 'c', n: 3 },
      ]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('reads each parameter as the driver sends it, typed by the statement', async () => {
    const { db, drop } = await batchDatabase();
    try {
      const batcher = new PlacementBatcher(databaseRunner(db), 8);
      const text = `SELECT $1 + 1 AS i, $2::text || '!' AS t, NOT $3::boolean AS b,
                           array_length($4::text[], 1) AS n, ($4::text[])[2] AS second,
                           extract(epoch FROM $5::timestamptz)::bigint AS epoch,
                           $6::jsonb -> 'k' AS j, $7::bigint IS NULL AS missing, $8::numeric * 2 AS d`;
      const at = new Date('2030-03-01T10:00:00Z');
      const params = [
        41,
        'it\'s "quoted" \\ x',
        true,
        ['x', 'y "z"', null],
        at,
        '{"k":[1]}',
        null,
        1.25,
      ];
      const probe = () => batcher.write(async (q) => (await q.query(text, params)).rows[0], null);
      // The first alone (the driver's own text parameters), the next two in one call.
      const [alone, ...batched] = await Promise.all([probe(), probe(), probe()]);
      const expected = {
        i: 42,
        t: 'it\'s "quoted" \\ x!',
        b: false,
        n: 3,
        second: 'y "z"',
        epoch: at.getTime() / 1000,
        j: [1],
        missing: true,
        d: 2.5,
      };
      expect(alone).toEqual(expected);
      expect(batched).toEqual([expected, expected]);
    } finally {
      await db.close();
      await drop();
    }
  });
  it('plans the statements of a batch generically, for that call only', async () => {
    const { db, drop } = await batchDatabase();
    try {
      const batcher = new PlacementBatcher(databaseRunner(db), 8);
      const probe = () =>
        batcher.write(
          async (q) =>
            (await q.query<{ mode: string }>("SELECT current_setting('plan_cache_mode') AS mode"))
              .rows[0]!.mode,
          null,
        );
      // The first alone, the next two in one call (migration 0153), then one alone again: the
      // call's setting ends with its transaction, never left on the connection.
      const first = await Promise.all([probe(), probe(), probe()]);
      expect(first).toEqual(['auto', 'force_generic_plan', 'force_generic_plan']);
      expect(await probe()).toBe('auto');
    } finally {
      await db.close();
      await drop();
    }
  });
});
