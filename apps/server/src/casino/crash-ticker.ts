import {
  casinoSocketEvents,
  casinoSubscribeSchema,
  crashBusChannel,
  crashBusMessageSchema,
  CRASH_ROOM,
} from '@shangwe/contract';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../platform/context';
import { roomFanout } from '../realtime/room-fanout';
import { CrashRoomPusher, CRASH_BATCH_MS } from './crash-room-pusher';
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

/**
 * Relays the crash engine's rounds, ticks and crashes (bus channel `casino.crash`, which every
 * instance receives) to this instance's sockets in the crash room, through CrashRoomPusher
 * (bets gathered, ticks carrying them, a late tick replaced by the latest). Each push is
 * encoded once and written to the watchers in chunks (RoomFanout), so a cash-out request is
 * answered between two chunks, not after the whole room.
 */
export async function relayCrashRounds(io: Server, ctx: AppContext): Promise<() => void> {
  const fanout = roomFanout(io);
  const pusher = new CrashRoomPusher((events, options) =>
    fanout
      .send(CRASH_ROOM, events, options)
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'crash push failed')),
  );
  const timer = setInterval(() => pusher.onTimer(), CRASH_BATCH_MS);
  timer.unref();
  const off = await ctx.bus.subscribe(crashBusChannel, (m) => {
    const message = m as { event?: string; payload?: unknown };
    // Ticks are trusted as the engine wrote them (no parse on the hot path: five a second).
    if (message.event === casinoSocketEvents.tick) return pusher.tick(message.payload);
    const parsed = crashBusMessageSchema.safeParse(m);
    if (!parsed.success) return;
    const { event, payload } = parsed.data;
    if (event === casinoSocketEvents.bets)
      return pusher.gather(event, payload.round_id, payload.bets);
    if (event === casinoSocketEvents.cashouts)
      return pusher.gather(event, payload.round_id, payload.cashouts);
    pusher.phase(event, payload);
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
