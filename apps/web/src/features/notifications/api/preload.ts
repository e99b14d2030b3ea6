import { queryClient } from '../../../lib/query-client';
import { notificationQueryOptions, notificationsListQueryOptions } from './get-notifications';

/** The first page of notifications, asked for while the screen's chunk loads. */
export function preloadNotifications(): void {
  void queryClient.prefetchInfiniteQuery(notificationsListQueryOptions());
}

/** One notification (`/notifications/details?id=N`), asked for while the screen's chunk loads. */
export function preloadNotification(id: string | null): void {
  if (!id || !/^[1-9][0-9]{0,14}$/.test(id)) return;
  void queryClient.prefetchQuery(notificationQueryOptions(Number(id)));
}
