import { exclusionInForceSql } from '../responsible-gambling/exclusion-sql';
import {
  ALL_ROOM,
  countryRoom,
  mappedNotification,
  userRoom,
  type NotificationItem,
  type NotificationLevel,
  type NotificationParams,
  type NotificationType,
} from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { notificationChannels, type NotificationPublished } from './notification-channels';
import { presentNotification, type NotificationRow } from './presenters';
import { unreadCounts } from './notification-repository';

/** What a cause tells one bettor. */
export interface NoticeInput {
  profileId: number;
  type: NotificationType;
  level: NotificationLevel;
  message: string;
  /** Needed for types outside the spec's mapping; mapped types take the mapping's title. */
  title?: string;
  params?: Partial<NotificationParams>;
  /** Also send it as a browser push to the bettor's subscriptions (bet results, free bets). */
  push?: boolean;
  /** One notification per cause: a second write with the same key writes nothing. */
  dedupeKey?: string;
  /** Written as already read (listed, not counted unread). */
  read?: boolean;
}

/** A stored notification, to be published once its transaction committed. */
export interface Notice {
  item: NotificationItem;
  room: string;
  profileId: number | null;
  country: string | null;
  /** Pushes were queued in the outbox: wake the push worker after commit. */
  pushed: boolean;
}

const titleOf = (type: string, level: NotificationLevel, title: string | undefined) =>
  mappedNotification(type, level)?.title ?? title ?? 'Shangwe Bet';

const RETURNING = `RETURNING id, audience, profile_id, country, type, level, title, message, params,
  created_at, read_at`;

/**
 * Writes one bettor's notification IN the caller's transaction, so it exists exactly when its
 * cause does (a rolled-back settlement tells nobody). With `push`, a push per subscription of
 * the bettor goes into the outbox in the same transaction. Nothing is sent here: the caller
 * hands the result to `publishNotices` after commit. Null when the dedupe key was used before.
 */
export async function notify(tx: Queryable, input: NoticeInput, now: Date): Promise<Notice | null> {
  const params: NotificationParams = {
    bet_id: input.params?.bet_id ?? null,
    bet_ref: input.params?.bet_ref ?? null,
    free_bet_id: input.params?.free_bet_id ?? null,
  };
  const { rows } = await tx.query<NotificationRow>(
    `INSERT INTO notifications (audience, profile_id, type, level, title, message, params,
                                dedupe_key, created_at, read_at)
     SELECT 'user', $1, $2, $3, $4, $5, $6::jsonb, $7, $8::timestamptz, $9::timestamptz
      -- A bettor on a time-out or self-excluded gets nothing (issue 31): no notice, no push.
      WHERE NOT ${exclusionInForceSql('$1::bigint', '$8::timestamptz')}
     ON CONFLICT (dedupe_key) DO NOTHING
     ${RETURNING}`,
    [
      input.profileId,
      input.type,
      input.level,
      titleOf(input.type, input.level, input.title),
      input.message,
      JSON.stringify(params),
      input.dedupeKey ?? null,
      now,
      input.read ? now : null,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  let pushed = false;
  if (input.push) {
    const queued = await tx.query(
      `INSERT INTO push_outbox (notification_id, user_id, next_attempt_at, created_at)
       SELECT $1, user_id, $3, $3 FROM push_subscriptions WHERE profile_id = $2`,
      [row.id, input.profileId, now],
    );
    pushed = queued.rowCount > 0;
  }
  return {
    item: presentNotification(row, null),
    room: userRoom(input.profileId),
    profileId: input.profileId,
    country: null,
    pushed,
  };
}

/** An operator's message to every bettor of a country (KE, GH, NG) or to all (country null). */
export interface BroadcastInput {
  country: string | null;
  title: string;
  message: string;
  level?: NotificationLevel;
  dedupeKey?: string;
}

/** Writes a broadcast in the caller's transaction; publish it after commit like `notify`. */
export async function writeBroadcast(
  tx: Queryable,
  input: BroadcastInput,
  now: Date,
): Promise<Notice | null> {
  const { rows } = await tx.query<NotificationRow>(
    `INSERT INTO notifications (audience, country, type, level, title, message, dedupe_key,
                                created_at)
     VALUES ($1, $2, 'broadcast', $3, $4, $5, $6, $7)
     ON CONFLICT (dedupe_key) DO NOTHING
     ${RETURNING}`,
    [
      input.country ? 'country' : 'all',
      input.country,
      input.level ?? 'info',
      input.title,
      input.message,
      input.dedupeKey ?? null,
      now,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    item: presentNotification(row, null),
    room: input.country ? countryRoom(input.country) : ALL_ROOM,
    profileId: null,
    country: input.country,
    pushed: false,
  };
}

/**
 * Delivers committed notices: every API process's gateway gets them on the bus and emits them
 * to its sockets in the notice's room (with the bettor's new unread count); pushes in the
 * outbox wake the push worker. Published rows are marked; a notice nobody publishes (a crash
 * between commit and here, a writer whose caller does not publish) is published by the
 * publisher worker a moment later, and a device that missed it gets it on its next connect.
 */
export async function publishNotices(
  ctx: Pick<AppContext, 'bus' | 'db' | 'logger' | 'now'>,
  notices: ReadonlyArray<Notice | null | undefined>,
): Promise<void> {
  const due = notices.filter((n): n is Notice => Boolean(n));
  if (due.length === 0) return;
  // Every bettor's new count in one statement, however many notices (a settlement batch).
  const counts = await unreadCounts(
    ctx.db,
    due.flatMap((n) => (n.profileId === null ? [] : [n.profileId])),
  ).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'unread counts not read');
    return new Map<number, number>();
  });
  const published: number[] = [];
  for (const notice of due) {
    try {
      await ctx.bus.publish(notificationChannels.created, {
        room: notice.room,
        profile_id: notice.profileId,
        item: notice.item,
        total_count: notice.profileId === null ? null : (counts.get(notice.profileId) ?? null),
      } satisfies NotificationPublished);
      published.push(notice.item.notification_id);
    } catch (error) {
      // The cause is committed either way; the publisher worker tries again.
      ctx.logger.warn({ err: error, room: notice.room }, 'notification not published');
    }
  }
  if (due.some((n) => n.pushed))
    await ctx.bus
      .publish(notificationChannels.pushWake, {})
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'push worker not woken'));
  if (published.length > 0) await markPublished(ctx, published);
}

async function markPublished(ctx: Pick<AppContext, 'db' | 'logger' | 'now'>, ids: number[]) {
  await ctx.db
    .query('UPDATE notifications SET published_at = $2 WHERE id = ANY($1::bigint[])', [
      ids,
      ctx.now(),
    ])
    .catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'notifications not marked published'),
    );
}

/** Runs `fn` in one transaction and publishes the notices it returns after commit. */
export async function withNotices<T>(
  ctx: Pick<AppContext, 'bus' | 'db' | 'logger' | 'now'>,
  fn: (tx: Queryable) => Promise<{ result: T; notices: Array<Notice | null> }>,
): Promise<T> {
  const { result, notices } = await ctx.db.transaction(fn);
  await publishNotices(ctx, notices);
  return result;
}
