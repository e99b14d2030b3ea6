import { ALL_ROOM, countryRoom, userRoom } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { startPollingLoop } from '../platform/polling-loop';
import { presentNotification, type NotificationRow } from './presenters';
import { publishNotices, type Notice } from './notification-writer';

const POLL_MS = 1_000;
/** A writer publishes its own notices right after commit; only older unpublished ones are ours. */
const GRACE_MS = 2_000;
const BATCH = 200;

/**
 * Publishes committed notifications nobody published: written by a cause whose caller does not
 * publish (a free bet granted inside a deposit's or a settlement's transaction), or left by a
 * process that stopped between commit and publish. Returns how many it published.
 */
export async function publishStragglers(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.db.query<NotificationRow>(
    `SELECT id, audience, profile_id, country, type, level, title, message, params, created_at,
            read_at
       FROM notifications
      WHERE published_at IS NULL AND created_at <= $1
      ORDER BY id LIMIT $2`,
    [new Date(ctx.now().getTime() - GRACE_MS), BATCH],
  );
  const notices: Notice[] = rows.map((row) => ({
    item: presentNotification(row, null),
    room:
      row.audience === 'user'
        ? userRoom(Number(row.profile_id))
        : row.audience === 'country'
          ? countryRoom(row.country!)
          : ALL_ROOM,
    profileId: row.audience === 'user' ? Number(row.profile_id) : null,
    country: row.country,
    // The push worker polls its outbox anyway.
    pushed: false,
  }));
  await publishNotices(ctx, notices);
  return notices.length;
}

/** Runs publishStragglers every second (one instance: advisory lock). */
export const notificationPublisherWorker: Worker = {
  name: 'notification-publisher',
  lockKey: 705_302,
  async start(ctx) {
    return startPollingLoop({
      name: this.name,
      everyMs: POLL_MS,
      pass: () => publishStragglers(ctx),
      logger: ctx.logger,
      failure: 'notification publishing failed',
    });
  },
};
