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
    // Bets and cash-outs come as the contract's tuples and are relayed as objects.
    socket.fire(CRASH_EVENTS.bets, { round_id: 3, bets: [[41, '2547***678', 2, 50, 1.8]], ts: 2 });
    socket.fire(CRASH_EVENTS.cashouts, { round_id: 3, cashouts: [[41, 1.75, 87.5]], ts: 3 });
    expect(events).toEqual([
      { type: 'tick', payload: tick },
      {
        type: 'bets',
        payload: {
          round_id: 3,
          bets: [
            {
              bet_id: 41,
              player: '2547***678',
              slot: 2,
              stake: 50,
              auto_cashout: 1.8,
              status: 'open',
              cashout_multiplier: null,
              payout: 0,
            },
          ],
        },
      },
      {
        type: 'cashouts',
        payload: {
          round_id: 3,
          cashouts: [{ bet_id: 41, cashout_multiplier: 1.75, payout: 87.5 }],
        },
      },
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
