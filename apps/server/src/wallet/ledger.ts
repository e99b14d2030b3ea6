import type { Database, Queryable } from '../db/database';
import { DomainError } from '../platform/errors';
import { findStoredAnswer, hashRequest } from './idempotency';
import { assertPositiveCents, bettorMovementSql, LedgerError, sqlParams } from './ledger-sql';

export { LedgerError } from './ledger-sql';

/** A bettor's three balances, kept apart: cash is withdrawable, bonus and points are not. */
export type UserAccountKind = 'cash' | 'bonus' | 'points';

/**
 * The house side of every movement. Ids are fixed by migration 0011.
 * - deposits: money received from payment providers (goes negative by the total deposited)
 * - withdrawalsPending: cash reserved by a withdrawal request until the provider answers
 * - withdrawalsPaid: money paid out to bettors by providers
 * - stakes: stakes held on open bets
 * - revenue: lost stakes kept by the house
 * - payouts: winnings paid beyond the stake (negative = the house paid out)
 * - cashouts: cash-out differences to the held stake
 * - bonus / points / freebets: sources of bonus money, loyalty points and free-bet stakes
 * - adjustments: operator corrections
 */
export const HOUSE_ACCOUNTS = {
  deposits: 1,
  withdrawalsPending: 2,
  withdrawalsPaid: 3,
  stakes: 4,
  revenue: 5,
  payouts: 6,
  cashouts: 7,
  bonus: 8,
  points: 9,
  freebets: 10,
  adjustments: 11,
  // Jackpots (migration 0052): entries and carried pools; guarantee top-ups and free prizes.
  jackpotPools: 40,
  jackpotGuarantees: 41,
  // Casino (migration 0055): its stakes held, payouts beyond the stake, kept stakes.
  casinoStakes: 55,
  casinoPayouts: 56,
  casinoRevenue: 57,
} as const;
export type HouseAccount = keyof typeof HOUSE_ACCOUNTS;

/**
 * House accounts kept per currency (migration 0150): each holds one currency only. The ids of
 * HOUSE_ACCOUNTS are the default currency's (KES); the others have their own. Every other
 * house account is still shared by every currency.
 */
export const CURRENCY_HOUSE_ACCOUNTS = {
  jackpotPools: { KES: HOUSE_ACCOUNTS.jackpotPools, GHS: 150, NGN: 151 },
  jackpotGuarantees: { KES: HOUSE_ACCOUNTS.jackpotGuarantees, GHS: 152, NGN: 153 },
} as const satisfies Partial<Record<HouseAccount, Record<string, number>>>;
export type CurrencyHouseAccount = keyof typeof CURRENCY_HOUSE_ACCOUNTS;

/** Names one ledger account: a bettor's cash/bonus/points, or a house account. */
export type AccountRef =
  { profileId: number; kind: UserAccountKind } | { house: HouseAccount; currency?: string };

/** The bettor's withdrawable cash account. */
export const userCash = (profileId: number): AccountRef => ({ profileId, kind: 'cash' });
/** The bettor's bonus account (not withdrawable). */
export const userBonus = (profileId: number): AccountRef => ({ profileId, kind: 'bonus' });
/** The bettor's loyalty points account. */
export const userPoints = (profileId: number): AccountRef => ({ profileId, kind: 'points' });
/** A house account by name (a shared one: every currency; see houseIn for the others). */
export const house = (name: HouseAccount): AccountRef => ({ house: name });
/** A house account kept per currency: the one of `currency`. */
export const houseIn = (name: CurrencyHouseAccount, currency: string): AccountRef => ({
  house: name,
  currency,
});

const isCurrencyHouseAccount = (name: HouseAccount): name is CurrencyHouseAccount =>
  name in CURRENCY_HOUSE_ACCOUNTS;

/**
 * The id of a house account: a per-currency one must name a currency it is kept in (money of
 * one currency never lands in another's account); a shared one takes no currency.
 */
export function houseAccountId(ref: { house: HouseAccount; currency?: string }): number {
  if (!isCurrencyHouseAccount(ref.house)) return HOUSE_ACCOUNTS[ref.house];
  const ids: Record<string, number> = CURRENCY_HOUSE_ACCOUNTS[ref.house];
  const id = ref.currency === undefined ? undefined : ids[ref.currency];
  if (id === undefined) {
    throw new LedgerError(`house:${ref.house} is kept per currency, got ${ref.currency}`);
  }
  return id;
}

/**
 * Thrown when a debit would take a bettor account below zero; nothing moved. A plain error of
 * the wallet: the HTTP layer's one error handler answers it with its registry code
 * (`INSUFFICIENT_BALANCE`, 400) and the `insufficient_bal` field the spec's bet call expects.
 */
export class InsufficientFundsError extends DomainError {
  override name = 'InsufficientFundsError';
  constructor(
    readonly account: { profileId: number; kind: UserAccountKind },
    readonly requiredCents: number,
    readonly balanceCents: number,
  ) {
    super('INSUFFICIENT_BALANCE', 'Insufficient balance', {
      insufficient_bal: true,
      balance: balanceCents / 100,
    });
  }
}

export interface Leg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountCents: number;
}

export interface PostingInput {
  /** What caused the movement: 'stake', 'payout', 'refund', 'cashout', 'deposit', ... */
  kind: string;
  /** The cause's id (bet id, deposit id, ...). */
  reference?: string | number | null;
  /** The bettor concerned; defaults to the first bettor account among the legs. */
  profileId?: number | null;
  legs: readonly Leg[];
  /**
   * Names the movement once and for all (e.g. `settle:{betId}`): a second posting under the
   * same key moves nothing and answers the first one (`replayed`), so a re-run never pays twice.
   */
  idempotencyKey: string;
}

export interface UserBalanceAfter {
  profileId: number;
  kind: UserAccountKind;
  balanceCents: number;
}

export interface Posting {
  transactionId: number;
  /** Every bettor account touched, with its balance after the movement (none when replayed). */
  balances: UserBalanceAfter[];
  /** True when the key had already moved this money: nothing moved now. */
  replayed: boolean;
}

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  /** Positive integer minor units. */
  amountCents: number;
  kind: string;
  reference?: string | number | null;
  profileId?: number | null;
  /** See PostingInput.idempotencyKey. */
  idempotencyKey: string;
}

/** Scope of the keys of ledger movements in idempotency_keys (request keys are scoped apart). */
const LEDGER_KEY_SCOPE = 'ledger';

const isDatabase = (q: Queryable): q is Database => 'transaction' in q;

const isHouse = (ref: AccountRef): ref is { house: HouseAccount } => 'house' in ref;

/** One key per account; a shared account's (and the default currency's) as before 0150. */
function accountKey(ref: AccountRef): string {
  if (!isHouse(ref)) return `u:${ref.profileId}:${ref.kind}`;
  const id = houseAccountId(ref);
  return id === HOUSE_ACCOUNTS[ref.house] ? `h:${ref.house}` : `h:${ref.house}:${ref.currency}`;
}

/**
 * Moves `amountCents` from one account to another inside the caller's transaction `tx`, or,
 * given the database itself, in a transaction of its own; once per `idempotencyKey`.
 * Throws InsufficientFundsError (and moves nothing) when `from` is a bettor account holding
 * less. Safe under concurrency on PostgreSQL READ COMMITTED: the debit is one conditional
 * UPDATE (`balance + amount >= 0`), so parallel debits queue on the row and each re-checks.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<Posting> {
  assertPositiveCents(input.amountCents);
  return post(tx, {
    kind: input.kind,
    reference: input.reference ?? null,
    profileId: input.profileId ?? null,
    idempotencyKey: input.idempotencyKey,
    legs: [
      { account: input.from, amountCents: -input.amountCents },
      { account: input.to, amountCents: input.amountCents },
    ],
  });
}

/**
 * Books one balanced movement of two or more legs (e.g. a stake paid partly from cash and
 * partly from bonus) inside the caller's transaction, once per `idempotencyKey`: the key is
 * claimed in the same transaction, so the movement and its key commit together or not at all.
 * Legs must sum to zero.
 */
export async function post(tx: Queryable, input: PostingInput): Promise<Posting> {
  const legs = balancedLegs(input);
  if (!/^[\w.:-]{1,200}$/.test(input.idempotencyKey ?? '')) {
    throw new LedgerError(`a posting needs an idempotency key, got ${input.idempotencyKey}`);
  }
  // The key and the movement must commit together: given the database, open a transaction.
  if (isDatabase(tx)) return tx.transaction((inner) => post(inner, input));
  const requestHash = hashRequest({
    kind: input.kind,
    reference: input.reference == null ? null : String(input.reference),
    legs: legs.map((leg) => [accountKey(leg.account), leg.amountCents]),
  });
  // A concurrent claim of the same key waits here for the first one's transaction to end.
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [LEDGER_KEY_SCOPE, input.idempotencyKey, requestHash],
  );
  if (claimed.rowCount === 0) {
    // Read in a statement of its own: it sees the twin that committed while the claim waited.
    const earlier = await findStoredAnswer(tx, LEDGER_KEY_SCOPE, input.idempotencyKey);
    if (earlier?.request_hash !== requestHash) {
      throw new LedgerError(`idempotency key ${input.idempotencyKey} names another movement`);
    }
    const stored = (
      typeof earlier.response === 'string' ? JSON.parse(earlier.response) : earlier.response
    ) as { transaction_id: number } | null;
    return { transactionId: stored?.transaction_id ?? 0, balances: [], replayed: true };
  }
  let posting: Omit<Posting, 'replayed'>;
  try {
    posting = await book(tx, input, legs);
  } catch (error) {
    // Nothing moved: free the key, so a caller that goes on with its transaction can retry it.
    if (error instanceof InsufficientFundsError) {
      await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [
        LEDGER_KEY_SCOPE,
        input.idempotencyKey,
      ]);
    }
    throw error;
  }
  await tx.query(
    `UPDATE idempotency_keys SET status_code = 200, response = $3 WHERE scope = $1 AND key = $2`,
    [
      LEDGER_KEY_SCOPE,
      input.idempotencyKey,
      JSON.stringify({ transaction_id: posting.transactionId }),
    ],
  );
  return { ...posting, replayed: false };
}

/** The legs of a posting checked (integers summing to zero) and merged, one per account. */
function balancedLegs(input: PostingInput): Leg[] {
  if (!input.kind) throw new LedgerError('a posting needs a kind');
  if (input.legs.length < 2) throw new LedgerError('a posting needs at least two legs');
  // One leg per account, so a row is updated once and the entries stay readable.
  const merged = new Map<string, Leg>();
  let sum = 0;
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amountCents)) {
      throw new LedgerError(`leg amount must be an integer of minor units, got ${leg.amountCents}`);
    }
    sum += leg.amountCents;
    const key = accountKey(leg.account);
    const existing = merged.get(key);
    merged.set(key, {
      account: leg.account,
      amountCents: (existing?.amountCents ?? 0) + leg.amountCents,
    });
  }
  if (sum !== 0) throw new LedgerError(`posting legs must sum to zero, got ${sum}`);
  const legs = [...merged.values()].filter((leg) => leg.amountCents !== 0);
  if (legs.length < 2) throw new LedgerError('a posting must move money between two accounts');
  return legs;
}

/** Writes the balance changes, the ledger transaction and its entries inside `tx`. */
async function book(
  tx: Queryable,
  input: PostingInput,
  legs: Leg[],
): Promise<Omit<Posting, 'replayed'>> {
  const reference = input.reference == null ? null : String(input.reference);

  // The common case (a stake, a deposit, a payout: one bettor account and one house account)
  // is one statement, so the bettor's row stays locked for as short a time as possible.
  const bettorLegs = legs.filter((leg) => !isHouse(leg.account));
  const houseLeg = legs.find((leg) => isHouse(leg.account));
  if (legs.length === 2 && bettorLegs.length === 1 && houseLeg) {
    const leg = bettorLegs[0]!;
    const ref = leg.account as { profileId: number; kind: UserAccountKind };
    const row = await postOneBettorLeg(tx, {
      ref,
      amountCents: leg.amountCents,
      houseAccountId: houseAccountId(houseLeg.account as { house: HouseAccount }),
      kind: input.kind,
      reference,
      profileId: input.profileId ?? ref.profileId,
    });
    return {
      transactionId: row.transaction_id,
      balances: [{ profileId: ref.profileId, kind: ref.kind, balanceCents: row.balance }],
    };
  }

  // Bettor rows are locked in one fixed order so two postings never wait on each other.
  const userLegs = legs
    .filter((leg) => !isHouse(leg.account))
    .sort((a, b) => accountKey(a.account).localeCompare(accountKey(b.account)));
  const accountIds: number[] = [];
  const amounts: number[] = [];
  const balancesAfter: Array<number | null> = [];
  const balances: UserBalanceAfter[] = [];
  for (const leg of userLegs) {
    const ref = leg.account as { profileId: number; kind: UserAccountKind };
    const row = await applyToUserAccount(tx, ref, leg.amountCents);
    accountIds.push(row.id);
    amounts.push(leg.amountCents);
    balancesAfter.push(row.balance);
    balances.push({ profileId: ref.profileId, kind: ref.kind, balanceCents: row.balance });
  }
  for (const leg of legs) {
    if (!isHouse(leg.account)) continue;
    accountIds.push(houseAccountId(leg.account));
    amounts.push(leg.amountCents);
    balancesAfter.push(null);
  }

  const profileId =
    input.profileId ??
    userLegs.map((l) => (l.account as { profileId: number }).profileId)[0] ??
    null;
  const { rows } = await tx.query<{ transaction_id: number }>(
    `WITH t AS (
       INSERT INTO ledger_transactions (kind, reference, profile_id) VALUES ($1, $2, $3) RETURNING id
     )
     INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
     SELECT t.id, e.account_id, e.amount, e.balance_after
     FROM t, unnest($4::bigint[], $5::bigint[], $6::bigint[]) AS e(account_id, amount, balance_after)
     RETURNING transaction_id`,
    [
      input.kind,
      input.reference == null ? null : String(input.reference),
      profileId,
      accountIds,
      amounts,
      balancesAfter,
    ],
  );
  const transactionId = rows[0]?.transaction_id;
  if (transactionId === undefined) throw new LedgerError('ledger entries were not written');
  return { transactionId, balances };
}

/**
 * One bettor leg and one house leg in a single statement: the balance update (conditional for
 * a debit, an upsert for a credit), the transaction row and both entries.
 */
async function postOneBettorLeg(
  tx: Queryable,
  input: {
    ref: { profileId: number; kind: UserAccountKind };
    amountCents: number;
    houseAccountId: number;
    kind: string;
    reference: string | null;
    profileId: number;
  },
): Promise<{ balance: number; transaction_id: number }> {
  const { params, param } = sqlParams();
  const movement = bettorMovementSql(param, {
    profileId: input.ref.profileId,
    kind: input.ref.kind,
    amountCents: input.amountCents,
    houseAccountId: input.houseAccountId,
    transactionKind: input.kind,
    transactionProfileId: input.profileId,
  });
  const reference = param(input.reference);
  const { rows } = await tx.query<{ balance: number; transaction_id: number }>(
    `WITH u AS (${movement.change}),
     ${movement.booking('u', { sql: reference, from: 'u' })}
     SELECT u.balance, ledger_tx.id AS transaction_id FROM u, ledger_tx`,
    params,
  );
  if (rows[0]) return rows[0];
  const current = await tx.query<{ balance: number }>(
    'SELECT balance FROM wallet_accounts WHERE profile_id = $1 AND kind = $2',
    [input.ref.profileId, input.ref.kind],
  );
  throw new InsufficientFundsError(input.ref, -input.amountCents, current.rows[0]?.balance ?? 0);
}

async function applyToUserAccount(
  tx: Queryable,
  ref: { profileId: number; kind: UserAccountKind },
  amountCents: number,
): Promise<{ id: number; balance: number }> {
  if (amountCents > 0) {
    // Credits create the account on first use.
    const { rows } = await tx.query<{ id: number; balance: number }>(
      `INSERT INTO wallet_accounts (profile_id, kind, balance) VALUES ($1, $2, $3)
       ON CONFLICT (profile_id, kind) WHERE profile_id IS NOT NULL
       DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance
       RETURNING id, balance`,
      [ref.profileId, ref.kind, amountCents],
    );
    return rows[0]!;
  }
  // The debit and its check are one statement: a concurrent debit waits for this row and then
  // re-evaluates the condition on the committed balance.
  const { rows } = await tx.query<{ id: number; balance: number }>(
    `UPDATE wallet_accounts SET balance = balance + $1
     WHERE profile_id = $2 AND kind = $3 AND balance + $1 >= 0
     RETURNING id, balance`,
    [amountCents, ref.profileId, ref.kind],
  );
  if (rows[0]) return rows[0];
  const current = await tx.query<{ balance: number }>(
    'SELECT balance FROM wallet_accounts WHERE profile_id = $1 AND kind = $2',
    [ref.profileId, ref.kind],
  );
  throw new InsufficientFundsError(ref, -amountCents, current.rows[0]?.balance ?? 0);
}

export interface Balances {
  cashCents: number;
  bonusCents: number;
  pointsCents: number;
}

/** A bettor's three balances (0 for accounts never used). */
export async function getBalances(db: Queryable, profileId: number): Promise<Balances> {
  const { rows } = await db.query<{ kind: UserAccountKind; balance: number }>(
    'SELECT kind, balance FROM wallet_accounts WHERE profile_id = $1',
    [profileId],
  );
  const balances: Balances = { cashCents: 0, bonusCents: 0, pointsCents: 0 };
  for (const row of rows) {
    if (row.kind === 'cash') balances.cashCents = row.balance;
    else if (row.kind === 'bonus') balances.bonusCents = row.balance;
    else if (row.kind === 'points') balances.pointsCents = row.balance;
  }
  return balances;
}

/** Creates a new bettor's cash, bonus and points accounts at zero (idempotent). */
export async function openUserAccounts(tx: Queryable, profileId: number): Promise<void> {
  await tx.query(
    `INSERT INTO wallet_accounts (profile_id, kind)
     SELECT $1, k FROM unnest(ARRAY['cash', 'bonus', 'points']) AS k
     ON CONFLICT (profile_id, kind) WHERE profile_id IS NOT NULL DO NOTHING`,
    [profileId],
  );
}

/**
 * Locks the bettor's cash row until the caller's transaction ends, for flows that must read
 * the balance and then decide (most callers just call transfer and catch InsufficientFunds).
 */
export async function lockCash(tx: Queryable, profileId: number): Promise<number> {
  await openUserAccounts(tx, profileId);
  const { rows } = await tx.query<{ balance: number }>(
    `SELECT balance FROM wallet_accounts WHERE profile_id = $1 AND kind = 'cash' FOR UPDATE`,
    [profileId],
  );
  return rows[0]?.balance ?? 0;
}
