import { randomUUID } from 'node:crypto';
import {
  BET_NOTIFICATION_TITLES,
  NOTIFICATION_EVENT,
  userRoom,
  type BetNotification,
  type BetNotificationType,
} from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { notifyUser } from '../realtime/notify-user';

/**
 * Tells a bettor's open sockets what happened to a bet, with the spec 02 §4.3 titles. Sent
 * after the state change committed; a bettor with no socket open simply sees it in My Bets.
 */
export async function notifyBet(
  ctx: Pick<AppContext, 'bus' | 'logger'>,
  profileId: number,
  type: BetNotificationType,
  status: 'success' | 'error',
  message: string,
  bet: { id: number | null; ref: string },
): Promise<void> {
  const payload: BetNotification = {
    room: userRoom(profileId),
    message: {
      notification_id: randomUUID(),
      title: BET_NOTIFICATION_TITLES[type][status],
      message,
      type,
      status,
    },
    params: { bet_id: bet.id, bet_ref: bet.ref },
  };
  try {
    await notifyUser(ctx, profileId, NOTIFICATION_EVENT, payload);
  } catch (error) {
    // The bet is decided and stored either way; a lost push must not undo it.
    ctx.logger.warn({ err: error, profileId }, 'bet notification not delivered');
  }
}
