import type { NotificationItem } from '@shangwe/contract';

/** Bus channels of notifications (in-process, or Redis across API and worker processes). */
export const notificationChannels = {
  /** A notification committed: every gateway emits it to its sockets in `room`. */
  created: 'notification.created',
  /** A bettor's unread count changed (read, read all): emitted to their user room. */
  count: 'notification.count',
  /** Pushes were queued in the outbox: the push worker looks now instead of at its next poll. */
  pushWake: 'push.wake',
  /** A bettor's break started (issue 31): their sockets leave the broadcast rooms at once. */
  breakStarted: 'notification.break-started',
} as const;

export interface BreakStartedPublished {
  profile_id: number;
}

export interface NotificationPublished {
  room: string;
  /** The bettor of a user notification; null for a broadcast. */
  profile_id: number | null;
  item: NotificationItem;
  /** The bettor's unread count after it (user notifications only). */
  total_count: number | null;
}

export interface NotificationCountPublished {
  profile_id: number;
  total_count: number;
}
