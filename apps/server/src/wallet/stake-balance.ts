import type { Queryable } from '../db/database';

/**
 * The bettor's cash balance right after a wager's stake was debited (the stake entry's
 * balance_after), in minor units; null when the stake did not come from cash (a free bet). A
 * placement's answer shows it, so the answer, and every replay of it, says the same whatever
 * moved the balance since.
 */
export async function cashBalanceAfterStake(db: Queryable, betId: number): Promise<number | null> {
  const { rows } = await db.query<{ balance_after: number }>(
    `SELECT e.balance_after FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.kind = 'stake' AND t.reference = $1::text AND e.balance_after IS NOT NULL
      ORDER BY e.id LIMIT 1`,
    [String(betId)],
  );
  return rows[0] ? Number(rows[0].balance_after) : null;
}
