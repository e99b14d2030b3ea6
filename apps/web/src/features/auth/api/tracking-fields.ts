import { getCookie } from '../../../lib/cookies';
import { useSessionStore } from '../../../shared/session-store';

/** The affiliate id sent with registration and login when only a tag is known (spec 01 §9). */
export const ACCOUNT_AFFILIATE_ID = 55;

/** Tracking and affiliate fields sent with registration and login (spec 01 §7). */
export interface TrackingFields {
  src: string;
  affiliate_id?: string;
  affiliate_tag?: string;
  share_code?: string;
}

/**
 * Reads the tracking fields at the moment of the call: the session's affiliate (captured from
 * the landing URL), and the share code cookie a shared betslip left (login_share_code first,
 * it is the fresher one-day cookie).
 */
export function trackingFields(src: string): TrackingFields {
  const affiliate = useSessionStore.getState().affiliate;
  const tag = affiliate?.affiliate_tag ?? getCookie('btag') ?? undefined;
  const fields: TrackingFields = { src };
  if (tag) {
    fields.affiliate_tag = tag;
    fields.affiliate_id = String(affiliate?.affiliate_id ?? ACCOUNT_AFFILIATE_ID);
  }
  const shareCode = getCookie('login_share_code') ?? getCookie('share_code');
  if (shareCode) fields.share_code = shareCode;
  return fields;
}
