import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context';
import { requireTokenSession, tokenFrom, type SessionUser } from './session';

/** Whether a route needs the bettor's session: 'required' answers 401 without one. */
export type SessionMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by routes that read the bettor: the session preHandler resolves it first. */
    session?: SessionMode;
  }
  interface FastifyRequest {
    /** The bettor of the call, resolved by the session preHandler (null when anonymous). */
    bettor: SessionUser | null;
  }
}

/**
 * Resolves the bettor of every route whose config names a session mode, before its handler:
 * 401 'Your session has expired. Please login again' (SESSION_EXPIRED) when a required session
 * is missing, unknown or expired; an optional one is null when no token was sent. Handlers then
 * read `request.bettor` and services are given plain values (the profile id, the token).
 */
export const sessionPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorateRequest('bettor', null);
    // Added to the routes that name a mode, first of their own preHandlers: a root hook would
    // run (and be awaited) on every request, bet placement included, only to return at once.
    app.addHook('onRoute', (route) => {
      const mode = route.config?.session;
      if (!mode) return;
      const resolveBettor = async (request: FastifyRequest) => {
        const token = tokenFrom(request);
        if (mode === 'optional' && !token) return;
        request.bettor = await requireTokenSession(ctx, token, ctx.now());
      };
      const own = route.preHandler;
      route.preHandler = [
        resolveBettor,
        ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
      ];
    });
  },
  { name: 'shangwe-session', fastify: '5.x' },
);

/** The bettor the session preHandler resolved for a route with `session: 'required'`. */
export function bettorOf(request: FastifyRequest): SessionUser {
  if (!request.bettor) throw new Error(`${request.routeOptions.url} has no required session`);
  return request.bettor;
}
