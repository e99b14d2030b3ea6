import type { Queryable } from '../db/database';

/**
 * Unpaid pools and remainders of settled events (their `carried_out`, held in the currency's
 * house:jackpot_pools) go to the product's next event of the same country still taking
 * entries, as its `carry_in` (a carry never crosses into another currency); until one exists
 * they wait on the settled event (`carried_to` null). Called when an event is opened and when
 * one is settled.
 */
export async function claimCarries(
  tx: Queryable,
  kind: string,
  country: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `WITH target AS (
       SELECT id FROM jackpot_events
        WHERE kind = $1 AND country = $3 AND status = 'open' AND closes_at > $2
        ORDER BY closes_at DESC, id DESC LIMIT 1
     ),
     claimed AS (
       UPDATE jackpot_events s SET carried_to = (SELECT id FROM target)
        WHERE s.kind = $1 AND s.country = $3 AND s.status = 'settled' AND s.carried_to IS NULL
          AND s.carried_out > 0 AND EXISTS (SELECT 1 FROM target)
        RETURNING s.carried_out
     )
     UPDATE jackpot_events SET carry_in = carry_in + (SELECT COALESCE(sum(carried_out), 0) FROM claimed)
      WHERE id = (SELECT id FROM target)`,
    [kind, now, country],
  );
}
