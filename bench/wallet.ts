import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openPostgres, type Database } from '../apps/server/src/db/database';
import { loadMigrations, migrate } from '../apps/server/src/db/migrate';
import { migrationsDir } from '../apps/server/src/platform/paths';
import { house, post, transfer, userCash } from '../apps/server/src/wallet/ledger';
import { checkLedger } from '../apps/server/src/wallet/ledger-check';
import { DEFAULT_PG_URL, postgresAnswers } from './support';

/**
 * Wallet debits per second on PostgreSQL through the real ledger code (`transfer` inside a
 * one autocommitted statement, as bet placement books a stake debit), for one bettor (every debit queues on one
 * row) and for 1,000 bettors, compared with pgbench's built-in TPC-B-like script run on the
 * same machine in the same run with the same number of clients. The ledger runs in its own
 * schema; pgbench in a scratch database made with `pgbench -i` and dropped after.
 */

const CLIENTS = 16;
const DURATION_S = 10;
const USERS = 1_000;

function dbUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

function runPgbench(base: string, stamp: string): { tps: number; database: string } {
  const database = `bench_wallet_pgbench_${stamp}`;
  const admin = dbUrl(base, 'postgres');
  execFileSync('psql', [admin, '-q', '-c', `CREATE DATABASE ${database}`], { stdio: 'ignore' });
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', dbUrl(base, database)], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), dbUrl(base, database)],
      { encoding: 'utf8' },
    );
    const tps =
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`could not read pgbench output:\n${out}`);
    return { tps: Number(tps[1]), database };
  } finally {
    execFileSync('psql', [admin, '-q', '-c', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], {
      stdio: 'ignore',
    });
  }
}

interface DebitRun {
  perSecond: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
}

/** CLIENTS concurrent loops, each booking one 1-cent stake debit (one statement) at a time. */
async function debitLoad(db: Database, pickProfile: () => number): Promise<DebitRun> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          // A keyed movement in its own transaction: the key's claim, the movement, the answer.
          await transfer(db, {
            idempotencyKey: `bench:${randomUUID()}`,
            from: userCash(pickProfile()),
            to: house('stakes'),
            amountCents: 1,
            kind: 'stake',
            reference: 'bench',
          });
          ok++;
          latencies.push(performance.now() - t0);
        } catch {
          failed++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(
      (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1),
    );
  return { perSecond: ok / seconds, ok, failed, p50: at(0.5), p99: at(0.99) };
}

/** Bettors funded through the ledger (one balanced posting from the house adjustments account). */
async function seedUsers(db: Database, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO profiles (mobile, country, password_hash, verified_at)
     SELECT '2547' || lpad(g::text, 8, '0'), 'KE', 'bench', now() FROM generate_series(1, $1) g RETURNING id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  const perUser = 100_000_000;
  await db.transaction((tx) =>
    post(tx, {
      idempotencyKey: `bench-funding:${randomUUID()}`,
      kind: 'adjustment',
      reference: 'bench-funding',
      legs: [
        { account: house('adjustments'), amountCents: -perUser * ids.length },
        ...ids.map((id) => ({ account: userCash(id), amountCents: perUser })),
      ],
    }),
  );
  return ids;
}

export async function runWalletBench(): Promise<{ markdown: string }> {
  const base = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  if (!(await postgresAnswers(base))) {
    return {
      markdown: `## Wallet debits (PostgreSQL)\n\nSkipped: no PostgreSQL answers at ${base}.`,
    };
  }
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const schema = `bench_wallet_${stamp}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: base, schema, max: CLIENTS });
  try {
    await migrate(db, await loadMigrations(migrationsDir()));
    const ids = await seedUsers(db, USERS);
    // Warm the pool and the plans.
    await debitLoadShort(db, ids);

    const pgbench = runPgbench(base, stamp);
    const single = await debitLoad(db, () => ids[0]!);
    const many = await debitLoad(db, () => ids[Math.floor(Math.random() * ids.length)]!);
    const report = await checkLedger(db);

    const ratioSingle = single.perSecond / pgbench.tps;
    const ratioMany = many.perSecond / pgbench.tps;
    const row = (label: string, run: DebitRun, ratio: number) =>
      `| ${label} | ${run.perSecond.toFixed(0)} debits/s (${run.ok} ok, ${run.failed} failed) | p50 ${run.p50} ms, p99 ${run.p99} ms | ${(ratio * 100).toFixed(0)}% ${ratio >= 0.5 ? '✅' : '❌'} |`;
    return {
      markdown: [
        '## Wallet debits (PostgreSQL)',
        '',
        `Stake debits booked through the real ledger code (\`transfer\` on the pool, as bet placement books a stake: ` +
          `one statement, its own transaction, holding the conditional UPDATE of the bettor's balance and the INSERTs ` +
          `of the ledger transaction and its two entries), ${CLIENTS} concurrent ` +
          `clients, ${DURATION_S} s each, from one Node process over a pool of ${CLIENTS} connections. pgbench: built-in ` +
          `TPC-B-like script, scale 10, ${CLIENTS} clients, 2 threads, ${DURATION_S} s, same machine, same run.`,
        '',
        '| measure | throughput | latency | ratio to pgbench (target ≥ 50%) |',
        '|---|---|---|---|',
        `| pgbench TPC-B-like | ${pgbench.tps.toFixed(0)} tps | | |`,
        row('one bettor (every debit on one row)', single, ratioSingle),
        row(`${USERS.toLocaleString('en')} bettors`, many, ratioMany),
        '',
        'One bettor: every debit must see the previous one committed, so debits of one account are serial and bounded ' +
          'by the time the row stays locked (the rest of the statement and its commit with the WAL flush; no round ' +
          'trip to the client while it is held); pgbench spreads ' +
          'its updates over 10 branches. 1,000 bettors is the throughput comparison.',
        '',
        `Ledger check after the run: ${report.ok ? 'OK' : 'FAILED'} (${report.transactions} transactions, ` +
          `entries sum to ${report.totalCents}, ${report.balanceMismatches.length} balance mismatches).`,
      ].join('\n'),
    };
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

async function debitLoadShort(db: Database, ids: number[]) {
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      transfer(db, {
        idempotencyKey: `bench:${randomUUID()}`,
        from: userCash(ids[i % ids.length]!),
        to: house('stakes'),
        amountCents: 1,
        kind: 'stake',
      }),
    ),
  );
}

// `node --import tsx bench/wallet.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runWalletBench();
  console.log(markdown);
}
