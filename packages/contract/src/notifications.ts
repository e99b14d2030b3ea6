import { z } from 'zod';
import { emptyToUndefined, idInput } from './form-input';
import { pageInput } from './paging';

/**
 * Notifications (spec 02 §3.4, §3.5, §4.3, §4.4, §7; spec 01 §7 notifications_count): the
 * notification a bettor receives in-app, over the socket and (for bet results and free bets)
 * as a browser push; the devices that receive them; and the socket events of the delivery.
 *
 * A notification is addressed to one bettor (room `user:{profileId}`), to every bettor of a
 * country (room `country:{KE|GH|NG}`) or to all bettors (room `all`). Its `status` is the
 * bettor's read state (`unread` / `read`); its `level` is the style it shows with (spec 02 §4.3:
 * info, success, warning, error), which also picks the success or error title of its type.
 */

const optionalToken = z.preprocess(emptyToUndefined, z.string().max(200).optional());

// ---------------------------------------------------------------------------------------------
// Types, titles and actions (spec 02 §4.3)

/**
 * The types the server writes. The wire type is a plain string: a type a client does not know
 * shows as plain info (spec 02 §4.3), so a new type never breaks an older client.
 */
export const notificationTypes = [
  'bet placement',
  'bet won',
  'bet cancelled',
  'freebet',
  'cashout',
  'deposit',
  'withdrawal',
  'kyc',
  'broadcast',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** The style a notification shows with (spec 02 §4.3). */
export const notificationLevelSchema = z.enum(['info', 'success', 'warning', 'error']);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

/** The bettor's read state of a notification. */
export const notificationStatusSchema = z.enum(['unread', 'read']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/**
 * Spec 02 §4.3 type mapping, verbatim: the success title and action, the error title and action.
 * `success` applies to level success, `error` to level error (and warning); other types and
 * levels have no mapped title and show the notification's own title as plain info.
 */
export const NOTIFICATION_TYPE_MAPPING = {
  'bet placement': {
    success: { title: 'Bet Placement Successful', action: 'View Bet' },
    error: { title: 'Bet Placement Failed', action: 'Retry Bet' },
  },
  'bet won': {
    success: { title: 'Congratulations!', action: 'View Bet' },
    error: { title: 'Bet Result', action: null },
  },
  'bet cancelled': {
    success: { title: 'Bet Cancellation Successful!', action: 'View Bet' },
    error: { title: 'Bet Cancellation Failed', action: null },
  },
  freebet: {
    success: { title: 'Promotion', action: 'View Freebet' },
    error: { title: 'Promotion Expired', action: null },
  },
} as const satisfies Record<
  string,
  Record<'success' | 'error', { title: string; action: string | null }>
>;

/** Titles of the types outside the §4.3 table (ours: shown as plain info by older clients). */
export const NOTIFICATION_OTHER_TITLES = {
  cashout: 'Cashout Successful',
  deposit: { success: 'Deposit Successful', error: 'Deposit failed' },
  withdrawal: 'Withdrawal Paid',
  kyc: { success: 'Verification Successful', error: 'Verification Unsuccessful' },
  broadcast: 'Shangwe Bet',
} as const;

/**
 * The texts of money notifications: the server writes them and the app's own notice for the same
 * event uses them too, so a bettor reads one wording and the two are recognised as one event
 * (shown once). Amounts come formatted in the app's money format (domain formatCurrency).
 */
export const MONEY_NOTICE_TEXTS = {
  depositCredited: (amount: string) =>
    `Your deposit of ${amount} has been credited to your account.`,
  depositFailed: (amount: string, reason: string | null) =>
    `Your deposit of ${amount} failed.${reason ? ` ${reason}.`.replace(/\.\.$/, '.') : ''}`,
  withdrawalPaid: (amount: string) => `Your withdrawal of ${amount} has been paid.`,
  withdrawalFailed: (amount: string, reason: string | null) =>
    `Your withdrawal of ${amount} could not be paid and is back on your balance.${
      reason ? ` ${reason}.`.replace(/\.\.$/, '.') : ''
    }`,
} as const;

/** The title and action label of a notification by the §4.3 mapping (null: not a mapped type). */
export function mappedNotification(
  type: string,
  level: NotificationLevel,
): { title: string; action: string | null } | null {
  if (!Object.hasOwn(NOTIFICATION_TYPE_MAPPING, type)) return null;
  const row = NOTIFICATION_TYPE_MAPPING[type as keyof typeof NOTIFICATION_TYPE_MAPPING];
  if (level === 'success') return row.success;
  if (level === 'error' || level === 'warning') return row.error;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The notification (spec 02 §3.4)

/** params of a notification: the ids its action needs (an action exists only with its id). */
export const notificationParamsSchema = z.object({
  bet_id: z.number().nullable(),
  bet_ref: z.string().nullable(),
  free_bet_id: z.number().nullable(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** One notification as a list row, a detail and the socket's `message`. */
export const notificationSchema = z.object({
  notification_id: z.number(),
  /** The message text. */
  message: z.string(),
  /** The title to show: the §4.3 mapping's for mapped types, otherwise the writer's. */
  title: z.string(),
  /** A notification type (notificationTypes); unknown ones show as plain info. */
  type: z.string(),
  level: notificationLevelSchema,
  status: notificationStatusSchema,
  /** Who it was addressed to: the bettor, their country, or everybody. */
  audience: z.enum(['user', 'country', 'all']),
  created_at: z.string(),
});
export type NotificationMessage = z.infer<typeof notificationSchema>;

/** A notification with its params (list rows and details carry both). */
export const notificationItemSchema = notificationSchema.extend({
  params: notificationParamsSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

// ---------------------------------------------------------------------------------------------
// Devices (spec 02 §3.5, §4.4, §9: client_id 2, status 1)

export const DEVICE_CLIENT_ID = 2;
export const DEVICE_STATUS_ACTIVE = 1;
/** The cookie holding user_device_id, kept 3650 days (spec 02 §4.4, §9). */
export const DEVICE_COOKIE = 'user_device_id';
export const DEVICE_COOKIE_DAYS = 3650;

/**
 * The device payload of POST/PATCH {notifications}/devices and of the socket `update`:
 * client_id (2 = web), device_id (the browser's own random id), user_device_id (the server's id,
 * absent on the first registration), profile_id (must be the session's), status (1 = active,
 * 0 = switched off), token (the session token, when not sent as `Authorization: Bearer`).
 */
export const devicePayloadSchema = z.object({
  client_id: z.preprocess(emptyToUndefined, idInput('client_id').default(DEVICE_CLIENT_ID)),
  device_id: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'device_id is required' })
      .trim()
      .min(1, 'device_id is required')
      .max(100, 'device_id is too long'),
  ),
  user_device_id: z.preprocess(emptyToUndefined, idInput('user_device_id').optional()),
  profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
  status: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEVICE_STATUS_ACTIVE : Number(v)),
    z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
  ),
  token: optionalToken,
});
export type DevicePayload = z.input<typeof devicePayloadSchema>;

/** PATCH needs the id the registration answered. */
export const deviceUpdateBodySchema = devicePayloadSchema.extend({
  user_device_id: idInput('user_device_id'),
});

export const deviceResponseSchema = z.object({
  user_device_id: z.number(),
  client_id: z.number(),
  device_id: z.string(),
  profile_id: z.number(),
  status: z.number(),
});
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Counts, list, details, read

/** POST {notifications}notifications_count (spec 01 §7): profile_id, token. */
export const notificationsCountBodySchema = z.object({
  profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
  token: optionalToken,
});
/** The reply is a list; its first item holds total_count, the bettor's unread notifications. */
export const notificationsCountResponseSchema = z
  .array(z.object({ total_count: z.number().int().nonnegative() }))
  .length(1);
export type NotificationsCountResponse = z.infer<typeof notificationsCountResponseSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications/list: unread first, newest first within each. */
export const notificationsListQuerySchema = z.object({
  page: pageInput,
  limit: z.preprocess(
    emptyToUndefined,
    idInput('limit')
      .default(NOTIFICATIONS_PAGE_SIZE)
      .refine((v) => v <= 100, 'limit must be at most 100'),
  ),
});
export const notificationsListResponseSchema = z.object({
  data: z.array(notificationItemSchema),
  page: z.number(),
  limit: z.number(),
  /** Notifications the bettor has, read or not. */
  total: z.number(),
  /** Unread ones (the bell's count). */
  total_count: z.number(),
});
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

export const notificationIdParamsSchema = z.object({
  notificationId: idInput('notificationId'),
});

export const notificationDetailResponseSchema = z.object({ data: notificationItemSchema });
export type NotificationDetailResponse = z.infer<typeof notificationDetailResponseSchema>;

/** Body of the read calls: only the session token (or an Authorization header). */
export const notificationReadBodySchema = z.object({ token: optionalToken });

/** Marking one read answers it (now read) and the new unread count. */
export const notificationReadResponseSchema = z.object({
  data: notificationItemSchema,
  total_count: z.number(),
});
export const notificationsReadAllResponseSchema = z.object({
  /** How many were unread and are read now. */
  marked: z.number(),
  total_count: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Socket events (spec 02 §4.4), on the gateway at /socket.io, websocket transport only

export const notificationSocketEvents = {
  /**
   * client → server, right after connecting: the device payload plus user_agent. Joins the
   * bettor's rooms and brings every notification this device has not acked yet (missed while
   * offline). Ack DeviceUpdateAck.
   */
  update: 'update',
  /** server → client: one notification. Payload NotificationBroadcast. */
  notification: 'notification',
  /** client → server: this device has the notification. Payload NotificationAck; ack { ok }. */
  ack: 'ack',
  /** server → client, room user:{profileId}: the unread count changed. Payload { total_count }. */
  count: 'notifications_count',
} as const;

/** The room of every bettor of one country, and of all bettors. */
export const countryRoom = (country: string) => `country:${country}`;
export const ALL_ROOM = 'all';

export const deviceUpdateEventSchema = devicePayloadSchema.extend({
  user_device_id: idInput('user_device_id'),
  user_agent: z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z.string().max(500),
  ),
});
export type DeviceUpdateEvent = z.input<typeof deviceUpdateEventSchema>;

export const deviceUpdateAckSchema = z.union([
  z.object({
    ok: z.literal(true),
    profile_id: z.number(),
    user_device_id: z.number(),
    rooms: z.array(z.string()),
    /** Notifications sent now because this device had not acked them. */
    pending: z.number(),
    total_count: z.number(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type DeviceUpdateAck = z.infer<typeof deviceUpdateAckSchema>;

/** A notification on the socket (spec 02 §3.4): room; message; params. */
export const notificationBroadcastSchema = z.object({
  room: z.string(),
  message: notificationSchema,
  params: notificationParamsSchema,
});
export type NotificationBroadcast = z.infer<typeof notificationBroadcastSchema>;

/** The client's ack of one notification (spec 02 §4.4): room, notification_id, user_device_id. */
export const notificationAckSchema = z.object({
  room: z.string().max(100),
  notification_id: idInput('notification_id'),
  user_device_id: idInput('user_device_id'),
});
export type NotificationAck = z.input<typeof notificationAckSchema>;

/**
 * A client acks a notification after a random wait in this window, not at once. A broadcast
 * reaches every socket within a few hundred milliseconds, and acks sent at once all come back
 * in that same moment: the server then reads 10,000 of them between the writes of the
 * broadcast itself, which it finishes several times later (notifications bench: the server's CPU
 * for one broadcast to 10,000 sockets fell from 1.7 s to 0.5 s with the acks spread). An ack is
 * not urgent: a device that has not acked is sent the notification again on its next connect.
 */
export const NOTIFICATION_ACK_DELAY_MS = { min: 1_000, max: 3_000 } as const;

/** How long this client waits before acking one notification (uniform in the window). */
export function notificationAckDelayMs(random: () => number = Math.random): number {
  const { min, max } = NOTIFICATION_ACK_DELAY_MS;
  return Math.round(min + random() * (max - min));
}

export const notificationCountEventSchema = z.object({ total_count: z.number() });
export type NotificationCountEvent = z.infer<typeof notificationCountEventSchema>;

// ---------------------------------------------------------------------------------------------
// Operator broadcasts

/**
 * POST /api/ops/notifications/broadcast (on when NOTIFICATIONS_OPS_API=1, or by default outside
 * production): a message to every bettor of a country or to all. `key` makes a retry a no-op.
 */
export const broadcastBodySchema = z.object({
  country: z.enum(['KE', 'GH', 'NG', 'all'], { error: 'country must be KE, GH, NG or all' }),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(80, 'title must be at most 80 characters'),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(500, 'message must be at most 500 characters'),
  level: z.preprocess(emptyToUndefined, notificationLevelSchema.default('info')),
  key: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
});
export type BroadcastBody = z.input<typeof broadcastBodySchema>;

export const broadcastResponseSchema = z.object({
  /** The broadcast; null when `key` was used before (nothing sent again). */
  data: notificationItemSchema.nullable(),
  room: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Error codes (merged into errorCodes)

export const notificationErrorCodes = {
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  DEVICE_NOT_FOUND: {
    status: 404,
    message: 'This device is not registered. Register it again',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    message: 'This push subscription is not valid',
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Push subscription not found' },
  PUSH_SUBSCRIPTION_TAKEN: {
    status: 409,
    message:
      'This browser already receives notifications for another account. Turn push off in that account first.',
  },
  NOTIFICATIONS_OPS_DISABLED: {
    status: 403,
    message: 'Operator broadcasts are not enabled on this server',
  },
} as const;
