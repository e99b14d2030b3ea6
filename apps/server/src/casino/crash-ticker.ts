import {
  casinoSocketEvents,
  casinoSubscribeSchema,
  crashBusChannel,
  crashBusMessageSchema,
  CRASH_ROOM,
  type CrashRoundBet,
} from '@shangwe/contract';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../platform/context';
import type { SocketChannel } from '../realtime/socket-channel';

type Ack = (answer: unknown) => void;

/** A socket joins or leaves the crash room (anonymous visitors may watch). */
export function handleCasinoSubscriptions(socket: Socket): void {
  socket.on(casinoSocketEvents.subscribe, (input: unknown, ack?: Ack) => {
    if (!casinoSubscribeSchema.safeParse(input).success) {
      return ack?.({ ok: false, message: "game must be 'crash'" });
    }
    void socket.join(CRASH_ROOM);
    return ack?.({ ok: true, room: CRASH_ROOM });
  });
  socket.on(casinoSocketEvents.unsubscribe, (_input: unknown, ack?: Ack) => {
    void socket.leave(CRASH_ROOM);
    return ack?.({ ok: true });
  });
}

/** How often bets and cash-outs are sent to the room, gathered (a busy round has thousands). */
const BATCH_MS = 200;

/**
 * Relays the crash engine's rounds, ticks and crashes (bus channel `casino.crash`, which every
 * instance receives) to this instance's sockets in the crash room. Bets and cash-outs are
 * gathered and sent every 200 ms, so a thousand bets make a few messages per watcher, not a
 * thousand; a round or crash message first sends what is gathered, keeping the order.
 */
export async function relayCrashRounds(io: Server, ctx: AppContext): Promise<() => void> {
  const room = io.local.to(CRASH_ROOM);
  const gathered = new Map<string, Map<number, CrashRoundBet[]>>();
  const flush = () => {
    for (const [event, rounds] of gathered) {
      for (const [roundId, bets] of rounds) {
        io.local.to(CRASH_ROOM).emit(event, { round_id: roundId, bets, ts: Date.now() });
      }
    }
    gathered.clear();
  };
  const timer = setInterval(flush, BATCH_MS);
  timer.unref();
  const off = await ctx.bus.subscribe(crashBusChannel, (m) => {
    const message = m as { event?: string; payload?: unknown };
    // Ticks are trusted as the engine wrote them (no parse on the hot path: ten a second).
    if (message.event === casinoSocketEvents.tick) {
      room.emit(message.event, message.payload);
      return;
    }
    const parsed = crashBusMessageSchema.safeParse(m);
    if (!parsed.success) return;
    const { event, payload } = parsed.data;
    if (event === casinoSocketEvents.bets || event === casinoSocketEvents.cashouts) {
      const rounds = gathered.get(event) ?? new Map<number, CrashRoundBet[]>();
      gathered.set(event, rounds);
      rounds.set(payload.round_id, [...(rounds.get(payload.round_id) ?? []), ...payload.bets]);
      return;
    }
    flush();
    io.local.to(CRASH_ROOM).emit(event, payload);
  });
  return () => {
    clearInterval(timer);
    off();
  };
}

/** The crash game's part of the websocket gateway (handed to it by products.ts). */
export const crashTickerChannel: SocketChannel = {
  handle: (socket) => handleCasinoSubscriptions(socket),
  relay: relayCrashRounds,
};
