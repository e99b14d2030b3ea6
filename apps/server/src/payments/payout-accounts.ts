import type { Queryable } from '../db/database';

/** The account a rail pays a bettor back to (Paystack: a previous deposit's authorization). */
export interface PayoutAccount {
  profileId: number;
  provider: string;
  authorizationCode: string;
  email: string;
  recipientCode: string | null;
}

export async function findPayoutAccount(
  db: Queryable,
  profileId: number,
  provider: string,
): Promise<PayoutAccount | null> {
  const { rows } = await db.query<{
    authorization_code: string;
    email: string;
    recipient_code: string | null;
  }>(
    `SELECT authorization_code, email, recipient_code FROM payout_accounts
     WHERE profile_id = $1 AND provider = $2`,
    [profileId, provider],
  );
  const row = rows[0];
  return row
    ? {
        profileId,
        provider,
        authorizationCode: row.authorization_code,
        email: row.email,
        recipientCode: row.recipient_code,
      }
    : null;
}

/** Keeps the authorization of a verified deposit: the latest one is where payouts go. */
export async function savePayoutAccount(
  db: Queryable,
  input: {
    profileId: number;
    provider: string;
    authorizationCode: string;
    email: string;
    label: string | null;
    depositReference: string;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payout_accounts (profile_id, provider, authorization_code, email, label, deposit_reference, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (profile_id, provider) DO UPDATE SET
       recipient_code = CASE WHEN payout_accounts.authorization_code = EXCLUDED.authorization_code
                             THEN payout_accounts.recipient_code END,
       authorization_code = EXCLUDED.authorization_code, email = EXCLUDED.email,
       label = EXCLUDED.label, deposit_reference = EXCLUDED.deposit_reference,
       updated_at = EXCLUDED.updated_at`,
    [
      input.profileId,
      input.provider,
      input.authorizationCode,
      input.email,
      input.label,
      input.depositReference,
      input.now,
    ],
  );
}

/** The transfer recipient created for an account, reused by its later payouts. */
export async function saveRecipientCode(
  db: Queryable,
  account: PayoutAccount,
  recipientCode: string,
): Promise<void> {
  await db.query(
    `UPDATE payout_accounts SET recipient_code = $4
     WHERE profile_id = $1 AND provider = $2 AND authorization_code = $3`,
    [account.profileId, account.provider, account.authorizationCode, recipientCode],
  );
}
