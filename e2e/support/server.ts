import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const STATE_FILE = path.join(os.tmpdir(), `shangwe-e2e-${E2E_PORT}.json`);

/** Environment of the server under test: fast clocks and short delays so journeys finish. */
export const E2E_SERVER_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SANDBOX_CALLBACK_DELAY_MS: '500',
  LIVE_BET_DELAY_SECONDS: '1',
  // A virtual match-day every 30 s (10 s of play), so the virtual journeys see rounds settle.
  VIRTUAL_ROUND_SECONDS: '30',
  // Crash rounds from the first start (a fresh install otherwise waits one seeding window).
  CRASH_SEEDING_WINDOW_MS: '0',
};

/** Resolves once the server at `url` answers /readyz; `what` names it in the error. */
export async function waitForReady(url: string, timeoutMs: number, what = 'server') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} at ${url} not ready after ${timeoutMs} ms`);
}

/**
 * Spawns the production build of the app under `appRoot` the way `npm start` runs it
 * (node with the server's flags on apps/server/dist/main.js), with the e2e environment.
 * `task`: one of its operator tasks instead of the server, its output piped to the caller.
 */
export function spawnBuiltServer(
  appRoot: string,
  env: Record<string, string>,
  task?: string,
  /** More command-line arguments of the task (`--email=...`). */
  args: readonly string[] = [],
): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      path.join(appRoot, 'apps/server/dist/main.js'),
      ...(task ? [`--task=${task}`] : []),
      ...args,
    ],
    {
      cwd: appRoot,
      env: { ...process.env, ...E2E_SERVER_ENV, ...env },
      stdio: ['ignore', task ? 'pipe' : 'inherit', task ? 'pipe' : 'inherit'],
    },
  );
}

/**
 * The operator's ledger check (`--task=ledger-check`, what `npm run ledger:check` runs) on the
 * database a stopped server of `appRoot` used: throws unless every transaction balances, every
 * balance equals its entries and no wager is owed to its bettor (decided but unpaid, or open
 * past its product's longest life). Journeys move real money through the one ledger; a run that
 * created, lost or withheld any fails here, whatever the screens showed.
 */
export async function expectLedgerBalanced(
  what: string,
  appRoot: string,
  env: Record<string, string>,
) {
  const child = spawnBuiltServer(appRoot, { LOG_LEVEL: 'error', ...env }, 'ledger-check');
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const verdict = /ledger OK[^\n]*/.exec(output);
  if (code !== 0 || !verdict) {
    throw new Error(
      `the ledger of ${what} does not balance or owes bettors (exit ${code}):\n${output}`,
    );
  }
  console.log(`${what}: ${verdict[0]}`);
}

/** Starts the production build on E2E_PORT with a fresh embedded database. */
export async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-e2e-data-'));
  const child = spawnBuiltServer(ROOT, { DATA_DIR: dataDir });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  // Generous: a busy 2-core machine can take minutes to migrate and seed a fresh database.
  await waitForReady(E2E_BASE_URL, Number(process.env.E2E_READY_TIMEOUT_MS ?? 300_000));
}

/** Stops the server by PID, checks its ledger and removes its data. */
export async function stopServer() {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
    pid: number;
    dataDir: string;
  };
  try {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 100; i++) {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    }
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
  try {
    await expectLedgerBalanced('the shared journey server', ROOT, { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(STATE_FILE, { force: true });
  }
}
