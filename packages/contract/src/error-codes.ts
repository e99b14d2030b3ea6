import { AGE_MESSAGES, MESSAGES, type ValidationCode } from '@shangwe/domain';
import { FIXTURES_PRINT_SPORT_MESSAGE } from './fixtures-print';
import { jackpotErrorCodes } from './jackpots';
import { casinoErrorCodes } from './casino';
import { offerErrorCodes } from './offers';
import { notificationErrorCodes } from './notifications';
import { rgErrorCodes } from './responsible-gambling';

/**
 * The domain's validation codes (bet quotes, amounts, KYC, registration): every one is a 400 when
 * it reaches the API. Typed by the domain's union, so a new domain code must be listed here.
 */
const validationCodes = {
  PHONE_REQUIRED: MESSAGES.loginPhoneRequired,
  PHONE_INVALID: MESSAGES.loginPhoneInvalid,
  PASSWORD_REQUIRED: MESSAGES.loginPasswordRequired,
  PASSWORD_TOO_SHORT: MESSAGES.passwordTooShort,
  PASSWORD_TOO_COMMON: MESSAGES.passwordTooCommon,
  AMOUNT_REQUIRED: MESSAGES.depositAmountRequired,
  AMOUNT_NOT_A_NUMBER: MESSAGES.amountNotANumber,
  DEPOSIT_BELOW_MINIMUM: 'Minimum deposit amount not reached',
  DEPOSIT_ABOVE_MAXIMUM: 'Maximum deposit amount exceeded',
  WITHDRAW_BELOW_MINIMUM: 'Minimum withdrawal amount not reached',
  WITHDRAW_ABOVE_MAXIMUM: 'Maximum withdrawal amount exceeded',
  LOGIN_REQUIRED: MESSAGES.loginToBet,
  STAKE_BELOW_MINIMUM: 'Minimum bet amount not reached',
  STAKE_ABOVE_MAXIMUM: 'Maximum bet amount exceeded',
  LIVE_STAKE_ABOVE_MAXIMUM: 'Maximum live bets amount exceeded',
  TOTAL_ODD_BELOW_MINIMUM: 'Min total odd not reached',
  FREEBET_ODD_BELOW_MINIMUM: 'A higher minimum odd is required to use Freebet',
  BETSLIP_EMPTY: MESSAGES.emptyBetslip,
  BETSLIP_FULL: MESSAGES.betslipFull(40),
  DUPLICATE_PICK: MESSAGES.duplicatePick('match'),
  PICKS_BELOW_MINIMUM: 'Add more selections to place this bet',
  INVALID_PICKS: MESSAGES.invalidPicks,
  ODDS_CHANGED: MESSAGES.oddsChanged,
  PROMO_MIN_STAKE: 'Increase your stake to opt in to this promotion',
  PROMO_MIN_ODDS: 'Increase your total odds to opt in to this promotion',
  PROMO_MIN_PICKS: 'Add more selections to opt in to this promotion',
  PROMO_ONLY_ONE: MESSAGES.promoOnlyOne,
  KYC_NAME_REQUIRED: MESSAGES.kycNameRequired,
  KYC_DATE_OF_BIRTH_REQUIRED: MESSAGES.kycDateOfBirthRequired,
  KYC_DATE_OF_BIRTH_INVALID: MESSAGES.kycDateOfBirthInvalid,
  KYC_UNDER_AGE: MESSAGES.kycUnderAge,
  DATE_OF_BIRTH_REQUIRED: AGE_MESSAGES.required,
  DATE_OF_BIRTH_INVALID: AGE_MESSAGES.invalid,
  UNDER_AGE: AGE_MESSAGES.underAge,
  KYC_ID_TYPE_REQUIRED: MESSAGES.kycIdTypeRequired,
  KYC_ID_TYPE_UNKNOWN: MESSAGES.kycIdTypeUnknown,
  KYC_ID_NUMBER_REQUIRED: MESSAGES.kycIdNumberRequired,
  KYC_ID_NUMBER_INVALID: 'Please enter a valid ID number',
  AFFILIATE_TOKEN_INVALID: MESSAGES.affiliateTokenInvalid,
  SHARE_CODE_REQUIRED: MESSAGES.loadCodeRequired,
  DEEP_LINK_INVALID: MESSAGES.deepLinkParameters,
} as const satisfies Record<ValidationCode, string>;

type Refusals = { readonly [C in keyof typeof validationCodes]: { status: 400; message: string } };

const refusals = Object.fromEntries(
  Object.entries(validationCodes).map(([code, message]) => [code, { status: 400, message }]),
) as Refusals;

/**
 * Every error code the API answers with: its HTTP status and its message. Where the server's
 * message carries a figure (a country's limit, a match name) the registry holds the general
 * text; the body's `error.message` is then the precise one. Clients branch on `error.code`.
 */
export const errorCodes = {
  ...refusals,
  // Request shape and transport
  BAD_REQUEST: { status: 400, message: 'The request could not be understood' },
  VALIDATION_FAILED: { status: 400, message: 'Please check the details you entered' },
  NESTED_TOO_DEEP: { status: 400, message: 'The request is nested too deeply' },
  INVALID_CHARACTER: { status: 400, message: 'The request contains a character we cannot accept' },
  REPEATED_PARAMETER: { status: 400, message: 'A parameter was sent more than once' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send application/json or application/x-www-form-urlencoded',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  NOT_FOUND: { status: 404, message: 'This page or call does not exist.' },
  INTERNAL_ERROR: { status: 500, message: 'An error occurred, please try again' },
  INVALID_IDEMPOTENCY_KEY: { status: 400, message: 'The idempotency key is not valid' },
  // A money-moving call without its key: the app sends one per attempt, so a retry fixes it.
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'An error occurred. Please try again' },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: 'This request is still being processed. Please wait',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This idempotency key was used for a different request',
  },
  UNKNOWN_COUNTRY: { status: 400, message: 'Unknown country: use one of KE, GH, NG' },

  // Sessions and accounts
  UNAUTHORIZED: { status: 401, message: 'Your session has expired. Please login again' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please login again' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  CONFLICT: { status: 409, message: 'This request conflicts with the current state' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please try again later' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later' },
  PROFILE_MISMATCH: { status: 403, message: 'You can only view your own bets' },
  MOBILE_IN_USE: { status: 409, message: 'Mobile already in use please login or reset password.' },
  PHONE_NOT_REGISTERED: {
    status: 404,
    message: 'This phone number does not exist, please register a new account',
  },
  INVALID_CREDENTIALS: { status: 400, message: 'The mobile and password provided do not match' },
  ACCOUNT_NOT_VERIFIED: {
    status: 403,
    message: 'Please verify your phone number. Enter the code sent to your phone.',
  },
  ALREADY_VERIFIED: {
    status: 400,
    message: 'Your phone number is already verified. Please login.',
  },
  CODE_INVALID: {
    status: 400,
    message: 'The code is invalid or has expired. Please request a new code.',
  },
  KYC_REQUIRED: {
    status: 403,
    message:
      'Due to government regulation in your country, additional details are required. Please complete your application.',
  },
  KYC_REJECTED: {
    status: 403,
    message: 'Your identity verification was not successful. Please contact customer service.',
  },
  KYC_ALREADY_VERIFIED: { status: 409, message: 'Your details are already verified' },
  KYC_NOT_SUBMITTED: { status: 400, message: 'Please submit your details first' },

  // Payments
  UNKNOWN_PROVIDER: { status: 400, message: 'Please choose one of the listed payment providers' },
  PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The payment provider is not available right now. Please try again',
  },
  NO_PAYOUT_PROVIDER: { status: 400, message: 'This provider cannot pay out withdrawals' },
  NO_PAYOUT_ACCOUNT: {
    status: 400,
    message: 'Make a deposit with Paystack first so we can pay you back to the same account',
  },
  UNKNOWN_PAYMENT: { status: 404, message: 'No such payment' },
  AMOUNT_MISMATCH: { status: 400, message: 'The callback amount does not match the payment' },
  BAD_SIGNATURE: { status: 401, message: 'Invalid callback signature' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'Insufficient balance' },

  // Catalog
  SPORT_NOT_FOUND: { status: 404, message: 'Sport not found' },
  UNKNOWN_SPORT: { status: 400, message: FIXTURES_PRINT_SPORT_MESSAGE },
  MATCH_NOT_FOUND: { status: 404, message: 'Match not found' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  COMPETITION_NOT_FOUND: { status: 404, message: 'Competition not found' },

  // Betting
  BET_NOT_FOUND: { status: 404, message: 'Bet not found' },
  BET_ODDS_CHANGED: { status: 409, message: MESSAGES.oddsChanged },
  BET_SELECTION_UNKNOWN: { status: 400, message: 'A selection of this betslip is not available' },
  BET_SELECTION_STARTED: { status: 400, message: 'A match of this betslip has already started' },
  BET_SELECTION_FINISHED: { status: 400, message: 'A match of this betslip has ended' },
  BET_SELECTION_SUSPENDED: { status: 400, message: 'A selection of this betslip is suspended' },
  BET_ALREADY_CANCELLED: { status: 400, message: 'This bet is already cancelled' },
  BET_NOT_CANCELLABLE: { status: 400, message: 'This bet can no longer be cancelled' },
  DUPLICATE_MATCH: { status: 400, message: 'Only one pick per match is allowed in a betslip' },
  FREEBET_NOT_SUPPORTED: { status: 400, message: 'Free bets are placed from Offers & Rewards' },
  TOO_MANY_SELECTIONS: { status: 400, message: MESSAGES.betslipFull(40) },
  BET_OVER_LIMIT: { status: 400, message: 'This stake is above the maximum for this bet' },

  // Shikisha (bet-builder)
  SHIKISHA_ONE_MATCH: { status: 400, message: MESSAGES.shikishaOneMatch },
  SHIKISHA_DUPLICATE_MARKET: {
    status: 400,
    message: 'Only one pick per market line is allowed in a Shikisha bet',
  },
  SHIKISHA_NOT_OFFERED: { status: 400, message: 'Shikisha is not offered on this match' },
  SHIKISHA_MARKET_NOT_BUILDABLE: {
    status: 400,
    message: 'This market cannot be combined in a Shikisha bet',
  },
  SHIKISHA_CONTRADICTORY: { status: 400, message: 'These picks cannot both win' },
  SHIKISHA_NEAR_CERTAIN: { status: 400, message: MESSAGES.shikishaNearCertain },
  SHIKISHA_REDUNDANT_PICK: {
    status: 400,
    message: 'A pick adds nothing to the others: remove it',
  },

  // Virtual sports
  VIRTUAL_BETTING_CLOSED: {
    status: 400,
    message: 'Betting on this match-day closed at kick-off. Pick a match of the next match-day.',
  },
  VIRTUAL_ROUND_NOT_FOUND: { status: 404, message: 'This match-day was not found' },
  VIRTUAL_MATCH_NOT_FOUND: { status: 404, message: 'This virtual match was not found' },
  VIRTUAL_ROUND_NOT_FINISHED: {
    status: 409,
    message: 'This match-day has not finished yet: its seed is revealed when it ends',
  },

  // Cash-out and sharing
  CASHOUT_NOT_WHITELISTED: { status: 403, message: 'Cashout is not available for your account' },
  CASHOUT_NOT_ELIGIBLE: { status: 400, message: 'Cashout is not available for this bet' },
  CASHOUT_UNAVAILABLE: { status: 400, message: 'Cashout is not available for this bet right now' },
  CASHOUT_AMOUNT_CHANGED: { status: 409, message: 'The cashout amount has changed' },
  CASHOUT_DONE: { status: 409, message: 'This bet has already been cashed out' },
  SHARE_CODE_NOT_FOUND: { status: 404, message: 'Betslip code not found' },
  UNKNOWN_SELECTION: { status: 400, message: 'A selection of this betslip is not available' },

  // Jackpots and pool products
  ...jackpotErrorCodes,

  // Casino
  ...casinoErrorCodes,

  // Free bets and promotions
  ...offerErrorCodes,

  // Notifications and push
  ...notificationErrorCodes,
  ...rgErrorCodes,
} as const satisfies Record<string, { readonly status: number; readonly message: string }>;

export type ErrorCode = keyof typeof errorCodes;

/** True when `code` is one the API answers with (a body from elsewhere may carry anything). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCodes, code);
}

/** The code of a pick the placement refuses, by what is wrong with it (never built from text). */
export const betSelectionCodes = {
  unknown: 'BET_SELECTION_UNKNOWN',
  finished: 'BET_SELECTION_FINISHED',
  started: 'BET_SELECTION_STARTED',
  suspended: 'BET_SELECTION_SUSPENDED',
} as const satisfies Record<string, ErrorCode>;
