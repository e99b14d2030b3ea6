import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type BuildOptions } from '../app';
import { openPglite, openPostgres, type Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import type { AppContext } from '../platform/context';
import { readEnv, type ServerEnv } from '../platform/env';
import { migrationsDir } from '../platform/paths';
import { openContext } from '../platform/runtime';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite every test copies: made once per run by the global setup (a tarball on
 * disk), or here when a test runs outside it.
 */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('pgliteTemplatePath');
    if (file) return new Blob([readFileSync(file)]);
    const db = await openPglite({});
    await migrate(db, await loadMigrations(migrationsDir()));
    const blob = await db.dumpDataDir!();
    await db.close();
    return blob;
  })();
  return template;
}

/** A fresh database for one test: a PGlite copy, or a new schema on PostgreSQL. */
export async function freshDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite({ loadDataDir: await pgliteTemplate() });
    return { db, drop: async () => undefined };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, max: 30 });
  return {
    db,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * Builds the whole app on a clean database, the way main.ts does, for `app.inject()` tests.
 * Runs on PGlite, or on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
export async function buildTestApp(
  envOverrides: Partial<ServerEnv> = {},
  options: BuildOptions & { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const env: ServerEnv = {
    ...readEnv({ ...process.env, PORT: '0' }, []),
    logLevel: 'silent',
    ...envOverrides,
  };
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const redisPrefix = `test:${randomBytes(4).toString('hex')}:`;
  const { ctx, close } = await openContext(env, logger, {
    db,
    redisPrefix,
    collectDefaultMetrics: false,
  });
  const app = await buildApp(ctx, { serveWeb: false, ...options });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await close();
      await drop();
    },
  };
}
