import type { UserAccountKind } from './ledger';

/**
 * Adds a value to a statement's parameters and returns its placeholder (`$n`). Fragments the
 * wallet hands to other modules number their parameters through it, so one statement can hold
 * the caller's rows and the ledger's without either knowing the other's numbering.
 */
export type SqlParam = (value: unknown) => string;

/** A parameter list that starts with `initial` ($1…) and grows as fragments add to it. */
export function sqlParams(initial: readonly unknown[] = []): {
  params: unknown[];
  param: SqlParam;
} {
  const params = [...initial];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

/** Throws unless `amountCents` is a positive integer of minor units: the ledger's one guard. */
export function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new LedgerError(
      `transfer amount must be a positive integer of minor units, got ${amountCents}`,
    );
  }
}

/** A ledger call that breaks the rules (amounts, legs); a programming error, not a user one. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * The ledger's part of one statement that moves money between a bettor account and a house
 * account: `change` (the body of a CTE: the bettor's balance update, RETURNING id, balance)
 * and `booking` (the CTEs writing the ledger transaction and both entries). Callers put their
 * own rows between the two, so a movement and what it pays for are one autocommitted statement.
 */
export interface BettorMovementSql {
  /**
   * A debit updates only when the balance covers it (and `guard` holds): no row then means
   * nothing moved. A credit creates the account on first use.
   */
  change: string;
  /**
   * CTEs `ledger_tx` (the transaction, RETURNING id) and `ledger_entries_written`, after the
   * CTE named `account` that holds `change`. `reference` is an SQL text expression and `from`
   * the CTEs it reads (the account CTE among them, so nothing is booked when nothing moved).
   */
  booking(account: string, reference: { sql: string; from: string }): string;
}

/**
 * Builds the single-statement movement of `amountCents` (signed: negative debits the bettor)
 * between a bettor account and the house account `houseAccountId`. Its text depends only on the
 * shape of `input` (the amount's sign, the guard's text, whether a transaction profile is
 * given), never on the values, which are bound: a caller may keep a statement built with it for
 * every call of the same shape (bet placement does).
 */
export function bettorMovementSql(
  param: SqlParam,
  input: {
    profileId: number;
    kind: UserAccountKind;
    amountCents: number;
    houseAccountId: number;
    /** Ledger transaction kind ('stake', 'refund', ...). */
    transactionKind: string;
    /** The bettor the ledger transaction names, when not the account's owner. */
    transactionProfileId?: number;
    /** SQL boolean that must also hold for a debit (e.g. the caller's optimistic check). */
    guard?: string;
  },
): BettorMovementSql {
  assertPositiveCents(Math.abs(input.amountCents));
  if (input.amountCents > 0 && input.guard) throw new LedgerError('a guard applies to debits only');
  const amount = `${param(input.amountCents)}::bigint`;
  const profile = param(input.profileId);
  const kind = param(input.kind);
  const change =
    input.amountCents < 0
      ? `UPDATE wallet_accounts SET balance = balance + ${amount}
          WHERE profile_id = ${profile} AND kind = ${kind} AND balance + ${amount} >= 0
            ${input.guard ? `AND ${input.guard}` : ''}
          RETURNING id, balance`
      : `INSERT INTO wallet_accounts (profile_id, kind, balance) VALUES (${profile}, ${kind}, ${amount})
         ON CONFLICT (profile_id, kind) WHERE profile_id IS NOT NULL
         DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance
         RETURNING id, balance`;
  const transactionKind = param(input.transactionKind);
  const houseAccount = `${param(input.houseAccountId)}::bigint`;
  const txProfile =
    input.transactionProfileId === undefined ? profile : param(input.transactionProfileId);
  return {
    change,
    booking: (account, reference) => `ledger_tx AS (
       INSERT INTO ledger_transactions (kind, reference, profile_id)
       SELECT ${transactionKind}, ${reference.sql}, ${txProfile} FROM ${reference.from} RETURNING id
     ),
     ledger_entries_written AS (
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
       SELECT ledger_tx.id, ${account}.id, ${amount}, ${account}.balance FROM ledger_tx, ${account}
       UNION ALL
       SELECT ledger_tx.id, ${houseAccount}, -${amount}, NULL FROM ledger_tx
     )`,
  };
}

/**
 * A wager that moves no money (a free jackpot line) in the same statement shape: `change`
 * selects the bettor's cash row (id and balance, for the answer) when the SQL boolean `guard`
 * holds; `booking` writes nothing. `profile` is the SQL of the bettor's id (a bound parameter).
 */
export function noMovementSql(profile: string, guard: string): BettorMovementSql {
  return {
    change: `SELECT id, balance FROM wallet_accounts
                    WHERE profile_id = ${profile} AND kind = 'cash' AND ${guard}`,
    booking: () => 'ledger_none AS (SELECT 1)',
  };
}

/** SQL of the bettor's cash balance (0 before the account exists); `profile` as in noMovementSql. */
export function cashBalanceSql(profile: string): string {
  return `coalesce((SELECT balance FROM wallet_accounts
                                   WHERE profile_id = ${profile} AND kind = 'cash'), 0)`;
}

/**
 * SQL of the cash credited to bettors under each ledger reference by transactions of `kinds`
 * (constant names, never input): rows `(reference, profile_id, credited)`, for a CTE. The
 * wager checks (wagers/owed-wagers.ts) compare it with what each wager says it paid.
 */
export function cashCreditsByReferenceSql(kinds: readonly string[]): string {
  for (const kind of kinds) {
    if (!/^[a-z_]+$/.test(kind)) throw new LedgerError(`not a transaction kind: ${kind}`);
  }
  return `SELECT t.reference, a.profile_id, sum(e.amount)::bigint AS credited
           FROM ledger_transactions t
           JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'cash'
          WHERE t.kind IN (${kinds.map((k) => `'${k}'`).join(', ')})
          GROUP BY t.reference, a.profile_id`;
}

/**
 * The ledger's part of one statement that moves `amountCents` between two house accounts for a
 * bettor's wager (a free bet's stake: house:freebets → house:stakes): `booking` writes the
 * ledger transaction and both entries, only when the CTE `gate` (the caller's row that
 * authorises the movement, e.g. the free bet it marked used) holds a row.
 */
export function houseMovementSql(
  param: SqlParam,
  input: {
    fromHouseAccountId: number;
    toHouseAccountId: number;
    amountCents: number;
    /** Ledger transaction kind ('freebet_stake'). */
    transactionKind: string;
    /** The bettor the ledger transaction names. */
    profileId: number;
  },
): { booking(gate: string, reference: { sql: string; from: string }): string } {
  assertPositiveCents(input.amountCents);
  if (input.fromHouseAccountId === input.toHouseAccountId) {
    throw new LedgerError('a movement needs two different accounts');
  }
  const amount = `${param(input.amountCents)}::bigint`;
  const from = `${param(input.fromHouseAccountId)}::bigint`;
  const to = `${param(input.toHouseAccountId)}::bigint`;
  const kind = param(input.transactionKind);
  const profile = param(input.profileId);
  return {
    booking: (gate, reference) => `ledger_tx AS (
       INSERT INTO ledger_transactions (kind, reference, profile_id)
       SELECT ${kind}, ${reference.sql}, ${profile} FROM ${reference.from} RETURNING id
     ),
     ledger_entries_written AS (
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
       SELECT ledger_tx.id, ${from}, -${amount}, NULL::bigint FROM ledger_tx, ${gate}
       UNION ALL
       SELECT ledger_tx.id, ${to}, ${amount}, NULL::bigint FROM ledger_tx, ${gate}
     )`,
  };
}
