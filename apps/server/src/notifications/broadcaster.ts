import type { NotificationLevel } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { withNotices, writeBroadcast, type Notice } from './notification-writer';

/**
 * Operator broadcasts over HTTP (POST /api/ops/notifications/broadcast) are on when
 * NOTIFICATIONS_OPS_API=1, or by default outside production (NOTIFICATIONS_OPS_API=0 turns
 * them off). The command line (`npm run notifications:broadcast`) is always available to
 * whoever runs the server.
 */
export function operatorBroadcastsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    env.NOTIFICATIONS_OPS_API === '1' ||
    (env.NOTIFICATIONS_OPS_API !== '0' && env.NODE_ENV !== 'production')
  );
}

export interface BroadcastRequest {
  country: 'KE' | 'GH' | 'NG' | 'all';
  title: string;
  message: string;
  level: NotificationLevel;
  /** Makes a repeat of the same announcement a no-op. */
  key?: string | undefined;
}

/**
 * Stores a broadcast and delivers it to every open socket in its room; null: key used before.
 * `alongside` runs in the same transaction when one was written (the back office's audit row).
 */
export function broadcaster(
  ctx: AppContext,
  input: BroadcastRequest,
  alongside?: (tx: Queryable, notice: Notice) => Promise<void>,
): Promise<Notice | null> {
  return withNotices(ctx, async (tx) => {
    const written = await writeBroadcast(
      tx,
      {
        country: input.country === 'all' ? null : input.country,
        title: input.title,
        message: input.message,
        level: input.level,
        ...(input.key ? { dedupeKey: `broadcast:${input.key}` } : {}),
      },
      ctx.now(),
    );
    if (written && alongside) await alongside(tx, written);
    return { result: written, notices: [written] };
  });
}
