import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { Button, EmptyState, Loader } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { useNotification } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationView } from '../model/notification-view';
import { NotificationTime } from './notification-time';
import { msg, t, tAny } from '../../../lib/i18n';
import '../notifications.css';

/** What a missing or malformed id shows (the server's wording for an unknown one). */
export const NOTIFICATION_NOT_FOUND = msg('Notification not found');

function idFrom(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  return Number(value);
}

/**
 * /notifications/details?id={notification_id} (requires auth): one notification with its
 * action (spec 02 §4.3); opening it marks it read.
 */
export function NotificationDetailsScreen() {
  const [search] = useSearchParams();
  const id = idFrom(search.get('id'));
  const detail = useNotification(id);
  const markRead = useMarkRead();
  const item = detail.data?.data;
  const unread = item?.status === 'unread';

  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (item && unread && !isPending) mutate(item.notification_id);
    // Once per unread notification shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.notification_id, unread]);

  const back = (
    <Link className="notification-details__back" to="/notifications">
      {t('All notifications')}
    </Link>
  );

  if (id === null) {
    return (
      <main className="notifications" data-testid="notification-details">
        <EmptyState message={tAny(NOTIFICATION_NOT_FOUND)} action={back} />
      </main>
    );
  }
  if (detail.isPending) {
    return (
      <main className="notifications" data-testid="notification-details">
        <Loader />
      </main>
    );
  }
  if (detail.isError || !item) {
    // An id that is not (or no longer) the bettor's: nothing to retry.
    const missing = !detail.isError || isApiError(detail.error, 404);
    return (
      <main className="notifications" data-testid="notification-details">
        <EmptyState
          message={tAny(missing ? NOTIFICATION_NOT_FOUND : detail.error.message)}
          action={
            <>
              {missing ? null : (
                <Button variant="secondary" onClick={() => void detail.refetch()}>
                  {t('Try again')}
                </Button>
              )}
              {back}
            </>
          }
        />
      </main>
    );
  }

  const view = notificationView(item, item.params);
  return (
    <main className="notifications" data-testid="notification-details">
      {back}
      <article
        className={`notification-details notification-details--${view.level}`}
        data-status={item.status}
      >
        <h1 className="notification-details__title">{tAny(view.title)}</h1>
        <NotificationTime at={item.created_at} />
        <p className="notification-details__message">{tAny(item.message)}</p>
        {view.action ? (
          <Link className="btn btn-primary" to={view.action.to} data-testid="notification-action">
            {tAny(view.action.label)}
          </Link>
        ) : null}
      </article>
    </main>
  );
}
