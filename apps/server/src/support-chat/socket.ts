import {
  SUPPORT_CHAT_AGENTS_ROOM,
  SUPPORT_CHAT_BUS_CHANNEL,
  supportChatJoinSchema,
  supportChatRoom,
  supportChatSocketEvents,
} from '@shangwe/contract';
import type { Server, Socket } from 'socket.io';
import { findSession } from '../auth/session';
import { staffSocketAllowed } from '../backoffice/staff-socket';
import type { AppContext } from '../platform/context';
import { resolveConversation } from './service';

type Ack = (answer: unknown) => void;

const NOT_FOUND = 'No conversation yet. Write your first message.';

/**
 * The chat's socket events: `support.join` puts the socket in its conversation's room (by the
 * visitor token and/or the bettor's session token), `support.agent` puts a support agent's
 * socket (staff session with `chat.answer`, second factor given) in the agents' room.
 */
export function handleSupportChatSocket(socket: Socket, ctx: AppContext): void {
  socket.on(supportChatSocketEvents.join, (input: unknown, ack?: Ack) => {
    void (async () => {
      const parsed = supportChatJoinSchema.safeParse(input);
      if (!parsed.success) return ack?.({ ok: false, message: NOT_FOUND });
      const bettor = parsed.data.token
        ? await findSession(ctx.db, parsed.data.token, ctx.now()).catch(() => null)
        : null;
      const who = { profileId: bettor?.profileId ?? null, visitorToken: parsed.data.visitor_token };
      const { conversation } = await ctx.db.transaction((tx) => resolveConversation(tx, who, true));
      if (!conversation) return ack?.({ ok: false, message: NOT_FOUND });
      for (const room of socket.rooms)
        if (room.startsWith('chat:') && room !== SUPPORT_CHAT_AGENTS_ROOM) void socket.leave(room);
      await socket.join(supportChatRoom(conversation.id));
      return ack?.({ ok: true, conversation_id: conversation.id });
    })().catch(() => ack?.({ ok: false, message: NOT_FOUND }));
  });

  socket.on(supportChatSocketEvents.agent, (input: unknown, ack?: Ack) => {
    void (async () => {
      if (!(await staffSocketAllowed(ctx, input, 'chat.answer')))
        return ack?.({ ok: false, message: 'Your role does not allow this' });
      await socket.join(SUPPORT_CHAT_AGENTS_ROOM);
      return ack?.({ ok: true });
    })().catch(() => ack?.({ ok: false, message: 'Your role does not allow this' }));
  });
}

/** Delivers the chat's bus events to this instance's sockets in their rooms. */
export function relaySupportChat(io: Server, ctx: AppContext): Promise<() => void> {
  return ctx.bus.subscribe(SUPPORT_CHAT_BUS_CHANNEL, (m) => {
    const { rooms, event, payload } = m as { rooms: string[]; event: string; payload: unknown };
    io.local.to(rooms).emit(event, payload);
  });
}
