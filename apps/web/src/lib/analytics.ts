/**
 * The analytics layer (spec 01 §7, spec 02 §2.1 step 4): events for registration, KYC, login,
 * logout, deposit, withdraw, bets per product and page hits are pushed to `window.dataLayer`,
 * the array a tag manager reads. Nothing else happens here: no third-party script is loaded and
 * nothing leaves the browser, so the product works the same with or without a tag manager.
 *
 * Events never carry a phone number, a password or a token. Amounts are integer cents.
 */
import { toCents } from '@shangwe/domain';
import { watchInstallPrompt } from './install-prompt';

/** One recorded analytics event. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** The event names pushed to the data layer. */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  registration: 'sign_up',
  kyc: 'kyc_submitted',
  login: 'login',
  logout: 'logout',
  deposit: 'deposit',
  withdraw: 'withdraw',
  betPlaced: 'bet_placed',
  /** A match's outcome added to a jackpot-style slip (spec 02 §7: bet_type, parent_match_id). */
  jackpotAdd: 'jackpot_add',
  /** The add-to-home-screen prompt: prompted, dismissed or accepted (spec 02 §4.5). */
  addToHomeScreen: 'add_to_home_screen',
} as const;

/** The betting products a placed bet is counted under (every product the app sells). */
export const BET_PRODUCTS = [
  'normal',
  'shikisha',
  'virtual',
  'jackpot',
  'free_jackpot',
  'sababisha',
  'split_pot',
  'boosted',
  'casino',
] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** The applied country's currency code, carried by every event with an amount. */
let currency: string | null = null;

/** Sets the currency of later money events (on applying a country configuration). */
export function setAnalyticsCurrency(code: string): void {
  currency = code;
}

/** Appends an event to `window.dataLayer`, creating the layer on first use. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/**
 * Passes a successful answer through after recording it, so a call site stays one line:
 * `api.post(...).then(recorded(trackLogin))`. A failing recorder never fails the call.
 */
export function recorded<R>(record: (answer: R) => void): <T extends R>(answer: T) => T {
  return (answer) => {
    try {
      record(answer);
    } catch {
      // analytics must never cost the bettor a bet or a login
    }
    return answer;
  };
}

/** The page-view event recorded at each navigation: route name, title and path. */
export function trackPageView(view: { name: string; title: string; path: string }): void {
  track({
    event: ANALYTICS_EVENTS.pageView,
    route_name: view.name,
    page_title: view.title,
    page_path: view.path,
  });
}

/** A new account was registered (before its SMS code is verified). */
export function trackRegistration(answer: { success: { profile_id: number } }): void {
  track({
    event: ANALYTICS_EVENTS.registration,
    method: 'mobile',
    profile_id: answer.success.profile_id,
  });
}

/** KYC details were submitted; `kyc_status` is where the check stands. */
export function trackKyc(answer: { status: string; data: { kyc: { status: string } } }): void {
  track({ event: ANALYTICS_EVENTS.kyc, result: answer.status, kyc_status: answer.data.kyc.status });
}

/** A bettor logged in with phone and password. */
export function trackLogin(answer: { data: { user: { id: string | number } } }): void {
  track({ event: ANALYTICS_EVENTS.login, method: 'mobile', profile_id: answer.data.user.id });
}

/** A bettor logged out. */
export function trackLogout(): void {
  track({ event: ANALYTICS_EVENTS.logout });
}

/** A deposit was initiated with a provider; `amount` in major units as entered. */
export function trackDeposit(deposit: { amount: number; provider?: string }): void {
  track({
    event: ANALYTICS_EVENTS.deposit,
    amount_cents: toCents(deposit.amount),
    currency,
    provider: deposit.provider ?? null,
  });
}

/** A withdrawal was requested; `amount` in major units as entered. */
export function trackWithdraw(withdrawal: { amount: number }): void {
  track({
    event: ANALYTICS_EVENTS.withdraw,
    amount_cents: toCents(withdrawal.amount),
    currency,
  });
}

/** A bet was accepted (or queued for acceptance) on a product. */
export function trackBetPlaced(bet: {
  product: BetProduct;
  betId: number | string | null;
  /** Stake in major units, as on the slip. */
  stake: number;
  totalOdd: number;
  selections: number;
  live?: boolean;
  /** Casino: the game played. */
  game?: string;
}): void {
  track({
    event: ANALYTICS_EVENTS.betPlaced,
    product: bet.product,
    bet_id: bet.betId,
    stake_cents: toCents(bet.stake),
    currency,
    total_odd: bet.totalOdd,
    selections: bet.selections,
    live: bet.live ?? false,
    ...(bet.game ? { game: bet.game } : {}),
  });
}

/**
 * A match's outcome was added to a jackpot-style slip (jackpots, Sababisha, split pot, boosted
 * multibet): `bet_type` is the product's slip, `parent_match_id` the match.
 */
export function trackJackpotAdd(add: { betType: string; parentMatchId: number }): void {
  track({
    event: ANALYTICS_EVENTS.jackpotAdd,
    bet_type: add.betType,
    parent_match_id: add.parentMatchId,
  });
}

/** What the bettor did with the add-to-home-screen prompt. */
export function trackAddToHomeScreen(outcome: 'prompted' | 'dismissed' | 'accepted'): void {
  track({ event: ANALYTICS_EVENTS.addToHomeScreen, outcome });
}

// The prompt is the browser's: each of its steps is recorded wherever it was offered from.
watchInstallPrompt(trackAddToHomeScreen);
