import {
  notificationLevelSchema,
  type NotificationItem,
  type NotificationParams,
} from '@shangwe/contract';

/** A row of notifications as the repository reads it. */
export interface NotificationRow {
  id: number;
  audience: 'user' | 'country' | 'all';
  profile_id: number | null;
  country: string | null;
  type: string;
  level: string;
  title: string;
  message: string;
  params: Partial<NotificationParams> | string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toIso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The notification a bettor sees. `readAt` is the bettor's read time: the row's own for a user
 * notification, the bettor's notification_reads row for a broadcast (null: unread).
 */
export function presentNotification(
  row: NotificationRow,
  readAt: Date | string | null,
): NotificationItem {
  const raw =
    typeof row.params === 'string'
      ? (JSON.parse(row.params) as Partial<NotificationParams>)
      : row.params;
  const level = notificationLevelSchema.safeParse(row.level);
  return {
    notification_id: Number(row.id),
    message: row.message,
    title: row.title,
    type: row.type,
    level: level.success ? level.data : 'info',
    status: (readAt ?? row.read_at) ? 'read' : 'unread',
    audience: row.audience,
    created_at: toIso(row.created_at),
    params: {
      bet_id: raw?.bet_id ?? null,
      bet_ref: raw?.bet_ref ?? null,
      free_bet_id: raw?.free_bet_id ?? null,
    },
  };
}
