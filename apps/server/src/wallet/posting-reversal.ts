import type { Queryable } from '../db/database';
import { findStoredAnswer } from './idempotency';
import { HOUSE_ACCOUNTS, post, type AccountRef, type HouseAccount, type Posting } from './ledger';
import { LedgerError } from './ledger-sql';

const LEDGER_KEY_SCOPE = 'ledger';

const houseById = new Map<number, HouseAccount>(
  (Object.entries(HOUSE_ACCOUNTS) as Array<[HouseAccount, number]>).map(([name, id]) => [id, name]),
);

/**
 * Books the exact opposite of an earlier posting, named by its idempotency key, under a key of
 * its own (so it happens once): every account gets back what that posting moved. This is how a
 * settlement the provider rolls back is undone: a compensating movement, never an edit. A
 * bettor who no longer holds the money gets InsufficientFundsError and nothing moves.
 * Returns null when the original key moved nothing (no such posting).
 */
export async function reversePosting(
  tx: Queryable,
  input: { originalKey: string; reversalKey: string; kind: string },
): Promise<Posting | null> {
  const stored = await findStoredAnswer(tx, LEDGER_KEY_SCOPE, input.originalKey);
  if (!stored) return null;
  const answer = (
    typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response
  ) as { transaction_id?: number } | null;
  if (!answer?.transaction_id) return null;
  const { rows } = await tx.query<{
    amount: string;
    profile_id: string | null;
    kind: string;
    account_id: string;
    reference: string | null;
  }>(
    `SELECT e.amount, a.profile_id, a.kind, a.id AS account_id, t.reference
       FROM ledger_entries e
       JOIN wallet_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.transaction_id = $1`,
    [answer.transaction_id],
  );
  if (rows.length === 0) return null;
  const legs = rows.map((r) => {
    let account: AccountRef;
    if (r.profile_id === null) {
      const name = houseById.get(Number(r.account_id));
      if (!name) throw new LedgerError(`house account ${r.account_id} has no name`);
      account = { house: name };
    } else {
      account = { profileId: Number(r.profile_id), kind: r.kind as 'cash' | 'bonus' | 'points' };
    }
    return { account, amountCents: -Number(r.amount) };
  });
  const profile = rows.find((r) => r.profile_id !== null)?.profile_id;
  return post(tx, {
    kind: input.kind,
    reference: rows[0]!.reference,
    profileId: profile == null ? null : Number(profile),
    legs,
    idempotencyKey: input.reversalKey,
  });
}
