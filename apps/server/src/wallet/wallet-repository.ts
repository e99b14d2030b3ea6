import type { Queryable } from '../db/database';
import { wagerLabelsByIds } from '../wagers/statement-reads';
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
  /** `bets.product` of the wager a wager movement belongs to; null for any other movement. */
  product: string | null;
  /** `bets.short_id` of that wager (the code My Bets shows). */
  bet_code: string | null;
  /** `bets.bet_type` of that wager (7 prematch, 8 live). */
  bet_type: number | null;
  /** The provider's receipt of the deposit or withdrawal a payment movement belongs to. */
  receipt: string | null;
  /** The withdrawal's approval ('awaiting', 'approved', 'rejected'); null for any other. */
  approval: string | null;
  /** Why staff did not approve that withdrawal (the bettor reads it). */
  approval_reason: string | null;
}

/**
 * Ledger kinds booked with their bet's id as the reference: the wager's own money (stake,
 * settlement, refund, cash-out). Bonuses and points a bet earns are not the wager's money.
 */
const WAGER_KINDS = ['stake', 'payout', 'bet_lost', 'refund', 'cashout'];

/** Ledger kinds booked with a deposit's or a withdrawal's own reference. */
const DEPOSIT_KINDS = ['deposit'];
const WITHDRAWAL_KINDS = ['withdrawal', 'withdrawal_paid', 'withdrawal_release'];

/** A reference a wager movement is booked under: a bet's id (bigint) in decimal. */
const BET_ID = /^[0-9]{1,18}$/;

/**
 * The movements of a bettor's accounts, newest first, with the product and code of their wager
 * and the provider's receipt of their payment. The page is read from the ledger here; the
 * wagers its wager movements belong to are looked up by the bet store (`wagerLabelsByIds`,
 * wagers/statement-reads.ts) in one more read, by primary key: the wallet does not name the
 * bet tables (src/table-ownership.unit.test.ts).
 */
export async function listStatement(
  db: Queryable,
  profileId: number,
  limit: number,
  offset: number,
): Promise<StatementRow[]> {
  // The page is cut first (on ledger_entries_account_idx), then each of its rows looks its
  // payment up by reference.
  const { rows } = await db.query<Omit<StatementRow, 'product' | 'bet_code' | 'bet_type'>>(
    `SELECT s.*, COALESCE(d.provider_receipt, w.provider_receipt) AS receipt,
            w.approval, w.approval_reason
     FROM (SELECT e.id, t.kind, t.reference, e.amount, e.balance_after, a.kind AS account,
                  t.created_at
           FROM wallet_accounts a
           JOIN ledger_entries e ON e.account_id = a.id
           JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE a.profile_id = $1
           ORDER BY e.id DESC
           LIMIT $2 OFFSET $3) s
     LEFT JOIN deposits d ON s.kind = ANY($4::text[]) AND d.reference = s.reference
     LEFT JOIN withdrawals w ON s.kind = ANY($5::text[]) AND w.reference = s.reference
     ORDER BY s.id DESC`,
    [profileId, limit, offset, DEPOSIT_KINDS, WITHDRAWAL_KINDS],
  );
  // A wager movement's reference is its bet's id ('007' is bet 7, as the bigint cast reads it).
  const betIdOf = (row: (typeof rows)[number]): string | null =>
    WAGER_KINDS.includes(row.kind) && row.reference !== null && BET_ID.test(row.reference)
      ? BigInt(row.reference).toString()
      : null;
  const ids = [...new Set(rows.map(betIdOf).filter((id): id is string => id !== null))];
  const wagers = await wagerLabelsByIds(db, ids);
  return rows.map((row) => {
    const id = betIdOf(row);
    const wager = id === null ? undefined : wagers.get(id);
    return {
      ...row,
      product: wager?.product ?? null,
      bet_code: wager?.short_id ?? null,
      bet_type: wager?.bet_type ?? null,
    };
  });
}
