import { endpoints, NOTIFICATIONS_PAGE_SIZE } from '@shangwe/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every notifications query starts with this key (invalidated when one arrives or is read). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notifications/list: unread first, newest first within each; 20 a page. */
export function getNotifications(page: number) {
  return api.call(endpoints.notificationsList, {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
  });
}

export const notificationsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

/** The bettor's notifications, page by page. */
export function useNotifications() {
  return useInfiniteQuery(notificationsListQueryOptions());
}

/** GET /api/notifications/list/{id}: one notification with its params. */
export function getNotification(notificationId: number) {
  return api.call(endpoints.notificationDetail, {
    params: { notificationId: String(notificationId) },
  });
}

export const notificationQueryOptions = (notificationId: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'detail', notificationId],
    queryFn: () => getNotification(notificationId),
    staleTime: 10_000,
  });

/** One notification (the details page). */
export function useNotification(notificationId: number | null) {
  return useQuery({
    ...notificationQueryOptions(notificationId ?? 0),
    enabled: notificationId !== null,
  });
}
