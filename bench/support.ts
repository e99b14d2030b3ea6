import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Client as PgClient } from 'pg';
import { processTree } from './process-cpu';
import { createTestProfile, type TestProfile } from '../apps/server/src/accounts/test-factories';
import { openPostgres } from '../apps/server/src/db/database';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the built server on its own port and data directory; resolves once /readyz is ok. */
export async function startBuiltServer(
  port: number,
  env: Record<string, string | undefined> = {},
  readyTimeoutMs = 180_000,
  /** root: another checkout whose built server to start (a baseline build to compare with). */
  options: { keepData?: boolean; root?: string } = {},
): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shangwe-bench-'));
  const started = Date.now();
  const { DATABASE_URL: _d, REDIS_URL: _r, ...base } = process.env;
  // BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const main = path.join(root, 'apps/server/dist/main.js');
  // A build starts with its own flags: a baseline checkout is measured as it would run.
  const { SERVER_NODE_FLAGS } = (await import(
    pathToFileURL(path.join(root, 'apps/server/node-flags.mjs')).href
  )) as { SERVER_NODE_FLAGS: readonly string[] };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, main], {
    cwd: root,
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BENCH_MODE: '1',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_NODE_ARGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after ${readyTimeoutMs} ms`);
    await sleep(50);
  }
  const readyMs = Date.now() - started;
  return {
    url,
    port,
    pid: child.pid!,
    child,
    dataDir,
    readyMs,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Resident memory of a process and its descendants (a cluster's processes), MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server process counts a realtime bench measures (API_PROCESSES, platform/cluster.ts), from
 * the comma list in `variable` (default "1,2"), one run each.
 */
export function serverProcessCounts(variable: string): number[] {
  return (process.env[variable] ?? '1,2')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1);
}

/** One p99 against its target, as the verdict lines print it. */
export function p99Verdict(what: string, p99: number, targetMs: number): string {
  return `${what} p99 ${p99} ms (< ${targetMs} ms) ${p99 < targetMs ? '✅' : '❌'}`;
}

/**
 * Runs a bench once per server process count, one after another, and gathers each run's
 * section and its verdict line (`- one server process: …`, `- 2 server processes: …`).
 */
export async function perServerProcessCount<R extends { markdown: string }>(
  counts: readonly number[],
  run: (processes: number) => Promise<R>,
  verdicts: (result: R) => string[],
): Promise<{ sections: string[]; verdicts: string[] }> {
  const out = { sections: [] as string[], verdicts: [] as string[] };
  for (const processes of counts) {
    const result = await run(processes);
    out.sections.push(result.markdown);
    const label = processes > 1 ? `${processes} server processes` : 'one server process';
    out.verdicts.push(`- ${label}: ${verdicts(result).join(', ')}`);
  }
  return out;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(url = process.env.DATABASE_URL ?? DEFAULT_PG_URL) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** `base` (a PostgreSQL URL) with its database name replaced by `name`. */
export function dbUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A prematch pick as POST /api/v2/bet takes it, with the price and sport it was read with. */
export interface Pick {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
  outcome_id: string;
  odd_value: number;
  sport_id: number;
}

/**
 * Home-win (1X2) picks of the first 400 matches kicking off in more than 3 hours, so no match
 * starts during a run; waits up to two minutes for the feed to publish at least 100 of them.
 */
export async function loadPrematchPicks(client: PgClient): Promise<Pick[]> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { rows } = await client.query<{
      parent_match_id: string;
      sport_id: number;
      odd_key: string;
      outcome_id: string;
      odd_value: string;
    }>(
      `SELECT m.parent_match_id, m.sport_id, o->>'odd_key' AS odd_key, o->>'outcome_id' AS outcome_id,
              o->>'odd_value' AS odd_value
         FROM matches m JOIN markets mk ON mk.parent_match_id = m.parent_match_id,
              jsonb_array_elements(mk.outcomes) AS o
        WHERE m.status = 'not_started' AND m.start_time > now() + interval '3 hours'
          AND mk.sub_type_id = 1 AND mk.special_bet_value = '' AND mk.bet_status = 'ACTIVE'
          AND o->>'odd_key' = '1' AND (o->>'odd_value')::numeric >= 1.2
        ORDER BY m.start_time LIMIT 400`,
    );
    if (rows.length >= 100) {
      return rows.map((r) => ({
        parent_match_id: Number(r.parent_match_id),
        sub_type_id: 1,
        special_bet_value: '',
        bet_pick: r.odd_key,
        outcome_id: r.outcome_id,
        odd_value: Number(r.odd_value),
        sport_id: r.sport_id,
      }));
    }
    await sleep(1000);
  }
  throw new Error('the feed did not publish enough prematch matches');
}

/**
 * `count` bettors on the database at `databaseUrl`, each funded with `cashCents` through the
 * ledger and holding a live session, made 20 at a time (the pool has 10 connections).
 */
export async function fundedBettors(
  databaseUrl: string,
  count: number,
  cashCents = 10_000_000,
): Promise<TestProfile[]> {
  const db = openPostgres({ connectionString: databaseUrl, max: 10 });
  const ctx = { db, now: () => new Date() };
  const profiles: TestProfile[] = [];
  try {
    for (let i = 0; i < count; i += 20) {
      profiles.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, count - i) }, () =>
            createTestProfile(ctx, { cashCents }),
          ),
        )),
      );
    }
  } finally {
    await db.close();
  }
  return profiles;
}
