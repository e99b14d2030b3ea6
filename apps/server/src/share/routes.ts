import {
  shareDecodeQuerySchema,
  shareEncodeBodySchema,
  type ShareDecodeResponse,
} from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { optionalSession } from '../auth/session';
import { loadSlip } from '../betting/current-picks';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { parseInput } from '../platform/validate';
import { shareEncoder } from './share-encoder';
import { findShareCode } from './share-repository';

/** Shared betslip codes: POST /api/v2/share/encode and GET /api/v2/share/decode. */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/v2/share/encode', async (request) => {
    const body = parseInput(shareEncodeBodySchema, request.body);
    const user = await optionalSession(request, ctx);
    return shareEncoder(ctx, body, user?.profileId ?? null);
  });

  app.get('/api/v2/share/decode', async (request): Promise<ShareDecodeResponse> => {
    const query = parseInput(shareDecodeQuerySchema, request.query);
    const shared = await findShareCode(ctx.db, query.code);
    if (!shared) throw notFound('Betslip code not found', 'SHARE_CODE_NOT_FOUND');
    const { data, dropped } = await loadSlip(ctx.db, shared.picks, ctx.now());
    const message =
      dropped.length === 0
        ? 'Betslip loaded successfully'
        : data.length === 0
          ? 'All matches of this betslip have ended'
          : `Betslip loaded. ${dropped.length} of ${shared.picks.length} picks are no longer available`;
    return {
      message,
      data,
      dropped,
      meta: { product_type: shared.product_type, code: shared.code },
    };
  });
}
