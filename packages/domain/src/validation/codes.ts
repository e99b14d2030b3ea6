import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

/** Affiliate token: exactly 32 letters, digits or underscores (spec 02 §2.1, §5). */
export const AFFILIATE_TOKEN_PATTERN = /^[A-Za-z0-9_]{32}$/;

/** Whether a `token` query value is an affiliate token to keep in the aff_token cookie. */
export function isAffiliateToken(value: string | null | undefined): boolean {
  return typeof value === 'string' && AFFILIATE_TOKEN_PATTERN.test(value);
}

/** Validates an affiliate token. */
export function validateAffiliateToken(value: string | null | undefined): ValidationResult<string> {
  return isAffiliateToken(value)
    ? ok(value as string)
    : fail('AFFILIATE_TOKEN_INVALID', MESSAGES.affiliateTokenInvalid);
}

/** Validates a shared betslip code typed in 'Load Betslip': empty → 'Please enter a code'. */
export function validateLoadCode(value: string | null | undefined): ValidationResult<string> {
  const code = (value ?? '').trim();
  return code === '' ? fail('SHARE_CODE_REQUIRED', MESSAGES.loadCodeRequired) : ok(code);
}
