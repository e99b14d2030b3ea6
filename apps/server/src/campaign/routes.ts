import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { userInfoOf } from '../countries/routes';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';

/**
 * Campaign attribution and the analytics client id (spec 01 §7): the campaign a bettor came from
 * is kept against their profile once (POST /api/campaign/hoid, session required), and each
 * browser's analytics client id is kept with its country and, once logged in, its bettor (POST
 * /api/userinfo answers what GET does).
 */
export async function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    endpoints.campaignHoid,
    async (request) => {
      const bettor = request.bettor!;
      const { hoid, profile_id, platform_id } = request.body;
      if (profile_id !== undefined && profile_id !== bettor.profileId)
        throw forbidden('You can only use your own profile', 'PROFILE_MISMATCH');
      await ctx.db.query(
        `INSERT INTO campaign_hoids (profile_id, hoid, platform_id, created_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (profile_id, hoid) DO NOTHING`,
        [bettor.profileId, hoid, platform_id ?? null, ctx.now()],
      );
      return { status: 'ok' as const };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.userInfoPost,
    async (request, reply) => {
      const now = ctx.now();
      // A client seen again keeps its first bettor; an anonymous one gains the bettor on login.
      await ctx.db.query(
        `INSERT INTO analytics_clients (client_id, profile_id, country, first_seen, last_seen)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (client_id) DO UPDATE
           SET last_seen = EXCLUDED.last_seen,
               profile_id = COALESCE(analytics_clients.profile_id, EXCLUDED.profile_id)`,
        [
          request.body.client_id,
          request.bettor?.profileId ?? null,
          requestCountry(request, ctx).code,
          now,
        ],
      );
      reply.header('cache-control', 'no-store');
      return userInfoOf(request, ctx);
    },
    { session: 'optional' },
  );
}
