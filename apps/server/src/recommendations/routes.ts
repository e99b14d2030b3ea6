import { endpoints, type PreBetRecommendationsResponse } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { route } from '../platform/contract-routes';
import { forbidden } from '../platform/errors';
import { recommendMatches } from './match-recommender';

/** Recommendations (spec 02 §7): which matches to suggest next to the slip's picks. */
export async function recommendationRoutes(app: FastifyInstance, ctx: AppContext) {
  const store = await catalogStoreFor(ctx);

  route(
    app,
    endpoints.recommendationsPreBet,
    async (request, reply) => {
      const q = request.query;
      // A bettor's history is theirs: it counts only on a call with their own session. Without a
      // token the user_id is not trusted and the answer is the anonymous one.
      const session = request.bettor;
      if (session && q.user_id !== undefined && q.user_id !== session.profileId)
        throw forbidden('You can only see your own recommendations');
      const country = session?.country ?? requestCountry(request, ctx).code;
      const recommendations = await recommendMatches(ctx, store, {
        profileId: session?.profileId ?? null,
        country,
        slipMatchIds: q.event_ids,
        limit: q.limit,
      });
      // Personal answers must not be shared by caches; anonymous ones may be, briefly.
      reply.header('cache-control', session ? 'private, no-store' : 'public, max-age=30');
      const answer: PreBetRecommendationsResponse = {
        widget: q.widget,
        user_id: session?.profileId ?? null,
        ids: recommendations.map((r) => r.parent_match_id),
        recommendations,
      };
      return answer;
    },
    { session: 'optional' },
  );
}
