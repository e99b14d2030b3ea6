/** Cookie helpers (aff_token, closed_lite_banner, device id cookies: spec 02 §3.9). */
import { COOKIE_DAYS } from '@shangwe/domain';

/** Sets a cookie for `days` days on the whole site. */
export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** Reads a cookie, or null. */
export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Deletes a cookie. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** The cookie that credits a sharer at login or registration (spec 01 §9: 1 day). */
export const LOGIN_SHARE_CODE_COOKIE = 'login_share_code';

/**
 * A logged-out bettor is about to be sent to login with a slip received from a share code: the
 * code is kept for a day, so the login or registration that follows carries it as share_code
 * (spec 01 §7) and the sharer is credited. A slip without shared picks leaves the cookie alone.
 */
export function rememberShareCodeForLogin(
  picks: readonly { is_shared?: boolean; share_code?: string }[],
): void {
  const code = picks.find((p) => p.is_shared && p.share_code)?.share_code;
  if (code) setCookie(LOGIN_SHARE_CODE_COOKIE, code, COOKIE_DAYS.login_share_code);
}
