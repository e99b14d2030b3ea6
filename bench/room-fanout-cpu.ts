import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { encodeCrashCashout, type CrashCashoutsEvent } from '@shangwe/contract';
import { Server } from 'socket.io';
import { RoomFanout } from '../apps/server/src/realtime/room-fanout';
import { forkLoadClient, type LoadClient } from './socket-load-client';
import { sleep } from './support';

/**
 * The crash room's push on its own, socket.io's room emit against RoomFanout, on the same
 * sockets: a bare socket.io server (configured as the gateway) in this process, 5,000 watchers
 * in two load-client processes. Each way pushes 50 ticks 200 ms apart (plus, in the second
 * pair, a cash-outs message with every tick, as while a round flies with cash-outs) and
 * reports the server's CPU per push (process CPU time, which a busy machine inflates far less
 * than it does wall-clock latencies), the longest the event loop was held, and the watchers'
 * tick latency (push → receipt).
 */

const WATCHERS = Number(process.env.FANOUT_BENCH_WATCHERS ?? 5000);
const PUSHES = 50;
const ROOM = 'casino:crash';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};

export async function runRoomFanoutCpuBench(): Promise<{ markdown: string }> {
  const http = createServer();
  const io = new Server(http, {
    path: '/socket.io',
    transports: ['websocket'],
    perMessageDeflate: false,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  io.on('connection', (socket) => {
    socket.on('casino:subscribe', (_input: unknown, ack?: (a: unknown) => void) => {
      void socket.join(ROOM);
      ack?.({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: LoadClient[] = [];
  try {
    for (let p = 0; p < 2; p++)
      clients.push(
        forkLoadClient({ kind: 'crash', url, sockets: WATCHERS / 2, forwardRounds: false }),
      );
    await Promise.all(clients.map((c) => c.ready));
    const fanout = new RoomFanout(io);
    const cashouts: CrashCashoutsEvent = {
      round_id: 1,
      cashouts: Array.from({ length: 5 }, (_, i) =>
        encodeCrashCashout({ bet_id: 1000 + i, cashout_multiplier: 1.52, payout: 15.2 }),
      ),
      ts: 0,
    };
    const rows: string[] = [];
    const ways: Array<[string, boolean, (tick: object) => Promise<unknown>]> = [
      [
        'socket.io `io.local.to(room).emit`',
        false,
        async (tick) => io.local.to(ROOM).emit('crash:tick', tick),
      ],
      ['RoomFanout', false, (tick) => fanout.send(ROOM, [{ event: 'crash:tick', payload: tick }])],
      [
        'socket.io, cash-outs then tick (two emits)',
        true,
        async (tick) => {
          io.local.to(ROOM).emit('crash:cashouts', cashouts);
          io.local.to(ROOM).emit('crash:tick', tick);
        },
      ],
      [
        'RoomFanout, cash-outs and tick in one write',
        true,
        (tick) =>
          fanout.send(ROOM, [
            { event: 'crash:cashouts', payload: cashouts },
            { event: 'crash:tick', payload: tick },
          ]),
      ],
    ];
    for (const [name, withCashouts, push] of ways) {
      for (const c of clients) c.measure(1);
      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      const before = process.cpuUsage();
      for (let i = 0; i < PUSHES; i++) {
        await push({ round_id: 1, multiplier: 1 + i / 100, elapsed_ms: i * 200, ts: Date.now() });
        await sleep(200);
      }
      const cpu = process.cpuUsage(before);
      loop.disable();
      await sleep(2000);
      for (const c of clients) c.measure(null);
      const latencies = (await Promise.all(clients.map((c) => c.report()))).flatMap(
        (r) => r.tickLatencies,
      );
      const perPush = (cpu.user + cpu.system) / 1000 / PUSHES;
      const systemShare = cpu.system / (cpu.user + cpu.system);
      rows.push(
        `| ${name} | ${withCashouts ? 2 : 1} | ${perPush.toFixed(1)} ms | ${((perPush * 1000) / WATCHERS).toFixed(1)} µs | ${(systemShare * 100).toFixed(0)} % | ` +
          `${(loop.max / 1e6).toFixed(0)} ms | ${latencies.length} | ${quantile(latencies, 0.5)} ms | ${quantile(latencies, 0.99)} ms |`,
      );
      await sleep(1000);
    }
    return {
      markdown: [
        '## Room fan-out, socket.io emit against RoomFanout',
        '',
        `${WATCHERS} socket.io watchers (websocket only) in two load-client processes, one bare socket.io server in the bench process; ` +
          `${PUSHES} pushes 200 ms apart each way. Load average when measured: ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores, shared).`,
        '',
        '| way | events per push | server CPU per push | per socket | of it in the kernel | event loop held at most | ticks received | tick p50 | tick p99 |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    };
  } finally {
    await Promise.all(clients.map((c) => c.stop()));
    await io.close();
  }
}

// `node --import tsx bench/room-fanout-cpu.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runRoomFanoutCpuBench().then(
    (r) => {
      console.log(r.markdown);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
