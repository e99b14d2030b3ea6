import { COUNTRY_CODES, getCountryConfig } from '@shangwe/domain';
import type { Queryable } from '../db/database';

/**
 * The currency of every account that holds one: a per-currency house account's own (migration
 * 0150), a bettor account's country's; null for a house account shared by every currency.
 */
const ACCOUNT_CURRENCY_SQL = `COALESCE(a.currency, CASE p.country ${COUNTRY_CODES.map(
  (c) => `WHEN '${c}' THEN '${getCountryConfig(c).currency}'`,
).join(' ')} END)`;

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
  /**
   * Transactions moving money between accounts of different currencies (a GHS bettor paid from
   * the KES pool): each account holds one currency, and no movement converts between them.
   * Checked from migration 0150 on (before it, jackpot pools held every currency).
   */
  crossCurrencyTransactions: Array<{ transactionId: number; currencies: string[] }>;
  /** Balance of each account kept in one currency, per currency (what the house holds in it). */
  currencyBalances: Array<{ accountId: number; currency: string; balanceCents: number }>;
}

/**
 * Proves the wallet invariants over the whole ledger: every transaction sums to zero, all
 * entries sum to zero, every bettor balance equals the sum of its entries (and is >= 0), and
 * no transaction moves money between two currencies' accounts.
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
    const crossCurrency = await tx.query<{ transaction_id: number; currencies: string[] }>(
      `SELECT e.transaction_id, array_agg(DISTINCT ${ACCOUNT_CURRENCY_SQL}) AS currencies
         FROM ledger_entries e
         JOIN wallet_accounts a ON a.id = e.account_id
         LEFT JOIN profiles p ON p.id = a.profile_id
        WHERE e.transaction_id > (SELECT coalesce(max(transaction_id), 0)
                                    FROM ledger_currency_check_from)
        GROUP BY e.transaction_id
       HAVING count(DISTINCT ${ACCOUNT_CURRENCY_SQL}) > 1
        ORDER BY e.transaction_id LIMIT 100`,
    );
    const currencyBalances = await tx.query<{ id: number; currency: string; total: number }>(
      `SELECT a.id, a.currency, coalesce(sum(e.amount), 0)::bigint AS total
         FROM wallet_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.profile_id IS NULL AND a.currency IS NOT NULL
        GROUP BY a.id, a.currency ORDER BY a.id`,
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
      crossCurrencyTransactions: crossCurrency.rows.map((r) => ({
        transactionId: Number(r.transaction_id),
        currencies: r.currencies,
      })),
      currencyBalances: currencyBalances.rows.map((r) => ({
        accountId: Number(r.id),
        currency: r.currency,
        balanceCents: Number(r.total),
      })),
    };
    report.ok =
      report.totalCents === 0 &&
      report.unbalancedTransactions.length === 0 &&
      report.incompleteTransactions.length === 0 &&
      report.balanceMismatches.length === 0 &&
      report.negativeBalances.length === 0 &&
      report.runningBalanceErrors === 0 &&
      report.crossCurrencyTransactions.length === 0;
    return report;
  });
}
