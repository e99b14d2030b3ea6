import { ALL_ROOM, countryRoom, userRoom } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
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
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      if (stopped) return;
      running = publishStragglers(ctx)
        .catch((error: unknown) =>
          ctx.logger.error({ err: error }, 'notification publishing failed'),
        )
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, POLL_MS);
        });
    };
    tick();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    };
  },
};
