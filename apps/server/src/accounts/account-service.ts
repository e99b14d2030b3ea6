import type {
  CodeBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
} from '@shangwe/contract';
import {
  canViewTransactions,
  MESSAGES,
  validateLoginPassword,
  validateLoginPhone,
  validateNewPassword,
  validateRegistration,
  type CountryConfig,
  type ValidationResult,
  validateDateOfBirth,
} from '@shangwe/domain';
import { createSession, revokeAllSessions } from '../auth/session';
import {
  consume,
  ensureNotLimited,
  phoneAtAddress,
  RATE_LIMITS,
  recordFailure,
  resetLimit,
  type Caller,
} from '../auth/rate-limit';
import { isKnownDevice, rememberDevice } from '../auth/known-devices';
import type { AppContext } from '../platform/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../platform/errors';
import { getBalances, openUserAccounts } from '../wallet/ledger';
import {
  findProfileByMobile,
  insertProfile,
  markVerified,
  updateAffiliate,
  updatePasswordHash,
  type ProfileRow,
} from './accounts-repository';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { presentUser } from './presenters';
import { consumeCode, issueCode, type CodePurpose } from './sms-codes';
import { profileCountry } from './request-country';
import { isBettorLocked } from '../backoffice/bettors/bettors-repository';

/** Texts of the accounts calls: the spec's where it gives them, ours otherwise. */
export const ACCOUNT_MESSAGES = {
  created: 'Account created. Enter the code sent to your phone to verify.',
  mobileInUse: 'Mobile already in use please login or reset password.',
  wrongPassword: 'The mobile and password provided do not match',
  unknownPhone: 'This phone number does not exist, please register a new account',
  /** ours */
  loggedIn: 'Login successful',
  /** ours */
  notVerified: 'Please verify your phone number. Enter the code sent to your phone.',
  /** ours */
  codeSent: 'A verification code has been sent to your phone.',
  /** ours */
  alreadyVerified: 'Your phone number is already verified. Please login.',
  /** ours */
  verified: 'Your phone number has been verified.',
  /** ours */
  codeInvalid: 'The code is invalid or has expired. Please request a new code.',
  /** ours */
  codeRequired: 'Please enter the code sent to your phone',
  /** ours */
  resetCodeSent: 'A password reset code has been sent to your phone.',
  /** ours */
  passwordReset: 'Your password has been reset. Please login with your new password.',
  /** ours (a bettor locked by staff) */
  locked: 'Your account is locked. Please contact customer support.',
  /** spec 01 §4 (the client's logout notice) */
  loggedOut: 'You have been logged out successfully',
} as const;

const FAILED_VALIDATION = 'VALIDATION_FAILED';

function valid<T>(result: ValidationResult<T>): T {
  if (result.ok) return result.value;
  throw badRequest(result.failure.message, FAILED_VALIDATION, {
    field: fieldOf(result.failure.code),
  });
}

function fieldOf(code: string): string {
  return code.startsWith('PASSWORD') ? 'password' : 'mobile';
}

/**
 * Validates the registration form with the domain rules ('Please input a valid phone number',
 * password rules) and also requires the phone to be one of the forms people log in with, so a
 * bettor can always log in with the number they registered. Mobile in international form.
 */
function registrationInput(
  body: SignupBody,
  config: CountryConfig,
  now: Date,
): { mobile: string; password: string; dateOfBirth: string } {
  const input = valid(
    validateRegistration({ mobile: body.mobile, password: body.password }, config),
  );
  if (!validateLoginPhone(input.mobile, config).ok) {
    throw badRequest(MESSAGES.phoneInvalidPattern, FAILED_VALIDATION, { field: 'mobile' });
  }
  // Adults only (issue 31): under 18 is refused before anything is written.
  const dob = validateDateOfBirth(body.date_of_birth, now);
  if (!dob.ok) throw badRequest(dob.failure.message, dob.failure.code, { field: 'date_of_birth' });
  return { ...input, dateOfBirth: dob.value };
}

async function loginPayload(ctx: AppContext, profile: ProfileRow, token: string, message: string) {
  const balances = await getBalances(ctx.db, profile.id);
  const config = profileCountry(profile.country, ctx);
  return {
    success: { message },
    token,
    data: {
      user: presentUser(profile, balances, config.currency),
      affiliate_id: profile.affiliate_id,
      affiliate_tag: profile.affiliate_tag,
    },
  };
}

/** POST /api/newsignup: creates an unverified account and texts it a verification code. */
export async function registerAccount(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  body: SignupBody,
) {
  await consume(ctx, RATE_LIMITS.signupPerIp, caller.ip, caller);
  const { mobile, password, dateOfBirth } = registrationInput(body, config, ctx.now());
  await consume(ctx, RATE_LIMITS.signupPerPhone, mobile, caller);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const profileId = await ctx.db.transaction(async (tx) => {
    const id = await insertProfile(tx, {
      mobile,
      country: config.code,
      passwordHash,
      src: body.src ?? null,
      affiliateId: body.affiliate_id ?? null,
      affiliateTag: body.affiliate_tag ?? null,
      shareCode: body.share_code ?? null,
      dateOfBirth,
      now,
    });
    if (id === null) return null;
    await openUserAccounts(tx, id);
    await issueCode(tx, { profileId: id, mobile, purpose: 'verify', now, brand: config.appName });
    return id;
  });
  if (profileId === null) throw conflict(ACCOUNT_MESSAGES.mobileInUse, 'MOBILE_IN_USE');
  // The code just sent counts against the phone's sending limit.
  await consume(ctx, RATE_LIMITS.codeSendPerPhone, mobile).catch(() => undefined);
  ctx.metrics
    .counter('signups_total', 'Accounts registered', ['country'])
    .inc({ country: config.code });
  return { success: { message: ACCOUNT_MESSAGES.created, profile_id: profileId } };
}

/** A successful login's answer and the known-device token its cookie should carry. */
export interface LoginOutcome<T> {
  answer: T;
  device: string | undefined;
}

/**
 * The per-phone lock of the login, as a 429 to throw, or undefined when the phone is not
 * locked. A stranger can run it up from many addresses, so the caller decides who gets past.
 */
async function phoneLock(ctx: AppContext, mobile: string, caller: Caller) {
  try {
    await ensureNotLimited(ctx, RATE_LIMITS.loginFailuresPerPhone, mobile, caller);
    await ensureNotLimited(ctx, RATE_LIMITS.loginFailuresPerPhoneDaily, mobile, caller);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/**
 * POST /api/login. Wrong passwords are throttled per phone at an address, per address and per
 * phone; only a device the bettor logged in from before gets past the per-phone lock (it still
 * needs the right password), so a stranger's guesses elsewhere never lock the owner out.
 */
export async function logIn(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  body: LoginBody,
): Promise<LoginOutcome<Awaited<ReturnType<typeof loginPayload>>>> {
  await consume(ctx, RATE_LIMITS.loginPerIp, caller.ip, caller);
  const mobile = valid(validateLoginPhone(body.mobile, config));
  const password = valid(validateLoginPassword(body.password));
  const here = phoneAtAddress(mobile, caller);
  await ensureNotLimited(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIp, here, caller);
  await ensureNotLimited(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIpDaily, here, caller);
  const logins = ctx.metrics.counter('logins_total', 'Login attempts by outcome', ['outcome']);
  const profile = await findProfileByMobile(ctx.db, mobile);
  const locked = await phoneLock(ctx, mobile, caller);
  // Locked and not a known device: refused before the password is looked at, so the lock is
  // no oracle for a guesser.
  if (locked && !(profile && (await isKnownDevice(ctx.db, profile.id, caller.device)))) {
    logins.inc({ outcome: 'phone_locked' });
    throw locked;
  }
  // Hash even for an unknown phone so the answer time does not tell which phones exist.
  const matches = await verifyPassword(password, profile?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!profile) {
    logins.inc({ outcome: 'unknown_phone' });
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIp, here);
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhone, mobile);
    throw notFound(ACCOUNT_MESSAGES.unknownPhone, 'PHONE_NOT_REGISTERED');
  }
  if (!matches) {
    logins.inc({ outcome: 'wrong_password' });
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIp, here);
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIpDaily, here);
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhone, mobile);
    await recordFailure(ctx, RATE_LIMITS.loginFailuresPerPhoneDaily, mobile);
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, 'INVALID_CREDENTIALS');
  }
  // Locked by staff (back office, bettor 360): refused after the password, so the lock tells
  // a guesser nothing.
  if (await isBettorLocked(ctx.db, profile.id)) {
    logins.inc({ outcome: 'locked' });
    throw new HttpError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.locked);
  }
  if (!profile.verified_at) {
    logins.inc({ outcome: 'not_verified' });
    // Send a fresh code unless the phone already had its share.
    const sent = await consume(ctx, RATE_LIMITS.codeSendPerPhone, mobile, caller).then(
      () => true,
      () => false,
    );
    if (sent) {
      await ctx.db.transaction((tx) =>
        issueCode(tx, {
          profileId: profile.id,
          mobile,
          purpose: 'verify',
          now: ctx.now(),
          brand: config.appName,
        }),
      );
    }
    throw new HttpError(403, 'ACCOUNT_NOT_VERIFIED', ACCOUNT_MESSAGES.notVerified, {
      profile_id: profile.id,
    });
  }
  await updateAffiliate(ctx.db, profile.id, body.affiliate_id, body.affiliate_tag);
  const { token } = await createSession(ctx.db, {
    profileId: profile.id,
    remember: body.remember,
    now: ctx.now(),
    userAgent: caller.userAgent,
  });
  const device = await rememberDevice(ctx.db, profile.id, caller.device, ctx.now());
  logins.inc({ outcome: 'success' });
  const fresh = (await findProfileByMobile(ctx.db, mobile)) ?? profile;
  return { answer: await loginPayload(ctx, fresh, token, ACCOUNT_MESSAGES.loggedIn), device };
}

/** Finds the account of a phone for the code and reset calls; 404 with the spec's text. */
async function accountOf(ctx: AppContext, config: CountryConfig, rawMobile: string) {
  const mobile = valid(validateLoginPhone(rawMobile, config));
  const profile = await findProfileByMobile(ctx.db, mobile);
  if (!profile) throw notFound(ACCOUNT_MESSAGES.unknownPhone, 'PHONE_NOT_REGISTERED');
  return { mobile, profile };
}

async function sendCode(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  profile: ProfileRow,
  purpose: CodePurpose,
) {
  await consume(ctx, RATE_LIMITS.codeSendPerIp, caller.ip, caller);
  await consume(ctx, RATE_LIMITS.codeSendPerPhone, profile.mobile, caller);
  await consume(ctx, RATE_LIMITS.codeSendPerPhoneDaily, profile.mobile, caller);
  await ctx.db.transaction((tx) =>
    issueCode(tx, {
      profileId: profile.id,
      mobile: profile.mobile,
      purpose,
      now: ctx.now(),
      brand: config.appName,
    }),
  );
}

/**
 * Checks a code against the per-IP and failure limits; false when it is wrong or spent. Only
 * wrong codes count against the phone: the owner's right code never uses their tries up.
 */
async function checkCode(
  ctx: AppContext,
  caller: Caller,
  profile: ProfileRow,
  purpose: CodePurpose,
  code: string,
) {
  await consume(ctx, RATE_LIMITS.codeCheckPerIp, caller.ip, caller);
  const here = phoneAtAddress(profile.mobile, caller);
  await ensureNotLimited(ctx, RATE_LIMITS.codeFailuresPerPhoneAndIp, here, caller);
  await ensureNotLimited(ctx, RATE_LIMITS.codeFailuresPerPhone, profile.mobile, caller);
  // Outside the caller's transaction: a wrong try must be counted even though the call fails.
  const valid = await ctx.db.transaction((tx) =>
    consumeCode(tx, { profileId: profile.id, purpose, code, now: ctx.now() }),
  );
  if (!valid) {
    await recordFailure(ctx, RATE_LIMITS.codeFailuresPerPhoneAndIp, here);
    await recordFailure(ctx, RATE_LIMITS.codeFailuresPerPhone, profile.mobile);
  }
  return valid;
}

/**
 * POST /api/code. Without `code`: texts a new verification code to an unverified account.
 * With `code`: verifies the account and logs it in (answers like /api/login).
 */
export async function handleCode(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  body: CodeBody,
) {
  const { profile } = await accountOf(ctx, config, body.mobile);
  if (body.code === undefined) {
    if (profile.verified_at) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified, 'ALREADY_VERIFIED');
    await sendCode(ctx, caller, config, profile, 'verify');
    return { answer: { success: { message: ACCOUNT_MESSAGES.codeSent } }, device: undefined };
  }
  if (!(await checkCode(ctx, caller, profile, 'verify', body.code))) {
    throw badRequest(ACCOUNT_MESSAGES.codeInvalid, 'CODE_INVALID', { field: 'code' });
  }
  const now = ctx.now();
  const { token, device } = await ctx.db.transaction(async (tx) => {
    await markVerified(tx, profile.id, now);
    const session = await createSession(tx, {
      profileId: profile.id,
      remember: body.remember,
      now,
      userAgent: caller.userAgent,
    });
    return {
      token: session.token,
      device: await rememberDevice(tx, profile.id, caller.device, now),
    };
  });
  ctx.metrics
    .counter('logins_total', 'Login attempts by outcome', ['outcome'])
    .inc({ outcome: 'verified' });
  const verified = { ...profile, verified_at: now };
  return { answer: await loginPayload(ctx, verified, token, ACCOUNT_MESSAGES.verified), device };
}

/** POST /api/forgot-password: texts a reset code. */
export async function forgotPassword(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  body: ForgotPasswordBody,
) {
  const { profile } = await accountOf(ctx, config, body.mobile);
  await sendCode(ctx, caller, config, profile, 'reset');
  return { success: { message: ACCOUNT_MESSAGES.resetCodeSent } };
}

/**
 * POST /api/reset-password: a valid reset code sets the new password, ends every session and
 * (the phone being proven) verifies the account.
 */
export async function resetPassword(
  ctx: AppContext,
  caller: Caller,
  config: CountryConfig,
  body: ResetPasswordBody,
) {
  const { profile } = await accountOf(ctx, config, body.mobile);
  if (body.code.trim() === '')
    throw badRequest(ACCOUNT_MESSAGES.codeRequired, FAILED_VALIDATION, { field: 'code' });
  const password = valid(validateNewPassword(body.password));
  if (!(await checkCode(ctx, caller, profile, 'reset', body.code))) {
    throw badRequest(ACCOUNT_MESSAGES.codeInvalid, 'CODE_INVALID', { field: 'code' });
  }
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, profile.id, passwordHash);
    await revokeAllSessions(tx, profile.id, now);
    await markVerified(tx, profile.id, now);
  });
  // The SMS code proved the phone: whatever a stranger ran up against it no longer binds.
  await resetLimit(ctx, RATE_LIMITS.loginFailuresPerPhone, profile.mobile);
  await resetLimit(ctx, RATE_LIMITS.loginFailuresPerPhoneDaily, profile.mobile);
  const here = phoneAtAddress(profile.mobile, caller);
  await resetLimit(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIp, here);
  await resetLimit(ctx, RATE_LIMITS.loginFailuresPerPhoneAndIpDaily, here);
  return { success: { message: ACCOUNT_MESSAGES.passwordReset } };
}

/** Texts of the KYC gate (ours). */
export const KYC_GATE_MESSAGES = {
  rejected: 'Your identity verification was not successful. Please contact customer service.',
  required:
    'Due to government regulation in your country, additional details are required. Please complete your application.',
} as const;

/**
 * The KYC gate of transactions, deposits and withdrawals (spec 01 §6, spec 02 §5): where the
 * country requires KYC, a kyc status of '3' or missing KYC details is a 403.
 */
export function ensureKycAllows(
  config: CountryConfig,
  user: { hasKyc: boolean; kycStatus: string },
) {
  if (canViewTransactions({ has_kyc: user.hasKyc, kyc: { status: user.kycStatus } }, config))
    return;
  if (user.kycStatus === '3') throw forbidden(KYC_GATE_MESSAGES.rejected, 'KYC_REJECTED');
  throw forbidden(KYC_GATE_MESSAGES.required, 'KYC_REQUIRED');
}
