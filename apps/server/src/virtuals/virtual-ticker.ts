import {
  virtualBusChannel,
  virtualBusMessageSchema,
  virtualRoom,
  virtualSocketEvents,
  virtualSubscribeSchema,
} from '@shangwe/contract';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../platform/context';
import type { SocketChannel } from '../realtime/socket-channel';

type Ack = (answer: unknown) => void;

/** A socket joins or leaves the ticker room of a virtual league. */
export function handleVirtualSubscriptions(socket: Socket): void {
  socket.on(virtualSocketEvents.subscribe, (input: unknown, ack?: Ack) => {
    const parsed = virtualSubscribeSchema.safeParse(input);
    if (!parsed.success) return ack?.({ ok: false, message: 'league_id must be a league id' });
    const room = virtualRoom(parsed.data.league_id);
    void socket.join(room);
    return ack?.({ ok: true, room });
  });
  socket.on(virtualSocketEvents.unsubscribe, (input: unknown, ack?: Ack) => {
    const parsed = virtualSubscribeSchema.safeParse(input);
    if (!parsed.success) return ack?.({ ok: false, message: 'league_id must be a league id' });
    void socket.leave(virtualRoom(parsed.data.league_id));
    return ack?.({ ok: true });
  });
}

/**
 * Relays the engine's clock, goals and round changes (bus channel `virtual.event`, which every
 * instance receives) to this instance's sockets in the league's room.
 */
export function relayVirtualTicker(io: Server, ctx: AppContext): Promise<() => void> {
  return ctx.bus.subscribe(virtualBusChannel, (m) => {
    const parsed = virtualBusMessageSchema.safeParse(m);
    if (!parsed.success) return;
    const { event, payload } = parsed.data;
    io.local.to(virtualRoom(payload.league_id)).emit(event, payload);
  });
}

/** The virtual leagues' part of the websocket gateway (handed to it by products.ts). */
export const virtualTickerChannel: SocketChannel = {
  handle: (socket) => handleVirtualSubscriptions(socket),
  relay: relayVirtualTicker,
};
