import type { NotificationParams } from '@shangwe/contract';

/** The action labels of spec 02 §4.3 (the contract's NOTIFICATION_TYPE_MAPPING names them). */
export type NotificationActionLabel = 'View Bet' | 'Retry Bet' | 'View Freebet';

/**
 * The page an action opens, from the ids in the notification's params (spec 02 §2.3 navigation
 * targets: /mybets/{bet_id}, /betslip?ref={bet_ref}, /freebets). Null when the id it needs is
 * missing: spec 02 §4.3 shows an action only when params hold its id.
 */
export function notificationActionPath(
  label: string,
  params: Partial<NotificationParams> | null | undefined,
): string | null {
  switch (label) {
    case 'View Bet':
      return params?.bet_id != null ? `/mybets/${params.bet_id}` : null;
    case 'Retry Bet':
      return params?.bet_ref ? `/betslip?ref=${encodeURIComponent(params.bet_ref)}` : null;
    case 'View Freebet':
      return params?.free_bet_id != null ? '/freebets' : null;
    default:
      return null;
  }
}
