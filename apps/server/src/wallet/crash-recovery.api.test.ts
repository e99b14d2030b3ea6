import { BET_TYPE } from '@shangwe/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database';
import { serverRoot } from '../platform/paths';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { checkLedger } from './ledger-check';
import { DEADLINE_MS } from '../test/killed-server';
import { portsFrom } from '../test/test-ports';

/**
 * The real server process (src/main.ts under tsx, as the foundation's process tests run it) is
 * SIGKILLed in the middle of a burst of deposits, callbacks and withdrawals, restarted on the
 * same database, and the ledger invariant is proven, with the operator task and directly.
 * PostgreSQL (its own schema) when DATABASE_URL is set, otherwise its own PGlite data dir.
 */
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-crash-test-'));
const schema = `crash_${randomBytes(5).toString('hex')}`;
const baseUrl = process.env.DATABASE_URL;
const databaseUrl = baseUrl
  ? `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
  : undefined;

function serverEnv(port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    FEED_DISABLED: '1',
    BENCH_MODE: '1',
    SANDBOX_CALLBACK_DELAY_MS: '30',
    COUNTRY: 'KE',
  };
}

function run(args: string[], port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverRoot(),
    env: serverEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  children.push(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitReady(port: number, server: ReturnType<typeof run>) {
  // A time bound, not a count of tries: on a busy machine each try takes longer.
  for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

async function api(port: number, url: string, body: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    // Every call is a new attempt with its own key, as the web client sends them.
    headers: {
      'content-type': 'application/json',
      'x-country': 'KE',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function openDatabase(): Promise<Database> {
  return databaseUrl
    ? openPostgres({ connectionString: baseUrl!, schema })
    : openPglite({ dataDir: path.join(dataDir, 'pglite') });
}

/** The fields of GET /api/uo/sport this test reads. */
interface ListedMatch {
  live: boolean;
  start_time: string;
  markets?: Array<{
    bet_status: string;
    odds: Array<{
      sub_type_id: number;
      odd_key: string;
      odd_value: number;
      outcome_id: string;
      sport_id: number;
      special_bet_value: string;
      parent_match_id: number;
    }>;
  }>;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
});

describe('the wallet across a server crash', () => {
  it('keeps the ledger balanced when the server is SIGKILLed mid-burst and restarted', async () => {
    if (baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
    }
    const t0 = Date.now();
    const phase = (name: string) =>
      console.log(`crash recovery: ${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
    const port = portsFrom(18_900, 400)();
    const first = run([], port);
    await waitReady(port, first);

    // Five verified bettors with some money.
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const mobile = `07220000${i}${i}`;
      expect(
        (
          await api(port, '/api/newsignup', {
            mobile,
            password: 'Crash-test-1',
            date_of_birth: '1990-01-15',
          })
        ).status,
      ).toBe(201);
      const outbox = await fetch(`http://127.0.0.1:${port}/api/ops/sms-outbox?mobile=${mobile}`);
      const code = (
        (await outbox.json()) as { data: Array<{ message: string }> }
      ).data[0]!.message.slice(0, 4);
      const verified = await api(port, '/api/code', { mobile, code });
      expect(verified.status).toBe(200);
      tokens.push(verified.body.token as string);
      expect((await api(port, '/api/v2/deposit', { token: tokens[i], amount: 1000 })).status).toBe(
        200,
      );
    }

    // Prematch picks from the server's own feed, for single bets (stake debits).
    // The first pages are the matches in play and about to start: read on to later kick-offs.
    const matches: ListedMatch[] = [];
    for (let page = 1; page <= 10; page++) {
      const sport = await fetch(`http://127.0.0.1:${port}/api/uo/sport?id=1&page=${page}&limit=50`);
      if (sport.ok) matches.push(...((await sport.json()) as { data: ListedMatch[] }).data);
    }
    const picks = matches.flatMap((m) => {
      const market = m.markets?.[0];
      const odd = market?.odds[0];
      const later = Date.parse(m.start_time) > Date.now() + 3_600_000;
      if (m.live || !later || market?.bet_status !== 'ACTIVE' || !odd) return [];
      return [
        {
          sub_type_id: odd.sub_type_id,
          bet_pick: odd.odd_key,
          odd_value: odd.odd_value,
          outcome_id: odd.outcome_id,
          sport_id: odd.sport_id,
          special_bet_value: odd.special_bet_value,
          parent_match_id: odd.parent_match_id,
          bet_type: BET_TYPE.prematch,
          is_shared: false,
        },
      ];
    });

    // The burst: deposits (credited by callbacks the sandbox worker delivers meanwhile),
    // withdrawals (reserved at once) and bets (stakes debited), until the process is killed.
    let sent = 0;
    let betsPlaced = 0;
    let stop = false;
    const burst = async (token: string) => {
      // Each loop starts with a bet, then withdrawals and deposits.
      for (let i = 0; !stop; i++) {
        sent++;
        if (i % 4 === 0 && picks.length > 0) {
          const pick = picks[(sent + i) % picks.length]!;
          const res = await api(port, '/api/v2/bet', {
            token,
            stake: '10',
            src: 'MOBILE_WEB',
            betslip: [pick],
          }).catch(() => undefined);
          if (res && res.status < 300) betsPlaced++;
          continue;
        }
        const call =
          i % 4 === 1
            ? api(port, '/api/v2/withdraw', { token, amount: 50 })
            : api(port, '/api/v2/deposit', { token, amount: 10 + (sent % 7) });
        await call.catch(() => undefined);
      }
    };
    const bursts = tokens.flatMap((token) => [burst(token), burst(token)]);
    await new Promise((r) => setTimeout(r, 2_500));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(bursts);
    expect(sent).toBeGreaterThan(10);
    if (picks.length > 0) expect(betsPlaced).toBeGreaterThan(0);
    console.log(`crash burst: ${sent} calls, ${picks.length} picks, ${betsPlaced} bets`);

    phase('killed');
    // Restart on the same database: pending callbacks are delivered after the restart.
    const second = run([], port);
    await waitReady(port, second);
    const db = databaseUrl ? await openDatabase() : undefined;
    // A time bound, not a count of tries: on a busy machine the callbacks take longer to land.
    for (let i = 0, deadline = Date.now() + DEADLINE_MS; Date.now() < deadline; i++) {
      const pending = db
        ? await db.query<{ n: number }>(
            `SELECT (SELECT count(*) FROM deposits WHERE status = 'initiated') + (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS n`,
          )
        : undefined;
      if (pending && pending.rows[0]!.n === 0) break;
      if (!pending) {
        // PGlite: the server owns the data dir; ask it through the API instead.
        const balances = await Promise.all(
          tokens.map((token) => api(port, '/api/transactions', { token, limit: 1 })),
        );
        // Callbacks that fell due while the server was down are first posted while it starts
        // listening; one that finds it not listening yet is retried 5 s later. Wait past that.
        if (balances.every((b) => b.status === 200) && i > 120) break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await db?.close();
    phase('callbacks delivered');
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    // The operator task on the same database.
    const task = run(['--task=ledger-check'], port);
    expect(await task.exited, task.output()).toBe(0);
    expect(task.output()).toContain('nothing owed to bettors');

    phase('task done');
    // And directly: the invariant, and every balance explained by its payments.
    const check = await openDatabase();
    try {
      const report = await checkLedger(check);
      expect(report.ok, JSON.stringify(report)).toBe(true);
      expect(report.transactions).toBeGreaterThan(5);
      // Every server stopped: nothing decided may wait for a settler (no grace).
      const owed = await checkOwedWagers(check, { graceSeconds: 0 });
      expect(owed.owed, JSON.stringify(owed)).toEqual([]);
      const explained = await check.query<{
        profile_id: number;
        balance: number;
        expected: number;
      }>(
        `SELECT a.profile_id, a.balance,
           coalesce((SELECT sum(amount) FROM deposits d WHERE d.profile_id = a.profile_id AND d.status = 'completed'), 0)
           - coalesce((SELECT sum(amount) FROM withdrawals w WHERE w.profile_id = a.profile_id AND w.status <> 'failed'), 0)
           + coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
                       WHERE e.account_id = a.id AND t.kind NOT IN ('deposit', 'withdrawal', 'withdrawal_release')), 0)
           AS expected
         FROM wallet_accounts a WHERE a.kind = 'cash'`,
      );
      expect(explained.rows).toHaveLength(5);
      // Callbacks due before the crash were delivered after the restart.
      const waiting = await check.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM deposits WHERE status = 'initiated') + (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS n`,
      );
      expect(waiting.rows[0]!.n).toBe(0);
      const completed = await check.query<{ n: number }>(
        `SELECT count(*) AS n FROM deposits WHERE status = 'completed'`,
      );
      expect(completed.rows[0]!.n).toBeGreaterThan(5);
      // Cash = completed deposits - live withdrawals + everything else booked (stakes, payouts).
      for (const row of explained.rows) expect(row.balance).toBe(row.expected);
      // Every completed deposit was credited exactly once, and no other deposit was.
      const credits = await check.query<{ status: string; credits: number }>(
        `SELECT d.status, (SELECT count(*) FROM ledger_transactions t WHERE t.kind = 'deposit' AND t.reference = d.reference) AS credits
         FROM deposits d`,
      );
      for (const row of credits.rows) expect(row.credits).toBe(row.status === 'completed' ? 1 : 0);
    } finally {
      await check.close();
    }
  });
});
