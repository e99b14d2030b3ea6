import type { Queryable } from '../db/database';
import { HOUSE_ACCOUNTS } from './ledger';

/**
 * Read-only sums of the ledger for the back office and the payment rails' daily report, so that
 * they call the wallet rather than name its tables (src/table-ownership.unit.test.ts). Each
 * takes the caller's `db`: inside a REPEATABLE READ transaction they read one snapshot. A report
 * that needs a wager with its money reads the views of migration 0155 (README.md, "Views").
 */

/** One UTC day's deposits and paid withdrawals of one bettor country, in cents. */
export interface PaymentFlowDay {
  day: string;
  country: string;
  depositsCents: number;
  depositCount: number;
  withdrawalsCents: number;
  withdrawalCount: number;
}

/**
 * Deposits and paid withdrawals of [from, to] (UTC days, inclusive) per day and bettor
 * country: deposits are what left house:deposits (`deposit` movements), withdrawals what
 * reached house:withdrawals_paid (`withdrawal_paid`). Ordered by day, then country.
 */
export async function paymentFlowsPerDay(
  db: Queryable,
  from: string,
  to: string,
): Promise<PaymentFlowDay[]> {
  const { rows } = await db.query<{
    day: string;
    country: string;
    deposits: string | null;
    deposit_count: string;
    withdrawals: string | null;
    withdrawal_count: string;
  }>(
    `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, p.country,
            -sum(e.amount) FILTER (WHERE t.kind = 'deposit') AS deposits,
            count(*) FILTER (WHERE t.kind = 'deposit') AS deposit_count,
            sum(e.amount) FILTER (WHERE t.kind = 'withdrawal_paid') AS withdrawals,
            count(*) FILTER (WHERE t.kind = 'withdrawal_paid') AS withdrawal_count
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN profiles p ON p.id = t.profile_id
      WHERE ((t.kind = 'deposit' AND e.account_id = $3)
          OR (t.kind = 'withdrawal_paid' AND e.account_id = $4))
        AND t.created_at >= $1::date AND t.created_at < $2::date + 1
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [from, to, HOUSE_ACCOUNTS.deposits, HOUSE_ACCOUNTS.withdrawalsPaid],
  );
  return rows.map((r) => ({
    day: r.day,
    country: r.country,
    depositsCents: Number(r.deposits ?? 0),
    depositCount: Number(r.deposit_count),
    withdrawalsCents: Number(r.withdrawals ?? 0),
    withdrawalCount: Number(r.withdrawal_count),
  }));
}

/** The sum of the bettors' cash or bonus accounts of one country, in cents. */
export interface CountryBalance {
  country: string;
  kind: 'cash' | 'bonus';
  cents: number;
}

/**
 * The bettors' cash and bonus balances per bettor country as the ledger stood just before `at`
 * (the sums of their accounts' entries booked before it).
 */
export async function bettorBalancesBefore(db: Queryable, at: string): Promise<CountryBalance[]> {
  const { rows } = await db.query<{ country: string; kind: 'cash' | 'bonus'; amount: string }>(
    `SELECT p.country, a.kind, sum(e.amount) AS amount
       FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN wallet_accounts a ON a.id = e.account_id
       JOIN profiles p ON p.id = a.profile_id
      WHERE a.kind IN ('cash', 'bonus') AND t.created_at < $1
      GROUP BY 1, 2`,
    [at],
  );
  return rows.map((r) => ({ country: r.country, kind: r.kind, cents: Number(r.amount) }));
}

/**
 * Cash reserved by withdrawal requests the rails had not answered just before `at` (the balance
 * of house:withdrawals_pending then), per country of the bettor who asked, in cents.
 */
export async function pendingWithdrawalsBefore(
  db: Queryable,
  at: string,
): Promise<{ country: string; cents: number }[]> {
  const { rows } = await db.query<{ country: string; amount: string }>(
    `SELECT p.country, sum(e.amount) AS amount
       FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN profiles p ON p.id = t.profile_id
      WHERE e.account_id = $2 AND t.created_at < $1
      GROUP BY 1`,
    [at, HOUSE_ACCOUNTS.withdrawalsPending],
  );
  return rows.map((r) => ({ country: r.country, cents: Number(r.amount) }));
}

/**
 * The balances of these house accounts just before `at` (the sums of their entries), in cents,
 * by account id; an account without entries is absent.
 */
export async function houseBalancesBefore(
  db: Queryable,
  at: string,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ account_id: string; amount: string }>(
    `SELECT e.account_id, sum(e.amount) AS amount
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = ANY($2::bigint[]) AND t.created_at < $1
      GROUP BY 1`,
    [at, accountIds],
  );
  return new Map(rows.map((r) => [Number(r.account_id), Number(r.amount)]));
}

/** The ledger kinds of a payment's movements, as the rails book them. */
export type PaymentMovementKind = 'deposit' | 'withdrawal_paid' | 'withdrawal_release';

/** What a payment's movement moved on the house side, in cents. */
export interface PaymentMovement {
  kind: string;
  reference: string | null;
  movedCents: number;
}

// The house side of a payment's movement: deposits leave house:deposits, payouts reach
// house:withdrawals_paid, releases leave house:withdrawals_pending.
const HOUSE_SIDE = `(t.kind = 'deposit' AND e.account_id = ${HOUSE_ACCOUNTS.deposits})
  OR (t.kind = 'withdrawal_paid' AND e.account_id = ${HOUSE_ACCOUNTS.withdrawalsPaid})
  OR (t.kind = 'withdrawal_release' AND e.account_id = ${HOUSE_ACCOUNTS.withdrawalsPending})`;

/**
 * What the ledger moved on the house side, whenever it was booked, for each of these payments
 * (its movement's kind and the payment's reference); a payment that moved nothing is absent.
 */
export async function paymentMovementsOf(
  db: Queryable,
  payments: readonly { kind: PaymentMovementKind; reference: string }[],
): Promise<PaymentMovement[]> {
  if (payments.length === 0) return [];
  const { rows } = await db.query<{ kind: string; reference: string | null; moved: string }>(
    `SELECT t.kind, t.reference, sum(abs(e.amount)) AS moved
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS u(kind, reference)) p
         ON p.kind = t.kind AND p.reference = t.reference
      WHERE ${HOUSE_SIDE}
      GROUP BY t.kind, t.reference`,
    [payments.map((p) => p.kind), payments.map((p) => p.reference)],
  );
  return rows.map((r) => ({ kind: r.kind, reference: r.reference, movedCents: Number(r.moved) }));
}

/** Every payment movement booked in [from, to), what it moved on the house side. */
export async function paymentMovementsBetween(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<PaymentMovement[]> {
  const { rows } = await db.query<{ kind: string; reference: string | null; moved: string }>(
    `SELECT t.kind, t.reference, sum(abs(e.amount)) AS moved
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE (${HOUSE_SIDE})
        AND t.created_at >= $1 AND t.created_at < $2
      GROUP BY t.kind, t.reference`,
    [from, to],
  );
  return rows.map((r) => ({ kind: r.kind, reference: r.reference, movedCents: Number(r.moved) }));
}

/** The cash and bonus balances of these bettors now, in cents, by profile id. */
export async function cashAndBonusOf(
  db: Queryable,
  profileIds: readonly number[],
): Promise<Map<number, { cashCents: number; bonusCents: number }>> {
  const { rows } = await db.query<{ profile_id: string; kind: string; balance: string }>(
    `SELECT profile_id, kind, balance FROM wallet_accounts
      WHERE profile_id = ANY($1::bigint[]) AND kind IN ('cash', 'bonus')`,
    [profileIds],
  );
  const balances = new Map(profileIds.map((id) => [id, { cashCents: 0, bonusCents: 0 }]));
  for (const r of rows) {
    const b = balances.get(Number(r.profile_id))!;
    if (r.kind === 'cash') b.cashCents = Number(r.balance);
    else b.bonusCents = Number(r.balance);
  }
  return balances;
}
