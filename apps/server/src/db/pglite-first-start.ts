import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** The task a fresh embedded database is prepared by, in a child process. */
export const PREPARE_TASK = 'prepare-data';
/** Set on that child: the parent's pid, which holds the data-directory lock for it. */
const LOCK_HELD_BY = 'SHANGWE_DATA_DIR_LOCK_HELD_BY';

/** Where PGlite keeps its files under DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** True until PGlite has created its cluster under DATA_DIR. */
export function needsFirstStart(dataDir: string): boolean {
  return !existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/** In the preparing child: the parent started it and holds the data-directory lock. */
export function lockHeldByParent(): boolean {
  return process.env[LOCK_HELD_BY] === String(process.ppid);
}

/**
 * Creates the embedded database, applies the migrations and writes the first week of fixtures
 * in a short-lived child process (this same entry file with `--task=prepare-data`). Creating
 * a PGlite cluster takes several hundred MB at its peak, which WebAssembly and the allocator
 * never hand back: done here, it leaves with the child, and the server opens the prepared
 * files the way it does on every restart.
 */
export async function prepareInChild(entry: string, logger: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  // The same node flags (a loader such as tsx when run from the sources, the heap size).
  const child = spawn(process.execPath, [...process.execArgv, entry, `--task=${PREPARE_TASK}`], {
    env: { ...process.env, [LOCK_HELD_BY]: String(process.pid) },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit code ${code})`);
  logger.info({ ms: Date.now() - started }, 'embedded database created');
}
