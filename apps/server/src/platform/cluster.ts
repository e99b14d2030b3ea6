import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { ConnectionBalancer } from './connection-handoff';
import type { ProcessRole, ServerEnv } from './env';

/**
 * API_PROCESSES=N: N server processes on one port (the primary accepts each new connection and
 * hands it to the process with the fewest open ones: platform/connection-handoff.ts), for a
 * machine with more than one core. Node writes every socket from one
 * thread, so a broadcast to thousands of websockets (a crash tick, a notification to all)
 * takes as long as its writes one after another; split over N processes, each writes its own
 * share at the same time. The processes are the README's "several API processes": they share
 * PostgreSQL and Redis (the bus, the socket rooms, the rate limits), so both are required.
 *
 * The first process keeps the role the server was started with (`all`: the API and the
 * workers, which take their advisory locks as on any multi-instance set-up); the others are
 * `api`. The primary serves nothing itself: it hands out the connections, starts the processes,
 * starts again one that dies, and on SIGTERM/SIGINT stops accepting and passes the signal on,
 * exiting once all of them have stopped.
 */

/** The role a cluster process runs with, and its place (set by the primary in its environment). */
const ROLE_VARIABLE = 'SHANGWE_PROCESS_ROLE';
const INDEX_VARIABLE = 'SHANGWE_PROCESS_INDEX';
/** A process that dies is started again after this long (not in a tight loop if it cannot start). */
const RESTART_DELAY_MS = 1000;

/** True in the primary of a cluster: it supervises and serves nothing itself. */
export function isClusterPrimary(env: Pick<ServerEnv, 'apiProcesses'>): boolean {
  return env.apiProcesses > 1 && cluster.isPrimary;
}

/** True in a process a cluster's primary started (it is handed its connections). */
export function isClusterProcess(env: Pick<ServerEnv, 'apiProcesses'>): boolean {
  return env.apiProcesses > 1 && cluster.isWorker;
}

/** The role of this process: the primary's choice in a cluster process, else the server's. */
export function processRole(role: ProcessRole): ProcessRole {
  const assigned = cluster.isWorker ? process.env[ROLE_VARIABLE] : undefined;
  return assigned === 'all' || assigned === 'api' || assigned === 'worker' ? assigned : role;
}

/**
 * This process's place among the cluster's (0 without a cluster): the first one alone serves
 * METRICS_PORT, which one port can only do once.
 */
export function processIndex(): number {
  return cluster.isWorker ? Number(process.env[INDEX_VARIABLE] ?? 0) : 0;
}

/**
 * Runs the primary: starts the processes and supervises them until a signal stops them. It
 * exits with status 0 only when every process stopped cleanly after the signal; a process that
 * ends otherwise while stopping (killed another way, or forced out after its grace period)
 * makes it 1.
 */
export function runClusterPrimary(
  env: Pick<ServerEnv, 'apiProcesses' | 'role' | 'port' | 'host'>,
  logger: Logger,
) {
  let stopping: NodeJS.Signals | undefined;
  let status = 0;
  const places = new Map<Worker, number>();
  // Not unref'd: when every process dies at once, these timers are what keeps the primary alive.
  const restarts = new Set<NodeJS.Timeout>();
  const balancer = new ConnectionBalancer(env.port, env.host, {
    onError: (error) => {
      logger.error({ err: error, port: env.port }, 'cannot accept connections');
      status = 1;
      stop('SIGTERM');
    },
    onAccepting: (worker) =>
      logger.info(
        { pid: worker.process.pid, index: places.get(worker), port: env.port },
        'server process accepting connections',
      ),
  });
  const start = (index: number) => {
    const role = index === 0 ? env.role : 'api';
    const worker = cluster.fork({ [ROLE_VARIABLE]: role, [INDEX_VARIABLE]: String(index) });
    places.set(worker, index);
    balancer.add(worker);
  };
  for (let i = 0; i < env.apiProcesses; i++) start(i);
  logger.info({ processes: env.apiProcesses, role: env.role }, 'cluster started');

  cluster.on('exit', (worker, code, signal) => {
    const index = places.get(worker) ?? 0;
    places.delete(worker);
    balancer.remove(worker);
    if (stopping) {
      // Ended by the signal itself (a process still starting, before its handler) is clean too.
      if (code !== 0 && signal !== stopping) status = 1;
      if (places.size === 0) process.exit(status);
      return;
    }
    logger.error(
      { pid: worker.process.pid, code, signal, index, open: balancer.openByProcess() },
      'server process died; starting another',
    );
    const restart = setTimeout(() => {
      restarts.delete(restart);
      start(index);
    }, RESTART_DELAY_MS);
    restarts.add(restart);
  });

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = signal;
    balancer.close();
    for (const restart of restarts) clearTimeout(restart);
    restarts.clear();
    logger.info({ signal }, 'stopping the server processes');
    if (places.size === 0) process.exit(0);
    for (const worker of places.keys()) worker.process.kill(signal);
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
