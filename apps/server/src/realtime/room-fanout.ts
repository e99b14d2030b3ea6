import type { Server, Socket } from 'socket.io';

/** One socket.io event (name and JSON payload) as the client's `socket.on(event)` receives it. */
export interface FanoutEvent {
  event: string;
  payload: unknown;
}

/** Sockets written between two turns of the event loop (HTTP and database answers go between). */
const DEFAULT_CHUNK = 256;
/**
 * And at most this long: a write to a loopback or busy socket costs a system call that may
 * wake its reader, so 256 of them held the loop 5-50 ms on a loaded machine, and a crash
 * cash-out (some 20 database round trips, each answered in a later turn) waited that long per
 * round trip while 5,000 watchers were written five times a second. A time slice keeps each
 * wait short whatever a write costs on the machine.
 */
const DEFAULT_SLICE_MS = 2;
/** Writes between two looks at the clock (reading it costs far less than a write). */
const CLOCK_EVERY = 8;
/**
 * A socket this far behind (bytes waiting in its kernel-bound buffer) skips volatile events
 * (ticks): a newer one follows within a fraction of a second, and a stuck reader must not grow
 * the server's memory.
 */
const VOLATILE_BACKLOG_BYTES = 256 * 1024;

/** The events encoded once: the socket.io packets and the websocket frames that carry them. */
export interface EncodedEvents {
  /** socket.io packets (`2["event",payload]`), for sockets that take the engine's path. */
  packets: string[];
  /** Each packet's whole websocket frame (engine.io prefix `4` included). */
  frames: Buffer[];
  /** Every frame back to back: one write per socket for all the events. */
  wire: Buffer;
}

/** An unmasked, final text frame (RFC 6455 §5.2): a server's frames are never masked. */
function textFrame(data: Buffer): Buffer {
  const length = data.length;
  const header =
    length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x81;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, data]);
}

/**
 * Encodes events for the default namespace once (one JSON.stringify per event, whatever the
 * number of sockets): the text a socket.io client decodes is `4` (engine.io message) `2`
 * (socket.io event) and the JSON array [event, payload].
 */
export function encodeEvents(events: readonly FanoutEvent[]): EncodedEvents {
  const packets = events.map(({ event, payload }) => `2${JSON.stringify([event, payload])}`);
  const frames = packets.map((packet) => textFrame(Buffer.from(`4${packet}`)));
  return { packets, frames, wire: frames.length === 1 ? frames[0]! : Buffer.concat(frames) };
}

/** What the engine.io connection exposes that the fast path needs (not in its public types). */
interface EngineConnection {
  readyState: string;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    perMessageDeflate?: unknown;
    socket?: { readyState: number; _socket?: NodeJS.WritableStream & { writableLength: number } };
  };
  write(data: string, options: { wsPreEncodedFrame: Buffer[] }): void;
}

export interface FanoutOptions {
  /** Ticks: skipped by a socket whose reader is far behind (a newer one follows). */
  volatile?: boolean;
}

export interface FanoutStats {
  /** Sockets written straight to their websocket (one write for all the events). */
  direct: number;
  /** Sockets whose engine was busy: the events queued behind what it holds, in order. */
  queued: number;
  /** Volatile events a backed-up socket skipped. */
  skipped: number;
}

/**
 * Sends events to every socket of a room on this instance (like `io.local.to(room).emit`),
 * encoded once and written with one write per socket. socket.io already encodes a broadcast
 * once, but it writes each event to each socket on its own (a system call each, which on 10,000
 * sockets is most of the cost) and in one stretch that holds the event loop. Here the sockets
 * are written in slices (at most `chunk` sockets, at most `sliceMs`) with a turn of the event
 * loop between them, so an HTTP request (a crash cash-out) or a database answer waits for one
 * slice, not for the whole room. Fan-outs run one
 * after another, so every socket gets them in the order they were sent.
 */
export class RoomFanout {
  private tail: Promise<unknown> = Promise.resolve();
  /** Chunks written so far (tests observe the turns between them). */
  chunksWritten = 0;

  constructor(
    private readonly io: Server,
    private readonly chunk = DEFAULT_CHUNK,
    private readonly sliceMs = DEFAULT_SLICE_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Sends `events` to the room's sockets; resolves once every socket was written. */
  send(room: string, events: readonly FanoutEvent[], options: FanoutOptions = {}) {
    const encoded = encodeEvents(events);
    const run = this.tail.then(() => this.write(room, encoded, options));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async write(room: string, encoded: EncodedEvents, options: FanoutOptions) {
    const nsp = this.io.of('/');
    const ids = nsp.adapter.rooms.get(room);
    const stats: FanoutStats = { direct: 0, queued: 0, skipped: 0 };
    if (!ids || ids.size === 0) return stats;
    const sockets = [...ids];
    let next = 0;
    while (next < sockets.length) {
      if (next > 0) await new Promise((resolve) => setImmediate(resolve));
      // One slice: up to `chunk` sockets, and no longer than `sliceMs`.
      const sliceStarted = this.clock();
      const end = Math.min(sockets.length, next + this.chunk);
      while (next < end) {
        const socket = nsp.sockets.get(sockets[next++]!);
        if (socket) writeTo(socket, encoded, options, stats);
        if (next % CLOCK_EVERY === 0 && this.clock() - sliceStarted >= this.sliceMs) break;
      }
      this.chunksWritten++;
    }
    return stats;
  }
}

function writeTo(
  socket: Socket,
  encoded: EncodedEvents,
  options: FanoutOptions,
  stats: FanoutStats,
): void {
  const conn = socket.conn as unknown as EngineConnection;
  if (conn.readyState !== 'open') return;
  const transport = conn.transport;
  const raw = transport.name === 'websocket' ? transport.socket?._socket : undefined;
  if (options.volatile && raw && raw.writableLength > VOLATILE_BACKLOG_BYTES) {
    stats.skipped++;
    return;
  }
  // Nothing held by the engine: what it sent is already in the socket's stream, so a write of
  // ours lands after it.
  if (
    raw &&
    transport.writable &&
    conn.writeBuffer.length === 0 &&
    !transport.perMessageDeflate &&
    transport.socket?.readyState === 1
  ) {
    raw.write(encoded.wire);
    stats.direct++;
    return;
  }
  // The engine holds packets (or another transport): queue behind them, still pre-encoded.
  encoded.packets.forEach((packet, i) =>
    conn.write(packet, { wsPreEncodedFrame: [encoded.frames[i]!] }),
  );
  stats.queued++;
}

const fanouts = new WeakMap<Server, RoomFanout>();

/** The fan-out of a socket.io server (one per server, so its sends keep one order). */
export function roomFanout(io: Server): RoomFanout {
  let fanout = fanouts.get(io);
  if (!fanout) {
    fanout = new RoomFanout(io);
    fanouts.set(io, fanout);
  }
  return fanout;
}
