/**
 * This browser's analytics client id, sent with the user-info POST (spec 01 §7) so the server's
 * records join the tag manager's: Google Analytics' own id (cookie `_ga`, 'GA1.1.<id>') once
 * the tags run with the bettor's consent, else one of ours in the same shape, kept locally.
 */
import { endpoints } from '@shangwe/contract';
import { APP_SRC } from '@shangwe/domain';
import { api } from './api-client';
import { deleteCookie, getCookie, setCookie } from './cookies';
import { readString, writeString } from './storage';

const CLIENT_ID_KEY = 'analytics_client_id';
/** The campaign a visitor landed from (`?hoid=`), kept until it is told to the server. */
export const HOID_COOKIE = 'hoid';
const HOID_DAYS = 30;

/** The analytics client id of this browser. */
export function analyticsClientId(): string {
  const ga = getCookie('_ga')?.match(/^GA\d\.\d\.(\d+\.\d+)$/)?.[1];
  if (ga) return ga;
  const kept = readString(CLIENT_ID_KEY);
  if (kept && /^\d+\.\d+$/.test(kept)) return kept;
  const made = `${Math.floor(Math.random() * 2_147_483_647)}.${Math.floor(Date.now() / 1000)}`;
  writeString(CLIENT_ID_KEY, made);
  return made;
}

/** Tells the server this browser's analytics client id (failures ignored: tracking only). */
export function sendAnalyticsClientId(): Promise<void> {
  return api
    .call(
      endpoints.userInfoPost,
      { body: { client_id: analyticsClientId() } },
      { encoding: 'json' },
    )
    .then(() => undefined)
    .catch(() => undefined);
}

/** Keeps the campaign id of a landing link (`?hoid=`) until the bettor is logged in. */
export function rememberCampaign(search: string): void {
  const hoid = new URLSearchParams(search).get('hoid')?.trim();
  if (hoid && /^[A-Za-z0-9._:-]{1,64}$/.test(hoid)) setCookie(HOID_COOKIE, hoid, HOID_DAYS);
}

/**
 * Tells the server the campaign the logged-in bettor came from (POST {campaign}/hoid with
 * profile_id, platform_id, hoid), once: the kept id is dropped when the server has it.
 */
export async function sendCampaign(profileId: number): Promise<void> {
  const hoid = getCookie(HOID_COOKIE);
  if (!hoid) return;
  try {
    await api.call(
      endpoints.campaignHoid,
      { body: { hoid, profile_id: profileId, platform_id: APP_SRC } },
      { encoding: 'json' },
    );
    deleteCookie(HOID_COOKIE);
  } catch {
    // kept for the next visit
  }
}
