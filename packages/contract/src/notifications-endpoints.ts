import { endpoint } from './endpoint';
import {
  broadcastBodySchema,
  broadcastResponseSchema,
  deviceResponseSchema,
  devicePayloadSchema,
  deviceUpdateBodySchema,
  notificationDetailResponseSchema,
  notificationIdParamsSchema,
  notificationReadBodySchema,
  notificationReadResponseSchema,
  notificationsCountBodySchema,
  notificationsCountResponseSchema,
  notificationsListQuerySchema,
  notificationsListResponseSchema,
  notificationsReadAllResponseSchema,
} from './notifications';
import {
  pushUserBodySchema,
  pushUserDeleteResponseSchema,
  pushUserParamsSchema,
  pushUserResponseSchema,
  pushVapidKeyResponseSchema,
} from './push';

/** Notifications, devices and browser push (issue 17), merged into `endpoints`. */
export const notificationEndpoints = {
  /** Registers this browser for realtime notifications; 201 returns user_device_id. */
  notificationDeviceRegister: endpoint({
    method: 'POST',
    path: '/api/notifications/devices',
    body: devicePayloadSchema,
    response: { 201: deviceResponseSchema },
    auth: true,
  }),
  notificationDeviceUpdate: endpoint({
    method: 'PATCH',
    path: '/api/notifications/devices',
    body: deviceUpdateBodySchema,
    response: { 200: deviceResponseSchema },
    auth: true,
  }),
  notificationsCount: endpoint({
    method: 'POST',
    path: '/api/notifications/notifications_count',
    body: notificationsCountBodySchema,
    response: { 200: notificationsCountResponseSchema },
    auth: true,
  }),
  notificationsList: endpoint({
    method: 'GET',
    path: '/api/notifications/list',
    query: notificationsListQuerySchema,
    response: { 200: notificationsListResponseSchema },
    auth: true,
  }),
  notificationDetail: endpoint({
    method: 'GET',
    path: '/api/notifications/list/:notificationId',
    params: notificationIdParamsSchema,
    response: { 200: notificationDetailResponseSchema },
    auth: true,
  }),
  notificationMarkRead: endpoint({
    method: 'POST',
    path: '/api/notifications/list/:notificationId/read',
    params: notificationIdParamsSchema,
    body: notificationReadBodySchema,
    response: { 200: notificationReadResponseSchema },
    auth: true,
  }),
  notificationsMarkAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    body: notificationReadBodySchema,
    response: { 200: notificationsReadAllResponseSchema },
    auth: true,
  }),
  /** An operator's broadcast (off in production unless NOTIFICATIONS_OPS_API=1). */
  notificationsBroadcast: endpoint({
    method: 'POST',
    path: '/api/ops/notifications/broadcast',
    body: broadcastBodySchema,
    response: { 201: broadcastResponseSchema, 200: broadcastResponseSchema },
  }),
  pushVapidKey: endpoint({
    method: 'GET',
    path: '/api/push/vapid-public-key',
    response: { 200: pushVapidKeyResponseSchema },
  }),
  /** Stores this browser's subscription; with a session it belongs to the bettor. */
  pushSubscribe: endpoint({
    method: 'POST',
    path: '/api/push/users',
    body: pushUserBodySchema,
    response: { 200: pushUserResponseSchema, 201: pushUserResponseSchema },
  }),
  /** Removes a subscription; one that belongs to a bettor only with that bettor's session. */
  pushUnsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/user/:id',
    params: pushUserParamsSchema,
    response: { 200: pushUserDeleteResponseSchema },
  }),
} as const;
