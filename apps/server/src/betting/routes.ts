import {
  betActionBodySchema,
  betHistoryBodySchema,
  betIdParamsSchema,
  betRefParamsSchema,
  placeBetBodySchema,
  shortBetIdParamsSchema,
} from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { requireSession, tokenFrom } from '../auth/session';
import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';
import { parseInput } from '../platform/validate';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import { betCanceller, rebetLoader } from './bet-canceller';
import { betPlacer } from './bet-placer';
import { betDetailReader, betHistoryReader } from './bet-reader';

/** Normal bets: placement, My Bets, bet detail, cancellation and rebet. */
export async function bettingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/v2/bet', async (request, reply) => {
    const body = parseInput(placeBetBodySchema, request.body);
    // The placer checks the session itself: in the same statement as the bet when it can.
    const result = await betPlacer(ctx, tokenFrom(request), body, idempotencyKeyFrom(request));
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.body);
  });

  app.post('/api/uo/bethistory', async (request) => {
    const body = parseInput(betHistoryBodySchema, request.body);
    const user = await requireSession(request, ctx);
    if (body.profile_id !== undefined && body.profile_id !== user.profileId) {
      throw forbidden('You can only view your own bets', 'PROFILE_MISMATCH');
    }
    return betHistoryReader(ctx, user.profileId, body);
  });

  app.get('/api/bet/:betId', async (request) => {
    const { betId } = parseInput(betIdParamsSchema, request.params);
    const user = await requireSession(request, ctx);
    return { data: await betDetailReader(ctx, user.profileId, { id: betId }) };
  });

  app.get('/api/bet/short/:shortBetId', async (request) => {
    const { shortBetId } = parseInput(shortBetIdParamsSchema, request.params);
    const user = await requireSession(request, ctx);
    return {
      data: await betDetailReader(ctx, user.profileId, { shortId: shortBetId.toUpperCase() }),
    };
  });

  /** An asynchronous (live) bet by the ref its placement answered, to follow its decision. */
  app.get('/api/bet/ref/:ref', async (request) => {
    const { ref } = parseInput(betRefParamsSchema, request.params);
    const user = await requireSession(request, ctx);
    return { data: await betDetailReader(ctx, user.profileId, { ref }) };
  });

  app.post('/api/v2/bet/cancel', async (request, reply) => {
    const body = parseInput(betActionBodySchema, request.body);
    const user = await requireSession(request, ctx);
    const result = await betCanceller(
      ctx,
      user.profileId,
      body.bet_id,
      idempotencyKeyFrom(request),
    );
    return reply.status(result.statusCode).send(result.body);
  });

  app.post('/api/v2/bet/rebet', async (request) => {
    const body = parseInput(betActionBodySchema, request.body);
    const user = await requireSession(request, ctx);
    return rebetLoader(ctx, user.profileId, body.bet_id);
  });
}
