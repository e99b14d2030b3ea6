import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';
import { answerStatus, route } from '../platform/contract-routes';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import {
  cashoutAllowed,
  cashoutExecutor,
  cashoutOfferer,
  cashoutValidator,
} from './cashout-offerer';
import { loadRules } from './cashout-repository';

/** Cash-out: whitelist, settings, slip validation, offers and execution (spec 01 §7, spec 02 §7). */
export async function cashoutRoutes(app: FastifyInstance, ctx: AppContext) {
  /** 200 for a whitelisted profile; 403 otherwise (the web then treats the user as not whitelisted). */
  route(
    app,
    endpoints.cashoutWhitelist,
    async (request) => {
      const query = request.query;
      const user = bettorOf(request);
      if (query.profile_id !== undefined && query.profile_id !== user.profileId) {
        throw forbidden('You can only check your own profile', 'PROFILE_MISMATCH');
      }
      if (!(await cashoutAllowed(ctx, ctx.db, user.profileId))) {
        throw forbidden('Cashout is not available for your account', 'CASHOUT_NOT_WHITELISTED');
      }
      return { status: 'ok' as const, whitelisted: true, profile_id: user.profileId };
    },
    { session: 'required' },
  );

  route(app, endpoints.cashoutValidations, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: { rules: await loadRules(ctx.db) } };
  });

  route(
    app,
    endpoints.cashoutValidate,
    async (request) => {
      const body = request.body;
      const user = bettorOf(request);
      return cashoutValidator(ctx, user.profileId, body);
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.cashoutOffer,
    async (request) => {
      const { bet_id } = request.query;
      const user = bettorOf(request);
      return { data: await cashoutOfferer(ctx, user.profileId, bet_id) };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.cashout,
    async (request, reply) => {
      const body = request.body;
      const user = bettorOf(request);
      const result = await cashoutExecutor(ctx, user.profileId, body, idempotencyKeyFrom(request));
      return reply.status(answerStatus(endpoints.cashout, result.statusCode)).send(result.body);
    },
    { session: 'required' },
  );
}
