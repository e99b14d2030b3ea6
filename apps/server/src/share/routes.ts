import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { loadSlip } from '../catalog/current-picks';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { route } from '../platform/contract-routes';
import { shareEncoder } from './share-encoder';
import { findShareCode } from './share-repository';

/** Shared betslip codes: POST /api/v2/share/encode and GET /api/v2/share/decode. */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    endpoints.shareEncode,
    async (request) => shareEncoder(ctx, request.body, request.bettor?.profileId ?? null),
    { session: 'optional' },
  );

  route(app, endpoints.shareDecode, async (request) => {
    const query = request.query;
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
