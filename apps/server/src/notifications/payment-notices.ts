import { NOTIFICATION_OTHER_TITLES } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { notify, type Notice } from './notification-writer';

const money = (currency: string, cents: number) => `${currency} ${(cents / 100).toFixed(2)}`;

/**
 * A payment's end, told to its bettor in the transaction that moved its money: deposit
 * credited or failed, withdrawal paid or failed (the amount back on the balance).
 */
export function paymentNotice(
  tx: Queryable,
  payment: {
    kind: 'deposit' | 'withdrawal';
    reference: string;
    profileId: number;
    amountCents: number;
    currency: string;
    status: 'completed' | 'failed';
    reason: string | null;
  },
  now: Date,
): Promise<Notice | null> {
  const amount = money(payment.currency, payment.amountCents);
  const ok = payment.status === 'completed';
  const why = payment.reason ? ` ${payment.reason}.`.replace(/\.\.$/, '.') : '';
  const message =
    payment.kind === 'deposit'
      ? ok
        ? `Your deposit of ${amount} has been credited to your account.`
        : `Your deposit of ${amount} failed.${why}`
      : ok
        ? `Your withdrawal of ${amount} has been paid.`
        : `Your withdrawal of ${amount} could not be paid and is back on your balance.${why}`;
  const title =
    payment.kind === 'deposit'
      ? NOTIFICATION_OTHER_TITLES.deposit[ok ? 'success' : 'error']
      : ok
        ? NOTIFICATION_OTHER_TITLES.withdrawal
        : 'Withdrawal failed';
  return notify(
    tx,
    {
      profileId: payment.profileId,
      type: payment.kind,
      level: ok ? 'success' : 'error',
      title,
      message,
      dedupeKey: `${payment.kind}:${payment.reference}:${payment.status}`,
    },
    now,
  );
}
