import { z } from 'zod';
import { emptyToUndefined } from './form-input';

/**
 * Accounts: registration, login, SMS codes, password reset, balance, KYC (spec 01 §3, §7;
 * spec 02 §3.3). Field texts are checked by the domain validators on the server, so these
 * schemas only bound types and lengths; a missing field arrives as ''.
 */

/** A form field: numbers and strings accepted, missing or null read as ''. */
const field = (max: number, name: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string(`${name} must be text`).max(max, `${name} is too long`),
  );

/** An optional text field: '' and null read as absent. */
const optionalField = (max: number, name: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v,
    z.string(`${name} must be text`).max(max, `${name} is too long`).optional(),
  );

/** Booleans as JSON or as form values ('true', '1', 'on'). */
const flag = z.preprocess(
  (v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on',
  z.boolean(),
);

/** Tracking and affiliate fields sent with registration and login (spec 01 §7). */
const trackingFields = {
  src: optionalField(50, 'src'),
  affiliate_id: optionalField(100, 'affiliate_id'),
  affiliate_tag: optionalField(200, 'affiliate_tag'),
  share_code: optionalField(50, 'share_code'),
};

/** POST /api/newsignup. */
export const signupBodySchema = z.object({
  mobile: field(40, 'mobile'),
  password: field(200, 'password'),
  /** YYYY-MM-DD; the domain refuses a bettor under 18 (issue 31). */
  date_of_birth: field(20, 'date_of_birth'),
  ...trackingFields,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST /api/login. */
export const loginBodySchema = z.object({
  mobile: field(40, 'mobile'),
  password: field(200, 'password'),
  remember: flag.optional().default(false),
  ...trackingFields,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/code: without `code` sends a verification code; with it, verifies the account. */
export const codeBodySchema = z.object({
  mobile: field(40, 'mobile'),
  code: optionalField(10, 'code'),
  remember: flag.optional().default(false),
});
export type CodeBody = z.infer<typeof codeBodySchema>;

/** POST /api/forgot-password: sends a reset code. */
export const forgotPasswordBodySchema = z.object({ mobile: field(40, 'mobile') });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/reset-password: a reset code and the new password. */
export const resetPasswordBodySchema = z.object({
  mobile: field(40, 'mobile'),
  code: field(10, 'code'),
  password: field(200, 'password'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/add-kyc (spec 02 §3.1 kyc fields; date_of_birth as YYYY-MM-DD). */
export const addKycBodySchema = z.object({
  mobile: optionalField(40, 'mobile'),
  official_name: field(200, 'official_name'),
  date_of_birth: field(10, 'date_of_birth'),
  id_type: field(50, 'id_type'),
  id_number: field(50, 'id_number'),
  src: optionalField(50, 'src'),
  share_code: optionalField(50, 'share_code'),
});
export type AddKycBody = z.infer<typeof addKycBodySchema>;

/** KYC state: '0' nothing submitted, '1' submitted, '2' verified, '3' rejected. */
export const kycStatusSchema = z.enum(['0', '1', '2', '3']);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The KYC state: `reason` only when rejected ('3'), in the words the bettor reads. */
export const kycStateSchema = z.object({
  status: kycStatusSchema,
  reason: z.string().optional(),
});
/** The bettor app's languages (issue 36). */
export const languageSchema = z.enum(['en', 'sw'], 'Please choose English or Kiswahili');
export type BettorLanguage = z.infer<typeof languageSchema>;

/** POST /api/profile: the settings a bettor may change there (today the language). */
export const profileUpdateBodySchema = z.looseObject({
  language: z.preprocess(emptyToUndefined, languageSchema.optional()),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** The user as the client stores it (spec 01 §3). Amounts in major units. */
export const userSchema = z.object({
  id: z.number(),
  mobile: z.string(),
  balance: z.number(),
  bonus: z.number(),
  points: z.number(),
  has_kyc: z.boolean(),
  kyc: kycStateSchema,
  country: z.string(),
  currency: z.string(),
  /** The language the bettor chose (issue 36); absent until chosen. */
  language: languageSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** A plain success answer: `success.message`. */
export const successMessageSchema = z.object({ success: z.object({ message: z.string() }) });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

/** Answer of POST /api/newsignup. */
export const signupResponseSchema = z.object({
  success: z.object({ message: z.string(), profile_id: z.number() }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Answer of POST /api/login (and of POST /api/code when it verifies an account). */
export const loginResponseSchema = z.object({
  success: z.object({ message: z.string() }),
  token: z.string(),
  data: z.object({
    user: userSchema,
    affiliate_id: z.string().nullable(),
    affiliate_tag: z.string().nullable(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Answer of POST /api/balance. */
export const balanceResponseSchema = z.object({
  data: z.object({
    balance: z.number(),
    bonus: z.number(),
    points: z.number(),
    has_kyc: z.boolean(),
    kyc: kycStateSchema,
    currency: z.string(),
    user: userSchema,
  }),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Answer of POST /api/add-kyc and POST /api/verify-kyc. */
export const kycResponseSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  data: z.object({ has_kyc: z.boolean(), kyc: z.object({ status: kycStatusSchema }) }),
});
export type KycResponse = z.infer<typeof kycResponseSchema>;

/** A row of GET /api/ops/sms-outbox (non-production): what the SMS gateway was asked to send. */
export const smsOutboxItemSchema = z.object({
  id: z.number(),
  mobile: z.string(),
  message: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/** Answer of POST /api/code: a code was sent, or the account was verified and logged in. */
export const codeResponseSchema = z.union([loginResponseSchema, successMessageSchema]);
export type CodeResponse = z.infer<typeof codeResponseSchema>;

/** GET|POST /api/profile: the logged-in user (same shape as data.user of /api/login). */
export const profileResponseSchema = z.object({ data: z.object({ user: userSchema }) });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const smsOutboxQuerySchema = z.object({
  mobile: optionalField(40, 'mobile'),
  limit: optionalField(10, 'limit'),
});

export const smsOutboxResponseSchema = z.object({ data: z.array(smsOutboxItemSchema) });
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;
