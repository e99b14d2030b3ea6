import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoSocketEvents, crashBusChannel } from '@shangwe/contract';
import { serverRoot } from './paths';
import { DEADLINE_MS } from '../test/killed-server';
import { connectionsHeld } from '../test/port-connections';
import { createRedisBus } from './bus';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
// Apart from the other process tests' ports (18,400+ and 18,900+, 24,400+).
const port = 17_600 + Math.floor(Math.random() * 300);

const children: ChildProcess[] = [];
const sockets: Socket[] = [];
const database = `cluster_${randomBytes(5).toString('hex')}`;

/** The server processes a cluster's primary runs now (Linux: /proc). */
function serverProcesses(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A test that failed leaves its cluster running: the next one needs the port.
afterEach(() => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    for (const pid of serverProcesses(child.pid!)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
});

/**
 * API_PROCESSES (platform/cluster.ts): several server processes on one port, the primary only
 * supervising. Needs PostgreSQL and Redis (the processes share both); skipped on PGlite.
 */
/** Starts `API_PROCESSES=2` on the test's database and waits until both processes run. */
async function startCluster() {
  const url = new URL(databaseUrl!);
  url.pathname = `/${database}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      API_PROCESSES: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Info: the primary says when each process takes connections.
      LOG_LEVEL: 'info',
      FEED_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const cluster = { child, output: '', pids: [] as number[] };
  child.stdout!.on('data', (d) => (cluster.output += d));
  child.stderr!.on('data', (d) => (cluster.output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await until('the cluster to answer', async () => {
    if (child.exitCode !== null) throw new Error(`cluster exited:\n${cluster.output}`);
    return answered();
  });
  // Both processes listen (the second may still be starting when the first answers).
  cluster.pids = await until('two server processes', () => {
    const now = serverProcesses(child.pid!);
    return now.length === 2 ? now : undefined;
  });
  await until('both processes taking connections', () =>
    (cluster.output.match(/server process accepting connections/g)?.length ?? 0) >= 2
      ? true
      : undefined,
  );
  return Object.assign(cluster, { exited });
}

const base = `http://127.0.0.1:${port}`;
const prefix = `cluster-test:${randomBytes(4).toString('hex')}:`;
/**
 * True once the port answers /readyz. Not kept alive: a connection left open would count in a
 * process's share of the connections.
 */
const answered = () =>
  new Promise<true | undefined>((resolve) =>
    http
      .get(`${base}/readyz`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200 ? true : undefined);
      })
      .on('error', () => resolve(undefined)),
  );

/**
 * API_PROCESSES (platform/cluster.ts): several server processes on one port, the primary only
 * supervising. Needs PostgreSQL and Redis (the processes share both); skipped on PGlite.
 */
describe.skipIf(!databaseUrl || !redisUrl)('API_PROCESSES: server processes on one port', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  });

  it('serves from every process, relays the bus to each one’s sockets, restarts dead ones and stops on SIGTERM', async () => {
    const cluster = await startCluster();
    const { child, pids, exited } = cluster;

    // The connections are shared between the processes: sockets on both of them get what the bus
    // carries (here a crash tick, as the engine publishes it from one process).
    for (let i = 0; i < 4; i++) {
      const socket = connect(base, { transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () =>
          socket.emit(casinoSocketEvents.subscribe, { game: 'crash' }, () => resolve()),
        );
      });
    }
    // Marked: the first process's crash engine may push ticks of its own round meanwhile.
    const tick = { round_id: 987_654_321, multiplier: 1.5, elapsed_ms: 1000, ts: Date.now() };
    const received = sockets.map(
      (socket) =>
        new Promise<unknown>((resolve) =>
          socket.on(casinoSocketEvents.tick, (t: typeof tick) => {
            if (t.round_id === tick.round_id) resolve(t);
          }),
        ),
    );
    const bus = createRedisBus(redisUrl!, prefix);
    const pushing = setInterval(
      () => void bus.publish(crashBusChannel, { event: casinoSocketEvents.tick, payload: tick }),
      200,
    );
    try {
      expect(await Promise.all(received)).toEqual(sockets.map(() => tick));
    } finally {
      clearInterval(pushing);
      await bus.close();
    }
    for (const socket of sockets) socket.disconnect();

    // A process that dies is replaced, and the port keeps answering.
    process.kill(pids[1]!, 'SIGKILL');
    const replaced = await until('a new second process', () => {
      const now = serverProcesses(child.pid!);
      return now.length === 2 && !now.includes(pids[1]!) ? now : undefined;
    });
    expect(await until('an answer after the restart', answered)).toBe(true);
    expect(cluster.output).toContain('server process died; starting another');

    // Both at once: the primary, left with no process for a second, still starts two.
    for (const pid of replaced) process.kill(pid, 'SIGKILL');
    await until('two new processes', () => {
      const now = serverProcesses(child.pid!);
      return now.length === 2 && !now.some((pid) => replaced.includes(pid)) ? now : undefined;
    });
    expect(await until('an answer after both restarted', answered)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('hands each connection to the process holding the fewest, even while one is busy', async () => {
    const { child, pids, exited } = await startCluster();
    // The first process is held (as the crash engine and the workers hold it in a burst): with
    // node:cluster's round robin it got one of these connections and the other process nine.
    process.kill(pids[0]!, 'SIGSTOP');
    const clients = await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    process.kill(pids[0]!, 'SIGCONT');
    const ports = clients.map((socket) => socket.localPort!);
    const held = await until('every connection in a process', () => {
      const counts = connectionsHeld(pids, port, ports);
      return counts[0]! + counts[1]! === 10 ? counts : undefined;
    });
    expect(held).toEqual([5, 5]);

    // Stopping closes the connections it was handed once idle (here each served a request and
    // is kept alive) and waits for them.
    await Promise.all(
      clients.map(
        (socket) =>
          new Promise((resolve) => {
            socket.once('data', resolve);
            socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n');
          }),
      ),
    );
    const closed = clients.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await Promise.all(closed);
  });

  it('starts nothing after SIGTERM and exits 1 when a process does not stop cleanly', async () => {
    const { child, pids, exited } = await startCluster();
    // The first process is held (it cannot stop yet); the second dies, so its restart is
    // pending when the signal comes.
    process.kill(pids[0]!, 'SIGSTOP');
    process.kill(pids[1]!, 'SIGKILL');
    await until('the second process gone', () =>
      serverProcesses(child.pid!).length === 1 ? true : undefined,
    );
    child.kill('SIGTERM');
    // Past the restart delay: nothing new was started while stopping.
    await new Promise((r) => setTimeout(r, 2000));
    expect(serverProcesses(child.pid!)).toEqual([pids[0]]);

    process.kill(pids[0]!, 'SIGKILL');
    expect(await exited).toBe(1);
  });
});
