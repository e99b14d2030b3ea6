/** Jackpot event product ids (spec 01 §3): 8 grand, 6 midweek. */
export const JACKPOT_PRODUCT_ID = { grand: 8, midweek: 6 } as const;

/** Fixed affiliate ids (spec 01 §9): 55 registration/login, 19 deep-link bet. */
export const AFFILIATE_ID = { registrationLogin: 55, deepLinkBet: 19 } as const;

/** Source sent with every call from the web app (spec 01 §7). */
export const APP_SRC = 'MOBILE_WEB';

/** Cookie lifetimes in days (spec 01 §9, spec 02 §2.1, §4.4). */
export const COOKIE_DAYS = {
  btag: 365,
  gaid: 365,
  share_code: 7,
  login_share_code: 1,
  aff_token: 1,
  user_device_id: 3650,
} as const;

/** Timers in milliseconds (spec 01 §9, spec 02 §4.3). */
export const TIMERS_MS = {
  liveOddsRefresh: 10_000,
  topBarTotalsRefresh: 10_000,
  clockTick: 1_000,
  freebetQualificationDebounce: 1_000,
  accaBannerVisible: 5_000,
  depositSuccessNote: 15_000,
  depositFailureNote: 5_000,
  notificationDisplay: 30_000,
  notificationQueueCheck: 1_000,
  chunkLoadTimeout: 120_000,
} as const;

/** Free bet id sent with the qualification check (spec 01 §9). */
export const FREEBET_QUALIFICATION_ID = 3;

/** Layout: mobile below 1024 px (spec 01 §1, spec 02 §1). */
export const DESKTOP_MIN_WIDTH = 1024;

/** Recommendations carousel: at most 5 matches, one per page (spec 01 §2, spec 02 §9). */
export const MAX_RECOMMENDATIONS = 5;

/** Virtual client maximum possible win constant (spec 01 §9). */
export const VIRTUAL_CLIENT_MAX_POSSIBLE_WIN = 1_500_000;
