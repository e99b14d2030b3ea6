import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { loadShikishaMatch } from './match-model';
import { shikishaMarkets, shikishaMatchList } from './shikisha-lists';
import { quoteShikishaPicks } from './shikisha-quote';
import { shikishaPlacer } from './shikisha-placer';

/** Shikisha (bet-builder): quote, placement, the matches offering it and their markets. */
export async function shikishaRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.shikishaQuote, async (request) => quoteShikishaPicks(ctx, request.body));

  route(app, endpoints.shikishaPlaceBet, async (request, reply) => {
    const { statusCode, answer } = await shikishaPlacer(ctx, request, reply, request.body);
    return reply.status(answerStatus(endpoints.shikishaPlaceBet, statusCode)).send(answer);
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
