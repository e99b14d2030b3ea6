import type { NotificationItem } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { exclusionTermsSql } from '../responsible-gambling/exclusion-sql';
import { presentNotification, type NotificationRow } from './presenters';

/**
 * Notifications a bettor sees: their own, and the broadcasts to their country or to all made
 * since they registered. `p` is the bettor (id $1); `seen_at` is their read time (the row's for
 * their own, their notification_reads row for a broadcast).
 */
const BETTOR = `p AS (SELECT id, country, created_at FROM profiles WHERE id = $1)`;
/**
 * No marketing during a break (issue 31): a broadcast made while the bettor was on a time-out or
 * self-excluded is never theirs, not then and not after the break.
 */
const OUTSIDE_BREAK = `NOT EXISTS (SELECT 1 FROM rg_exclusions rge
   WHERE rge.profile_id = p.id AND rge.starts_at <= n.created_at
     AND ${exclusionTermsSql('n.created_at', 'rge')})`;
/** The broadcasts (to all, to the bettor's country) bettor `p` gets. */
const BROADCAST_VISIBLE = `((n.audience = 'all' AND n.created_at >= p.created_at AND ${OUTSIDE_BREAK})
   OR (n.audience = 'country' AND n.country = p.country AND n.created_at >= p.created_at
       AND ${OUTSIDE_BREAK}))`;
const VISIBLE = `((n.audience = 'user' AND n.profile_id = p.id) OR ${BROADCAST_VISIBLE})`;
const SEEN = `LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.profile_id = $1`;
const COLUMNS = `n.id, n.audience, n.profile_id, n.country, n.type, n.level, n.title, n.message,
  n.params, n.created_at, n.read_at`;

type SeenRow = NotificationRow & { seen_at: Date | string | null };

const present = (row: SeenRow) => presentNotification(row, row.seen_at);

/** The bettor's unread notifications (the bell's total_count). */
export async function unreadCount(db: Queryable, profileId: number): Promise<number> {
  const { rows } = await db.query<{ own: number; broadcast: number }>(
    `WITH ${BETTOR}
     SELECT (SELECT count(*)::int FROM notifications
              WHERE audience = 'user' AND profile_id = $1 AND read_at IS NULL) AS own,
            (SELECT count(*)::int FROM notifications n, p
              WHERE ${BROADCAST_VISIBLE}
                AND NOT EXISTS (SELECT 1 FROM notification_reads r
                                 WHERE r.profile_id = p.id AND r.notification_id = n.id))
              AS broadcast`,
    [profileId],
  );
  const row = rows[0];
  return row ? Number(row.own) + Number(row.broadcast) : 0;
}

/** The unread counts of several bettors in one statement (by profile id). */
export async function unreadCounts(
  db: Queryable,
  profileIds: readonly number[],
): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; own: number; broadcast: number }>(
    `SELECT p.id,
            (SELECT count(*)::int FROM notifications
              WHERE audience = 'user' AND profile_id = p.id AND read_at IS NULL) AS own,
            (SELECT count(*)::int FROM notifications n
              WHERE ${BROADCAST_VISIBLE}
                AND NOT EXISTS (SELECT 1 FROM notification_reads r
                                 WHERE r.profile_id = p.id AND r.notification_id = n.id))
              AS broadcast
       FROM profiles p WHERE p.id = ANY($1::bigint[])`,
    [[...new Set(profileIds)]],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.own) + Number(r.broadcast)]));
}

/** One page of the bettor's notifications: unread first, newest first within each. */
export async function listNotifications(
  db: Queryable,
  profileId: number,
  page: number,
  limit: number,
): Promise<{ items: NotificationItem[]; total: number }> {
  const [list, total] = await Promise.all([
    db.query<SeenRow>(
      `WITH ${BETTOR}
       SELECT ${COLUMNS}, COALESCE(n.read_at, r.read_at) AS seen_at
         FROM p, notifications n ${SEEN}
        WHERE ${VISIBLE}
        ORDER BY (COALESCE(n.read_at, r.read_at) IS NULL) DESC, n.created_at DESC, n.id DESC
        LIMIT $2 OFFSET $3`,
      [profileId, limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(
      `WITH ${BETTOR} SELECT count(*)::int AS total FROM p, notifications n WHERE ${VISIBLE}`,
      [profileId],
    ),
  ]);
  return { items: list.rows.map(present), total: Number(total.rows[0]?.total ?? 0) };
}

/** One of the bettor's notifications (null: not theirs or unknown). */
export async function findNotification(
  db: Queryable,
  profileId: number,
  notificationId: number,
): Promise<NotificationItem | null> {
  const { rows } = await db.query<SeenRow>(
    `WITH ${BETTOR}
     SELECT ${COLUMNS}, COALESCE(n.read_at, r.read_at) AS seen_at
       FROM p, notifications n ${SEEN}
      WHERE n.id = $2 AND ${VISIBLE}`,
    [profileId, notificationId],
  );
  return rows[0] ? present(rows[0]) : null;
}

/** Marks one notification read for the bettor; false when it is not theirs. */
export async function markRead(
  tx: Queryable,
  profileId: number,
  notificationId: number,
  now: Date,
): Promise<boolean> {
  const found = await findNotification(tx, profileId, notificationId);
  if (!found) return false;
  if (found.status === 'read') return true;
  if (found.audience === 'user') {
    await tx.query(
      `UPDATE notifications SET read_at = $3 WHERE id = $2 AND profile_id = $1 AND read_at IS NULL`,
      [profileId, notificationId, now],
    );
  } else {
    await tx.query(
      `INSERT INTO notification_reads (notification_id, profile_id, read_at) VALUES ($2, $1, $3)
       ON CONFLICT DO NOTHING`,
      [profileId, notificationId, now],
    );
  }
  return true;
}

/** Marks every notification of the bettor read; returns how many were unread. */
export async function markAllRead(tx: Queryable, profileId: number, now: Date): Promise<number> {
  const own = await tx.query(
    `UPDATE notifications SET read_at = $2
      WHERE audience = 'user' AND profile_id = $1 AND read_at IS NULL`,
    [profileId, now],
  );
  const broadcasts = await tx.query(
    `WITH ${BETTOR}
     INSERT INTO notification_reads (notification_id, profile_id, read_at)
     SELECT n.id, p.id, $2 FROM p, notifications n
      WHERE ${BROADCAST_VISIBLE}
     ON CONFLICT DO NOTHING`,
    [profileId, now],
  );
  return own.rowCount + broadcasts.rowCount;
}

/** How far back a reconnecting device is brought up to date, and how many at most. */
const PENDING_DAYS = 7;
const PENDING_LIMIT = 50;

/**
 * What a device has not acked yet: the bettor's unread notifications written since the device
 * was registered (at most a week back), oldest first. A device that acked one never gets it
 * again; one that was offline gets what it missed.
 */
export async function pendingForDevice(
  db: Queryable,
  profileId: number,
  userDeviceId: number,
  now: Date,
): Promise<NotificationItem[]> {
  const { rows } = await db.query<SeenRow>(
    `WITH ${BETTOR},
          d AS (SELECT id, created_at FROM user_devices WHERE id = $2 AND profile_id = $1)
     SELECT ${COLUMNS}, NULL AS seen_at
       FROM p, d, notifications n ${SEEN}
      WHERE ${VISIBLE}
        AND n.created_at >= GREATEST(d.created_at, $3::timestamptz - make_interval(days => $4))
        AND n.read_at IS NULL AND r.read_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM notification_acks a
                         WHERE a.user_device_id = d.id AND a.notification_id = n.id)
      ORDER BY n.created_at, n.id
      LIMIT $5`,
    [profileId, userDeviceId, now, PENDING_DAYS, PENDING_LIMIT],
  );
  return rows.map(present);
}

/** Records acks (one statement for a batch); unknown ids and repeats are ignored. */
export async function recordAcks(
  db: Queryable,
  acks: ReadonlyArray<{ notificationId: number; userDeviceId: number }>,
  now: Date,
): Promise<number> {
  if (acks.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO notification_acks (notification_id, user_device_id, acked_at)
     SELECT a.n, a.d, $3 FROM unnest($1::bigint[], $2::bigint[]) AS a(n, d)
      WHERE EXISTS (SELECT 1 FROM notifications WHERE id = a.n)
        AND EXISTS (SELECT 1 FROM user_devices WHERE id = a.d)
     ON CONFLICT DO NOTHING`,
    [acks.map((a) => a.notificationId), acks.map((a) => a.userDeviceId), now],
  );
  return result.rowCount;
}
