import { boSupportChatEndpoints, PERMISSIONS } from '@shangwe/contract/backoffice';
import { boError } from '../backoffice/errors';
import { boRoute, staffOf } from '../backoffice/guard';
import type { RouteModule } from '../routes';
import {
  listAgents,
  listCannedReplies,
  listMessages,
  listQueue,
  loadQueueItem,
} from './repository';
import { SUPPORT_CHAT_BODY_LIMIT } from './routes';
import {
  attachmentForAgent,
  closeConversation,
  createCanned,
  deleteCanned,
  handOver,
  replyAsAgent,
  takeConversation,
  updateCanned,
} from './service';

const actor = (staff: { id: number; email: string }) => ({ id: staff.id, email: staff.email });

/** The agents' console: queue, conversation, take / hand over, answer, close, canned replies. */
export const boSupportChatRoutes: RouteModule = async (app, ctx) => {
  const e = boSupportChatEndpoints;
  boRoute(app, ctx, e.chatQueue, async (request) => {
    const { status, mine, page, per_page } = request.query;
    const { items, total } = await listQueue(ctx.db, {
      status,
      mineStaffId: mine === '1' ? staffOf(request).id : null,
      page,
      perPage: per_page,
    });
    return { items, total, page, per_page };
  });
  boRoute(app, ctx, e.chatConversation, async (request) => {
    const conversation = await loadQueueItem(ctx.db, request.params.id);
    if (!conversation) throw boError('CHAT_NOT_FOUND');
    return { conversation, messages: await listMessages(ctx.db, conversation.id, 500) };
  });
  boRoute(app, ctx, e.chatTake, async (request) =>
    takeConversation(ctx, actor(staffOf(request)), request.params.id),
  );
  boRoute(app, ctx, e.chatHandover, async (request) =>
    handOver(
      ctx,
      actor(staffOf(request)),
      request.params.id,
      request.body.staff_id,
      request.body.reason,
    ),
  );
  boRoute(
    app,
    ctx,
    e.chatReply,
    async (request, reply) => {
      const message = await replyAsAgent(
        ctx,
        actor(staffOf(request)),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(message);
    },
    { bodyLimit: SUPPORT_CHAT_BODY_LIMIT },
  );
  boRoute(app, ctx, e.chatClose, async (request) =>
    closeConversation(ctx, actor(staffOf(request)), request.params.id, request.body.reason),
  );
  boRoute(app, ctx, e.chatAttachment, async (request) =>
    attachmentForAgent(ctx, request.params.id),
  );
  boRoute(app, ctx, e.chatAgents, async () => ({
    items: await listAgents(ctx.db, PERMISSIONS['chat.answer']),
  }));
  boRoute(app, ctx, e.cannedReplies, async () => ({ items: await listCannedReplies(ctx.db) }));
  boRoute(app, ctx, e.cannedReplyCreate, async (request, reply) =>
    reply.status(201).send(await createCanned(ctx, actor(staffOf(request)), request.body)),
  );
  boRoute(app, ctx, e.cannedReplyUpdate, async (request) =>
    updateCanned(ctx, actor(staffOf(request)), request.params.id, request.body),
  );
  boRoute(app, ctx, e.cannedReplyDelete, async (request) => {
    await deleteCanned(ctx, actor(staffOf(request)), request.params.id);
    return { ok: true as const };
  });
};
