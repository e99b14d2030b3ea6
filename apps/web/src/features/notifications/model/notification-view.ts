import {
  mappedNotification,
  type NotificationLevel,
  type NotificationParams,
} from '@shangwe/contract';
import { notificationActionPath } from './notification-actions';

/** What a notification shows: the in-app popup, the list row and the details page all use it. */
export interface NotificationView {
  /** The style (spec 02 §4.3: info, success, warning, error). */
  level: NotificationLevel;
  title: string;
  message: string;
  /** The action link, present only when params hold the id it needs. */
  action: { label: string; to: string } | null;
}

/** The fields of a notification the view is built from (list item or socket broadcast). */
export interface NotificationLike {
  type: string;
  level: NotificationLevel;
  title: string;
  message: string;
}

/**
 * Spec 02 §4.3 in one place: a mapped type takes its success or error title and action from the
 * contract's table; any other type (or a mapped type sent as plain info) shows as plain info
 * with the title it was written with and no action.
 */
export function notificationView(
  notification: NotificationLike,
  params: Partial<NotificationParams> | null | undefined,
): NotificationView {
  const mapped = mappedNotification(notification.type, notification.level);
  if (!mapped) {
    return {
      level: 'info',
      title: notification.title,
      message: notification.message,
      action: null,
    };
  }
  const to = mapped.action ? notificationActionPath(mapped.action, params) : null;
  return {
    level: notification.level,
    title: mapped.title,
    message: notification.message,
    action: mapped.action && to ? { label: mapped.action, to } : null,
  };
}
