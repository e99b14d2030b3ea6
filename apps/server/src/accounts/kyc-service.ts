import { NOTIFICATION_OTHER_TITLES, type AddKycBody, type KycResponse } from '@shangwe/contract';
import { validateKycApplication, type CountryConfig } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
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
  const status = outcome.verified ? '2' : '3';
  const reason = outcome.verified ? null : outcome.reason;
  const message = reason === null ? KYC_MESSAGES.verified : KYC_MESSAGES.rejected(reason);
  // The status and the bettor's notification of it are written together.
  await withNotices(ctx, async (tx) => {
    await setKycStatus(tx, user.profileId, status, reason, now);
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
