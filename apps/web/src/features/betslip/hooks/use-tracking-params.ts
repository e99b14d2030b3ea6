import { useEffect } from 'react';
import { COOKIE_DAYS } from '@shangwe/domain';
import { useLocation } from 'react-router';
import { setCookie } from '../../../lib/cookies';
import { writeJson } from '../../../lib/storage';
import { useSessionStore } from '../../../shared/session-store';

/** Cookie lifetimes in days (spec 01 §9). */
export const TRACKING_COOKIE_DAYS = { btag: COOKIE_DAYS.btag, gaid: COOKIE_DAYS.gaid } as const;

/** localStorage key of the last campaign (utm_*) values seen. */
export const UTM_STORAGE_KEY = 'utm';

/**
 * Stores the tracking and affiliate values a visitor arrives with (spec 01 §2, §9): btag and
 * gaid as cookies for 365 days, utm_* values for the analytics layer, and affiliate_id /
 * affiliate as the session's affiliate id and tag (sent with registration, login and bets).
 */
export function captureTrackingParams(search: URLSearchParams): void {
  for (const name of ['btag', 'gaid'] as const) {
    const value = search.get(name);
    if (value) setCookie(name, value, TRACKING_COOKIE_DAYS[name]);
  }
  const utm: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key.startsWith('utm_') && value) utm[key] = value;
  }
  if (Object.keys(utm).length > 0) writeJson(UTM_STORAGE_KEY, utm);
  const affiliateId = search.get('affiliate_id');
  const affiliateTag = search.get('affiliate') ?? search.get('btag');
  if (affiliateId || affiliateTag) {
    const current = useSessionStore.getState().affiliate ?? {};
    useSessionStore.setState({
      affiliate: {
        affiliate_id: affiliateId ?? current.affiliate_id ?? null,
        affiliate_tag: affiliateTag ?? current.affiliate_tag ?? null,
      },
    });
  }
}

/** Captures tracking values on every navigation that carries them. */
export function useTrackingParams(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search) captureTrackingParams(new URLSearchParams(search));
  }, [search]);
}
