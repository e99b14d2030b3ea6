import { MESSAGES } from '@shangwe/domain';

/** What an anonymous visitor who tries to bet is told (issue 18): 'Please login to place a bet'. */
export const LOGIN_TO_BET = MESSAGES.loginToBet;

/** The login page, coming back to `path` after the login (`/login?next=`). */
export function loginHref(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
