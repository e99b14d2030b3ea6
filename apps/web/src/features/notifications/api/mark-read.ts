import { endpoints } from '@shangwe/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCountsStore } from '../../../shared/counts-store';
import { NOTIFICATIONS_COUNT_KEY } from './get-notifications-count';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** POST /api/notifications/list/{id}/read: marks one read; answers it and the unread count. */
export function markNotificationRead(notificationId: number) {
  return api.call(endpoints.notificationMarkRead, {
    params: { notificationId: String(notificationId) },
    body: {},
  });
}

/** POST /api/notifications/read-all: marks every unread one read. */
export function markAllNotificationsRead() {
  return api.call(endpoints.notificationsMarkAllRead, { body: {} });
}

/** The bell and the menu follow the count the server answered at once. */
function applyCount(queryClient: QueryClient, totalCount: number) {
  useCountsStore.getState().setCounts({ unreadNotifications: totalCount });
  queryClient.setQueriesData<number>({ queryKey: NOTIFICATIONS_COUNT_KEY }, totalCount);
  void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
}

/** Marks one notification read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer) => {
      queryClient.setQueryData([...NOTIFICATIONS_KEY, 'detail', answer.data.notification_id], {
        data: answer.data,
      });
      applyCount(queryClient, answer.total_count);
    },
  });
}

/** Marks all notifications read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => applyCount(queryClient, answer.total_count),
  });
}
