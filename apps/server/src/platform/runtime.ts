import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { openPglite, openPostgres, type Database } from '../db/database';
import { pgliteDir } from '../db/pglite-first-start';
import { loadMigrations, migrate } from '../db/migrate';
import { createMemoryBus, createRedisBus } from './bus';
import { createMemoryCache, createRedisCache } from './cache';
import type { AppContext } from './context';
import type { ServerEnv } from './env';
import { createMetrics } from './metrics';
import { migrationsDir } from './paths';

export interface OpenOptions {
  /** An already-open database (tests); otherwise opened from env. */
  db?: Database;
  redisPrefix?: string;
  collectDefaultMetrics?: boolean;
}

/** Opens the database, Redis and in-process services, applies migrations, and returns the context. */
export async function openContext(
  env: ServerEnv,
  logger: FastifyBaseLogger,
  options: OpenOptions = {},
): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const db =
    options.db ??
    (env.databaseUrl
      ? openPostgres({ connectionString: env.databaseUrl })
      : await openPglite({ dataDir: pgliteDir(env.dataDir) }));
  const migrations = await loadMigrations(migrationsDir());
  const applied = await migrate(db, migrations);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const redisPrefix = options.redisPrefix ?? env.redisPrefix;
  const redis = env.redisUrl
    ? new Redis(env.redisUrl, { maxRetriesPerRequest: 3, keyPrefix: redisPrefix || undefined })
    : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  const bus = env.redisUrl ? createRedisBus(env.redisUrl, redisPrefix) : createMemoryBus();
  const cache = redis ? createRedisCache(redis) : createMemoryCache();

  const ctx: AppContext = {
    env,
    db,
    bus,
    cache,
    redis,
    redisPrefix,
    metrics: createMetrics(options.collectDefaultMetrics ?? true),
    migrations,
    logger,
    now: () => new Date(),
  };
  return {
    ctx,
    async close() {
      await bus.close();
      await cache.close();
      await redis?.quit().catch(() => undefined);
      await db.close();
    },
  };
}
