import {
  casinoSocketEvents,
  casinoSubscribeSchema,
  crashBusChannel,
  crashBusMessageSchema,
  CRASH_ROOM,
} from '@shangwe/contract';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../platform/context';

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
 * Relays the crash engine's rounds, ticks, bets, cash-outs and crashes (bus channel
 * `casino.crash`, which every instance receives) to this instance's sockets in the crash room.
 * Ticks are trusted as the engine wrote them (no parse on the hot path: ten a second).
 */
export function relayCrashRounds(io: Server, ctx: AppContext): Promise<() => void> {
  return ctx.bus.subscribe(crashBusChannel, (m) => {
    const message = m as { event?: string; payload?: unknown };
    if (message.event === casinoSocketEvents.tick) {
      io.local.to(CRASH_ROOM).emit(message.event, message.payload);
      return;
    }
    const parsed = crashBusMessageSchema.safeParse(m);
    if (!parsed.success) return;
    io.local.to(CRASH_ROOM).emit(parsed.data.event, parsed.data.payload);
  });
}
