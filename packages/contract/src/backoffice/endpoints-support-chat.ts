import { z } from 'zod';
import {
  supportChatAttachmentParamsSchema,
  supportChatAttachmentSchema,
  supportChatMessageSchema,
  supportChatSendBodySchema,
} from '../support-chat';
import type { BoEndpoint } from './endpoints';
import { boOkSchema } from './schemas';

// endpoints.ts spreads this table, so this file takes only its types (no import cycle at run time).
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/** `:id` of a conversation. */
export const boChatParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1, 'Unknown conversation')
    .max(2_147_483_647, 'Unknown conversation'),
});

export const boChatQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }).default('open'),
  /** Only the conversations assigned to me. */
  mine: z.enum(['1', '0'], { error: 'Choose 1 or 0' }).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(100_000, 'No such page').default(1),
  per_page: z.coerce.number().int().min(1).max(200, 'At most 200 rows per page').default(50),
});

export const boChatConversationSchema = z.object({
  id: z.number(),
  status: z.enum(['open', 'closed']),
  /** The bettor, null for a visitor who has not logged in. */
  profile_id: z.number().nullable(),
  mobile: z.string().nullable(),
  assigned_staff_id: z.number().nullable(),
  assigned_staff_name: z.string().nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
  /** Since when the bettor waits for an answer (null: the last word was an agent's). */
  waiting_since: z.string().nullable(),
  last_message: z.string(),
  closed_at: z.string().nullable(),
});
export type BoChatConversation = z.infer<typeof boChatConversationSchema>;

export const boChatQueueResponseSchema = z.object({
  items: z.array(boChatConversationSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

export const boChatDetailSchema = z.object({
  conversation: boChatConversationSchema,
  messages: z.array(supportChatMessageSchema),
});
export type BoChatDetail = z.infer<typeof boChatDetailSchema>;

export const boChatHandoverBodySchema = z.object({
  staff_id: z.coerce
    .number({ error: 'Choose the agent' })
    .int()
    .min(1, 'Choose the agent')
    .max(2_147_483_647, 'Choose the agent'),
  reason: z.string().trim().max(500, 'The reason is too long (500 characters at most)').optional(),
});

export const boChatCloseBodySchema = z.object({
  reason: z.string().trim().max(500, 'The reason is too long (500 characters at most)').optional(),
});

export const boChatAgentSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export const boChatAgentsResponseSchema = z.object({ items: z.array(boChatAgentSchema) });

export const boCannedReplySchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type BoCannedReply = z.infer<typeof boCannedReplySchema>;
export const boCannedRepliesResponseSchema = z.object({ items: z.array(boCannedReplySchema) });
export const boCannedReplyBodySchema = z.object({
  title: z
    .string({ error: 'Give it a title' })
    .trim()
    .min(1, 'Give it a title')
    .max(100, 'The title is too long (100 characters at most)'),
  body: z
    .string({ error: 'Write the reply' })
    .trim()
    .min(1, 'Write the reply')
    .max(2000, 'The reply is too long (2000 characters at most)'),
});
export const boCannedReplyParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'Unknown reply').max(2_147_483_647, 'Unknown reply'),
});

/** Support chat: the agents' queue, a conversation, assignment, answers, canned replies. */
export const boSupportChatEndpoints = {
  chatQueue: boEndpoint({
    method: 'GET',
    path: '/api/bo/support-chat/conversations',
    query: boChatQueueQuerySchema,
    response: { 200: boChatQueueResponseSchema },
    staff: 'chat.answer',
  }),
  chatConversation: boEndpoint({
    method: 'GET',
    path: '/api/bo/support-chat/conversations/:id',
    params: boChatParamsSchema,
    response: { 200: boChatDetailSchema },
    staff: 'chat.answer',
  }),
  chatTake: boEndpoint({
    method: 'POST',
    path: '/api/bo/support-chat/conversations/:id/take',
    params: boChatParamsSchema,
    response: { 200: boChatConversationSchema },
    staff: 'chat.answer',
  }),
  chatHandover: boEndpoint({
    method: 'POST',
    path: '/api/bo/support-chat/conversations/:id/handover',
    params: boChatParamsSchema,
    body: boChatHandoverBodySchema,
    response: { 200: boChatConversationSchema },
    staff: 'chat.answer',
  }),
  chatReply: boEndpoint({
    method: 'POST',
    path: '/api/bo/support-chat/conversations/:id/messages',
    params: boChatParamsSchema,
    body: supportChatSendBodySchema,
    response: { 201: supportChatMessageSchema },
    staff: 'chat.answer',
  }),
  chatClose: boEndpoint({
    method: 'POST',
    path: '/api/bo/support-chat/conversations/:id/close',
    params: boChatParamsSchema,
    body: boChatCloseBodySchema,
    response: { 200: boChatConversationSchema },
    staff: 'chat.answer',
  }),
  chatAttachment: boEndpoint({
    method: 'GET',
    path: '/api/bo/support-chat/attachments/:id',
    params: supportChatAttachmentParamsSchema,
    response: { 200: supportChatAttachmentSchema },
    staff: 'chat.answer',
  }),
  chatAgents: boEndpoint({
    method: 'GET',
    path: '/api/bo/support-chat/agents',
    response: { 200: boChatAgentsResponseSchema },
    staff: 'chat.answer',
  }),
  cannedReplies: boEndpoint({
    method: 'GET',
    path: '/api/bo/support-chat/canned-replies',
    response: { 200: boCannedRepliesResponseSchema },
    staff: 'chat.answer',
  }),
  cannedReplyCreate: boEndpoint({
    method: 'POST',
    path: '/api/bo/support-chat/canned-replies',
    body: boCannedReplyBodySchema,
    response: { 201: boCannedReplySchema },
    staff: 'chat.canned',
  }),
  cannedReplyUpdate: boEndpoint({
    method: 'PUT',
    path: '/api/bo/support-chat/canned-replies/:id',
    params: boCannedReplyParamsSchema,
    body: boCannedReplyBodySchema,
    response: { 200: boCannedReplySchema },
    staff: 'chat.canned',
  }),
  cannedReplyDelete: boEndpoint({
    method: 'DELETE',
    path: '/api/bo/support-chat/canned-replies/:id',
    params: boCannedReplyParamsSchema,
    response: { 200: boOkSchema },
    staff: 'chat.canned',
  }),
} as const;
