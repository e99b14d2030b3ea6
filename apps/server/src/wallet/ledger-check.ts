import type { Queryable } from '../db/database';

/** The outcome of the ledger invariant check; `ok` only when every list is empty. */
export interface LedgerCheckReport {
  ok: boolean;
  transactions: number;
  entries: number;
  accounts: number;
  /** Sum of every entry ever written (must be 0). */
  totalCents: number;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: Array<{ transactionId: number; sumCents: number }>;
  /** Transactions with fewer than two entries. */
  incompleteTransactions: number[];
  /** Bettor accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: Array<{ accountId: number; balanceCents: number; entriesCents: number }>;
  /** Bettor accounts below zero (the CHECK constraint should make this impossible). */
  negativeBalances: Array<{ accountId: number; balanceCents: number }>;
  /** Entries whose balance_after does not match the running sum of that account. */
  runningBalanceErrors: number;
}

/**
 * Proves the wallet invariants over the whole ledger: every transaction sums to zero, all
 * entries sum to zero, and every bettor balance equals the sum of its entries (and is >= 0).
 * Read-only, inside one REPEATABLE READ snapshot on PostgreSQL so that concurrent postings
 * cannot make it report a false mismatch.
 */
export async function checkLedger(db: {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}): Promise<LedgerCheckReport> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const totals = await tx.query<{
      transactions: number;
      entries: number;
      accounts: number;
      total: number;
    }>(
      `SELECT (SELECT count(*) FROM ledger_transactions)::bigint AS transactions,
              (SELECT count(*) FROM ledger_entries)::bigint AS entries,
              (SELECT count(*) FROM wallet_accounts)::bigint AS accounts,
              (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::bigint AS total`,
    );
    const unbalanced = await tx.query<{ transaction_id: number; total: number }>(
      `SELECT transaction_id, sum(amount)::bigint AS total FROM ledger_entries
       GROUP BY transaction_id HAVING sum(amount) <> 0 ORDER BY transaction_id LIMIT 100`,
    );
    const incomplete = await tx.query<{ id: number }>(
      `SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id HAVING count(e.id) < 2 ORDER BY t.id LIMIT 100`,
    );
    const mismatches = await tx.query<{ id: number; balance: number; entries: number }>(
      `SELECT a.id, a.balance, coalesce(e.total, 0)::bigint AS entries
       FROM wallet_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
       WHERE a.profile_id IS NOT NULL AND a.balance <> coalesce(e.total, 0)
       ORDER BY a.id LIMIT 100`,
    );
    const negative = await tx.query<{ id: number; balance: number }>(
      'SELECT id, balance FROM wallet_accounts WHERE profile_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT 100',
    );
    const running = await tx.query<{ errors: number }>(
      `SELECT count(*)::bigint AS errors FROM (
         SELECT balance_after,
                sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
         FROM ledger_entries
         WHERE balance_after IS NOT NULL
       ) r WHERE r.balance_after <> r.running`,
    );
    const t = totals.rows[0]!;
    const report: LedgerCheckReport = {
      ok: false,
      transactions: t.transactions,
      entries: t.entries,
      accounts: t.accounts,
      totalCents: t.total,
      unbalancedTransactions: unbalanced.rows.map((r) => ({
        transactionId: r.transaction_id,
        sumCents: r.total,
      })),
      incompleteTransactions: incomplete.rows.map((r) => r.id),
      balanceMismatches: mismatches.rows.map((r) => ({
        accountId: r.id,
        balanceCents: r.balance,
        entriesCents: r.entries,
      })),
      negativeBalances: negative.rows.map((r) => ({ accountId: r.id, balanceCents: r.balance })),
      runningBalanceErrors: running.rows[0]?.errors ?? 0,
    };
    report.ok =
      report.totalCents === 0 &&
      report.unbalancedTransactions.length === 0 &&
      report.incompleteTransactions.length === 0 &&
      report.balanceMismatches.length === 0 &&
      report.negativeBalances.length === 0 &&
      report.runningBalanceErrors === 0;
    return report;
  });
}
