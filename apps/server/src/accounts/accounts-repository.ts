import type { Queryable } from '../db/database';
import type { KycStatus } from '../auth/session';

/** A bettor's profile row (never sent to the browser as is: see presenters.ts). */
export interface ProfileRow {
  id: number;
  mobile: string;
  country: string;
  password_hash: string;
  verified_at: Date | null;
  affiliate_id: string | null;
  affiliate_tag: string | null;
  kyc_status: KycStatus;
  kyc_id_type: string | null;
  kyc_id_number: string | null;
  kyc_date_of_birth: string | null;
  /** Why the KYC was rejected (registry or back-office review); the bettor reads it. */
  kyc_reason: string | null;
  /** 'en' | 'sw', null until the bettor chose (issue 36). */
  language: string | null;
}

const PROFILE_COLUMNS = `id, mobile, country, password_hash, verified_at, affiliate_id, affiliate_tag, kyc_status,
  kyc_id_type, kyc_id_number, to_char(kyc_date_of_birth, 'YYYY-MM-DD') AS kyc_date_of_birth, kyc_reason, language`;

export async function findProfileByMobile(
  db: Queryable,
  mobile: string,
  forUpdate = false,
): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE mobile = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [mobile],
  );
  return rows[0] ?? null;
}

export async function findProfileById(db: Queryable, id: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Inserts a profile; null when the mobile is already registered. */
export async function insertProfile(
  db: Queryable,
  input: {
    mobile: string;
    country: string;
    passwordHash: string;
    src: string | null;
    affiliateId: string | null;
    affiliateTag: string | null;
    shareCode: string | null;
    /** YYYY-MM-DD, validated (18 or older). */
    dateOfBirth: string;
    now: Date;
  },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO profiles (mobile, country, password_hash, src, affiliate_id, affiliate_tag, share_code,
                           created_at, date_of_birth)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (mobile) DO NOTHING RETURNING id`,
    [
      input.mobile,
      input.country,
      input.passwordHash,
      input.src,
      input.affiliateId,
      input.affiliateTag,
      input.shareCode,
      input.now,
      input.dateOfBirth,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function markVerified(db: Queryable, profileId: number, now: Date): Promise<void> {
  await db.query('UPDATE profiles SET verified_at = coalesce(verified_at, $2) WHERE id = $1', [
    profileId,
    now,
  ]);
}

export async function updatePasswordHash(
  db: Queryable,
  profileId: number,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE profiles SET password_hash = $2 WHERE id = $1', [profileId, passwordHash]);
}

/** Keeps the latest affiliate fields a bettor logged in with. */
export async function updateAffiliate(
  db: Queryable,
  profileId: number,
  affiliateId: string | undefined,
  affiliateTag: string | undefined,
): Promise<void> {
  if (affiliateId === undefined && affiliateTag === undefined) return;
  await db.query(
    'UPDATE profiles SET affiliate_id = coalesce($2, affiliate_id), affiliate_tag = coalesce($3, affiliate_tag) WHERE id = $1',
    [profileId, affiliateId ?? null, affiliateTag ?? null],
  );
}

export async function saveKycDetails(
  db: Queryable,
  profileId: number,
  input: { officialName: string; dateOfBirth: string; idType: string; idNumber: string; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE profiles SET kyc_status = '1', kyc_official_name = $2, kyc_date_of_birth = $3::date, kyc_id_type = $4,
       kyc_id_number = $5, kyc_reason = NULL, kyc_updated_at = $6
     WHERE id = $1`,
    [profileId, input.officialName, input.dateOfBirth, input.idType, input.idNumber, input.now],
  );
}

export async function setKycStatus(
  db: Queryable,
  profileId: number,
  status: KycStatus,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE profiles SET kyc_status = $2, kyc_reason = $3, kyc_updated_at = $4 WHERE id = $1',
    [profileId, status, reason, now],
  );
}

/** The latest messages of the SMS outbox for one phone (operators, tests). */
export async function listSmsOutbox(
  db: Queryable,
  mobile: string | null,
  limit: number,
): Promise<
  Array<{ id: number; mobile: string; message: string; purpose: string; created_at: Date }>
> {
  const { rows } = await db.query<{
    id: number;
    mobile: string;
    message: string;
    purpose: string;
    created_at: Date;
  }>(
    `SELECT id, mobile, message, purpose, created_at FROM sms_outbox
     WHERE $1::text IS NULL OR mobile = $1 ORDER BY id DESC LIMIT $2`,
    [mobile, limit],
  );
  return rows;
}

/** Records the bettor's language (issue 36). */
export async function updateProfileLanguage(
  db: Queryable,
  profileId: number,
  language: 'en' | 'sw',
): Promise<void> {
  await db.query('UPDATE profiles SET language = $2 WHERE id = $1', [profileId, language]);
}
