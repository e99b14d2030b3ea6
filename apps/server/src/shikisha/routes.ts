import { endpoints, type ShikishaPlaceResponse } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { requireTokenSession, tokenFrom } from '../auth/session';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import { getBalances } from '../wallet/ledger';
import { placeWager } from '../wagers/wager-placer';
import { loadShikishaMatch } from './match-model';
import { shikishaMarkets, shikishaMatchList } from './shikisha-lists';
import { quoteShikishaPicks } from './shikisha-quote';
import { shikishaBet } from './shikisha-wager';

/** Shikisha (bet-builder): quote, placement, the matches offering it and their markets. */
export async function shikishaRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.shikishaQuote, async (request) => quoteShikishaPicks(ctx, request.body));

  route(app, endpoints.shikishaPlaceBet, async (request, reply) => {
    const body = request.body;
    const token = tokenFrom(request);
    const { token: _token, idempotency_key: _key, ...meaningful } = body;
    const placed = await placeWager(ctx, shikishaBet, {
      token,
      slip: body,
      meaningful,
      idempotencyKey: idempotencyKeyFrom(request),
      extra: {
        share_code: body.betslip.find((l) => l.share_code)?.share_code ?? null,
        src: body.src ?? null,
        promo_id: null,
        affiliate_id: body.affiliate_id ?? null,
      },
    });
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    const bettor = await requireTokenSession(ctx, token, ctx.now());
    const { cashCents } = await getBalances(ctx.db, bettor.profileId);
    const answer: ShikishaPlaceResponse = {
      message: placed.body.message,
      bet_id: placed.body.bet_id,
      first_bet: placed.body.first_bet,
      user: { balance: cashCents / 100 },
      ref: placed.body.ref,
      status: placed.body.status,
      async: placed.body.async,
    };
    return reply.status(answerStatus(endpoints.shikishaPlaceBet, placed.statusCode)).send(answer);
  });

  route(app, endpoints.shikishaMatches, async (request) =>
    shikishaMatchList(await catalogStoreFor(ctx), request.query, ctx.now()),
  );

  route(app, endpoints.shikishaMarkets, async (request) => {
    const { parent_match_id: id } = request.query;
    const store = await catalogStoreFor(ctx);
    return shikishaMarkets(store, store.matches.get(id), await loadShikishaMatch(ctx.db, id));
  });
}
