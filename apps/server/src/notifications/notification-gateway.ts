import {
  ALL_ROOM,
  countryRoom,
  deviceUpdateEventSchema,
  errorCodes,
  notificationAckSchema,
  notificationSocketEvents,
  userRoom,
  type DeviceUpdateAck,
  type NotificationBroadcast,
  type NotificationItem,
} from '@shangwe/contract';
import { COUNTRY_CODES } from '@shangwe/domain';
import type { Server, Socket } from 'socket.io';
import { findSession, SESSION_EXPIRED_MESSAGE, type SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
import { connectDevice } from './device-repository';
import { exclusionInForce } from '../responsible-gambling/rg-repository';
import {
  notificationChannels,
  type BreakStartedPublished,
  type NotificationCountPublished,
  type NotificationPublished,
} from './notification-channels';
import { pendingForDevice, recordAcks, unreadCount } from './notification-repository';
import { roomFanout, type FanoutEvent } from '../realtime/room-fanout';

type Ack = (answer: unknown) => void;

/** Acks are written in batches: one statement per flush, however many sockets answered. */
const ACK_FLUSH_MS = 100;
const ACK_BATCH_MAX = 1_000;

/** The socket's notification event for one stored notification. */
export function broadcastOf(room: string, item: NotificationItem): NotificationBroadcast {
  const { params, ...message } = item;
  return { room, message, params };
}

/**
 * Collects acks from every socket of this process and writes them in batches. A crash loses at
 * most the last ~100 ms of acks: those notifications are sent once more on the next connect,
 * which the client shows only once (it keys on notification_id).
 */
export class AckWriter {
  private queue: Array<{ notificationId: number; userDeviceId: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<unknown> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  add(notificationId: number, userDeviceId: number): void {
    this.queue.push({ notificationId, userDeviceId });
    if (this.queue.length >= ACK_BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), ACK_FLUSH_MS);
  }

  /** Writes what is queued; resolves once every write so far has finished. */
  flush(): Promise<unknown> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue.splice(0);
    if (batch.length > 0) {
      this.flushing = this.flushing
        .then(() => recordAcks(this.ctx.db, batch, this.ctx.now()))
        .catch((error: unknown) => this.ctx.logger.warn({ err: error }, 'acks not recorded'));
    }
    return this.flushing;
  }
}

const refused = (message: string): DeviceUpdateAck => ({ ok: false, message });

/**
 * The notification events of one socket (spec 02 §4.4):
 * - `update` (device payload + user_agent, right after connecting): checks the session token,
 *   joins `user:{profileId}`, `country:{country}` and `all`, notes the device's connection and
 *   sends every notification this device has not acked yet (missed while offline);
 * - `ack` {room, notification_id, user_device_id}: this device has it, never send it again.
 * A device with status 0 (notifications switched off) joins no broadcast room and gets no backlog.
 */
export function handleNotificationSocket(socket: Socket, ctx: AppContext, acks: AckWriter): void {
  const update = async (input: unknown): Promise<DeviceUpdateAck> => {
    const parsed = deviceUpdateEventSchema.safeParse(input);
    if (!parsed.success)
      return refused(parsed.error.issues[0]?.message ?? errorCodes.BAD_REQUEST.message);
    const device = parsed.data;
    const user: SessionUser | null = device.token
      ? await findSession(ctx.db, device.token, ctx.now()).catch(() => null)
      : null;
    const profileId = user?.profileId;
    if (!user || profileId === undefined) return refused(SESSION_EXPIRED_MESSAGE);
    if (device.profile_id !== undefined && device.profile_id !== profileId)
      return refused(errorCodes.PROFILE_MISMATCH.message);
    const now = ctx.now();
    const stored = await connectDevice(
      ctx.db,
      profileId,
      device.user_device_id,
      {
        clientId: device.client_id,
        deviceId: device.device_id,
        status: device.status,
        userAgent: device.user_agent,
      },
      now,
    );
    if (!stored) return refused(errorCodes.DEVICE_NOT_FOUND.message);

    for (const room of socket.rooms)
      if (room.startsWith('user:') && room !== userRoom(profileId)) void socket.leave(room);
    for (const room of socket.rooms) if (room.startsWith('country:')) void socket.leave(room);
    const rooms = [userRoom(profileId)];
    // No broadcasts during a time-out or self-exclusion (issue 31).
    const onBreak = (await exclusionInForce(ctx.db, profileId, now)) !== undefined;
    if (stored.status === 1 && !onBreak) rooms.push(countryRoom(user.country), ALL_ROOM);
    else void socket.leave(ALL_ROOM);
    await socket.join(rooms);
    socket.data.profileId = profileId;
    socket.data.userDeviceId = stored.user_device_id;

    const pending =
      stored.status === 1
        ? await pendingForDevice(ctx.db, profileId, stored.user_device_id, now)
        : [];
    for (const item of pending) {
      const room =
        item.audience === 'user'
          ? userRoom(profileId)
          : item.audience === 'all'
            ? ALL_ROOM
            : countryRoom(user.country);
      socket.emit(notificationSocketEvents.notification, broadcastOf(room, item));
    }
    return {
      ok: true,
      profile_id: profileId,
      user_device_id: stored.user_device_id,
      rooms,
      pending: pending.length,
      total_count: await unreadCount(ctx.db, profileId),
    };
  };

  socket.on(notificationSocketEvents.update, (input: unknown, ack?: Ack) => {
    update(input)
      .catch((error: unknown) => {
        ctx.logger.warn({ err: error }, 'device update failed');
        return refused(errorCodes.INTERNAL_ERROR.message);
      })
      .then((answer) => ack?.(answer))
      .catch(() => undefined);
  });

  socket.on(notificationSocketEvents.ack, (input: unknown, ack?: Ack) => {
    const parsed = notificationAckSchema.safeParse(input);
    if (!parsed.success)
      return ack?.({ ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid ack' });
    // A socket acks for its own device only (the one its `update` proved the bettor owns).
    if (socket.data.userDeviceId !== parsed.data.user_device_id)
      return ack?.({ ok: false, message: errorCodes.DEVICE_NOT_FOUND.message });
    acks.add(parsed.data.notification_id, parsed.data.user_device_id);
    return ack?.({ ok: true });
  });
}

/**
 * Emits committed notifications (published on the bus by any process) to this process's sockets
 * in their room, and the bettor's new unread count with them.
 */
export async function relayNotifications(io: Server, ctx: AppContext): Promise<() => void> {
  const pushed = ctx.metrics.counter(
    'notifications_delivered_total',
    'Notifications emitted to socket rooms by this process',
    ['audience'],
  );
  const fanout = roomFanout(io);
  const offs = await Promise.all([
    ctx.bus.subscribe(notificationChannels.created, (m) => {
      const message = m as NotificationPublished;
      // Encoded once for the whole room (a broadcast reaches every socket) and, with the
      // bettor's new count, written in one go.
      const events: FanoutEvent[] = [
        {
          event: notificationSocketEvents.notification,
          payload: broadcastOf(message.room, message.item),
        },
      ];
      if (message.total_count !== null)
        events.push({
          event: notificationSocketEvents.count,
          payload: { total_count: message.total_count },
        });
      fanout
        .send(message.room, events)
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'notification push failed'));
      pushed.inc({ audience: message.item.audience });
    }),
    ctx.bus.subscribe(notificationChannels.breakStarted, (m) => {
      const message = m as BreakStartedPublished;
      io.local
        .in(userRoom(message.profile_id))
        .socketsLeave([ALL_ROOM, ...COUNTRY_CODES.map((code) => countryRoom(code))]);
    }),
    ctx.bus.subscribe(notificationChannels.count, (m) => {
      const message = m as NotificationCountPublished;
      // Through the fan-out too: a count never overtakes the notification it follows.
      fanout
        .send(userRoom(message.profile_id), [
          { event: notificationSocketEvents.count, payload: { total_count: message.total_count } },
        ])
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'count push failed'));
    }),
  ]);
  return () => {
    for (const off of offs) off();
  };
}
