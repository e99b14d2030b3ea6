import type { AppContext } from '../../platform/context';
import { applyPaymentCallback, type CallbackOutcome } from '../payment-service';
import { markChecked, type PaymentKind, type PaymentRow } from '../payments-repository';
import { savePayoutAccount } from '../payout-accounts';
import type { PaymentProvider } from '../providers';

/**
 * Settles a payment on what the provider's own query/verify API says, never on an unsigned
 * callback alone: callbacks and reconciliation both end here, and the ledger moves at most once
 * (applyPaymentCallback locks the row and ignores a payment already settled).
 */
export async function settleWithProvider(
  ctx: AppContext,
  provider: PaymentProvider,
  kind: PaymentKind,
  row: PaymentRow,
  receipt: string | null = null,
): Promise<CallbackOutcome> {
  const unchanged = { reference: row.reference, status: row.status, changed: false };
  if (!provider.checkStatus) return unchanged;
  const answer = await provider.checkStatus({
    kind,
    reference: row.reference,
    providerReference: row.provider_reference,
    amountCents: row.amount,
    currency: row.currency,
    mobile: row.mobile,
    createdAt: new Date(row.created_at),
  });
  await markChecked(ctx.db, kind, row.id, ctx.now());
  if (answer.status === 'pending') {
    if (answer.review) {
      // Never refunded blindly: the provider may have paid. Someone checks its portal.
      ctx.logger.error({ reference: row.reference, kind }, answer.review);
      ctx.metrics
        .counter('payments_manual_review_total', 'Payments waiting for manual review', ['provider'])
        .inc({ provider: provider.name });
    }
    return unchanged;
  }
  if (answer.status === 'completed' && answer.payoutAuthorization && kind === 'deposit') {
    await savePayoutAccount(ctx.db, {
      profileId: row.profile_id,
      provider: provider.name,
      ...answer.payoutAuthorization,
      depositReference: row.reference,
      now: ctx.now(),
    });
  }
  return applyPaymentCallback(ctx, {
    kind,
    provider: provider.name,
    reference: row.reference,
    status: answer.status,
    amountCents: row.amount,
    providerReference: null,
    reason: answer.status === 'failed' ? answer.reason : null,
    receipt: answer.status === 'completed' ? (answer.receipt ?? receipt) : null,
  });
}
