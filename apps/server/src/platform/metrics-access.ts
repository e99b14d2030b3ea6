import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { NO_SUCH_CALL_MESSAGE } from '@shangwe/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from './context';
import { errorBody, notFound, unauthorized } from './errors';

const METRICS_PATH = '/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Who may read /metrics on the public port. With METRICS_TOKEN: only a caller with that bearer
 * token. Otherwise nobody in production (the metrics port serves them, or nothing does), and
 * anybody elsewhere (development, tests, benches).
 */
export function guardPublicMetrics(app: FastifyInstance, ctx: AppContext): void {
  const { metricsToken, production } = ctx.env;
  const guard = async (request: FastifyRequest) => {
    if (metricsToken) {
      if (!bearerMatches(request, metricsToken)) {
        throw unauthorized('A valid metrics token is required', 'UNAUTHORIZED');
      }
      return;
    }
    if (production) throw notFound(NO_SUCH_CALL_MESSAGE);
  };
  // On the /metrics route only: a root hook would run (and be awaited) on every request.
  app.addHook('onRoute', (route) => {
    if (route.url !== METRICS_PATH) return;
    const own = route.onRequest;
    route.onRequest = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}

/**
 * The separate metrics listener (METRICS_PORT): GET /metrics only, for a scraper on the private
 * network. The port must not be exposed to the internet.
 */
export async function startMetricsServer(
  ctx: AppContext,
  port: number,
  host: string,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.get(METRICS_PATH, async (_request, reply) => {
    reply.header('content-type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
  server.setNotFoundHandler(async (request, reply) =>
    reply
      .status(404)
      .send(errorBody(`No such endpoint: ${request.method} ${request.url}`, 'NOT_FOUND')),
  );
  await server.listen({ port, host });
  return server;
}
