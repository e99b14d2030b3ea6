import { io, type Socket } from 'socket.io-client';
import { sleep, startBuiltServer } from './support';

/**
 * Odds fan-out: 5,000 socket.io clients (websocket transport) spread over 500 live match rooms
 * (10 per room) receive the live engine's odds and match updates. Measures the messages
 * delivered per second across all clients and the delivery latency (feed publish → client
 * receipt, same machine clock). The server runs with LIVE_DEMO_PER_SLOT raised so that about
 * 500 matches are in play.
 */

const CLIENTS = 5000;
const ROOMS = 500;
const MEASURE_S = 20;
const PORT = 8323;

/** Messages the gateway pushed to rooms so far (from the server's Prometheus metrics). */
async function pushedSoFar(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('socket_messages_pushed_total{event="odds"}') ||
        line.startsWith('socket_messages_pushed_total{event="match"}'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

interface LiveList {
  data: Array<{ parent_match_id: number }>;
}

export async function runFanoutBench(): Promise<{ markdown: string }> {
  const server = await startBuiltServer(PORT, { LIVE_DEMO_PER_SLOT: '60' });
  const sockets: Socket[] = [];
  try {
    let live: number[] = [];
    const deadline = Date.now() + 60_000;
    while (live.length < ROOMS && Date.now() < deadline) {
      live = ((await (await fetch(`${server.url}/api/live/matches`)).json()) as LiveList).data.map(
        (m) => m.parent_match_id,
      );
      if (live.length < ROOMS) await sleep(1000);
    }
    const rooms = live.slice(0, ROOMS);
    if (rooms.length === 0) throw new Error('no live matches to subscribe to');

    let measuring = false;
    let delivered = 0;
    const latencies: number[] = [];
    const onMessage = (m: { ts?: number }) => {
      if (!measuring) return;
      delivered++;
      if (typeof m.ts === 'number') latencies.push(Date.now() - m.ts);
    };
    const connectStarted = Date.now();
    for (let i = 0; i < CLIENTS; i += 250) {
      await Promise.all(
        Array.from({ length: Math.min(250, CLIENTS - i) }, (_, k) => {
          const socket = io(server.url, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          sockets.push(socket);
          socket.on('odds', onMessage);
          socket.on('match', onMessage);
          const room = rooms[(i + k) % rooms.length] as number;
          return new Promise<void>((resolve, reject) => {
            socket.once('connect_error', reject);
            socket.once('connect', () =>
              socket.emit('subscribe', { parent_match_ids: [room] }, () => resolve()),
            );
          });
        }),
      );
    }
    const connectMs = Date.now() - connectStarted;
    const pushedBefore = await pushedSoFar(server.url);
    measuring = true;
    const started = Date.now();
    await sleep(MEASURE_S * 1000);
    measuring = false;
    const seconds = (Date.now() - started) / 1000;
    const pushed = (await pushedSoFar(server.url)) - pushedBefore;
    latencies.sort((a, b) => a - b);
    const q = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return {
      markdown: [
        '## Odds fan-out',
        '',
        `${sockets.length} socket.io clients (websocket only) in ${rooms.length} live match rooms ` +
          `(${Math.round(sockets.length / rooms.length)} per room), connected in ${connectMs} ms, then ${MEASURE_S} s of the live ` +
          'engine running (PGlite, LIVE_DEMO_PER_SLOT=60). Latency: the feed publishing a change to a client receiving it. ' +
          'Target: p99 < 250 ms.',
        '',
        '| clients | rooms | room updates/s (odds + match) | messages delivered | delivered/s | latency p50 | latency p99 | max |',
        '|---|---|---|---|---|---|---|---|',
        `| ${sockets.length} | ${rooms.length} | ${Math.round(pushed / seconds)} | ${delivered} | ${Math.round(delivered / seconds)} | ${q(0.5)} ms | ${q(0.99)} ms | ${latencies[latencies.length - 1] ?? 0} ms |`,
      ].join('\n'),
    };
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop();
  }
}

// `node --import tsx bench/fanout.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runFanoutBench().then(
    (r) => console.log(r.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
