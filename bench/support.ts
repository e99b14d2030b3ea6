import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

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
  options: { keepData?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shangwe-bench-'));
  const started = Date.now();
  const { DATABASE_URL: _d, REDIS_URL: _r, ...base } = process.env;
  // BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
