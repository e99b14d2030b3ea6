import { describe, expect, it, vi } from 'vitest';
import { CRASH_EVENTS, watchCrash, type CrashSocketEvent } from './crash-socket';

/** A socket stand-in: records emits, lets the test fire server events. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  return {
    handlers,
    emit: vi.fn(),
    disconnect: vi.fn(),
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, handler);
      return this;
    },
    fire(event: string, payload?: unknown) {
      handlers.get(event)?.(payload);
    },
  };
}

describe('the crash room over the websocket', () => {
  it('joins the room on every connect, relays the pushes, and closes its own connection', async () => {
    const socket = fakeSocket();
    const events: CrashSocketEvent[] = [];
    const onConnect = vi.fn();
    const stop = watchCrash(
      (e) => events.push(e),
      onConnect,
      () => Promise.resolve(socket as never),
    );
    await Promise.resolve();
    await Promise.resolve();

    socket.fire('connect');
    socket.fire('connect');
    expect(socket.emit.mock.calls).toEqual([
      [CRASH_EVENTS.subscribe, { game: 'crash' }],
      [CRASH_EVENTS.subscribe, { game: 'crash' }],
    ]);
    expect(onConnect).toHaveBeenCalledTimes(2);

    const tick = { round_id: 3, multiplier: 1.5, elapsed_ms: 6800, ts: 1 };
    socket.fire(CRASH_EVENTS.tick, tick);
    socket.fire(CRASH_EVENTS.cashouts, { round_id: 3, bets: [], ts: 2 });
    expect(events).toEqual([
      { type: 'tick', payload: tick },
      { type: 'cashouts', payload: { round_id: 3, bets: [], ts: 2 } },
    ]);

    stop();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });

  it('closes a connection that opens after the page has gone', async () => {
    const socket = fakeSocket();
    let open: (s: never) => void = () => undefined;
    const stop = watchCrash(
      () => undefined,
      () => undefined,
      () => new Promise((resolve) => (open = resolve)),
    );
    stop();
    open(socket as never);
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.handlers.size).toBe(0);
  });
});
