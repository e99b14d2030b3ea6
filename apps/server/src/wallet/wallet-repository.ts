import type { Queryable } from '../db/database';
import type { UserAccountKind } from './ledger';

/** One movement of a bettor account, as the statement lists it. */
export interface StatementRow {
  id: number;
  kind: string;
  reference: string | null;
  amount: number;
  balance_after: number;
  account: UserAccountKind;
  created_at: Date;
}

/** The movements of a bettor's accounts, newest first. */
export async function listStatement(
  db: Queryable,
  profileId: number,
  limit: number,
  offset: number,
): Promise<StatementRow[]> {
  const { rows } = await db.query<StatementRow>(
    `SELECT e.id, t.kind, t.reference, e.amount, e.balance_after, a.kind AS account, t.created_at
     FROM wallet_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.profile_id = $1
     ORDER BY e.id DESC
     LIMIT $2 OFFSET $3`,
    [profileId, limit, offset],
  );
  return rows;
}
