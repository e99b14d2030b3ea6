import type { NotificationItem, PushPayload } from '@shangwe/contract';

/**
 * What the service worker shows for a notification and the page a click opens: the bet for bet
 * notifications with a bet id, the free bet for free bets, otherwise the notification itself.
 */
export function pushPayloadOf(item: NotificationItem): PushPayload {
  const url =
    item.params.bet_id !== null
      ? `/mybets/${item.params.bet_id}`
      : item.params.free_bet_id !== null
        ? `/freebets/${item.params.free_bet_id}`
        : `/notifications/details?id=${item.notification_id}`;
  return {
    title: item.title,
    body: item.message,
    url,
    notification_id: item.notification_id,
    type: item.type,
  };
}
