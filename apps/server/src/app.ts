import { PRODUCT_SOCKET_CHANNELS } from './products';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { errorCodes, NO_SUCH_CALL_MESSAGE } from '@shangwe/contract';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sessionPlugin } from './auth/session-plugin';
import type { AppContext } from './platform/context';
import { contextPlugin } from './platform/context-plugin';
import { DomainError, errorBody, HttpError } from './platform/errors';
import { guardPublicMetrics } from './platform/metrics-access';
import { webDistDir } from './platform/paths';
import { installRequestGuards } from './platform/request-guards';
import { loggablePath } from './platform/log-redaction';
import { registerSecurityHeaders } from './platform/security-headers';
import { attachSocketGateway } from './realtime/socket-gateway';
import { apiRouteModules, opsRouteModules, type RouteModule } from './routes';

export interface BuildOptions {
  /** The worker role serves only the operational endpoints. */
  apiRoutes?: boolean;
  /** Serve the built web app (when it is built). */
  serveWeb?: boolean;
  /** More route modules (tests). */
  extraRoutes?: RouteModule[];
  /** Told of every route as it is added (tests that must cover every route). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger,
    // One log line per request is written by the onResponse hook below, with route and duration.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.env.trustProxy,
    bodyLimit: 256 * 1024,
    // Keep-alive connections must not hold shutdown open.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Plumbing first: the database, Redis and bus decorations, and the session preHandler.
  await app.register(contextPlugin, { ctx });
  await app.register(sessionPlugin, { ctx });
  await app.register(formbody);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  installRequestGuards(app);
  guardPublicMetrics(app, ctx);

  const webDir = webDistDir();
  const serveWeb = options.serveWeb !== false && existsSync(path.join(webDir, 'index.html'));
  const serveBackoffice = serveWeb && existsSync(path.join(webDir, 'backoffice', 'index.html'));
  registerSecurityHeaders(app, {
    publicUrl: ctx.env.publicUrl,
    indexHtmlPath: serveWeb ? path.join(webDir, 'index.html') : undefined,
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    ctx.metrics.httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    ctx.metrics.httpDuration.observe({ method: request.method, route }, seconds);
    request.log.info(
      {
        method: request.method,
        route,
        // Callback tokens ride in the path: never logged (log-redaction.ts).
        url: loggablePath(request.url, request.params),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
  });

  // Error answers have one shape (errorBody) on every route, so they are written here as JSON
  // text: a route's response schema describes its own answers (an HTML page, a betslip) and
  // must not turn a 400 for bad input into a 500 because the error is not that page.
  const sendError = (reply: FastifyReply, status: number, body: ReturnType<typeof errorBody>) =>
    reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

  app.setErrorHandler(async (error, request, reply) => {
    // The one place a service's or the domain's error becomes an answer.
    if (error instanceof HttpError || error instanceof DomainError) {
      const status = error instanceof HttpError ? error.statusCode : errorCodes[error.code].status;
      // Every 429 says when to come back, in the header clients and proxies read.
      if (status === 429) reply.header('retry-after', retryAfterOf(error.details));
      return sendError(reply, status, errorBody(error.message, error.code, error.details));
    }
    const fastifyError = error as { statusCode?: number; code?: string; message: string };
    const status = fastifyError.statusCode ?? 500;
    if (status < 500) {
      return sendError(
        reply,
        status,
        errorBody(describeClientError(fastifyError), fastifyError.code ?? 'BAD_REQUEST'),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      reply,
      500,
      errorBody('An error occurred, please try again', 'INTERNAL_ERROR'),
    );
  });

  for (const register of opsRouteModules) await register(app, ctx);
  if (options.apiRoutes !== false) {
    for (const register of apiRouteModules) await register(app, ctx);
    // The websocket gateway (live odds, bet notifications) shares the API's HTTP server.
    await attachSocketGateway(app, ctx, PRODUCT_SOCKET_CHANNELS);
  }
  for (const register of options.extraRoutes ?? []) await register(app, ctx);

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; the shell and the service worker always revalidate.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api';
    const isBackoffice = url === '/backoffice' || url.startsWith('/backoffice/');
    if (
      isBackoffice &&
      serveBackoffice &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // The back office (apps/web/src/backoffice) is its own app: its page paths answer with
      // its own shell, never the bettor app's.
      return reply.header('cache-control', 'no-cache').sendFile('backoffice/index.html');
    }
    if (
      !isApi &&
      !isBackoffice &&
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // History-mode routing: every page path answers with the app shell.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(NO_SUCH_CALL_MESSAGE, 'NOT_FOUND'));
  });

  return app;
}

function retryAfterOf(details: Record<string, unknown>): string {
  const seconds = Number(details.retry_after);
  return String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
}

function describeClientError(error: { code?: string; message: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `Malformed JSON body: ${error.message}`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json or application/x-www-form-urlencoded';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      return error.message;
  }
}
