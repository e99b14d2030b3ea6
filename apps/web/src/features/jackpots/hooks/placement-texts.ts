/** Texts of spec 01 §4 and §8 for the outcome of a jackpot-style placement. */
export const JACKPOT_PLACEMENT_TEXTS = {
  successTitle: 'Bet placement successful',
  failedTitle: 'Bet placement failed',
  noResponse: 'An error occurred. Please try again and contact us if this persists.',
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Your session has expired. Please login again',
  unconfirmedTitle: 'Bet not confirmed yet',
  unconfirmedHint: 'Press Place Bet again to check: the same bet is never placed twice.',
  checkingTitle: 'Checking your bet…',
} as const;

/** Success note 5-10 s, failures 10 s (spec 01 §8). */
export const JACKPOT_SUCCESS_MS = 8000;
export const JACKPOT_FAILURE_MS = 10_000;
