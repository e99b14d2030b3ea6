import type { BetNotificationType } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { notify, type Notice } from '../notifications/notification-writer';

/**
 * Writes a bet's notification (spec 02 §4.3 types and titles) in the transaction of the state
 * change it announces; the caller publishes the returned notice after commit
 * (`publishNotices`). Results (won, lost, void) also go out as browser pushes.
 */
export function betNotice(
  tx: Queryable,
  profileId: number,
  type: BetNotificationType,
  status: 'success' | 'error',
  message: string,
  bet: { id: number | null; ref: string },
  now: Date,
): Promise<Notice | null> {
  return notify(
    tx,
    {
      profileId,
      type,
      level: status,
      message,
      params: { bet_id: bet.id, bet_ref: bet.ref },
      push: type === 'bet won',
    },
    now,
  );
}
