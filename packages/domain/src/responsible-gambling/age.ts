import { MINIMUM_AGE } from '../validation/kyc';
import { fail, ok, type ValidationResult } from '../validation/validation-failure';

/** What a bettor is told about their date of birth (registration, the next login, KYC). */
export const AGE_MESSAGES = {
  required: 'Please enter your date of birth',
  invalid: 'Please enter a valid date of birth',
  underAge: 'You must be 18 years or older to register and bet',
} as const;

/** Parses a YYYY-MM-DD date that exists in the calendar; null otherwise. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? { y, m, d }
    : null;
}

/** Full years between a birth date and `now` (UTC calendar); negative for a future date. */
export function ageOn(dob: { y: number; m: number; d: number }, now: Date): number {
  const [ny, nm, nd] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  return ny - dob.y - (nm < dob.m || (nm === dob.m && nd < dob.d) ? 1 : 0);
}

/**
 * A bettor's date of birth (YYYY-MM-DD): it must exist, not be in the future or more than 120
 * years back, and make the bettor at least 18 on `now`.
 */
export function validateDateOfBirth(
  raw: string | null | undefined,
  now: Date,
): ValidationResult<string> {
  const value = (raw ?? '').trim();
  if (value === '') return fail('DATE_OF_BIRTH_REQUIRED', AGE_MESSAGES.required);
  const dob = parseIsoDate(value);
  if (!dob) return fail('DATE_OF_BIRTH_INVALID', AGE_MESSAGES.invalid);
  const age = ageOn(dob, now);
  if (age < 0 || age > 120) return fail('DATE_OF_BIRTH_INVALID', AGE_MESSAGES.invalid);
  if (age < MINIMUM_AGE) return fail('UNDER_AGE', AGE_MESSAGES.underAge);
  return ok(value);
}
