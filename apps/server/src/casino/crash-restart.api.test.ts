import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CrashStateResponse } from '@shangwe/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { openPglite, openPostgres, type Database } from '../db/database';
import { pgliteDir } from '../db/pglite-first-start';
import { serverRoot } from '../platform/paths';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { portsFrom } from '../test/test-ports';

/**
 * The real server process (`node --import tsx src/main.ts`) killed with SIGKILL in the middle
 * of a crash round, then started again: the round is settled from its committed crash point,
 * every stake and payout once. On PGlite (its data directory) and on PostgreSQL (a database of
 * its own).
 */

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-crash-restart-'));
const nextPort = portsFrom(24_400, 400);
const pgBase = process.env.DATABASE_URL;
let pgUrl: string | undefined;

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
      CRASH_PAUSE_MS: '500',
      CRASH_SEEDING_WINDOW_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, url: `http://127.0.0.1:${port}`, output: () => output };
}
type Server = ReturnType<typeof startServer>;

async function waitFor<T>(what: string, server: Server, probe: () => Promise<T | undefined>) {
  for (let i = 0; i < 1200; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
}

const state = async (server: Server) => {
  const res = await fetch(`${server.url}/api/casino/crash/state`);
  return res.ok ? ((await res.json()) as CrashStateResponse) : undefined;
};

const post = async (server: Server, p: TestProfile, url: string, body: unknown) => {
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${p.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A cash-out asked for before the curve reached 1.01x (the round is flying, not yet open). */
function isNotOpenYet(body: Record<string, unknown>): boolean {
  const error = body.error as { code?: string } | undefined;
  return error?.code === 'CASINO_ROUND_NOT_FLYING';
}

/** The database the server uses, opened by the test while no server holds it (PGlite). */
async function openDb(): Promise<Database> {
  return pgUrl
    ? openPostgres({ connectionString: pgUrl, max: 4 })
    : openPglite({ dataDir: pgliteDir(dataDir) });
}

describe('a crash round across a server restart', () => {
  it('is settled from its committed crash point after SIGKILL mid-flight: nothing lost, nothing paid twice', async () => {
    if (pgBase) {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      const name = `crash_restart_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(pgBase);
      u.pathname = `/${name}`;
      pgUrl = u.toString();
    }
    // First start creates and migrates the database; then the players are made in it.
    const first = startServer(nextPort());
    await waitFor('ready', first, async () =>
      (await fetch(`${first.url}/readyz`)).ok ? true : undefined,
    );
    first.child.kill('SIGTERM');
    await first.exited;
    let db = await openDb();
    const ctx = { db, now: () => new Date() };
    const [a, b, c] = [
      await createTestProfile(ctx, { cashCents: 100_000 }),
      await createTestProfile(ctx, { cashCents: 100_000 }),
      await createTestProfile(ctx, { cashCents: 100_000 }),
    ];
    await db.close();

    let killedRound = 0;
    let killedAt = 0;
    for (let attempt = 0; attempt < 8 && !killedRound; attempt++) {
      const server = startServer(nextPort());
      // A round with at least 1.5 s of its bet window left.
      const round = await waitFor('a round open for bets', server, async () => {
        const s = await state(server);
        const r = s?.round;
        return r?.phase === 'betting' &&
          Date.parse(r.bet_window_ends_at) - Date.parse(r.server_time) > 1500
          ? r
          : undefined;
      });
      const id = round.round_id;
      // At once: one after another, on a loaded machine, the third reached the server after
      // the window closed (409).
      const placed = await Promise.all([
        post(server, a!, '/api/casino/crash/bet', { round_id: id, stake: 10 }),
        post(server, b!, '/api/casino/crash/bet', { round_id: id, stake: 10, auto_cashout: 1.05 }),
        post(server, c!, '/api/casino/crash/bet', { round_id: id, stake: 10 }),
      ]);
      expect(placed.map((r) => r.status)).toEqual([201, 201, 201]);
      await waitFor('take-off', server, async () => {
        const s = await state(server);
        return s && s.round.round_id === id && s.round.phase !== 'betting' ? true : undefined;
      });
      // Cash-out opens at 1.01x, a moment after take-off: ask again while it has not opened yet.
      let out = await post(server, a!, '/api/casino/crash/cashout', { round_id: id, slot: 1 });
      for (let tries = 0; tries < 40 && isNotOpenYet(out.body); tries++) {
        await new Promise((r) => setTimeout(r, 25));
        out = await post(server, a!, '/api/casino/crash/cashout', { round_id: id, slot: 1 });
      }
      server.child.kill('SIGKILL');
      await server.exited;
      const at = Date.now();
      if (out.status !== 200) continue;
      // Mid-flight only if the round had not crashed yet when the process died.
      db = await openDb();
      const { rows } = await db.query<{ crashes_at: Date; settled_at: Date | null }>(
        'SELECT crashes_at, settled_at FROM crash_rounds WHERE id = $1',
        [id],
      );
      await db.close();
      if (rows[0]!.settled_at === null && rows[0]!.crashes_at.getTime() > at) {
        killedRound = id;
        killedAt = at;
      }
    }
    expect(killedRound, 'a round killed mid-flight').toBeGreaterThan(0);
    expect(killedAt).toBeGreaterThan(0);

    // Started again: it settles the killed round, then plays on.
    const again = startServer(nextPort());
    await waitFor('the next round', again, async () => {
      const s = await state(again);
      return s && s.round.round_id > killedRound && s.recent.some((r) => r.round_id === killedRound)
        ? true
        : undefined;
    });
    await waitFor('the killed round settled', again, async () => {
      const res = await fetch(`${again.url}/api/casino/crash/rounds/${killedRound}/bets`);
      const body = (await res.json()) as { bets: Array<{ status: string }> };
      return body.bets.length >= 3 && body.bets.every((x) => x.status !== 'open')
        ? true
        : undefined;
    });
    again.child.kill('SIGTERM');
    await again.exited;

    db = await openDb();
    try {
      const bets = await db.query<{
        profile_id: number;
        status: string;
        amount_paid: number;
        cashout_multiplier: number | null;
        crash_point: number;
      }>(
        `SELECT cb.profile_id, b.status, b.amount_paid, cb.cashout_multiplier, r.crash_point
           FROM crash_bets cb JOIN bets b ON b.id = cb.bet_id JOIN crash_rounds r ON r.id = cb.round_id
          WHERE cb.round_id = $1`,
        [killedRound],
      );
      const of = (p: TestProfile) => bets.rows.find((r) => Number(r.profile_id) === p.profileId)!;
      const crashPoint = of(a!).crash_point;
      expect(of(a!)).toMatchObject({ status: 'won' });
      expect(Number(of(a!).amount_paid)).toBe(10 * of(a!).cashout_multiplier!);
      // The tie goes to the bettor: an auto cash-out at exactly the crash point wins.
      expect(of(b!).status).toBe(crashPoint >= 105 ? 'won' : 'lost');
      expect(of(c!).status).toBe('lost');
      // Each settled once: one settlement posting per bet of the round.
      const settlements = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions t JOIN crash_bets cb ON t.reference = cb.bet_id::text
          WHERE cb.round_id = $1 AND t.kind IN ('payout', 'bet_lost')`,
        [killedRound],
      );
      expect(Number(settlements.rows[0]!.n)).toBe(3);
      const cash = async (p: TestProfile) => (await getBalances(db, p.profileId)).cashCents;
      // Every bet of every attempt is accounted for: stakes out, payouts in.
      for (const p of [a!, b!, c!]) {
        const { rows } = await db.query<{ staked: number; paid: number }>(
          `SELECT coalesce(sum(stake), 0)::bigint AS staked, coalesce(sum(amount_paid), 0)::bigint AS paid
             FROM bets WHERE profile_id = $1 AND status <> 'open'`,
          [p.profileId],
        );
        expect(await cash(p)).toBe(100_000 - Number(rows[0]!.staked) + Number(rows[0]!.paid));
      }
      expect(await checkLedger(db)).toMatchObject({ ok: true });
      // The server stopped: every bet of every round it played is settled (no grace).
      expect((await checkOwedWagers(db, { graceSeconds: 0 })).owed).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
