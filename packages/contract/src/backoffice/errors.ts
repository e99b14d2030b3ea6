/**
 * Error codes of the back office's calls. Kept out of the bettor app's registry
 * (error-codes.ts): the bettor shell carries the registry's code names, and its initial
 * JavaScript must not grow for the back office.
 */
export const backofficeErrorCodes = {
  STAFF_INVALID_CREDENTIALS: { status: 400, message: 'The email and password do not match' },
  STAFF_CODE_INVALID: {
    status: 400,
    message: 'The code from your authenticator app is not valid. Enter the current code',
  },
  STAFF_SECOND_FACTOR_REQUIRED: {
    status: 401,
    message: 'Enter the code from your authenticator app first',
  },
  STAFF_SESSION_EXPIRED: {
    status: 401,
    message: 'Your back-office session has expired. Please log in again',
  },
  STAFF_FORBIDDEN: { status: 403, message: 'Your role does not allow this' },
  STAFF_EMAIL_IN_USE: { status: 409, message: 'A staff account with this email already exists' },
  BETTOR_NOT_FOUND: { status: 404, message: 'No bettor with this id' },
  BETTOR_ALREADY_LOCKED: { status: 409, message: 'This bettor is already locked' },
  BETTOR_NOT_LOCKED: { status: 409, message: 'This bettor is not locked' },
  ADJUSTMENT_EXCEEDS_BALANCE: {
    status: 400,
    message: "The debit is more than the bettor's cash balance",
  },
  TRADING_NOT_FOUND: { status: 404, message: 'No such match, market or competition' },
  TRADING_ALREADY_SUSPENDED: { status: 409, message: 'This is already suspended' },
  TRADING_BETTOR_NOT_FOUND: { status: 404, message: 'No such bettor' },
  TRADING_SUSPENSION_NOT_FOUND: { status: 404, message: 'This suspension was already lifted' },
  TRADING_LOCK_NOT_FOUND: { status: 404, message: 'This result lock was already lifted' },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'No such withdrawal' },
  WITHDRAWAL_ALREADY_DECIDED: {
    status: 409,
    message: 'This withdrawal is no longer waiting for approval',
  },
  KYC_NOT_WAITING: { status: 409, message: "This bettor's KYC is not waiting for review" },
  STAFF_NOT_FOUND: { status: 404, message: 'No such staff member' },
  STAFF_ALREADY_DISABLED: { status: 409, message: 'This staff account is already disabled' },
  STAFF_SELF: { status: 409, message: 'You cannot do this to your own account' },
  CHAT_NOT_FOUND: { status: 404, message: 'No such conversation' },
  CHAT_ALREADY_ASSIGNED: { status: 409, message: 'Another agent already took this conversation' },
  CHAT_CLOSED: { status: 409, message: 'This conversation is closed' },
  CHAT_AGENT_NOT_FOUND: { status: 404, message: 'No support agent with this id' },
  CHAT_ATTACHMENT_NOT_FOUND: { status: 404, message: 'No such image' },
  CHAT_NOT_AN_IMAGE: {
    status: 400,
    message: 'Only images can be sent (JPEG, PNG, GIF or WebP)',
  },
  CANNED_REPLY_NOT_FOUND: { status: 404, message: 'No such canned reply' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'No payment with this reference' },
  PAYMENT_ALREADY_SETTLED: {
    status: 409,
    message: 'This payment is already settled: correct it with a balance adjustment',
  },
  PAYMENT_QUERY_UNAVAILABLE: {
    status: 409,
    message: "This rail cannot be asked about a payment: check the provider's portal",
  },
  TRADING_RESULT_UNCHANGED: { status: 409, message: 'This result is already in force' },
  TRADING_PRICE_BELOW_OVERROUND: {
    status: 409,
    message: 'These prices add up to less than 100%: the bettor would win on average',
  },
  TRADING_PRICE_ABOVE_FAIR: {
    status: 409,
    message: "This price is above the selection's fair price: the bettor would win on average",
  },
  TRADING_MARKET_SETTLED: { status: 409, message: 'This market is resulted already' },
  TRADING_RESULT_BY_MARKET: {
    status: 409,
    message: 'Enter the results of this match market by market',
  },
} as const;

export type BoErrorCode = keyof typeof backofficeErrorCodes;
