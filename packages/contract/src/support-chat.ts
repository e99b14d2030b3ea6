import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Support chat (issue 32): a bettor, or a visitor before logging in, writes to the support
 * agents; answers arrive in real time on the websocket. A visitor's conversation is held by the
 * `visitor_token` the first message answers (sent back in the `X-Chat-Token` header); logging in
 * links it to the bettor. Attachments are images only (type read from the file's first bytes).
 */

/** Header carrying the visitor's conversation token. */
export const SUPPORT_CHAT_TOKEN_HEADER = 'x-chat-token';

/** Largest image (decoded bytes). */
export const SUPPORT_CHAT_MAX_IMAGE_BYTES = 1024 * 1024;
/** Longest text of one message. */
export const SUPPORT_CHAT_MAX_TEXT = 2000;
/** The image types accepted (read from the bytes, never from the name or the header). */
export const SUPPORT_CHAT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

const base64Chars = Math.ceil(SUPPORT_CHAT_MAX_IMAGE_BYTES / 3) * 4;

/** A message's image, base64 (the widget shrinks photos before sending). */
export const supportChatImageInputSchema = z.object(
  {
    data_base64: z
      .string({ error: 'Choose a photo to send' })
      .min(1, 'Choose a photo to send')
      .max(base64Chars, 'This photo is too large. Send a photo of at most 1 MB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'This file could not be read. Choose a photo'),
  },
  { error: 'Choose a photo to send' },
);

/** What a bettor or an agent sends: text, an image, or both. */
export const supportChatSendBodySchema = z
  .object({
    text: z
      .string({ error: 'Write a message' })
      .trim()
      .max(SUPPORT_CHAT_MAX_TEXT, 'This message is too long (2000 characters at most)')
      .optional(),
    image: supportChatImageInputSchema.optional(),
  })
  .refine((b) => (b.text !== undefined && b.text !== '') || b.image !== undefined, {
    message: 'Write a message or add a photo',
    path: ['text'],
  });
export type SupportChatSendBody = z.infer<typeof supportChatSendBodySchema>;

export const supportChatMessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  /** Who wrote it: the bettor (or visitor) or a support agent. */
  author: z.enum(['bettor', 'agent']),
  /** The agent's display name (agents only). */
  agent_name: z.string().nullable(),
  text: z.string(),
  /** The image's id (fetch it with supportChatAttachment), null without one. */
  attachment_id: z.number().nullable(),
  created_at: z.string(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

export const supportChatConversationSchema = z.object({
  id: z.number(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
});

/** When an answer can be expected: agents on duty now, or when they are back. */
export const supportChatAvailabilitySchema = z.object({
  online: z.boolean(),
  /** What the widget shows, e.g. "We reply within 4 hours." */
  notice: z.string(),
  /** The support hours, e.g. "08:00–22:00 (Nairobi time)". */
  hours: z.string(),
});
export type SupportChatAvailability = z.infer<typeof supportChatAvailabilitySchema>;

export const supportChatStateSchema = z.object({
  conversation: supportChatConversationSchema.nullable(),
  messages: z.array(supportChatMessageSchema),
  availability: supportChatAvailabilitySchema,
});
export type SupportChatState = z.infer<typeof supportChatStateSchema>;

export const supportChatSendResponseSchema = z.object({
  /** Keep it (X-Chat-Token): the conversation's token, new when a conversation was started. */
  visitor_token: z.string(),
  conversation_id: z.number(),
  message: supportChatMessageSchema,
});
export type SupportChatSendResponse = z.infer<typeof supportChatSendResponseSchema>;

export const supportChatAttachmentParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'This photo was not found' })
    .int()
    .min(1, 'This photo was not found')
    .max(2_147_483_647, 'This photo was not found'),
});
export const supportChatAttachmentSchema = z.object({
  id: z.number(),
  content_type: z.enum(SUPPORT_CHAT_IMAGE_TYPES),
  data_base64: z.string(),
});
export type SupportChatAttachment = z.infer<typeof supportChatAttachmentSchema>;

/** The bettor's calls; session optional (a visitor sends X-Chat-Token instead). */
export const supportChatEndpoints = {
  supportChat: endpoint({
    method: 'GET',
    path: '/api/support-chat',
    response: { 200: supportChatStateSchema },
  }),
  supportChatSend: endpoint({
    method: 'POST',
    path: '/api/support-chat/messages',
    body: supportChatSendBodySchema,
    response: { 201: supportChatSendResponseSchema },
  }),
  supportChatAttachment: endpoint({
    method: 'GET',
    path: '/api/support-chat/attachments/:id',
    params: supportChatAttachmentParamsSchema,
    response: { 200: supportChatAttachmentSchema },
  }),
} as const;

// ---------------------------------------------------------------------------------------------
// Realtime: rooms `chat:{conversation_id}` (the bettor's sockets) and `chat:agents`.

export const supportChatSocketEvents = {
  /** client → server: join the conversation's room. Payload { visitor_token?, token? }; ack { ok, conversation_id }. */
  join: 'support.join',
  /** client → server: a support agent joins `chat:agents`. Payload { token } (staff session); ack { ok }. */
  agent: 'support.agent',
  /** server → client: a new message. Payload SupportChatMessage. */
  message: 'support.message',
  /** server → agents (and the conversation): the conversation changed (assigned, closed, new). Payload { conversation_id, status, assigned_staff_id }. */
  conversation: 'support.conversation',
} as const;

export const supportChatJoinSchema = z.object({
  visitor_token: z.string().min(1).max(200).optional(),
  token: z.string().min(1).max(500).optional(),
});

export const supportChatConversationEventSchema = z.object({
  conversation_id: z.number(),
  status: z.enum(['open', 'closed']),
  assigned_staff_id: z.number().nullable(),
});
export type SupportChatConversationEvent = z.infer<typeof supportChatConversationEventSchema>;

export const supportChatRoom = (conversationId: number) => `chat:${conversationId}`;
export const SUPPORT_CHAT_AGENTS_ROOM = 'chat:agents';
/** Bus channel the chat publishes on; every gateway relays to its own sockets. */
export const SUPPORT_CHAT_BUS_CHANNEL = 'support.chat';
