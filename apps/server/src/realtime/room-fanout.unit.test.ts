import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeEvents, RoomFanout } from './room-fanout';

/** A bare socket.io server (as the gateway configures it) and clients in room `r`. */
async function serverWithClients(count: number) {
  const http = createServer();
  const ioServer = new Server(http, {
    path: '/socket.io',
    transports: ['websocket'],
    perMessageDeflate: false,
  });
  const joined: ServerSocket[] = [];
  ioServer.on('connection', (socket) => {
    void socket.join('r');
    joined.push(socket);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const client = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push(client);
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  }
  await vi.waitFor(() => expect(joined).toHaveLength(count));
  cleanups.push(async () => {
    for (const c of clients) c.disconnect();
    await ioServer.close();
  });
  return { io: ioServer, clients, joined };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

/** Every event each client receives, in order. */
function record(clients: Socket[]) {
  const got = clients.map(() => [] as Array<[string, unknown]>);
  clients.forEach((c, i) =>
    c.onAny((event: string, payload: unknown) => got[i]!.push([event, payload])),
  );
  return got;
}

describe('room fan-out', () => {
  it('encodes each event once, however many sockets, and every socket gets them in order', async () => {
    const { io, clients } = await serverWithClients(12);
    const got = record(clients);
    const fanout = new RoomFanout(io, 5);
    const stringify = vi.spyOn(JSON, 'stringify');
    const stats = await fanout.send('r', [
      { event: 'crash:cashouts', payload: { round_id: 7, bets: [{ bet_id: 1 }] } },
      { event: 'crash:tick', payload: { round_id: 7, multiplier: 1.5 } },
    ]);
    const encodings = stringify.mock.calls.filter(
      ([value]) =>
        Array.isArray(value) && typeof value[0] === 'string' && value[0].startsWith('crash:'),
    );
    stringify.mockRestore();
    expect(encodings).toHaveLength(2);
    expect(stats).toEqual({ direct: 12, queued: 0, skipped: 0 });
    await vi.waitFor(() => expect(got.every((g) => g.length === 2)).toBe(true));
    for (const g of got)
      expect(g).toEqual([
        ['crash:cashouts', { round_id: 7, bets: [{ bet_id: 1 }] }],
        ['crash:tick', { round_id: 7, multiplier: 1.5 }],
      ]);
  });

  it('lets the event loop run between chunks: a request waits for one chunk, not the room', async () => {
    const { io } = await serverWithClients(6);
    const fanout = new RoomFanout(io, 2);
    const order: string[] = [];
    const sending = fanout.send('r', [{ event: 'e', payload: 1 }]);
    // What arrives meanwhile (an HTTP request, a database answer) runs in a later phase of the
    // loop; setImmediate stands for it.
    setImmediate(() => order.push(`other work after ${fanout.chunksWritten} chunks`));
    await sending;
    order.push(`fan-out done after ${fanout.chunksWritten} chunks`);
    expect(order).toEqual(['other work after 1 chunks', 'fan-out done after 3 chunks']);
  });

  it('yields after its time slice too, however many sockets a chunk may hold', async () => {
    const { io, clients } = await serverWithClients(24);
    const got = record(clients);
    // A clock that moves 1 ms per look, looked at every 8 sockets: a 2 ms slice ends after 16
    // sockets, far below the chunk of 1,000.
    let ms = 0;
    const fanout = new RoomFanout(io, 1000, 2, () => (ms += 1));
    const order: string[] = [];
    const sending = fanout.send('r', [{ event: 'e', payload: 1 }]);
    setImmediate(() => order.push(`other work after ${fanout.chunksWritten} slices`));
    const stats = await sending;
    order.push(`fan-out done after ${fanout.chunksWritten} slices`);
    expect(order).toEqual(['other work after 1 slices', 'fan-out done after 2 slices']);
    expect(stats.direct).toBe(24);
    await vi.waitFor(() => expect(got.every((g) => g.length === 1)).toBe(true));
  });

  it('keeps the order of successive fan-outs for every socket, also behind what the engine holds', async () => {
    const { io, clients, joined } = await serverWithClients(4);
    const got = record(clients);
    const fanout = new RoomFanout(io, 1);
    // An engine still busy with an earlier write: that socket's events queue behind it.
    const busy = joined[2]!.conn as unknown as { transport: { writable: boolean }; flush(): void };
    busy.transport.writable = false;
    const first = fanout.send('r', [{ event: 'n', payload: 1 }]);
    const second = fanout.send('r', [{ event: 'n', payload: 2 }]);
    const stats = await Promise.all([first, second]);
    expect(stats.map((s) => s.queued)).toEqual([1, 1]);
    busy.transport.writable = true;
    busy.flush();
    await fanout.send('r', [{ event: 'n', payload: 3 }]);
    await vi.waitFor(() => expect(got.every((g) => g.length === 3)).toBe(true));
    for (const g of got) expect(g.map(([, p]) => p)).toEqual([1, 2, 3]);
  });

  it('writes a frame socket.io clients read, short and long', () => {
    const long = 'x'.repeat(70_000);
    const { wire, frames } = encodeEvents([
      { event: 'a', payload: 1 },
      { event: 'b', payload: long },
    ]);
    expect(frames[0]!.subarray(0, 2)).toEqual(Buffer.from([0x81, '42["a",1]'.length]));
    expect(frames[1]![1]).toBe(127);
    expect(wire.length).toBe(frames[0]!.length + frames[1]!.length);
  });
});
