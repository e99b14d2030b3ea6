import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { smsSender } from './sms';

export type CodePurpose = 'verify' | 'reset';

/** A code is good for 10 minutes and 5 wrong tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const CODE_LENGTH = 4;

const hashCode = (profileId: number, code: string) =>
  createHash('sha256').update(`${profileId}:${code}`).digest('hex');

function smsText(purpose: CodePurpose, code: string, brand: string): string {
  return purpose === 'verify'
    ? `${code} is your ${brand} verification code. It expires in 10 minutes.`
    : `${code} is your ${brand} password reset code. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
}

/**
 * Issues a fresh one-time code (earlier unused codes of the same purpose stop working) and
 * sends it by SMS, inside the caller's transaction.
 */
export async function issueCode(
  tx: Queryable,
  input: { profileId: number; mobile: string; purpose: CodePurpose; now: Date; brand: string },
): Promise<void> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await tx.query(
    `UPDATE sms_codes SET used_at = $3 WHERE profile_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [input.profileId, input.purpose, input.now],
  );
  await tx.query(
    `INSERT INTO sms_codes (profile_id, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      input.profileId,
      input.purpose,
      hashCode(input.profileId, code),
      input.now,
      new Date(input.now.getTime() + CODE_TTL_MS),
    ],
  );
  await smsSender().send(tx, {
    mobile: input.mobile,
    text: smsText(input.purpose, code, input.brand),
    purpose: input.purpose,
  });
}

/**
 * Checks and uses up a code: true once per code. A wrong code counts an attempt; after
 * CODE_MAX_ATTEMPTS the code is dead. The row is locked so two concurrent uses cannot both win.
 */
export async function consumeCode(
  tx: Queryable,
  input: { profileId: number; purpose: CodePurpose; code: string; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
     WHERE profile_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [input.profileId, input.purpose, input.now],
  );
  const row = rows[0];
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.profileId, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await tx.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return false;
  }
  await tx.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [row.id, input.now]);
  return true;
}
