import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { notify } from '../../../shared/notice-store';
import { LOGOUT_MESSAGE, useSessionStore } from '../../../shared/session-store';

/**
 * Logs out (spec 01 §4): revokes the token on the server (POST /api/logout; a failure does
 * not keep the bettor logged in here), clears the session and shows
 * 'You have been logged out successfully'.
 */
export async function logout(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (token) {
    try {
      await api.call(endpoints.logout, {}, { handleUnauthorized: false });
    } catch {
      // an expired or unknown token is logged out already
    }
  }
  useSessionStore.getState().logout();
  notify({ type: 'success', message: LOGOUT_MESSAGE });
}
