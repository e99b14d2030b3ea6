import type { CountryConfig } from '../countries/country-config';
import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

type PhoneConfig = Pick<CountryConfig, 'code' | 'mobileRegex' | 'mobilePrefix'>;

/** Removes what people type around the digits: spaces, dashes, dots, brackets, a leading '+'. */
export function stripPhone(raw: string): string {
  return raw.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
}

/**
 * Login forms per country: national significant number with an optional international or
 * trunk prefix. Kenya is verbatim spec 01 §5 (2547, 2541, 07, 01, 7, 1 followed by 8 digits);
 * Ghana and Nigeria follow their mobile numbering plans.
 */
const LOGIN_FORMS: Readonly<Record<CountryConfig['code'], RegExp>> = {
  KE: /^(?:254|0)?([17][0-9]{8})$/,
  GH: /^(?:233|0)?([2-6][0-9]{8})$/,
  NG: /^(?:234|0)?([789][01][0-9]{8})$/,
};

/** Whether a phone number matches the country's configured pattern (spec 02 §5). */
export function isValidPhone(raw: string, config: PhoneConfig): boolean {
  return new RegExp(config.mobileRegex).test(stripPhone(raw));
}

/**
 * Brings a phone number to the international form without '+' (254712345678). Accepts the
 * login forms, or anything the country's mobileRegex accepts (a trunk '0' or the prefix is
 * replaced by the prefix). Returns null when neither matches.
 */
export function normalizePhone(raw: string, config: PhoneConfig): string | null {
  const phone = stripPhone(raw);
  const login = LOGIN_FORMS[config.code].exec(phone);
  if (login) return `${config.mobilePrefix}${login[1]}`;
  if (!new RegExp(config.mobileRegex).test(phone)) return null;
  if (phone.startsWith(config.mobilePrefix)) return phone;
  return `${config.mobilePrefix}${phone.replace(/^0/, '')}`;
}

/**
 * Validates a phone typed in a form against the configured pattern ('Please input a valid
 * phone number') and returns it in international form.
 */
export function validatePhone(raw: string, config: PhoneConfig): ValidationResult<string> {
  const normalized = isValidPhone(raw, config) ? normalizePhone(raw, config) : null;
  return normalized ? ok(normalized) : fail('PHONE_INVALID', MESSAGES.phoneInvalidPattern);
}

/**
 * Validates the login phone (spec 01 §5): empty → 'Please enter a phone number', not one of
 * the login forms → 'This phone number is invalid'. Returns the international form
 * (2547XXXXXXXX in Kenya).
 */
export function validateLoginPhone(
  raw: string | null | undefined,
  config: PhoneConfig,
): ValidationResult<string> {
  const phone = stripPhone(raw ?? '');
  if (phone === '') return fail('PHONE_REQUIRED', MESSAGES.loginPhoneRequired);
  const match = LOGIN_FORMS[config.code].exec(phone);
  if (!match) return fail('PHONE_INVALID', MESSAGES.loginPhoneInvalid);
  return ok(`${config.mobilePrefix}${match[1]}`);
}
