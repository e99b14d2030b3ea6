import { endpoints, errorCodes, pushUserIdFromEndpoint } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../platform/errors';
import { route } from '../platform/contract-routes';
import { pushEndpointAllowed } from './push-endpoints';
import { deleteSubscription, findSubscription, saveSubscription } from './push-subscriptions';
import { vapidKeysFor } from './vapid-keys';

/**
 * Browser push (spec 02 §3.9, §4.5, §7): the VAPID public key, storing a subscription and
 * removing it. A subscription saved with a session belongs to that bettor: only they can renew
 * or remove it, and another account (or an anonymous call) registering its endpoint gets 409
 * PUSH_SUBSCRIPTION_TAKEN; an anonymous one can be removed by whoever holds its endpoint (the
 * browser) and is taken over by the first account that registers it.
 */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.pushVapidKey, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { public_key: (await vapidKeysFor(ctx)).publicKey };
  });

  route(
    app,
    endpoints.pushSubscribe,
    async (request, reply) => {
      const body = request.body;
      const user = request.bettor;
      if (pushUserIdFromEndpoint(body.subscription.endpoint) !== body.user_id)
        throw badRequest(
          'user_id must be derived from the subscription endpoint',
          'PUSH_SUBSCRIPTION_INVALID',
        );
      if (!pushEndpointAllowed(body.subscription.endpoint, ctx.env.production))
        throw badRequest(
          'This push subscription endpoint is not accepted',
          'PUSH_SUBSCRIPTION_INVALID',
        );
      if (body.profile_id !== undefined && body.profile_id !== user?.profileId)
        throw forbidden('You can only use your own profile', 'PROFILE_MISMATCH');
      const saved = await saveSubscription(
        ctx.db,
        {
          userId: body.user_id,
          subscription: body.subscription,
          profileId: user?.profileId ?? null,
          mobile: user?.mobile ?? null,
        },
        ctx.now(),
      );
      // First come, first kept: the owner goes on receiving their pushes.
      if ('taken' in saved)
        throw conflict(errorCodes.PUSH_SUBSCRIPTION_TAKEN.message, 'PUSH_SUBSCRIPTION_TAKEN');
      const { created } = saved;
      return reply
        .status(created ? 201 : 200)
        .send({ user_id: body.user_id, profile_id: user?.profileId ?? null, created });
    },
    { session: 'optional' },
  );

  route(
    app,
    endpoints.pushUnsubscribe,
    async (request) => {
      const { id } = request.params;
      const stored = await findSubscription(ctx.db, id);
      // Another bettor's subscription is answered as unknown: it is visible only to its owner.
      if (
        !stored ||
        (stored.profile_id !== null && stored.profile_id !== request.bettor?.profileId)
      )
        throw notFound('Push subscription not found', 'PUSH_SUBSCRIPTION_NOT_FOUND');
      return { user_id: id, deleted: await deleteSubscription(ctx.db, id) };
    },
    { session: 'optional' },
  );
}
