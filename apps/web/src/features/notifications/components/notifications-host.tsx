import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCountsStore } from '../../../shared/counts-store';
import { useSessionStore } from '../../../shared/session-store';
import { NOTIFICATIONS_KEY } from '../api/get-notifications';
import { useNotificationsCount } from '../api/get-notifications-count';
import { useRealtimeNotifications, type RealtimeDeps } from '../hooks/use-realtime-notifications';

/** The session's profile id as a number, or null (logged out or a malformed stored user). */
export function useProfileId(): number | null {
  const id = useSessionStore((s) => (s.authenticated ? s.user?.id : undefined));
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Always mounted (an overlay of the shell, loaded after first paint): feeds the bell and the
 * menu with the unread count (POST notifications_count, then live from the socket) and runs the
 * realtime notifications while a bettor is logged in. Renders nothing itself: in-app
 * notifications show through the app's notice host.
 */
export function NotificationsHost({ realtime }: { realtime?: RealtimeDeps }) {
  const profileId = useProfileId();
  const token = useSessionStore((s) => s.token);
  const count = useNotificationsCount(profileId);
  useRealtimeNotifications(profileId, token, realtime);

  // Another bettor on this browser (or none) must not see the previous one's notifications.
  const queryClient = useQueryClient();
  const previous = useRef(profileId);
  useEffect(() => {
    if (previous.current === profileId) return;
    previous.current = profileId;
    queryClient.removeQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
    queryClient.removeQueries({ queryKey: [...NOTIFICATIONS_KEY, 'detail'] });
  }, [profileId, queryClient]);

  const unread = profileId !== null ? (count.data ?? null) : 0;
  useEffect(() => {
    if (unread !== null) useCountsStore.getState().setCounts({ unreadNotifications: unread });
  }, [unread]);
  return null;
}
