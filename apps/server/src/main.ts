import { buildApp } from './app';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import {
  lockHeldByParent,
  needsFirstStart,
  prepareInChild,
  PREPARE_TASK,
} from './db/pglite-first-start';
import {
  isClusterPrimary,
  isClusterProcess,
  processIndex,
  processRole,
  runClusterPrimary,
} from './platform/cluster';
import { acceptHandedConnections } from './platform/connection-handoff';
import { EnvError, publicUrlWarning, readEnv } from './platform/env';
import { createLogger } from './platform/logger';
import { startMetricsServer } from './platform/metrics-access';
import { openContext } from './platform/runtime';
import { startWorkers } from './platform/workers';
import { runTask } from './tasks';
import { workers } from './workers';

async function main() {
  const started = Date.now();
  const configured = readEnv();
  const logger = createLogger(configured.logLevel);
  const task = process.argv.find((a) => a.startsWith('--task='))?.slice('--task='.length);
  if (!task && isClusterPrimary(configured)) {
    const localUrl = publicUrlWarning(configured);
    if (localUrl) logger.warn(localUrl);
    return runClusterPrimary(configured, logger);
  }
  // In a cluster (API_PROCESSES), the primary said which role this process runs.
  const env = { ...configured, role: processRole(configured.role) };
  const localUrl = publicUrlWarning(env);
  if (localUrl && !task && env.apiProcesses === 1) logger.warn(localUrl);

  // PGlite is single-process: the data directory is ours alone while we run.
  const unlock =
    env.databaseUrl || (task === PREPARE_TASK && lockHeldByParent())
      ? () => undefined
      : lockDataDir(env.dataDir);
  if (!env.databaseUrl && !task && needsFirstStart(env.dataDir)) {
    await prepareInChild(fileURLToPath(import.meta.url), logger).catch((error: unknown) => {
      unlock();
      throw error;
    });
  }
  const { ctx, close } = await openContext(env, logger);

  if (task) {
    const code = await runTask(task, ctx).finally(async () => {
      await close();
      unlock();
    });
    process.exit(code);
  }

  const app = await buildApp(ctx, { apiRoutes: env.role !== 'worker' });
  const stopWorkers = await startWorkers(ctx, env.role === 'api' ? [] : workers);
  // A cluster's primary accepts on the port and hands each connection to a process.
  const handed = isClusterProcess(env)
    ? await app
        .listen({ port: 0, host: '127.0.0.1', exclusive: true })
        .then(() => acceptHandedConnections(app.server))
    : (await app.listen({ port: env.port, host: env.host }), undefined);
  const metricsServer =
    env.metricsPort && processIndex() === 0
      ? await startMetricsServer(ctx, env.metricsPort, env.metricsHost)
      : undefined;
  logger.info(
    {
      port: env.port,
      role: env.role,
      ...(env.apiProcesses > 1 && { process: processIndex(), pid: process.pid }),
      database: ctx.db.kind,
      redis: Boolean(env.redisUrl),
      metricsPort: env.metricsPort,
      ...(env.metricsPort && { metricsHost: env.metricsHost }),
      startMs: Date.now() - started,
    },
    'server ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests, finishing in-flight ones');
    // Workers finish their running tick first; a tick started just before the signal on a busy
    // machine (a restart's catch-up) took over 15 s in CI. Past 30 s (Kubernetes' default grace)
    // the process exits anyway, and start-up recovery settles what it left.
    // What the shutdown waits for, named if it outlasts its grace.
    let step = 'in-flight requests';
    const force = setTimeout(() => {
      logger.error(
        { waitingFor: step, workers: stopWorkers.pending() },
        'shutdown took longer than 30 s, exiting',
      );
      process.exit(1);
    }, 30_000);
    force.unref();
    // Fastify closes the idle keep-alive connections once, when closing starts. A connection
    // whose request was still in flight turns idle afterwards and its client (undici keeps one
    // for the server's 72 s keep-alive) would hold the close past the grace: close those too.
    handed?.stopAccepting();
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      try {
        await app.close();
        step = 'connections the cluster handed this process';
        await handed?.drained();
      } finally {
        clearInterval(closeIdle);
      }
      await metricsServer?.close();
      step = 'workers';
      await stopWorkers();
      step = 'database and redis connections';
      await close();
    } finally {
      unlock();
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof EnvError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
