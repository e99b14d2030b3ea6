import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Bus } from './bus';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL) of the app's context. */
    db: Database;
    /** Redis when REDIS_URL is set. */
    redis: Redis | undefined;
    /** The publish/subscribe bus (Redis or in-process). */
    bus: Bus;
  }
}

/**
 * The app's database, Redis and bus as decorations of the Fastify instance, so hooks and
 * plugins reach them the Fastify way. Not encapsulated (fastify-plugin): every route scope
 * sees them. Their lifetime stays the context's: main.ts (or the test) opens and closes them.
 */
export const contextPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorate('db', ctx.db);
    app.decorate('redis', ctx.redis);
    app.decorate('bus', ctx.bus);
  },
  { name: 'shangwe-context', fastify: '5.x' },
);
