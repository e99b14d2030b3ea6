import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Migration } from '../db/migrate';
import type { Bus } from './bus';
import type { Cache } from './cache';
import type { ServerEnv } from './env';
import type { Metrics } from './metrics';

/** The services every route module and worker is given; built once in main.ts (or per test). */
export interface AppContext {
  env: ServerEnv;
  db: Database;
  bus: Bus;
  cache: Cache;
  /** Set when REDIS_URL is: rate limits and the websocket adapter use it directly. */
  redis: Redis | undefined;
  /** Prefix for every Redis key and channel of this instance (tests run side by side). */
  redisPrefix: string;
  metrics: Metrics;
  migrations: readonly Migration[];
  logger: FastifyBaseLogger;
  /** The wall clock; tests replace it. */
  now: () => Date;
}
