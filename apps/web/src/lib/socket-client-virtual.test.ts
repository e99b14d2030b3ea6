import { describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, SocketClient } from './socket-client';

function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected: true,
    emit: vi.fn(),
    disconnect: vi.fn(),
    on: vi.fn((event: string, handler: (payload?: unknown) => void) => {
      handlers.set(event, handler);
      return socket;
    }),
    fire(event: string, payload?: unknown) {
      handlers.get(event)?.(payload);
    },
  };
  return socket;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SocketClient virtual ticker', () => {
  it("joins the league's room, relays its pushes to its listeners only, and joins again on reconnect", async () => {
    const socket = fakeSocket();
    const client = new SocketClient({ connect: async () => socket as never });
    const listener = vi.fn();
    const stop = client.subscribeVirtual(41047, listener);
    await flush();
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.virtualSubscribe, { league_id: 41047 });

    const clock = { league_id: 41047, round_id: 3, minute: 12, clock_running: true, scores: [] };
    socket.fire('virtual.clock', clock);
    socket.fire('virtual.goal', { league_id: 99, round_id: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'clock', payload: clock });

    socket.emit.mockClear();
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.virtualSubscribe, { league_id: 41047 });

    stop();
    socket.fire('virtual.round', { league_id: 41047, round_id: 4, status: 'open' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
