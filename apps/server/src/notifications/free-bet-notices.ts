import { formatMoneyIn } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { notify, type Notice } from './notification-writer';

const money = (currency: string, cents: number) => formatMoneyIn(cents / 100, currency);
const day = (at: Date) =>
  `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

interface FreeBetFacts {
  id: number;
  profile_id: number;
  amount: number;
  currency: string;
  expires_at: Date | string;
}

/**
 * 'Promotion' / View Freebet (spec 02 §4.3), written with the grant in its transaction and
 * pushed to the bettor's browsers. Published after commit by the caller or the publisher worker.
 */
export function freeBetGrantedNotice(
  tx: Queryable,
  freeBet: FreeBetFacts,
  now: Date,
): Promise<Notice | null> {
  return notify(
    tx,
    {
      profileId: Number(freeBet.profile_id),
      type: 'freebet',
      level: 'success',
      message: `You have received a free bet of ${money(freeBet.currency, Number(freeBet.amount))}. Use it by ${day(new Date(freeBet.expires_at))}.`,
      params: { free_bet_id: Number(freeBet.id) },
      push: true,
      dedupeKey: `freebet:${freeBet.id}:granted`,
    },
    now,
  );
}

/** 'Promotion Expired' (spec 02 §4.3) for free bets the expiry marked expired, in its transaction. */
export async function freeBetsExpiredNotices(
  tx: Queryable,
  freeBetIds: readonly number[],
  now: Date,
): Promise<Array<Notice | null>> {
  if (freeBetIds.length === 0) return [];
  const { rows } = await tx.query<FreeBetFacts>(
    'SELECT id, profile_id, amount, currency, expires_at FROM free_bets WHERE id = ANY($1::bigint[])',
    [freeBetIds],
  );
  const notices: Array<Notice | null> = [];
  for (const freeBet of rows) {
    notices.push(
      await notify(
        tx,
        {
          profileId: Number(freeBet.profile_id),
          type: 'freebet',
          level: 'error',
          message: `Your free bet of ${money(freeBet.currency, Number(freeBet.amount))} has expired.`,
          params: { free_bet_id: Number(freeBet.id) },
          push: true,
          dedupeKey: `freebet:${freeBet.id}:expired`,
        },
        now,
      ),
    );
  }
  return notices;
}
