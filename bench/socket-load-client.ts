import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import { notificationAckDelayMs } from '@shangwe/contract';
import { LeanSocket } from './lean-socket';
import { ROOT } from './support';

/**
 * The sockets of a realtime bench, held in processes of their own (forked from the bench), so
 * the bench's measuring process is not the one decoding thousands of frames, and the CPU the
 * load client spends is reported apart from the server's. Each process connects its share of
 * the sockets and records when messages arrive (Date.now(): same machine clock as the sender).
 *
 * - `crash`: watchers in the room casino:crash; tick latency (tick ts → receipt) while a round
 *   is measured; the first process forwards the round and crash events to the bench.
 * - `notifications`: logged-in bettors that register their device and ack every notification,
 *   as the web app does; they report (notification id, receipt time) for the bench to match.
 *
 * Each socket is a LeanSocket (the socket.io protocol over `ws`, a third of socket.io-client's
 * CPU a message); LOAD_CLIENT=socket.io-client uses socket.io-client itself, for comparison.
 */

export type LoadClientTask =
  | { kind: 'crash'; url: string; sockets: number; forwardRounds: boolean }
  | {
      kind: 'notifications';
      url: string;
      bettors: Array<{ profileId: number; token: string; userDeviceId: number }>;
    };

type ToChild = { type: 'measure'; roundId: number | null } | { type: 'report' } | { type: 'stop' };

type FromChild =
  | { type: 'ready'; connectMs: number }
  | { type: 'failed'; message: string }
  | { type: 'event'; event: string; payload: unknown }
  | {
      type: 'report';
      tickLatencies: number[];
      /** Each tick's time since take-off (elapsed_ms), in the order of tickLatencies. */
      tickElapsed: number[];
      received: Array<[number, number, string]>;
      cpuMs: number;
    };

/** Sockets a process connects at once (a shared, loaded machine refuses bigger bursts in time). */
const CONNECT_BATCH = 100;

/** A forked load client as the bench sees it. */
export interface LoadClient {
  pid: number;
  ready: Promise<{ connectMs: number }>;
  onEvent(listener: (event: string, payload: unknown) => void): void;
  measure(roundId: number | null): void;
  report(): Promise<Extract<FromChild, { type: 'report' }>>;
  stop(): Promise<void>;
}

/** Forks one load client process running `task`. */
export function forkLoadClient(task: LoadClientTask): LoadClient {
  const child: ChildProcess = fork(path.join(ROOT, 'bench/socket-load-client.ts'), [], {
    // LOAD_CLIENT_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the clients.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.LOAD_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listeners: Array<(event: string, payload: unknown) => void> = [];
  let reportWaiter: ((r: Extract<FromChild, { type: 'report' }>) => void) | undefined;
  const ready = new Promise<{ connectMs: number }>((resolve, reject) => {
    child.on('message', (m: FromChild) => {
      if (m.type === 'ready') resolve({ connectMs: m.connectMs });
      else if (m.type === 'failed') reject(new Error(m.message));
      else if (m.type === 'event') for (const l of listeners) l(m.event, m.payload);
      else if (m.type === 'report') reportWaiter?.(m);
    });
    child.once('exit', (code) => reject(new Error(`load client exited with ${code}`)));
  });
  child.send({ type: 'task', task });
  const send = (m: ToChild) => child.connected && child.send(m);
  return {
    pid: child.pid!,
    ready,
    onEvent: (l) => listeners.push(l),
    measure: (roundId) => send({ type: 'measure', roundId }),
    report: () =>
      new Promise((resolve) => {
        reportWaiter = resolve;
        send({ type: 'report' });
      }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ type: 'stop' });
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      await exited;
    },
  };
}

// ------------------------------------------------------------------------- the child process

/** What a load socket needs: socket.io-client's Socket and LeanSocket both give it. */
interface LoadSocket {
  on<T>(event: string, listener: (payload: T) => void): void;
  emit<A>(event: string, payload: unknown, ack?: (answer: A) => void): void;
  connected: Promise<void>;
  close(): void;
}

export const LOAD_CLIENT =
  process.env.LOAD_CLIENT === 'socket.io-client' ? 'socket.io-client' : 'lean';

function open(url: string): LoadSocket {
  // The handshake of thousands of sockets on a loaded machine takes longer than the default 20 s.
  if (LOAD_CLIENT === 'lean') return new LeanSocket(url, { timeoutMs: 120_000 });
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 120_000,
  });
  return {
    on: (event, listener) => void socket.on(event, listener),
    emit: (event, payload, ack) =>
      void (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
    connected: new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () => resolve());
    }),
    close: () => socket.disconnect(),
  };
}

async function runChild(task: LoadClientTask) {
  const sockets: LoadSocket[] = [];
  const tickLatencies: number[] = [];
  const tickElapsed: number[] = [];
  const received: Array<[number, number, string]> = [];
  let measuring: number | null = null;
  const reply = (m: FromChild) => process.send?.(m);
  process.on('message', (m: ToChild) => {
    if (m.type === 'measure') {
      measuring = m.roundId;
      if (m.roundId !== null) tickLatencies.length = tickElapsed.length = 0;
    } else if (m.type === 'report') {
      const cpu = process.cpuUsage();
      reply({
        type: 'report',
        tickLatencies,
        tickElapsed,
        received,
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    } else if (m.type === 'stop') {
      for (const s of sockets) s.close();
      process.exit(0);
    }
  });

  const started = Date.now();
  if (task.kind === 'crash') {
    const onTick = (t: { round_id: number; ts: number; elapsed_ms: number }) => {
      if (t.round_id !== measuring) return;
      tickLatencies.push(Date.now() - t.ts);
      tickElapsed.push(t.elapsed_ms);
    };
    for (let i = 0; i < task.sockets; i += CONNECT_BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, task.sockets - i) }, (_, k) => {
          const socket = open(task.url);
          sockets.push(socket);
          socket.on('crash:tick', onTick);
          if (task.forwardRounds && i + k === 0) {
            for (const event of ['crash:round', 'crash:crash'])
              socket.on(event, (payload: unknown) => reply({ type: 'event', event, payload }));
          }
          return socket.connected.then(
            () =>
              new Promise<void>((resolve) =>
                socket.emit('casino:subscribe', { game: 'crash' }, () => resolve()),
              ),
          );
        }),
      );
    }
  } else {
    const bettors = task.bettors;
    for (let i = 0; i < bettors.length; i += CONNECT_BATCH) {
      await Promise.all(
        bettors.slice(i, i + CONNECT_BATCH).map((b) => {
          const socket = open(task.url);
          sockets.push(socket);
          socket.on('notification', (n: { room: string; message: { notification_id: number } }) => {
            received.push([n.message.notification_id, Date.now(), n.room]);
            // After the wait the web app takes (its acks of a broadcast spread out).
            setTimeout(
              () =>
                socket.emit('ack', {
                  room: n.room,
                  notification_id: n.message.notification_id,
                  user_device_id: b.userDeviceId,
                }),
              notificationAckDelayMs(),
            );
          });
          return socket.connected.then(
            () =>
              new Promise<void>((resolve, reject) =>
                socket.emit(
                  'update',
                  {
                    client_id: 2,
                    device_id: `bench-${b.profileId}`,
                    user_device_id: b.userDeviceId,
                    profile_id: b.profileId,
                    status: 1,
                    token: b.token,
                    user_agent: 'bench',
                  },
                  (ack: { ok: boolean; message?: string }) =>
                    ack.ok ? resolve() : reject(new Error(`update refused: ${ack.message}`)),
                ),
              ),
          );
        }),
      );
    }
  }
  reply({ type: 'ready', connectMs: Date.now() - started });
}

if (import.meta.url === `file://${process.argv[1]}` && process.send) {
  process.once('message', (m: { type: 'task'; task: LoadClientTask }) => {
    runChild(m.task).catch((error: unknown) => {
      process.send?.({ type: 'failed', message: String(error) });
      process.exit(1);
    });
  });
}
