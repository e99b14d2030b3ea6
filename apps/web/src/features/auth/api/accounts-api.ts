/**
 * The account calls of spec 01 §7 (newsignup, login, code, forgot/reset password, logout,
 * add-kyc), typed by @shangwe/contract and sent through the one api-client.
 */
import {
  endpoints,
  type AddKycBody,
  type KycResponse,
  type LoginResponse,
} from '@shangwe/contract';
import { isFeatureEnabled } from '@shangwe/domain';
import { requestAffiliatePixel } from '../../../lib/affiliate-pixel';
import { recorded, trackKyc, trackLogin, trackRegistration } from '../../../lib/analytics';
import { api, ApiError } from '../../../lib/api-client';
import { readConsent } from '../../../lib/consent';
import { useCountryStore } from '../../../shared/country-store';
import { trackingFields } from './tracking-fields';

/** POST {base}login: mobile, password, remember plus tracking fields. */
export function loginRequest(input: {
  mobile: string;
  password: string;
  remember: boolean;
  src: string;
}) {
  const { src, ...rest } = input;
  return api
    .call(endpoints.login, { body: { ...rest, ...trackingFields(src) } }, { auth: 'none' })
    .then(recorded(trackLogin));
}

/**
 * The affiliate registration pixel of a new account (spec 01 §7), where the country has an
 * affiliate programme and the bettor arrived with a tag; lib/affiliate-pixel waits for consent.
 */
function tellAffiliate(answer: { success: { profile_id: number } }, btag: string | undefined) {
  const config = useCountryStore.getState().config;
  if (!config || !isFeatureEnabled(config, 'affiliates')) return;
  requestAffiliatePixel(
    config.trackingIds.affiliateRegistrationPixel,
    { playerId: answer.success.profile_id, btag },
    readConsent(),
  );
}

/** POST {base}newsignup: reads success.message and success.profile_id. */
export function signupRequest(input: {
  mobile: string;
  password: string;
  date_of_birth: string;
  src: string;
}) {
  const { src, ...rest } = input;
  const tracking = trackingFields(src);
  return api
    .call(endpoints.signup, { body: { ...rest, ...tracking } }, { auth: 'none' })
    .then(recorded(trackRegistration))
    .then(
      recorded((answer: { success: { profile_id: number } }) =>
        tellAffiliate(answer, tracking.affiliate_tag),
      ),
    );
}

/** POST {base}code with a mobile only: (re)sends the SMS verification code. */
export function sendCodeRequest(mobile: string) {
  return api.call(endpoints.code, { body: { mobile } }, { auth: 'none' });
}

/** POST {base}code with the code: verifies the account and answers like a login. */
export async function verifyCodeRequest(input: {
  mobile: string;
  code: string;
  remember: boolean;
}): Promise<LoginResponse> {
  const answer = await api.call(endpoints.code, { body: input }, { auth: 'none' });
  if ('token' in answer) return answer;
  // The server sends a code instead of checking one only when the code is empty.
  throw new ApiError(answer.success.message, 400, answer);
}

/** POST {base}forgot-password: sends a reset code by SMS. */
export function forgotPasswordRequest(mobile: string) {
  return api.call(endpoints.forgotPassword, { body: { mobile } }, { auth: 'none' });
}

/** POST {base}reset-password: the reset code and the new password. */
export function resetPasswordRequest(input: { mobile: string; code: string; password: string }) {
  return api.call(endpoints.resetPassword, { body: input }, { auth: 'none' });
}

/** POST {base}add-kyc with the session token; reads message and status (spec 01 §7). */
export function addKycRequest(input: AddKycBody) {
  return api.call(endpoints.addKyc, { body: input }).then(recorded(trackKyc));
}

/**
 * POST {base}verify-kyc with the same details ("payload passed through", spec 01 §7): checks
 * them with the identity registry; answers status '2' (verified) or '3' (rejected).
 */
export function verifyKycRequest(input: AddKycBody) {
  return api.call(endpoints.verifyKyc, { body: input });
}

/**
 * Submits the KYC details, then has them verified. A failed verification call (network) keeps
 * the submission's answer: the details are stored and will be verified later.
 */
export async function submitAndVerifyKyc(input: AddKycBody): Promise<KycResponse> {
  const submitted = await addKycRequest(input);
  try {
    return await verifyKycRequest(input);
  } catch {
    return submitted;
  }
}
