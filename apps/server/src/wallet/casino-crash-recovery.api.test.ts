import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CasinoHistoryResponse, CrashStateResponse } from '@shangwe/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { openPglite, openPostgres, type Database } from '../db/database';
import { pgliteDir } from '../db/pglite-first-start';
import { serverRoot } from '../platform/paths';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from './ledger';
import { checkLedger } from './ledger-check';

/**
 * The real server process (`node --import tsx src/main.ts`) SIGKILLed in the middle of bursts
 * of dice, wheel and crash bets, then started again on the same database: every committed bet
 * settles, every win is paid once, and the owed check finds nothing, with every server stopped
 * (no grace). A bet committed just before the kill has no request left to settle it: only the
 * recovery settlement pays it. PGlite (a data directory) or PostgreSQL (a database of its own).
 */

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-casino-kill-'));
let nextPort = 25_200 + Math.floor(Math.random() * 400);
const pgBase = process.env.DATABASE_URL;
let pgUrl: string | undefined;
/** Generous: a slow, busy machine restarts the server and settles long before this. */
const DEADLINE_MS = 240_000;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgBase && pgUrl) {
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(pgUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
});

function startServer(port: number) {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: {
      ...env,
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEED_DISABLED: '1',
      LIVE_DEMO: '0',
      BENCH_MODE: '1',
      CRASH_BET_WINDOW_MS: '3000',
      CRASH_PAUSE_MS: '300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, url: `http://127.0.0.1:${port}`, output: () => output };
}
type Server = ReturnType<typeof startServer>;

async function waitFor<T>(what: string, server: Server, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + DEADLINE_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gave up waiting for ${what}:\n${server.output()}`);
}

async function call(server: Server, p: TestProfile, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${p.token}`,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The database the server uses, opened by the test while no server holds it (PGlite). */
async function openDb(): Promise<Database> {
  return pgUrl
    ? openPostgres({ connectionString: pgUrl, max: 4 })
    : openPglite({ dataDir: pgliteDir(dataDir) });
}

/** How many of the bettor's casino bets the server still shows open (every page). */
async function openBets(server: Server, p: TestProfile): Promise<number> {
  let open = 0;
  for (let page = 1; ; page++) {
    const res = await call(server, p, 'GET', `/api/casino/history?page=${page}&per_page=100`);
    if (res.status !== 200) throw new Error(`history answered ${res.status}`);
    const body = res.body as unknown as CasinoHistoryResponse;
    open += body.bets.filter((b) => b.status === 'open').length;
    if (body.bets.length < 100) return open;
  }
}

describe('casino wagers across a server crash', () => {
  it('settles and pays every dice, wheel and crash bet committed before a SIGKILL, after the restart', async () => {
    if (pgBase) {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      const name = `casino_kill_${Date.now()}_${process.pid}`;
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(pgBase);
      u.pathname = `/${name}`;
      pgUrl = u.toString();
    }
    const t0 = Date.now();
    const phase = (name: string) =>
      console.log(`${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
    // A first start creates and migrates the database; the bettors are written into it.
    const first = startServer(nextPort++);
    await waitFor('ready', first, async () =>
      (await fetch(`${first.url}/readyz`)).ok ? true : undefined,
    );
    first.child.kill('SIGTERM');
    await first.exited;
    let db = await openDb();
    const ctx = { db, now: () => new Date() };
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++) bettors.push(await createTestProfile(ctx, { cashCents: 100_000 }));
    await db.close();

    const server = startServer(nextPort++);
    await waitFor('ready', server, async () =>
      (await fetch(`${server.url}/readyz`)).ok ? true : undefined,
    );
    const answered = { dice: 0, wheel: 0, crash: 0 };
    let stop = false;
    const instant = async (p: TestProfile, game: 'dice' | 'wheel') => {
      for (let i = 0; !stop; i++) {
        const body =
          game === 'dice'
            ? { stake: 10, target: 50, direction: i % 2 ? 'over' : 'under' }
            : { stake: 10 };
        const res = await call(server, p, 'POST', `/api/casino/${game}/play`, body).catch(
          () => undefined,
        );
        if (res?.status === 201) answered[game]++;
      }
    };
    // Crash bets first, on a round still open for a while (under load the window closes early).
    await waitFor('crash bets placed', server, async () => {
      const state = await fetch(`${server.url}/api/casino/crash/state`).then(
        (r) => r.json() as Promise<CrashStateResponse>,
      );
      const round = state.round;
      const left = Date.parse(round.bet_window_ends_at) - Date.parse(round.server_time);
      if (round.phase !== 'betting' || left < 1000) return undefined;
      for (const p of bettors) {
        const res = await call(server, p, 'POST', '/api/casino/crash/bet', {
          round_id: round.round_id,
          stake: 10,
          ...(p.profileId % 2 ? { auto_cashout: 1.3 } : {}),
        });
        if (res.status === 201) answered.crash++;
      }
      return answered.crash > 0 ? true : undefined;
    });
    // Two dice and two wheel loops per bettor: many bets between commit and settlement.
    const bursts = bettors.flatMap((p) =>
      [1, 2].flatMap(() => [instant(p, 'dice'), instant(p, 'wheel')]),
    );
    phase('crash bets placed');
    // Killed mid-burst, once bets of both games have been answered.
    const started = Date.now();
    while (Date.now() - started < DEADLINE_MS) {
      if (answered.dice > 20 && answered.wheel > 20) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(bursts);
    expect(answered.dice).toBeGreaterThan(0);
    expect(answered.wheel).toBeGreaterThan(0);
    expect(answered.crash).toBeGreaterThan(0);

    // What the kill left: committed bets no request will settle now.
    db = await openDb();
    const left = await db.query<{ product: string; n: number }>(
      `SELECT product, count(*)::int AS n FROM bets WHERE status = 'open' GROUP BY product ORDER BY product`,
    );
    await db.close();
    phase('killed');
    console.log(
      `casino kill: answered ${JSON.stringify(answered)}, left open ${JSON.stringify(left.rows)}`,
    );

    const again = startServer(nextPort++);
    await waitFor('ready after the kill', again, async () =>
      (await fetch(`${again.url}/readyz`)).ok ? true : undefined,
    );
    phase('restarted');
    await waitFor('every casino bet settled', again, async () => {
      for (const p of bettors) if ((await openBets(again, p)) > 0) return undefined;
      return true;
    });
    phase('settled');
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);

    // The operator task on the same database: balanced and nothing owed.
    const task = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', '--task=ledger-check'],
      {
        cwd: serverRoot(),
        env: {
          ...process.env,
          DATABASE_URL: pgUrl ?? '',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let taskOutput = '';
    task.stdout.on('data', (d) => (taskOutput += d));
    task.stderr.on('data', (d) => (taskOutput += d));
    expect(await new Promise((resolve) => task.once('exit', resolve)), taskOutput).toBe(0);
    expect(taskOutput).toContain('nothing owed to bettors');

    db = await openDb();
    try {
      // Every server stopped: no grace for anything decided.
      const owed = await checkOwedWagers(db, { graceSeconds: 0 });
      expect(owed.owed, JSON.stringify(owed)).toEqual([]);
      const ledger = await checkLedger(db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
      // Every instant bet paid exactly its stored draw, through one ledger payout.
      const instantBets = await db.query<{
        id: number;
        status: string;
        amount_paid: number;
        payout: number;
        payouts: number;
      }>(
        `SELECT b.id, b.status, b.amount_paid, c.payout,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'bet_lost')) AS payouts
           FROM bets b JOIN casino_instant_bets c ON c.bet_id = b.id`,
      );
      expect(instantBets.rows.length).toBeGreaterThanOrEqual(answered.dice + answered.wheel);
      for (const row of instantBets.rows) {
        expect(row.status, `bet ${row.id}`).toBe(Number(row.payout) > 0 ? 'won' : 'lost');
        expect(Number(row.amount_paid)).toBe(Number(row.payout));
        expect(Number(row.payouts)).toBe(1);
      }
      const crashBets = await db.query<{ status: string; n: number }>(
        `SELECT b.status, count(*)::int AS n FROM bets b JOIN crash_bets cb ON cb.bet_id = b.id
          GROUP BY b.status`,
      );
      expect(crashBets.rows.every((r) => r.status === 'won' || r.status === 'lost')).toBe(true);
      // Each bettor's cash is the start, less every stake, plus every payout.
      for (const p of bettors) {
        const { rows } = await db.query<{ staked: number; paid: number }>(
          `SELECT coalesce(sum(stake), 0)::bigint AS staked, coalesce(sum(amount_paid), 0)::bigint AS paid
             FROM bets WHERE profile_id = $1`,
          [p.profileId],
        );
        const cash = (await getBalances(db, p.profileId)).cashCents;
        expect(cash).toBe(100_000 - Number(rows[0]!.staked) + Number(rows[0]!.paid));
      }
    } finally {
      await db.close();
    }
  }, 600_000);
});
