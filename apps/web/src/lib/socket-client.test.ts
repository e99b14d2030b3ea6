import { describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, SocketClient, matchRoom } from './socket-client';

function fakeSocket(connected = true) {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected,
    emit: vi.fn(),
    disconnect: vi.fn(),
    on: vi.fn((event: string, handler: (payload?: unknown) => void) => {
      handlers.set(event, handler);
      return socket;
    }),
    /** Simulates a server push or a (re)connect. */
    fire(event: string, payload?: unknown) {
      handlers.get(event)?.(payload);
    },
  };
  return socket;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SocketClient', () => {
  it('joins a match once for many watchers, batching joins of one tick, and leaves after the last', async () => {
    const socket = fakeSocket();
    const client = new SocketClient({ connect: async () => socket as never });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = client.subscribeMatch(7, a);
    const stopB = client.subscribeMatch(7, b);
    client.subscribeMatch(8, vi.fn());
    await flush();
    expect(socket.emit).toHaveBeenCalledTimes(1);
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.subscribe, { parent_match_ids: [7, 8] });

    const payload = { parent_match_id: 7, match_id: 70, markets: [], ts: 1 };
    socket.fire('odds', payload);
    expect(a).toHaveBeenCalledWith({ type: 'odds', payload });
    expect(b).toHaveBeenCalledTimes(1);

    stopA();
    expect(socket.emit).toHaveBeenCalledTimes(1);
    stopB();
    expect(socket.emit).toHaveBeenLastCalledWith(SOCKET_EVENTS.unsubscribe, {
      parent_match_ids: [7],
    });
    expect(client.watchedMatches()).toEqual([8]);
  });

  it('delivers match updates only to the watchers of that match', async () => {
    const socket = fakeSocket();
    const client = new SocketClient({ connect: async () => socket as never });
    const listener = vi.fn();
    client.subscribeMatch(9, listener);
    await flush();
    socket.fire('match', { parent_match_id: 8 });
    expect(listener).not.toHaveBeenCalled();
    socket.fire('match', { parent_match_id: 9, clock_seconds: 60 });
    expect(listener).toHaveBeenCalledWith({
      type: 'match',
      payload: { parent_match_id: 9, clock_seconds: 60 },
    });
  });

  it('joins every watched match on connect and again after a reconnect', async () => {
    const socket = fakeSocket(false);
    const client = new SocketClient({ connect: async () => socket as never });
    client.subscribeMatch(1, vi.fn());
    client.subscribeMatch(2, vi.fn());
    await flush();
    expect(socket.emit).not.toHaveBeenCalled();
    socket.connected = true;
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.subscribe, { parent_match_ids: [1, 2] });
    socket.emit.mockClear();
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.subscribe, { parent_match_ids: [1, 2] });
  });
});

describe('SocketClient room-style subscribe', () => {
  it('maps match rooms onto match subscriptions and rejects other rooms', async () => {
    const socket = fakeSocket();
    const client = new SocketClient({ connect: async () => socket as never });
    const listener = vi.fn();
    const stop = client.subscribe(matchRoom(5), listener);
    await flush();
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.subscribe, { parent_match_ids: [5] });
    socket.fire('odds', { parent_match_id: 5 });
    expect(listener).toHaveBeenCalledWith('odds', { parent_match_id: 5 });
    stop();
    expect(client.watchedMatches()).toEqual([]);
    expect(() => client.subscribe('user:1', vi.fn())).toThrow("not a match room: 'user:1'");
  });
});

describe('SocketClient events and connect hooks', () => {
  it('relays named events, runs connect hooks on every (re)connect, emits only when connected', async () => {
    const socket = fakeSocket(false);
    const client = new SocketClient({ connect: async () => socket as never });
    const heard = vi.fn();
    const hook = vi.fn();
    const stopListening = client.on('notification', heard);
    const removeHook = client.onConnect(hook);
    await flush();
    expect(hook).not.toHaveBeenCalled();
    expect(client.emit('update', { a: 1 })).toBe(false);

    socket.connected = true;
    socket.fire('connect');
    expect(hook).toHaveBeenCalledTimes(1);
    socket.fire('notification', { id: 1 });
    expect(heard).toHaveBeenCalledWith({ id: 1 });
    const ack = vi.fn();
    expect(client.emit('update', { a: 1 }, ack)).toBe(true);
    expect(socket.emit).toHaveBeenLastCalledWith('update', { a: 1 }, ack);

    socket.fire('connect');
    expect(hook).toHaveBeenCalledTimes(2);
    removeHook();
    stopListening();
    socket.fire('connect');
    socket.fire('notification', { id: 2 });
    expect(hook).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('runs a hook added while connected at once, and binds a late listener', async () => {
    const socket = fakeSocket(true);
    const client = new SocketClient({ connect: async () => socket as never });
    client.subscribeMatch(1, vi.fn());
    await flush();
    const hook = vi.fn();
    client.onConnect(hook);
    await flush();
    expect(hook).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    client.on('notifications_count', late);
    socket.fire('notifications_count', { total_count: 2 });
    expect(late).toHaveBeenCalledWith({ total_count: 2 });
  });
});
