import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProfile } from '../accounts/test-factories';
import { openPglite, openPostgres, type Database } from '../db/database';
import { pgliteDir } from '../db/pglite-first-start';
import { serverRoot } from '../platform/paths';
import { portsFrom } from './test-ports';

/**
 * The real server process (`node --import tsx src/main.ts`) for kill -9 tests: started on a
 * database of its own (a PGlite data dir, or a PostgreSQL database created for the test when
 * DATABASE_URL is set), SIGKILLed, started again on the same database.
 */

/** Generous: a slow, busy machine restarts the server and settles long before this (a fresh
 * server took 219 s to answer at load 30 on two cores). */
export const DEADLINE_MS = 420_000;

export type KilledServer = ReturnType<KillTestBed['start']>;

export class KillTestBed {
  private readonly children: ChildProcess[] = [];
  readonly dataDir: string;
  private readonly pgBase = process.env.DATABASE_URL;
  pgUrl: string | undefined;
  private readonly nextPort = portsFrom(25_600, 2_000);

  constructor(
    private readonly name: string,
    /** Settings every start of the server gets (timings of the products under test). */
    private readonly env: Record<string, string> = {},
  ) {
    this.dataDir = mkdtempSync(path.join(os.tmpdir(), `shangwe-${name}-kill-`));
  }

  /** A PostgreSQL database of its own when DATABASE_URL is set; nothing for PGlite. */
  async createDatabase(): Promise<void> {
    if (!this.pgBase) return;
    const admin = new pg.Client({ connectionString: this.pgBase });
    await admin.connect();
    const db = `${this.name}_kill_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${db}`);
    await admin.end();
    const u = new URL(this.pgBase);
    u.pathname = `/${db}`;
    this.pgUrl = u.toString();
  }

  /** Kills every server still running, removes the data dir and drops the database. */
  async cleanup(): Promise<void> {
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.pgBase && this.pgUrl) {
      const admin = new pg.Client({ connectionString: this.pgBase });
      await admin.connect();
      await admin.query(
        `DROP DATABASE IF EXISTS ${new URL(this.pgUrl).pathname.slice(1)} WITH (FORCE)`,
      );
      await admin.end();
    }
  }

  start(args: string[] = []) {
    const port = this.nextPort();
    const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
      cwd: serverRoot(),
      env: {
        ...env,
        ...(this.pgUrl ? { DATABASE_URL: this.pgUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        FEED_DISABLED: '1',
        LIVE_DEMO: '0',
        BENCH_MODE: '1',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    this.children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, exited, url: `http://127.0.0.1:${port}`, output: () => output };
  }

  /** A server answering /readyz. */
  async startReady(): Promise<KilledServer> {
    const server = this.start();
    await waitFor('ready', server, async () =>
      (await fetch(`${server.url}/readyz`)).ok ? true : undefined,
    );
    return server;
  }

  /** The database the server uses, opened by the test while no server holds it (PGlite). */
  async openDb(): Promise<Database> {
    return this.pgUrl
      ? openPostgres({ connectionString: this.pgUrl, max: 4 })
      : openPglite({ dataDir: pgliteDir(this.dataDir) });
  }

  /** `--task=ledger-check` on the database: its exit code and output. */
  async ledgerTask(): Promise<{ code: number | null; output: string }> {
    const task = this.start(['--task=ledger-check']);
    const code = await task.exited;
    return { code, output: task.output() };
  }
}

/** Polls `probe` until it answers, the server dies, or DEADLINE_MS passes. */
export async function waitFor<T>(
  what: string,
  server: KilledServer,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gave up waiting for ${what}:\n${server.output()}`);
}

/** A bettor's call; a body gets a fresh idempotency key. */
export async function call(
  server: KilledServer,
  p: TestProfile,
  method: string,
  url: string,
  body?: unknown,
) {
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
