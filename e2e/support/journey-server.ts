import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test } from '@playwright/test';
import { expectLedgerBalanced, ROOT, spawnBuiltServer, waitForReady } from './server';

/** Where the journeys that need PostgreSQL create (and drop) their own database. */
export const PG_ADMIN_URL =
  process.env.E2E_BETTING_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the server needs to run from a copy of the tree: the two builds and the migrations. */
const BUILD_PARTS = [
  'apps/server/dist',
  'apps/server/migrations',
  'apps/server/package.json',
  'apps/web/dist',
];

export interface JourneyServerOptions {
  /** Short name for its data folder and database (`freebets`). */
  name: string;
  /** Who the journeys are in messages (`free-bet journeys`). */
  journeys: string;
  port: number;
  /**
   * Extra server environment (PORT, DATA_DIR, PUBLIC_URL and DATABASE_URL are set here); a
   * function when it is only known once the spec's earlier hooks ran (a stand-in's address).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * A database of its own on PostgreSQL, which the journeys may edit (finishing matches by
   * moving their kick-off into the past): PGlite belongs to the server process and allows no
   * second writer. Without a PostgreSQL server the journeys are skipped, and say so.
   */
  postgres?: boolean;
  readyTimeoutMs?: number;
  /** A copy of the build made already (kept aside for a run); by default a private copy. */
  app?: string;
  /**
   * Runs before the server starts, on the build copy and the storage it will use (an operator
   * task on the fresh database, e.g. `--task=create-admin`: PGlite allows no second process).
   */
  prepare?: (app: string, storage: Record<string, string>) => Promise<void>;
}

/**
 * The server of one journey spec: the production build on its own port with its own data, run
 * from a private copy of the build so a parallel rebuild cannot swap the web app's chunks under
 * the journeys. `start()` in the spec's beforeAll, `stop()` in its afterAll: `stop()` removes
 * whatever `start()` made, even when it failed half-way.
 */
export class JourneyServer {
  readonly base: string;
  private child: ChildProcess | undefined;
  private dataDir = '';
  private database: string | undefined;
  private client: pg.Client | undefined;
  /** Where a server that came up keeps its data (DATA_DIR, DATABASE_URL): its ledger is checked. */
  private storage: Record<string, string> | undefined;
  private app = '';

  constructor(private readonly options: JourneyServerOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
  }

  /** The journey's own PostgreSQL database (postgres journeys, once started). */
  get db(): pg.Client {
    if (!this.client) throw new Error(`${this.options.journeys} have no database of their own`);
    return this.client;
  }

  async start(): Promise<void> {
    const { name, journeys, port, postgres = false } = this.options;
    const env: Record<string, string> = {};
    let databaseUrl = '';
    if (postgres) {
      const admin = new pg.Client(PG_ADMIN_URL);
      const reachable = await admin.connect().then(
        () => true,
        () => false,
      );
      test.skip(
        !reachable,
        `${journeys} need PostgreSQL at ${PG_ADMIN_URL} (set E2E_BETTING_PG_ADMIN_URL); none answers`,
      );
      const database = `shangwe_e2e_${name}_${process.pid}`;
      this.database = database;
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
      env.DATABASE_URL = databaseUrl;
    }
    this.dataDir = mkdtempSync(path.join(os.tmpdir(), `shangwe-e2e-${name}-`));
    this.app = this.options.app ?? this.copyBuild();
    const storage = { DATA_DIR: path.join(this.dataDir, 'data'), ...env };
    await this.options.prepare?.(this.app, storage);
    this.child = spawnBuiltServer(this.app, {
      PORT: String(port),
      PUBLIC_URL: this.base,
      ...storage,
      ...(typeof this.options.env === 'function' ? this.options.env() : this.options.env),
    });
    await waitForReady(
      this.base,
      Math.max(this.options.readyTimeoutMs ?? 0, READY_FLOOR_MS),
      `${name} server`,
    );
    // Only a server that came up has a ledger to check when it stops.
    this.storage = storage;
    if (postgres) {
      this.client = new pg.Client(databaseUrl);
      await this.client.connect();
    }
  }

  async stop(): Promise<void> {
    await this.client?.end();
    this.client = undefined;
    const child = this.child;
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    this.child = undefined;
    // Checked before anything is removed; what the journeys left is cleaned up either way.
    const storage = this.storage;
    this.storage = undefined;
    try {
      if (storage) await expectLedgerBalanced(`the ${this.options.name} server`, this.app, storage);
    } finally {
      await this.removeData();
    }
  }

  private async removeData(): Promise<void> {
    if (this.database) {
      const admin = new pg.Client(PG_ADMIN_URL);
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
      await admin.end();
      this.database = undefined;
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    this.dataDir = '';
  }

  private copyBuild(): string {
    const app = path.join(this.dataDir, 'app');
    for (const part of BUILD_PARTS) {
      cpSync(path.join(ROOT, part), path.join(app, part), { recursive: true });
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
    return app;
  }
}

/** The least a spec's server start is given (beforeAll hook), whatever the spec asks. */
const SETUP_FLOOR_MS = 600_000;
/** The least a server is given to answer /readyz. */
const READY_FLOOR_MS = 540_000;

/**
 * A JourneyServer for the whole spec: started in a beforeAll hook (given `setupTimeoutMs`, the
 * build copy and the first migrations take a while) and stopped in an afterAll hook. Hooks the
 * spec registers after this call run once the server is ready.
 */
export function useJourneyServer(
  options: JourneyServerOptions & { setupTimeoutMs?: number },
): JourneyServer {
  const server = new JourneyServer(options);
  test.beforeAll(async () => {
    // Only ends a start that hangs: a busy 2-core machine has taken over two minutes to copy
    // the build, migrate a fresh database and write its fixtures (README, "Tests").
    test.setTimeout(Math.max(options.setupTimeoutMs ?? 0, SETUP_FLOOR_MS));
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  return server;
}
