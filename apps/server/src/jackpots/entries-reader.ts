import type { JackpotKind } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { EntryView } from './presenters';

/**
 * The bettor's own entries (every jackpot-style product), newest first, each with its wager
 * through the bet store's published read `wagers_read` (migration 0155).
 */
export async function bettorEntries(
  db: Queryable,
  profileId: number,
  filter: { kind?: JackpotKind; eventId?: number },
  limit = 100,
): Promise<EntryView[]> {
  const { rows } = await db.query<EntryView>(
    `SELECT e.bet_id, b.short_id, e.event_id, ev.kind, ev.name AS event_name, b.created_at,
            e.lines, b.stake, b.status, e.best_correct, e.winning_lines, b.amount_paid,
            b.settled_withholding_tax AS withholding_tax, e.picks, e.pick_odds
       FROM jackpot_entries e
       JOIN wagers_read b ON b.id = e.bet_id
       JOIN jackpot_events ev ON ev.id = e.event_id
      WHERE e.profile_id = $1 AND ($2::text IS NULL OR ev.kind = $2)
        AND ($3::bigint IS NULL OR e.event_id = $3)
      ORDER BY e.bet_id DESC LIMIT $4`,
    [profileId, filter.kind ?? null, filter.eventId ?? null, limit],
  );
  return rows;
}
