import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { forbidden, notFound } from '../platform/errors';
import { route } from '../platform/contract-routes';
import { broadcaster, operatorBroadcastsEnabled } from './broadcaster';
import { registerDevice, updateDevice } from './device-repository';
import { findNotification, listNotifications, unreadCount } from './notification-repository';
import { allNotificationsReader, notificationReader } from './read-marker';

/** A profile_id sent with a call must be the session's own. */
function sameProfile(sent: number | undefined, profileId: number) {
  if (sent !== undefined && sent !== profileId)
    throw forbidden('You can only use your own profile', 'PROFILE_MISMATCH');
}

/**
 * Notifications of the logged-in bettor (spec 02 §4.3, §4.4, §7; spec 01 §7): device
 * registration, the unread count, the list with read / read all, and one notification.
 */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    endpoints.notificationDeviceRegister,
    async (request, reply) => {
      const user = bettorOf(request);
      const body = request.body;
      sameProfile(body.profile_id, user.profileId);
      const device = await registerDevice(
        ctx.db,
        user.profileId,
        { clientId: body.client_id, deviceId: body.device_id, status: body.status },
        ctx.now(),
      );
      return reply.status(201).send(device);
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.notificationDeviceUpdate,
    async (request) => {
      const user = bettorOf(request);
      const body = request.body;
      sameProfile(body.profile_id, user.profileId);
      const device = await updateDevice(
        ctx.db,
        user.profileId,
        body.user_device_id,
        { clientId: body.client_id, deviceId: body.device_id, status: body.status },
        ctx.now(),
      );
      if (!device)
        throw notFound('This device is not registered. Register it again', 'DEVICE_NOT_FOUND');
      return device;
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.notificationsCount,
    async (request) => {
      const user = bettorOf(request);
      sameProfile(request.body.profile_id, user.profileId);
      return [{ total_count: await unreadCount(ctx.db, user.profileId) }];
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.notificationsList,
    async (request) => {
      const user = bettorOf(request);
      const { page, limit } = request.query;
      const [{ items, total }, totalCount] = await Promise.all([
        listNotifications(ctx.db, user.profileId, page, limit),
        unreadCount(ctx.db, user.profileId),
      ]);
      return { data: items, page, limit, total, total_count: totalCount };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.notificationDetail,
    async (request) => {
      const user = bettorOf(request);
      const data = await findNotification(ctx.db, user.profileId, request.params.notificationId);
      if (!data) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
      return { data };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.notificationMarkRead,
    async (request) =>
      notificationReader(ctx, bettorOf(request).profileId, request.params.notificationId),
    { session: 'required' },
  );

  route(app, endpoints.notificationsBroadcast, async (request, reply) => {
    if (!operatorBroadcastsEnabled())
      throw forbidden(
        'Operator broadcasts are not enabled on this server',
        'NOTIFICATIONS_OPS_DISABLED',
      );
    const notice = await broadcaster(ctx, request.body);
    return reply
      .status(notice ? 201 : 200)
      .send({ data: notice?.item ?? null, room: notice?.room ?? null });
  });

  route(
    app,
    endpoints.notificationsMarkAllRead,
    async (request) => allNotificationsReader(ctx, bettorOf(request).profileId),
    { session: 'required' },
  );
}
