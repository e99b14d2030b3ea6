import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenFrom } from '../auth/session';
import type { AppContext } from '../platform/context';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import type { WagerExtra, WagerProduct } from './wager-product';
import { placeWager, type Placement } from './wager-placer';

/** No share code, source, promo or affiliate (most products). */
export const NO_EXTRA: WagerExtra = {
  share_code: null,
  src: null,
  promo_id: null,
  affiliate_id: null,
};

/**
 * The one adapter between an HTTP placement and the pipeline, for every product's placer:
 * the session token and the idempotency key come from the request, everything else of the
 * body identifies it for its key, and a replayed answer is marked `idempotent-replayed`.
 * Returns the placement and the token (the placer may read the bettor's balance with it).
 */
export async function placeRequestedWager<Slip extends object>(
  ctx: AppContext,
  product: WagerProduct<Slip>,
  request: FastifyRequest,
  reply: FastifyReply,
  slip: Slip,
  extra: WagerExtra = NO_EXTRA,
): Promise<Placement & { token: string | undefined }> {
  const token = tokenFrom(request);
  const {
    token: _token,
    idempotency_key: _key,
    ...meaningful
  } = slip as Slip & { token?: unknown; idempotency_key?: unknown };
  const placed = await placeWager(ctx, product, {
    token,
    slip,
    meaningful,
    idempotencyKey: idempotencyKeyFrom(request),
    extra,
  });
  if (placed.replayed) reply.header('idempotent-replayed', 'true');
  return { ...placed, token };
}
