import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { startPollingLoop } from '../platform/polling-loop';
import { expireDueFreeBets } from './free-bet-repository';
import { freeBetsExpiredNotices } from '../notifications/free-bet-notices';
import { withNotices } from '../notifications/notification-writer';

const POLL_MS = 60_000;
const BATCH = 500;

/**
 * Marks every free bet past its expiry date expired, in batches, until none is due. The API
 * already treats a free bet past its date as unusable (listings, placement and the placement
 * statement compare expires_at), so this only makes the stored status say so.
 */
export async function expireFreeBets(
  ctx: Pick<AppContext, 'db' | 'now' | 'bus' | 'logger'>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    // Each batch and its 'Promotion Expired' notifications commit together.
    const expired = await withNotices(ctx, async (tx) => {
      const rows = await expireDueFreeBets(tx, now, BATCH);
      const notices = await freeBetsExpiredNotices(
        tx,
        rows.map((r) => r.id),
        now,
      );
      return { result: rows, notices };
    });
    total += expired.length;
    if (expired.length < BATCH) return total;
  }
}

/** Expires free bets once a minute (one instance: advisory lock). */
export const freeBetExpiryWorker: Worker = {
  name: 'free-bet-expiry',
  lockKey: 705_401,
  async start(ctx) {
    return startPollingLoop({
      name: this.name,
      everyMs: POLL_MS,
      pass: async () => {
        const n = await expireFreeBets(ctx);
        if (n > 0) ctx.logger.info({ expired: n }, 'free bets expired');
      },
      logger: ctx.logger,
      failure: 'free bet expiry failed',
    });
  },
};
