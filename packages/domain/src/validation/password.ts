import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 4;

/**
 * PINs and words attackers try first. Many users choose a 4-digit PIN as password (the spec's
 * minimum is that short), so every repeated-digit and sequential PIN is refused.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...Array.from({ length: 10 }, (_, d) => String(d).repeat(4)),
  ...Array.from({ length: 10 }, (_, d) => String(d).repeat(5)),
  ...Array.from({ length: 10 }, (_, d) => String(d).repeat(6)),
  '0123',
  '1234',
  '2345',
  '3456',
  '4567',
  '5678',
  '6789',
  '4321',
  '9876',
  '12345',
  '54321',
  '123456',
  '654321',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '1212',
  '1122',
  '1313',
  '2580',
  '6969',
  '1004',
  '2000',
  '2020',
  '112233',
  '121212',
  '123123',
  '159753',
  '696969',
  'password',
  'password1',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'abc123',
  'abcd',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'football',
  'monkey',
  'shangwe',
]);

/** Whether a password is one of the most common PINs or words (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * Validates a password at registration or reset: required ('Please input a password'), at least
 * 4 characters, and not a common PIN or word.
 */
export function validateNewPassword(password: string | null | undefined): ValidationResult<string> {
  const value = password ?? '';
  if (value === '') return fail('PASSWORD_REQUIRED', MESSAGES.registerPasswordRequired);
  if (value.length < PASSWORD_MIN_LENGTH)
    return fail('PASSWORD_TOO_SHORT', MESSAGES.passwordTooShort);
  if (isCommonPassword(value)) return fail('PASSWORD_TOO_COMMON', MESSAGES.passwordTooCommon);
  return ok(value);
}

/** Validates the login password: only presence ('Please enter a password'). */
export function validateLoginPassword(
  password: string | null | undefined,
): ValidationResult<string> {
  const value = password ?? '';
  return value === '' ? fail('PASSWORD_REQUIRED', MESSAGES.loginPasswordRequired) : ok(value);
}
