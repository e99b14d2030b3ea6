import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { tokenFrom } from '../auth/session';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';
import { answerStatus, route } from '../platform/contract-routes';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import { betCanceller, rebetLoader } from './bet-canceller';
import { betPlacer } from './bet-placer';
import { betDetailReader, betHistoryReader } from '../wagers/bet-reader';

/** Normal bets: placement, My Bets, bet detail, cancellation and rebet. */
export async function bettingRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.placeBet, async (request, reply) => {
    // The placer checks the session itself: in the same statement as the bet when it can.
    const result = await betPlacer(
      ctx,
      tokenFrom(request),
      request.body,
      idempotencyKeyFrom(request),
    );
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(answerStatus(endpoints.placeBet, result.statusCode)).send(result.body);
  });

  route(
    app,
    endpoints.betHistory,
    async (request) => {
      const body = request.body;
      const user = bettorOf(request);
      if (body.profile_id !== undefined && body.profile_id !== user.profileId) {
        throw forbidden('You can only view your own bets', 'PROFILE_MISMATCH');
      }
      return betHistoryReader(ctx, user.profileId, body);
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.bet,
    async (request) => {
      const { betId } = request.params;
      const user = bettorOf(request);
      return { data: await betDetailReader(ctx, user.profileId, { id: betId }) };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.betByShortId,
    async (request) => {
      const { shortBetId } = request.params;
      const user = bettorOf(request);
      return {
        data: await betDetailReader(ctx, user.profileId, { shortId: shortBetId.toUpperCase() }),
      };
    },
    { session: 'required' },
  );

  /** An asynchronous (live) bet by the ref its placement answered, to follow its decision. */
  route(
    app,
    endpoints.betByRef,
    async (request) => {
      const { ref } = request.params;
      const user = bettorOf(request);
      return { data: await betDetailReader(ctx, user.profileId, { ref }) };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.cancelBet,
    async (request, reply) => {
      const body = request.body;
      const user = bettorOf(request);
      const result = await betCanceller(
        ctx,
        user.profileId,
        body.bet_id,
        idempotencyKeyFrom(request),
      );
      return reply.status(answerStatus(endpoints.cancelBet, result.statusCode)).send(result.body);
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.rebet,
    async (request) => {
      const body = request.body;
      const user = bettorOf(request);
      return rebetLoader(ctx, user.profileId, body.bet_id);
    },
    { session: 'required' },
  );
}
