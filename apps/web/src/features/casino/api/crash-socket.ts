import {
  decodeCrashCashout,
  decodePlacedCrashBet,
  type CrashBetsEvent,
  type CrashCashout,
  type CrashCashoutsEvent,
  type CrashRound,
  type CrashRoundBet,
  type CrashTick,
} from '@shangwe/contract';
import type { Socket } from 'socket.io-client';

/**
 * The crash room over the websocket (contract `casinoSocketEvents`, room `casino:crash`): the
 * round's phases, the multiplier ticks, bets and cash-outs as they happen. The connection is
 * the crash page's own, opened while the page is shown and closed when it goes, so the rest of
 * the app never pays for the ticks. socket.io-client loads with the page, not the app.
 * Bets and cash-outs arrive as tuples (the contract's crash-wire.ts) and are read back into
 * objects here, so the rest of the page never sees the wire form.
 */

/** Event names (values of the contract's `casinoSocketEvents`; names only, so no zod here). */
export const CRASH_EVENTS = {
  subscribe: 'casino:subscribe',
  round: 'crash:round',
  tick: 'crash:tick',
  bets: 'crash:bets',
  cashouts: 'crash:cashouts',
  crash: 'crash:crash',
} as const;

/** One push of the crash room, its bets and cash-outs decoded. */
export type CrashSocketEvent =
  | { type: 'round'; payload: CrashRound }
  | { type: 'crash'; payload: CrashRound }
  | { type: 'tick'; payload: CrashTick }
  | { type: 'bets'; payload: { round_id: number; bets: CrashRoundBet[] } }
  | { type: 'cashouts'; payload: { round_id: number; cashouts: CrashCashout[] } };

type SocketLike = Pick<Socket, 'on' | 'emit' | 'disconnect'>;

/** Opens the connection; injected in tests. */
export type CrashConnect = () => Promise<SocketLike>;

const defaultConnect: CrashConnect = async () => {
  const { io } = await import('socket.io-client');
  // forceNew: the page's own connection, closed with the page, never the app's shared one.
  return io({ transports: ['websocket'], path: '/socket.io', forceNew: true });
};

/**
 * Joins the crash room and relays its pushes to `listener`; `onConnect` runs on every
 * (re)connect, after the join, so the page can refetch what it missed while offline. Returns
 * the function that leaves and closes the connection.
 */
export function watchCrash(
  listener: (event: CrashSocketEvent) => void,
  onConnect: () => void,
  connect: CrashConnect = defaultConnect,
): () => void {
  let socket: SocketLike | null = null;
  let closed = false;
  void connect()
    .then((s) => {
      if (closed) {
        s.disconnect();
        return;
      }
      socket = s;
      s.on('connect', () => {
        s.emit(CRASH_EVENTS.subscribe, { game: 'crash' });
        onConnect();
      });
      const relay =
        <T extends CrashSocketEvent['type']>(type: T) =>
        (payload: Extract<CrashSocketEvent, { type: T }>['payload']) =>
          listener({ type, payload } as CrashSocketEvent);
      s.on(CRASH_EVENTS.round, relay('round'));
      s.on(CRASH_EVENTS.crash, relay('crash'));
      s.on(CRASH_EVENTS.tick, relay('tick'));
      s.on(CRASH_EVENTS.bets, (m: CrashBetsEvent) =>
        listener({
          type: 'bets',
          payload: { round_id: m.round_id, bets: m.bets.map(decodePlacedCrashBet) },
        }),
      );
      s.on(CRASH_EVENTS.cashouts, (m: CrashCashoutsEvent) =>
        listener({
          type: 'cashouts',
          payload: { round_id: m.round_id, cashouts: m.cashouts.map(decodeCrashCashout) },
        }),
      );
    })
    .catch(() => {
      // No websocket: the page still shows the round from its last state call.
    });
  return () => {
    closed = true;
    socket?.disconnect();
    socket = null;
  };
}
