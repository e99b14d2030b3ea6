import { NOTIFICATION_OTHER_TITLES, type AddKycBody, type KycResponse } from '@shangwe/contract';
import { validateKycApplication, type CountryConfig } from '@shangwe/domain';
import type { KycStatus, SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { logRgEvent } from '../responsible-gambling/rg-repository';
import { notify, withNotices } from '../notifications/notification-writer';
import { badRequest, conflict } from '../platform/errors';
import { findProfileById, saveKycDetails, setKycStatus } from './accounts-repository';

/** Checks identity details against a registry. A real provider adapter implements the same. */
export interface KycVerifier {
  verify(details: {
    idType: string;
    idNumber: string;
    dateOfBirth: string;
    country: string;
  }): Promise<{ verified: true } | { verified: false; reason: string }>;
}

/**
 * Sandbox registry: every well-formed ID number exists, except those starting with '000',
 * which it does not know (so the rejected path, kyc status '3', can be exercised).
 */
export const sandboxKycVerifier: KycVerifier = {
  async verify(details) {
    if (details.idNumber.startsWith('000')) {
      return {
        verified: false,
        reason: 'We could not find this ID number in the national registry',
      };
    }
    return { verified: true };
  },
};

/** Texts of the KYC calls (ours). */
export const KYC_MESSAGES = {
  submitted: 'Your details have been received. We are verifying them.',
  verified: 'Your identity has been verified.',
  alreadyVerified: 'Your identity is already verified.',
  nothingToVerify: 'Please submit your details first',
  mobileMismatch: 'The mobile number does not match your account',
  dateOfBirthMismatch:
    'The date of birth on your ID does not match the one on your account. Please check it; if your account is wrong, contact support.',
  dateOfBirthMismatchReason: 'the date of birth on your ID does not match your account',
  rejected: (reason: string) =>
    `Your identity could not be verified: ${reason}. Please check your details and try again.`,
} as const;

function kycData(status: '0' | '1' | '2' | '3') {
  return { has_kyc: status === '1' || status === '2', kyc: { status } };
}

/** POST /api/add-kyc: validates and stores the bettor's details (status '1', has_kyc true). */
export async function submitKyc(
  ctx: AppContext,
  user: SessionUser,
  config: CountryConfig,
  body: AddKycBody,
  normalizeMobile: (raw: string) => string | null,
): Promise<KycResponse> {
  if (body.mobile !== undefined && normalizeMobile(body.mobile) !== user.mobile) {
    throw badRequest(KYC_MESSAGES.mobileMismatch, 'VALIDATION_FAILED', { field: 'mobile' });
  }
  const result = validateKycApplication(body, config, ctx.now());
  if (!result.ok)
    throw badRequest(result.failure.message, 'VALIDATION_FAILED', {
      field: kycField(result.failure.code),
    });
  if (user.kycStatus === '2') throw conflict(KYC_MESSAGES.alreadyVerified, 'KYC_ALREADY_VERIFIED');
  const application = result.value;
  // The KYC check confirms the account's date of birth (issue 31): a different one is refused
  // and noted for review in the bettor's responsible-gambling events.
  const accountBirth = await accountDateOfBirth(ctx.db, user.profileId);
  if (accountBirth !== null && accountBirth !== application.date_of_birth) {
    await logRgEvent(ctx.db, {
      profileId: user.profileId,
      kind: 'kyc_date_of_birth_mismatch',
      detail: { account: accountBirth, document: application.date_of_birth },
      now: ctx.now(),
    });
    throw badRequest(KYC_MESSAGES.dateOfBirthMismatch, 'VALIDATION_FAILED', {
      field: 'date_of_birth',
    });
  }
  await saveKycDetails(ctx.db, user.profileId, {
    officialName: application.official_name,
    dateOfBirth: application.date_of_birth,
    idType: application.id_type,
    idNumber: application.id_number,
    now: ctx.now(),
  });
  ctx.metrics
    .counter('kyc_submissions_total', 'KYC applications received', ['country'])
    .inc({ country: config.code });
  return { status: 'success', message: KYC_MESSAGES.submitted, data: kycData('1') };
}

/** The account's date of birth (YYYY-MM-DD), null for an account made before it was asked. */
async function accountDateOfBirth(db: Queryable, profileId: number): Promise<string | null> {
  const { rows } = await db.query<{ dob: string | null }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM profiles WHERE id = $1`,
    [profileId],
  );
  return rows[0]?.dob ?? null;
}

/**
 * A verified identity confirms the date of birth: the account's is marked confirmed, and an
 * account made before dates of birth were asked takes the document's.
 */
async function confirmDateOfBirth(tx: Queryable, profileId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE profiles SET date_of_birth = COALESCE(date_of_birth, kyc_date_of_birth),
                         date_of_birth_confirmed_at = $2
      WHERE id = $1 AND (date_of_birth IS NULL OR date_of_birth = kyc_date_of_birth)`,
    [profileId, now],
  );
}

function kycField(code: string): string {
  if (code.startsWith('KYC_NAME')) return 'official_name';
  if (code.startsWith('KYC_DATE') || code === 'KYC_UNDER_AGE') return 'date_of_birth';
  if (code.startsWith('KYC_ID_TYPE')) return 'id_type';
  return 'id_number';
}

/**
 * POST /api/verify-kyc: checks the submitted details with the KycVerifier: verified (status
 * '2') or rejected (status '3', transactions blocked where KYC is required).
 */
export async function verifyKyc(
  ctx: AppContext,
  user: SessionUser,
  verifier: KycVerifier = sandboxKycVerifier,
): Promise<KycResponse> {
  if (user.kycStatus === '2')
    return { status: 'success', message: KYC_MESSAGES.alreadyVerified, data: kycData('2') };
  const profile = await findProfileById(ctx.db, user.profileId);
  if (!profile || user.kycStatus === '0' || !profile.kyc_id_number || !profile.kyc_date_of_birth) {
    throw badRequest(KYC_MESSAGES.nothingToVerify, 'KYC_NOT_SUBMITTED');
  }
  const outcome = await verifier.verify({
    idType: profile.kyc_id_type ?? '',
    idNumber: profile.kyc_id_number,
    dateOfBirth: profile.kyc_date_of_birth,
    country: profile.country,
  });
  const now = ctx.now();
  // The document's date of birth must still be the account's (one given after the submission).
  const accountBirth = await accountDateOfBirth(ctx.db, user.profileId);
  const birthMatches = accountBirth === null || accountBirth === profile.kyc_date_of_birth;
  const status = outcome.verified && birthMatches ? '2' : '3';
  const reason = !outcome.verified
    ? outcome.reason
    : birthMatches
      ? null
      : KYC_MESSAGES.dateOfBirthMismatchReason;
  const message = reason === null ? KYC_MESSAGES.verified : KYC_MESSAGES.rejected(reason);
  // The status and the bettor's notification of it are written together.
  await withNotices(ctx, async (tx) => {
    await setKycStatus(tx, user.profileId, status, reason, now);
    if (reason === null) await confirmDateOfBirth(tx, user.profileId, now);
    else if (!birthMatches)
      await logRgEvent(tx, {
        profileId: user.profileId,
        kind: 'kyc_date_of_birth_mismatch',
        detail: { account: accountBirth, document: profile.kyc_date_of_birth },
        now,
      });
    const notice = await notify(
      tx,
      {
        profileId: user.profileId,
        type: 'kyc',
        level: reason === null ? 'success' : 'error',
        title: NOTIFICATION_OTHER_TITLES.kyc[reason === null ? 'success' : 'error'],
        message,
      },
      now,
    );
    return { result: undefined, notices: [notice] };
  });
  return { status: reason === null ? 'success' : 'failed', message, data: kycData(status) };
}

/**
 * The back office's KYC review (issue 32): a submission waiting (status '1') is approved
 * (status '2') or rejected with a reason the bettor reads (status '3', `kyc_reason`; their KYC
 * screen shows it, and they may submit again). The bettor's notification and `alongside` (the
 * audit row) are written in the same transaction, under the profile's row lock. Returns null
 * when the submission is not waiting any more (nothing changed).
 */
export async function reviewKyc(
  ctx: AppContext,
  input: { profileId: number; decision: 'approve' | 'reject'; reason: string | null },
  alongside: (tx: Queryable, before: { status: KycStatus; reason: string | null }) => Promise<void>,
): Promise<{ status: KycStatus } | null | undefined> {
  return withNotices(ctx, async (tx) => {
    const { rows } = await tx.query<{ kyc_status: KycStatus; kyc_reason: string | null }>(
      'SELECT kyc_status, kyc_reason FROM profiles WHERE id = $1 FOR UPDATE',
      [input.profileId],
    );
    const profile = rows[0];
    if (!profile) return { result: undefined, notices: [] };
    if (profile.kyc_status !== '1') return { result: null, notices: [] };
    const now = ctx.now();
    const approved = input.decision === 'approve';
    const status: KycStatus = approved ? '2' : '3';
    const reason = approved ? null : input.reason;
    await setKycStatus(tx, input.profileId, status, reason, now);
    const notice = await notify(
      tx,
      {
        profileId: input.profileId,
        type: 'kyc',
        level: approved ? 'success' : 'error',
        title: NOTIFICATION_OTHER_TITLES.kyc[approved ? 'success' : 'error'],
        message: approved ? KYC_MESSAGES.verified : KYC_MESSAGES.rejected(reason ?? ''),
      },
      now,
    );
    await alongside(tx, { status: profile.kyc_status, reason: profile.kyc_reason });
    return { result: { status }, notices: [notice] };
  });
}
