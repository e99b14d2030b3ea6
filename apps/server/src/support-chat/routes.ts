import { endpoints, SUPPORT_CHAT_TOKEN_HEADER } from '@shangwe/contract';
import type { FastifyRequest } from 'fastify';
import { route } from '../platform/contract-routes';
import type { RouteModule } from '../routes';
import { attachmentForBettor, chatState, sendAsBettor, type ChatCaller } from './service';

/** A message with an image of 1 MB is ~1.4 MB of base64 in its JSON body. */
export const SUPPORT_CHAT_BODY_LIMIT = 1536 * 1024;

/** The bettor (when logged in) and the visitor token (X-Chat-Token) of a chat call. */
export function chatCallerOf(request: FastifyRequest): ChatCaller {
  const header = request.headers[SUPPORT_CHAT_TOKEN_HEADER];
  const token =
    typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;
  return {
    profileId: request.bettor?.profileId ?? null,
    visitorToken: token,
    caller: { ip: request.ip, userAgent: request.headers['user-agent'] },
  };
}

/** The bettor's side of the support chat: before or after logging in. */
export const supportChatRoutes: RouteModule = async (app, ctx) => {
  route(app, endpoints.supportChat, async (request) => chatState(ctx, chatCallerOf(request)), {
    session: 'optional',
  });
  route(
    app,
    endpoints.supportChatSend,
    async (request, reply) =>
      reply.status(201).send(await sendAsBettor(ctx, chatCallerOf(request), request.body)),
    { session: 'optional', bodyLimit: SUPPORT_CHAT_BODY_LIMIT },
  );
  route(
    app,
    endpoints.supportChatAttachment,
    async (request) => attachmentForBettor(ctx, chatCallerOf(request), request.params.id),
    { session: 'optional' },
  );
};
