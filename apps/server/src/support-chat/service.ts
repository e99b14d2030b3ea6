import {
  PERMISSIONS,
  type BoCannedReply,
  type BoChatConversation,
} from '@shangwe/contract/backoffice';
import {
  SUPPORT_CHAT_AGENTS_ROOM,
  SUPPORT_CHAT_BUS_CHANNEL,
  SUPPORT_CHAT_MAX_IMAGE_BYTES,
  supportChatRoom,
  supportChatSocketEvents,
  type SupportChatAttachment,
  type SupportChatConversationEvent,
  type SupportChatMessage,
  type SupportChatSendBody,
  type SupportChatSendResponse,
  type SupportChatState,
} from '@shangwe/contract';
import { randomBytes } from 'node:crypto';
import { consume, type Caller, type RateLimitRule } from '../auth/rate-limit';
import { hashToken } from '../auth/session';
import { recordStaffAction, type AuditActor } from '../backoffice/audit';
import { boError } from '../backoffice/errors';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { badRequest, notFound } from '../platform/errors';
import { supportAvailability } from './config';
import { sniffImageType } from './images';
import {
  closeConversationRow,
  deleteCannedReply,
  findAttachment,
  findCannedReply,
  findConversation,
  findConversationByToken,
  findLatestConversationOf,
  insertAttachment,
  insertCannedReply,
  insertConversation,
  insertMessage,
  linkConversation,
  listAgents,
  listMessages,
  loadQueueItem,
  replaceConversationToken,
  setAssignment,
  updateCannedReply,
  type ConversationRow,
} from './repository';

/** Limits of the bettor's side (through auth/rate-limit.ts: Redis when REDIS_URL is set). */
export const SUPPORT_CHAT_LIMITS = {
  /** New conversations per address (many bettors share a carrier's address). */
  startPerIp: { name: 'chat-start-ip', limit: 30, windowSeconds: 60 * 60 },
  /** Messages per conversation. */
  sendPerConversation: { name: 'chat-send-conv', limit: 20, windowSeconds: 60 },
  /** Messages per address, whatever the conversation. */
  sendPerIp: { name: 'chat-send-ip', limit: 120, windowSeconds: 60 },
  /** Images per conversation. */
  imagesPerConversation: { name: 'chat-image-conv', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Bettor-facing texts of the chat. */
export const SUPPORT_CHAT_MESSAGES = {
  notAnImage: 'Only photos can be sent (JPEG, PNG, GIF or WebP).',
  tooLarge: 'This photo is too large. Send a photo of at most 1 MB.',
  photoNotFound: 'This photo was not found.',
} as const;

/** Who writes on the bettor's side: a logged-in bettor and/or the holder of a visitor token. */
export interface ChatCaller {
  profileId: number | null;
  visitorToken: string | undefined;
  caller: Caller;
}

interface ChatEvent {
  rooms: string[];
  event: string;
  payload: unknown;
}

/** Sends a chat event to the rooms' sockets on every instance (after the change is committed). */
export async function publishChat(ctx: Pick<AppContext, 'bus'>, event: ChatEvent): Promise<void> {
  await ctx.bus.publish(SUPPORT_CHAT_BUS_CHANNEL, event);
}

const conversationEvent = (c: {
  id: number;
  status: 'open' | 'closed';
  assigned_staff_id: number | null;
}): SupportChatConversationEvent => ({
  conversation_id: c.id,
  status: c.status,
  assigned_staff_id: c.assigned_staff_id,
});

async function announce(
  ctx: AppContext,
  message: SupportChatMessage,
  conversation?: ConversationRow,
) {
  await publishChat(ctx, {
    rooms: [supportChatRoom(message.conversation_id), SUPPORT_CHAT_AGENTS_ROOM],
    event: supportChatSocketEvents.message,
    payload: message,
  });
  if (conversation) await announceConversation(ctx, conversation);
}

async function announceConversation(
  ctx: AppContext,
  c: { id: number; status: 'open' | 'closed'; assigned_staff_id: number | null },
) {
  await publishChat(ctx, {
    rooms: [supportChatRoom(c.id), SUPPORT_CHAT_AGENTS_ROOM],
    event: supportChatSocketEvents.conversation,
    payload: conversationEvent(c),
  });
}

/**
 * The conversation a caller may see: the one of its visitor token (unless it is linked to
 * another bettor, or to a bettor while nobody is logged in), else the bettor's newest. A
 * visitor's conversation is linked to the bettor who calls with its token once logged in.
 * `viaToken` says whether the caller proved the token.
 */
export async function resolveConversation(
  db: Queryable,
  who: { profileId: number | null; visitorToken: string | undefined },
  forUpdate = false,
): Promise<{ conversation: ConversationRow | null; viaToken: boolean }> {
  if (who.visitorToken) {
    const byToken = await findConversationByToken(db, hashToken(who.visitorToken), forUpdate);
    if (byToken && (byToken.profile_id === null || byToken.profile_id === who.profileId)) {
      if (byToken.profile_id === null && who.profileId !== null) {
        await linkConversation(db, byToken.id, who.profileId);
        byToken.profile_id = who.profileId;
      }
      // A closed visitor conversation stays readable; a bettor's newest open one wins over it.
      if (byToken.status === 'open' || who.profileId === null)
        return { conversation: byToken, viaToken: true };
    }
  }
  if (who.profileId === null) return { conversation: null, viaToken: false };
  const latest = await findLatestConversationOf(db, who.profileId);
  if (latest && forUpdate)
    return { conversation: await findConversation(db, latest.id, true), viaToken: false };
  return { conversation: latest, viaToken: false };
}

/** GET /api/support-chat: the caller's conversation, its messages and when to expect an answer. */
export async function chatState(ctx: AppContext, who: ChatCaller): Promise<SupportChatState> {
  const availability = supportAvailability(ctx.env.supportChat, ctx.now());
  const { conversation } =
    who.profileId !== null && who.visitorToken
      ? await ctx.db.transaction((tx) => resolveConversation(tx, who, true))
      : await resolveConversation(ctx.db, who);
  if (!conversation) return { conversation: null, messages: [], availability };
  return {
    conversation: {
      id: conversation.id,
      status: conversation.status,
      created_at: conversation.created_at.toISOString(),
    },
    messages: await listMessages(ctx.db, conversation.id),
    availability,
  };
}

/** The bytes of a base64 image, refused unless they are a JPEG, PNG, GIF or WebP of ≤ 1 MB. */
function decodeImage(
  data: string,
  refuse: (what: 'notAnImage' | 'tooLarge') => Error,
): { bytes: Buffer; contentType: string } {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > SUPPORT_CHAT_MAX_IMAGE_BYTES) throw refuse('tooLarge');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refuse('notAnImage');
  return { bytes, contentType };
}

const bettorRefusal = (what: 'notAnImage' | 'tooLarge') =>
  badRequest(SUPPORT_CHAT_MESSAGES[what], 'VALIDATION_FAILED', { field: 'image' });

/**
 * POST /api/support-chat/messages: the bettor's (or visitor's) message. Starts a conversation
 * when the caller has none open (answering its new token); a caller who reached their
 * conversation through their session gets a fresh token for it (only its hash is kept).
 */
export async function sendAsBettor(
  ctx: AppContext,
  who: ChatCaller,
  body: SupportChatSendBody,
): Promise<SupportChatSendResponse> {
  const image = body.image ? decodeImage(body.image.data_base64, bettorRefusal) : null;
  await consume(ctx, SUPPORT_CHAT_LIMITS.sendPerIp, who.caller.ip, who.caller);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const resolved = await resolveConversation(tx, who, true);
    let conversation = resolved.conversation;
    const viaToken = resolved.viaToken;
    let token = viaToken ? who.visitorToken! : undefined;
    let started = false;
    if (!conversation || conversation.status === 'closed') {
      await consume(ctx, SUPPORT_CHAT_LIMITS.startPerIp, who.caller.ip, who.caller);
      token = randomBytes(24).toString('base64url');
      conversation = await insertConversation(tx, hashToken(token), who.profileId, now);
      started = true;
    } else if (!token) {
      token = randomBytes(24).toString('base64url');
      await replaceConversationToken(tx, conversation.id, hashToken(token));
    }
    await consume(
      ctx,
      SUPPORT_CHAT_LIMITS.sendPerConversation,
      String(conversation.id),
      who.caller,
    );
    let attachmentId: number | null = null;
    if (image) {
      await consume(
        ctx,
        SUPPORT_CHAT_LIMITS.imagesPerConversation,
        String(conversation.id),
        who.caller,
      );
      attachmentId = await insertAttachment(
        tx,
        conversation.id,
        image.contentType,
        image.bytes,
        now,
      );
    }
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      author: 'bettor',
      staffId: null,
      text: body.text ?? '',
      attachmentId,
      now,
    });
    return { conversation, token: token!, message, started };
  });
  await announce(ctx, result.message, result.started ? result.conversation : undefined);
  return {
    visitor_token: result.token,
    conversation_id: result.conversation.id,
    message: result.message,
  };
}

/** GET /api/support-chat/attachments/:id: an image of the caller's own conversation. */
export async function attachmentForBettor(
  ctx: AppContext,
  who: ChatCaller,
  id: number,
): Promise<SupportChatAttachment> {
  const attachment = await findAttachment(ctx.db, id);
  const conversation = attachment
    ? await findConversation(ctx.db, attachment.conversationId)
    : null;
  const mine =
    conversation &&
    (conversation.profile_id !== null
      ? conversation.profile_id === who.profileId
      : who.visitorToken !== undefined &&
        (await findConversationByToken(ctx.db, hashToken(who.visitorToken)))?.id ===
          conversation.id);
  if (!attachment || !mine) throw notFound(SUPPORT_CHAT_MESSAGES.photoNotFound);
  return presentAttachment(attachment);
}

function presentAttachment(a: {
  id: number;
  contentType: string;
  bytes: Buffer;
}): SupportChatAttachment {
  return {
    id: a.id,
    content_type: a.contentType as SupportChatAttachment['content_type'],
    data_base64: a.bytes.toString('base64'),
  };
}

// ---------------------------------------------------------------------------------------------
// Agents (back office): every action is audited in its own transaction.

const OBJECT = 'support_conversation';

async function openConversationForUpdate(tx: Queryable, id: number): Promise<ConversationRow> {
  const c = await findConversation(tx, id, true);
  if (!c) throw boError('CHAT_NOT_FOUND');
  if (c.status === 'closed') throw boError('CHAT_CLOSED');
  return c;
}

async function queueItem(ctx: AppContext, id: number): Promise<BoChatConversation> {
  const item = await loadQueueItem(ctx.db, id);
  if (!item) throw boError('CHAT_NOT_FOUND');
  return item;
}

/** Take a conversation: it becomes the agent's (409 when another agent holds it). */
export async function takeConversation(
  ctx: AppContext,
  staff: AuditActor & { id: number },
  id: number,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const c = await openConversationForUpdate(tx, id);
    if (c.assigned_staff_id === staff.id) return null;
    if (c.assigned_staff_id !== null) throw boError('CHAT_ALREADY_ASSIGNED');
    await setAssignment(tx, id, staff.id);
    await recordStaffAction(tx, {
      staff,
      action: 'support_chat.take',
      objectType: OBJECT,
      objectId: id,
      before: { assigned_staff_id: null },
      after: { assigned_staff_id: staff.id },
      at: ctx.now(),
    });
    return { ...c, assigned_staff_id: staff.id };
  });
  if (changed) await announceConversation(ctx, changed);
  return queueItem(ctx, id);
}

/** Hand a conversation over to another agent (any agent may; the reason is kept). */
export async function handOver(
  ctx: AppContext,
  staff: AuditActor,
  id: number,
  to: number,
  reason: string | undefined,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const c = await openConversationForUpdate(tx, id);
    const agents = await listAgents(tx, PERMISSIONS['chat.answer']);
    if (!agents.some((a) => a.id === to)) throw boError('CHAT_AGENT_NOT_FOUND');
    await setAssignment(tx, id, to);
    await recordStaffAction(tx, {
      staff,
      action: 'support_chat.handover',
      objectType: OBJECT,
      objectId: id,
      before: { assigned_staff_id: c.assigned_staff_id },
      after: { assigned_staff_id: to },
      reason: reason || null,
      at: ctx.now(),
    });
    return { ...c, assigned_staff_id: to };
  });
  await announceConversation(ctx, changed);
  return queueItem(ctx, id);
}

const agentRefusal = (what: 'notAnImage' | 'tooLarge') =>
  what === 'notAnImage'
    ? boError('CHAT_NOT_AN_IMAGE')
    : badRequest(SUPPORT_CHAT_MESSAGES.tooLarge, 'VALIDATION_FAILED', { field: 'image' });

/** An agent's answer; an unassigned conversation becomes the answering agent's. */
export async function replyAsAgent(
  ctx: AppContext,
  staff: AuditActor & { id: number },
  id: number,
  body: SupportChatSendBody,
): Promise<SupportChatMessage> {
  const image = body.image ? decodeImage(body.image.data_base64, agentRefusal) : null;
  const now = ctx.now();
  const { message, assigned } = await ctx.db.transaction(async (tx) => {
    const c = await openConversationForUpdate(tx, id);
    const assigned = c.assigned_staff_id === null ? { ...c, assigned_staff_id: staff.id } : null;
    if (assigned) await setAssignment(tx, id, staff.id);
    const attachmentId = image
      ? await insertAttachment(tx, id, image.contentType, image.bytes, now)
      : null;
    const message = await insertMessage(tx, {
      conversationId: id,
      author: 'agent',
      staffId: staff.id,
      text: body.text ?? '',
      attachmentId,
      now,
    });
    await recordStaffAction(tx, {
      staff,
      action: 'support_chat.reply',
      objectType: OBJECT,
      objectId: id,
      before: assigned ? { assigned_staff_id: null } : undefined,
      after: {
        message_id: message.id,
        text: message.text,
        attachment_id: attachmentId,
        ...(assigned && { assigned_staff_id: staff.id }),
      },
      at: now,
    });
    return { message, assigned };
  });
  await announce(ctx, message, assigned ?? undefined);
  return message;
}

/** Close a conversation: the bettor's next message starts a new one. */
export async function closeConversation(
  ctx: AppContext,
  staff: AuditActor,
  id: number,
  reason: string | undefined,
) {
  const closed = await ctx.db.transaction(async (tx) => {
    const c = await openConversationForUpdate(tx, id);
    await closeConversationRow(tx, id, ctx.now());
    await recordStaffAction(tx, {
      staff,
      action: 'support_chat.close',
      objectType: OBJECT,
      objectId: id,
      before: { status: 'open' },
      after: { status: 'closed' },
      reason: reason || null,
      at: ctx.now(),
    });
    return { ...c, status: 'closed' as const };
  });
  await announceConversation(ctx, closed);
  return queueItem(ctx, id);
}

export async function attachmentForAgent(ctx: AppContext, id: number) {
  const attachment = await findAttachment(ctx.db, id);
  if (!attachment) throw boError('CHAT_ATTACHMENT_NOT_FOUND');
  return presentAttachment(attachment);
}

// Canned replies (admins write them; audited).

export async function createCanned(
  ctx: AppContext,
  staff: AuditActor,
  input: { title: string; body: string },
): Promise<BoCannedReply> {
  return ctx.db.transaction(async (tx) => {
    const reply = await insertCannedReply(tx, input.title, input.body, ctx.now());
    await recordStaffAction(tx, {
      staff,
      action: 'support_canned_reply.create',
      objectType: 'support_canned_reply',
      objectId: reply.id,
      after: input,
      at: ctx.now(),
    });
    return reply;
  });
}

export async function updateCanned(
  ctx: AppContext,
  staff: AuditActor,
  id: number,
  input: { title: string; body: string },
): Promise<BoCannedReply> {
  return ctx.db.transaction(async (tx) => {
    const before = await findCannedReply(tx, id, true);
    if (!before) throw boError('CANNED_REPLY_NOT_FOUND');
    const reply = await updateCannedReply(tx, id, input.title, input.body, ctx.now());
    await recordStaffAction(tx, {
      staff,
      action: 'support_canned_reply.update',
      objectType: 'support_canned_reply',
      objectId: id,
      before: { title: before.title, body: before.body },
      after: input,
      at: ctx.now(),
    });
    return reply;
  });
}

export async function deleteCanned(ctx: AppContext, staff: AuditActor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findCannedReply(tx, id, true);
    if (!before) throw boError('CANNED_REPLY_NOT_FOUND');
    await deleteCannedReply(tx, id, ctx.now());
    await recordStaffAction(tx, {
      staff,
      action: 'support_canned_reply.delete',
      objectType: 'support_canned_reply',
      objectId: id,
      before: { title: before.title, body: before.body },
      at: ctx.now(),
    });
  });
}
