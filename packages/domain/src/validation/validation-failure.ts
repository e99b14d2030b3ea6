/** Why an input was refused: a stable code for programs and the spec's text for people. */
export interface ValidationFailure {
  code: ValidationCode;
  message: string;
  /** Title of the notice, where the spec gives one ('Bet amount limit'). */
  title?: string;
}

/** The outcome of a validator: the cleaned value, or the first rule that failed. */
export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; failure: ValidationFailure };

/** Every validation failure code this package produces. */
export type ValidationCode =
  | 'PHONE_REQUIRED'
  | 'PHONE_INVALID'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_COMMON'
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_NOT_A_NUMBER'
  | 'DEPOSIT_BELOW_MINIMUM'
  | 'DEPOSIT_ABOVE_MAXIMUM'
  | 'WITHDRAW_BELOW_MINIMUM'
  | 'WITHDRAW_ABOVE_MAXIMUM'
  | 'LOGIN_REQUIRED'
  | 'STAKE_BELOW_MINIMUM'
  | 'STAKE_ABOVE_MAXIMUM'
  | 'LIVE_STAKE_ABOVE_MAXIMUM'
  | 'TOTAL_ODD_BELOW_MINIMUM'
  | 'FREEBET_ODD_BELOW_MINIMUM'
  | 'BETSLIP_EMPTY'
  | 'BETSLIP_FULL'
  | 'DUPLICATE_PICK'
  | 'PICKS_BELOW_MINIMUM'
  | 'INVALID_PICKS'
  | 'ODDS_CHANGED'
  | 'PROMO_MIN_STAKE'
  | 'PROMO_MIN_ODDS'
  | 'PROMO_MIN_PICKS'
  | 'PROMO_ONLY_ONE'
  | 'KYC_NAME_REQUIRED'
  | 'KYC_DATE_OF_BIRTH_REQUIRED'
  | 'KYC_DATE_OF_BIRTH_INVALID'
  | 'KYC_UNDER_AGE'
  | 'DATE_OF_BIRTH_REQUIRED'
  | 'DATE_OF_BIRTH_INVALID'
  | 'UNDER_AGE'
  | 'KYC_ID_TYPE_REQUIRED'
  | 'KYC_ID_TYPE_UNKNOWN'
  | 'KYC_ID_NUMBER_REQUIRED'
  | 'KYC_ID_NUMBER_INVALID'
  | 'AFFILIATE_TOKEN_INVALID'
  | 'SHARE_CODE_REQUIRED'
  | 'DEEP_LINK_INVALID';

/** Builds a successful result. */
export function ok<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

/** Builds a failed result. */
export function fail<T = never>(
  code: ValidationCode,
  message: string,
  title?: string,
): ValidationResult<T> {
  return { ok: false, failure: title === undefined ? { code, message } : { code, message, title } };
}
