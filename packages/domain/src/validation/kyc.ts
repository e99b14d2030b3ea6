import type { CountryConfig, KycIdType } from '../countries/country-config';
import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

/** Age from which a person may bet. */
export const MINIMUM_AGE = 18;

/** Validates an ID number against the country's pattern for that ID type (spec 02 §5). */
export function validateKycIdNumber(
  idTypeKey: string | null | undefined,
  idNumber: string | null | undefined,
  config: Pick<CountryConfig, 'kyc'>,
): ValidationResult<{ idType: KycIdType; idNumber: string }> {
  if (!idTypeKey) return fail('KYC_ID_TYPE_REQUIRED', MESSAGES.kycIdTypeRequired);
  const idType = config.kyc.idTypes.find((t) => t.key === idTypeKey);
  if (!idType) return fail('KYC_ID_TYPE_UNKNOWN', MESSAGES.kycIdTypeUnknown);
  const value = (idNumber ?? '').trim();
  if (value === '') return fail('KYC_ID_NUMBER_REQUIRED', MESSAGES.kycIdNumberRequired);
  if (idType.regexPattern !== null && !new RegExp(idType.regexPattern).test(value)) {
    return fail('KYC_ID_NUMBER_INVALID', MESSAGES.kycIdNumberInvalid(idType.label));
  }
  return ok({ idType, idNumber: value });
}

/** A KYC application once validated. */
export interface KycApplication {
  official_name: string;
  date_of_birth: string;
  id_type: string;
  id_number: string;
}

/** Parses a YYYY-MM-DD date that exists in the calendar; null otherwise. */
function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? { y, m, d }
    : null;
}

/**
 * Validates a KYC application (spec 02 §3.1, §5): official_name, date_of_birth (YYYY-MM-DD,
 * at least 18 years before `now`) and id_type are mandatory; the id number must match the
 * type's pattern.
 */
export function validateKycApplication(
  input: Partial<Record<keyof KycApplication, string | null>>,
  config: Pick<CountryConfig, 'kyc'>,
  now: Date,
): ValidationResult<KycApplication> {
  const name = (input.official_name ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return fail('KYC_NAME_REQUIRED', MESSAGES.kycNameRequired);
  const dobRaw = (input.date_of_birth ?? '').trim();
  if (dobRaw === '') return fail('KYC_DATE_OF_BIRTH_REQUIRED', MESSAGES.kycDateOfBirthRequired);
  const dob = parseIsoDate(dobRaw);
  if (!dob) return fail('KYC_DATE_OF_BIRTH_INVALID', MESSAGES.kycDateOfBirthInvalid);
  const [ny, nm, nd] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const age = ny - dob.y - (nm < dob.m || (nm === dob.m && nd < dob.d) ? 1 : 0);
  if (age < 0) return fail('KYC_DATE_OF_BIRTH_INVALID', MESSAGES.kycDateOfBirthInvalid);
  if (age < MINIMUM_AGE) return fail('KYC_UNDER_AGE', MESSAGES.kycUnderAge);
  const id = validateKycIdNumber(input.id_type, input.id_number, config);
  if (!id.ok) return id;
  return ok({
    official_name: name,
    date_of_birth: dobRaw,
    id_type: id.value.idType.key,
    id_number: id.value.idNumber,
  });
}

/**
 * Whether the logged-in user may view transactions (and so deposit): blocked when KYC is
 * required and the kyc status is '3' or has_kyc is false (spec 01 §6, spec 02 §5).
 */
export function canViewTransactions(
  user: { has_kyc?: boolean | null; kyc?: { status?: string | number | null } | null },
  config: Pick<CountryConfig, 'kyc'>,
): boolean {
  if (!config.kyc.required) return true;
  if (String(user.kyc?.status ?? '') === '3') return false;
  return user.has_kyc === true;
}
