import type { FastifyInstance } from 'fastify';
import { migrationsApplied } from '../db/migrate';
import type { AppContext } from '../platform/context';

export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await ctx.db.query('SELECT 1');
      if (!(await migrationsApplied(ctx.db, ctx.migrations))) {
        return reply.status(503).send({ status: 'not ready', reason: 'migrations pending' });
      }
      return { status: 'ok', database: ctx.db.kind };
    } catch {
      return reply.status(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
  });

  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}
