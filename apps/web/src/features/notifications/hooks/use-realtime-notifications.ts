import {
  notificationAckDelayMs,
  notificationSocketEvents,
  type DeviceUpdateAck,
  type NotificationBroadcast,
  type NotificationCountEvent,
} from '@shangwe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { socketClient, type SocketClient } from '../../../lib/socket-client';
import { devicePayload, registerDevice } from '../api/devices';
import { NOTIFICATIONS_COUNT_KEY } from '../api/get-notifications-count';
import { NOTIFICATIONS_KEY } from '../api/get-notifications';
import { createDelayedAcks } from '../model/delayed-acks';
import { notificationView } from '../model/notification-view';
import { InAppQueue } from '../stores/in-app-queue';
import { createNoticeDisplay } from '../stores/notice-display';

/** What the realtime link needs from the app (injected in tests). */
export interface RealtimeDeps {
  socket: Pick<SocketClient, 'on' | 'onConnect' | 'emit'>;
  register: (profileId: number, token: string) => Promise<number>;
  userAgent: () => string;
  /** The wait before acking one notification (contract notificationAckDelayMs). */
  ackDelayMs: () => number;
}

const defaultDeps: RealtimeDeps = {
  socket: socketClient,
  register: registerDevice,
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  ackDelayMs: () => notificationAckDelayMs(),
};

/**
 * The bettor's realtime notifications (spec 02 §4.4), while logged in: registers the device
 * (failures ignored, spec 02 §8), then on every socket (re)connect sends `update` with the
 * device payload and user_agent (which joins the bettor's rooms and brings what was missed),
 * acks each notification with {room, notification_id, user_device_id} a second or more later
 * (contract NOTIFICATION_ACK_DELAY_MS: the acks of a broadcast spread out), shows it in-app one
 * at a time and keeps the unread count current.
 */
export function useRealtimeNotifications(
  profileId: number | null,
  token: string | null,
  deps: RealtimeDeps = defaultDeps,
) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (profileId === null || !token) return;
    let stopped = false;
    let userDeviceId: number | null = null;
    const setCount = (totalCount: number) =>
      queryClient.setQueryData([...NOTIFICATIONS_COUNT_KEY, profileId], totalCount);

    const display = createNoticeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    const acks = createDelayedAcks(
      (ack) => deps.socket.emit(notificationSocketEvents.ack, ack),
      deps.ackDelayMs,
    );

    const stopNotifications = deps.socket.on<NotificationBroadcast>(
      notificationSocketEvents.notification,
      (broadcast) => {
        if (stopped || !broadcast?.message) return;
        const { message, params, room } = broadcast;
        if (userDeviceId !== null) {
          acks.add({
            room,
            notification_id: message.notification_id,
            user_device_id: userDeviceId,
          });
        }
        queue.enqueue({
          notificationId: message.notification_id,
          view: notificationView(message, params),
        });
        void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
      },
    );
    const stopCount = deps.socket.on<NotificationCountEvent>(
      notificationSocketEvents.count,
      (event) => {
        if (!stopped && typeof event?.total_count === 'number') setCount(event.total_count);
      },
    );

    let stopConnect: (() => void) | null = null;
    deps
      .register(profileId, token)
      .then((id) => {
        if (stopped) return;
        userDeviceId = id;
        stopConnect = deps.socket.onConnect(() => {
          deps.socket.emit(
            notificationSocketEvents.update,
            {
              ...devicePayload(profileId, token),
              user_device_id: id,
              user_agent: deps.userAgent(),
            },
            (answer) => {
              const ack = answer as DeviceUpdateAck | undefined;
              if (!stopped && ack?.ok) setCount(ack.total_count);
            },
          );
        });
      })
      .catch(() => {
        // Spec 02 §8: a failed device registration is silently ignored (the count and the
        // notifications page still work over HTTP).
      });

    return () => {
      stopped = true;
      acks.flush();
      stopNotifications();
      stopCount();
      stopConnect?.();
      queue.stop();
      display.dispose();
    };
  }, [profileId, token, deps, queryClient]);
}
