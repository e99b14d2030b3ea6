import type { CountryConfig } from '../countries/country-config';
import { MESSAGES } from './messages';
import { validateNewPassword } from './password';
import { normalizePhone, stripPhone } from './phone';
import { fail, ok, type ValidationResult } from './validation-failure';

/** A registration form once validated: mobile in international form. */
export interface RegistrationInput {
  mobile: string;
  password: string;
}

/**
 * Validates the registration form (spec 01 §5): spaces are stripped from the mobile, which must
 * match the country pattern ('Please input a valid phone number'); the password is required
 * ('Please input a password') and must not be trivial.
 */
export function validateRegistration(
  input: { mobile?: string | null; password?: string | null },
  config: Pick<CountryConfig, 'code' | 'mobileRegex' | 'mobilePrefix'>,
): ValidationResult<RegistrationInput> {
  const raw = stripPhone(input.mobile ?? '');
  const mobile = new RegExp(config.mobileRegex).test(raw) ? normalizePhone(raw, config) : null;
  if (!mobile) return fail('PHONE_INVALID', MESSAGES.phoneInvalidPattern);
  const password = validateNewPassword(input.password);
  if (!password.ok) return password;
  return ok({ mobile, password: password.value });
}
