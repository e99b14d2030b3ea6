import type { NotificationItem } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { notificationChannels, type NotificationCountPublished } from './notification-channels';
import { findNotification, markAllRead, markRead, unreadCount } from './notification-repository';

/** Tells the bettor's sockets (the bell and the menu) their new unread count. */
async function publishCount(ctx: AppContext, profileId: number, totalCount: number) {
  try {
    await ctx.bus.publish(notificationChannels.count, {
      profile_id: profileId,
      total_count: totalCount,
    } satisfies NotificationCountPublished);
  } catch (error) {
    ctx.logger.warn({ err: error, profileId }, 'notification count not published');
  }
}

/** Marks one of the bettor's notifications read; 404 when it is not theirs. */
export async function notificationReader(
  ctx: AppContext,
  profileId: number,
  notificationId: number,
): Promise<{ data: NotificationItem; total_count: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await markRead(tx, profileId, notificationId, ctx.now()))) return null;
    const data = await findNotification(tx, profileId, notificationId);
    return data && { data, total_count: await unreadCount(tx, profileId) };
  });
  if (!result) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
  await publishCount(ctx, profileId, result.total_count);
  return result;
}

/** Marks every notification of the bettor read. */
export async function allNotificationsReader(
  ctx: AppContext,
  profileId: number,
): Promise<{ marked: number; total_count: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const marked = await markAllRead(tx, profileId, ctx.now());
    return { marked, total_count: await unreadCount(tx, profileId) };
  });
  if (result.marked > 0) await publishCount(ctx, profileId, result.total_count);
  return result;
}
