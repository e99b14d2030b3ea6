import { randomInt } from 'node:crypto';
import { createSession } from '../auth/session';
import type { AppContext } from '../platform/context';
import { house, openUserAccounts, transfer, userCash } from '../wallet/ledger';
import { hashPassword } from './password';

export interface TestProfile {
  profileId: number;
  mobile: string;
  token: string;
  password: string;
}

let cachedHash: Promise<string> | undefined;

/**
 * Test factory: a verified bettor with a live session and, optionally, cash booked through the
 * ledger (from the house adjustments account, so the ledger stays balanced). For API tests of
 * any capability that needs a logged-in, funded user.
 */
export async function createTestProfile(
  ctx: Pick<AppContext, 'db' | 'now'>,
  overrides: {
    mobile?: string;
    country?: 'KE' | 'GH' | 'NG';
    cashCents?: number;
    kycStatus?: '0' | '1' | '2' | '3';
    /** YYYY-MM-DD; default an adult's. null: an account made before dates of birth were asked. */
    dateOfBirth?: string | null;
  } = {},
): Promise<TestProfile> {
  const password = 'Shangwe-test-9';
  cachedHash ??= hashPassword(password);
  const passwordHash = await cachedHash;
  const mobile = overrides.mobile ?? `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO profiles (mobile, country, password_hash, verified_at, kyc_status, date_of_birth)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        mobile,
        overrides.country ?? 'KE',
        passwordHash,
        ctx.now(),
        overrides.kycStatus ?? '0',
        overrides.dateOfBirth === undefined ? '1990-01-15' : overrides.dateOfBirth,
      ],
    );
    const profileId = rows[0]!.id;
    await openUserAccounts(tx, profileId);
    if (overrides.cashCents && overrides.cashCents > 0) {
      await transfer(tx, {
        from: house('adjustments'),
        to: userCash(profileId),
        amountCents: overrides.cashCents,
        kind: 'adjustment',
        reference: 'test-factory',
        idempotencyKey: `test-factory:${profileId}`,
      });
    }
    const { token } = await createSession(tx, { profileId, remember: false, now: ctx.now() });
    return { profileId, mobile, token, password };
  });
}
