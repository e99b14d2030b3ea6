/**
 * The navigation guards of spec 02 §2.1, evaluated before a route's screen renders, in this
 * order: 1. auth → /login?next=<full path>; 2. KYC → 'Complete Your Application' banner, then
 * /kyc?next=<full path>; 3. affiliate `token` query → cookie aff_token (1 day);
 * 4. page-view event (route name, title, path).
 */
import type { PublicCountryConfig } from '@shangwe/domain';
import { trackPageView } from '../lib/analytics';
import { setCookie } from '../lib/cookies';
import { showKycNotice } from './banners/kyc-notice';
import type { RouteMeta } from '../lib/feature-module';
import { useCountryStore } from '../shared/country-store';
import { needsKyc, useSessionStore, type SessionUser } from '../shared/session-store';

/** Affiliate token rule (spec 02 §5): exactly 32 letters, digits or underscore. */
export const AFFILIATE_TOKEN_PATTERN = /^[A-Za-z0-9_]{32}$/;

/** Days the aff_token cookie lives (spec 02 §9). */
export const AFFILIATE_COOKIE_DAYS = 1;

/** Banner texts of the KYC guard (spec 02 §2.1). */
export const KYC_BANNER = {
  title: 'Complete Your Application',
  message: (brand: string) =>
    `Due to government regulation in your country, additional details are required for you to enjoy the full ${brand} experience.`,
  actionLabel: 'Complete my application',
} as const;

/** `next` query value holding a full path; slashes stay readable (/login?next=/mybets). */
export function nextQuery(fullPath: string): string {
  return encodeURIComponent(fullPath).replace(/%2F/gi, '/');
}

/** What a guarded route needs to know. */
export interface GuardedRoute {
  name: string;
  title: string;
  meta: RouteMeta;
}

/** The outcome of the guards for one navigation. */
export type GuardDecision =
  | { kind: 'login'; redirect: string }
  | { kind: 'kyc'; redirect: string }
  | { kind: 'proceed'; affiliateToken: string | null };

/** The state the guards read. */
export interface GuardState {
  authenticated: boolean;
  user: SessionUser | null;
  config: Pick<PublicCountryConfig, 'kyc'> | null;
}

/** The current guard state from the stores. */
export function currentGuardState(): GuardState {
  const { authenticated, user } = useSessionStore.getState();
  return { authenticated, user, config: useCountryStore.getState().config };
}

/** Decides a navigation to `pathname` + `search` on `route` (pure: no side effects). */
export function evaluateGuards(
  route: GuardedRoute,
  pathname: string,
  search: string,
  state: GuardState,
): GuardDecision {
  const fullPath = `${pathname}${search}`;
  if (route.meta.requireAuth && !state.authenticated) {
    return { kind: 'login', redirect: `/login?next=${nextQuery(fullPath)}` };
  }
  const kycRoute =
    route.meta.requireKYC === true ||
    (route.meta.requireKYC === 'config' && !!state.config?.kyc.required);
  if (kycRoute && state.authenticated && needsKyc(state.user)) {
    return { kind: 'kyc', redirect: `/kyc?next=${nextQuery(fullPath)}` };
  }
  const token = new URLSearchParams(search).get('token');
  return {
    kind: 'proceed',
    affiliateToken: token !== null && AFFILIATE_TOKEN_PATTERN.test(token) ? token : null,
  };
}

/** Runs the side effects of a decision: the KYC banner, the affiliate cookie, the page view. */
export function applyGuardEffects(
  decision: GuardDecision,
  route: GuardedRoute,
  fullPath: string,
): void {
  if (decision.kind === 'kyc') {
    const brand = useCountryStore.getState().config?.brand ?? 'Shangwe';
    showKycNotice({
      type: 'warning',
      title: KYC_BANNER.title,
      message: KYC_BANNER.message(brand),
      action: { label: KYC_BANNER.actionLabel, to: '/kyc' },
      duration: 15_000,
    });
    return;
  }
  if (decision.kind !== 'proceed') return;
  if (decision.affiliateToken) {
    setCookie('aff_token', decision.affiliateToken, AFFILIATE_COOKIE_DAYS);
  }
  trackPageView({ name: route.name, title: route.title, path: fullPath });
}
