import { MONEY_NOTICE_TEXTS, NOTIFICATION_OTHER_TITLES } from '@shangwe/contract';
import { formatMoneyIn } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { notify, type Notice } from './notification-writer';

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
  const amount = formatMoneyIn(payment.amountCents / 100, payment.currency);
  const ok = payment.status === 'completed';
  const message =
    payment.kind === 'deposit'
      ? ok
        ? MONEY_NOTICE_TEXTS.depositCredited(amount)
        : MONEY_NOTICE_TEXTS.depositFailed(amount, payment.reason)
      : ok
        ? MONEY_NOTICE_TEXTS.withdrawalPaid(amount)
        : MONEY_NOTICE_TEXTS.withdrawalFailed(amount, payment.reason);
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
      // A credited deposit answers the bettor's own action (they watch it arrive): it is listed
      // but not counted unread, so eight deposits do not start the bell at '9+'.
      read: payment.kind === 'deposit' && ok,
    },
    now,
  );
}
