import { smsRepliesIn } from '@shangwe/domain';
import { smsSender } from '../accounts/sms';
import type { Queryable } from '../db/database';

/**
 * Texts a phone-channel bettor (registered by SMS or USSD, who may see no web notice) how a
 * payment ended: deposit credited or failed, withdrawal paid or released. Written in the
 * transaction that moved the money (outbox), so it is sent once and only if that commits.
 */
export async function paymentSms(
  tx: Queryable,
  payment: {
    kind: 'deposit' | 'withdrawal';
    profileId: number;
    amountCents: number;
    currency: string;
    status: 'completed' | 'failed';
    reason: string | null;
  },
): Promise<void> {
  const { rows } = await tx.query<{ mobile: string; language: string | null }>(
    "SELECT mobile, language FROM profiles WHERE id = $1 AND src IN ('sms', 'ussd')",
    [payment.profileId],
  );
  const mobile = rows[0]?.mobile;
  if (!mobile) return;
  const amount = payment.amountCents / 100;
  const ok = payment.status === 'completed';
  const smsReplies = smsRepliesIn(rows[0]?.language);
  const text =
    payment.kind === 'deposit'
      ? ok
        ? smsReplies.depositCredited(amount, payment.currency)
        : smsReplies.depositFailed(amount, payment.currency, payment.reason)
      : ok
        ? smsReplies.withdrawalPaid(amount, payment.currency)
        : smsReplies.withdrawalFailed(amount, payment.currency);
  await smsSender().send(tx, { mobile, text, purpose: `payment-${payment.kind}` });
}
