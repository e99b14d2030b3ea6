import type { NotificationItem } from '@shangwe/contract';
import { Link } from '../../../lib/app-link';
import { Button, EmptyState, Loader } from '../../../components/ui';
import { useCountsStore } from '../../../shared/counts-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { notificationView } from '../model/notification-view';
import { NotificationTime } from './notification-time';
import { PushSettingsCard } from './push-settings-card';
import { msg, t, tAny } from '../../../lib/i18n';
import '../notifications.css';

/** The list's empty text. */
export const NO_NOTIFICATIONS = msg('You have no notifications yet');

/** The address of one notification's page. */
export function notificationDetailsPath(notificationId: number): string {
  return `/notifications/details?id=${notificationId}`;
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const view = notificationView(item, item.params);
  const markRead = useMarkRead();
  const unread = item.status === 'unread';
  return (
    <li
      className={`notification-row notification-row--${view.level}${unread ? ' notification-row--unread' : ''}`}
      data-testid="notification-row"
      data-status={item.status}
    >
      <Link className="notification-row__link" to={notificationDetailsPath(item.notification_id)}>
        <span className="notification-row__head">
          {unread ? <span className="notification-dot" aria-label={t('Unread')} /> : null}
          <strong className="notification-row__title">{tAny(view.title)}</strong>
          <NotificationTime at={item.created_at} />
        </span>
        <span className="notification-row__message">{tAny(item.message)}</span>
      </Link>
      {unread ? (
        <Button
          variant="ghost"
          className="notification-row__read"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(item.notification_id)}
        >
          {t('Mark as read')}
        </Button>
      ) : null}
    </li>
  );
}

/** /notifications (requires auth): the bettor's notifications, unread first (spec 02 §2.2). */
export function NotificationsScreen() {
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const unread = useCountsStore((s) => s.unreadNotifications);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const serverUnread = list.data?.pages[0]?.total_count ?? unread;

  return (
    <main className="notifications" data-testid="notifications-screen">
      <header className="notifications__header">
        <h1 className="notifications__title">{t('Notifications')}</h1>
        <Button
          variant="secondary"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={serverUnread === 0 && unread === 0}
          data-testid="mark-all-read"
        >
          {t('Mark all as read')}
        </Button>
      </header>
      {markAll.isError ? (
        <p className="notifications__error" role="alert">
          {tAny(markAll.error.message)}
        </p>
      ) : null}

      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <EmptyState
          message={tAny(list.error.message)}
          action={<Button onClick={() => void list.refetch()}>{t('Try again')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState message={tAny(NO_NOTIFICATIONS)} />
      ) : (
        <ul className="notifications__list" aria-label={t('Notifications')}>
          {items.map((item) => (
            <NotificationRow key={item.notification_id} item={item} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('Load more')}
        </Button>
      ) : null}

      <PushSettingsCard />
    </main>
  );
}
