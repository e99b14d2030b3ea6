import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { migrationsApplied } from '../db/migrate';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';

export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.health, async () => ({ status: 'ok' as const }));

  route(app, endpoints.ready, async (_request, reply) => {
    try {
      await ctx.db.query('SELECT 1');
      if (!(await migrationsApplied(ctx.db, ctx.migrations))) {
        return reply.status(503).send({ status: 'not ready', reason: 'migrations pending' });
      }
      return { status: 'ok' as const, database: ctx.db.kind };
    } catch {
      return reply.status(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
  });

  route(app, endpoints.metrics, async (_request, reply) => {
    reply.header('content-type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}
