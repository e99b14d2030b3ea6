import { getCountryConfig, isCountryCode, toMajor, type Cents } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { HttpError, notFound } from '../platform/errors';
import {
  acceptanceRecord,
  askProvider,
  countryProviders,
  PAYMENT_MESSAGES,
  rejectPendingWithdrawal,
} from './payment-service';
import { findPayoutAccount, saveRecipientCode } from './payout-accounts';
import { findPayment, lockPayment, recordAcceptance, type PaymentRow } from './payments-repository';
import {
  findApprovalCandidate,
  markApproved,
  markRejected,
  type ApprovalCandidate,
} from './withdrawal-approval-repository';

/**
 * Withdrawal approvals. A withdrawal above its country's threshold
 * (`ServerEnv.withdrawalApprovalAbove`: WITHDRAWAL_APPROVAL_ABOVE_KE/_GH/_NG, defaults in
 * packages/domain) is recorded 'pending_approval' with its amount reserved, and no payout rail
 * is asked (payment-service.ts `requestWithdrawal`). A payments agent then:
 * - approves it: it becomes 'pending' and the rail is asked exactly as a small withdrawal's is
 *   (a refusal fails it and gives the reservation back; no answer leaves it to reconciliation);
 * - rejects it with a reason: it fails with 'Not approved: <reason>' (the bettor's notice and
 *   statement show it) and the reservation goes back to the bettor's cash through the wallet.
 * Each decision is taken under the withdrawal's row lock: a second decision changes nothing
 * (`changed: false`). `alongside` writes the back office's audit row in the decision's own
 * transaction.
 */

/** What the bettor reads when staff reject their withdrawal. */
export const notApprovedReason = (reason: string) => `Not approved: ${reason}`;

export interface ApprovalOutcome {
  reference: string;
  /** Where the withdrawal stands after the decision (and, when approved, the rail's answer). */
  status: PaymentRow['status'];
  changed: boolean;
}

/** The withdrawal of `id`, or 404. */
async function candidate(ctx: AppContext, id: number): Promise<ApprovalCandidate> {
  const found = await findApprovalCandidate(ctx.db, id);
  if (!found) throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  return found;
}

export async function approveWithdrawal(
  ctx: AppContext,
  input: { id: number; staffId: number; baseUrl: string },
  alongside: (tx: Queryable, row: PaymentRow) => Promise<void>,
): Promise<ApprovalOutcome> {
  const found = await candidate(ctx, input.id);
  if (found.status !== 'pending_approval')
    return { reference: found.reference, status: found.status, changed: false };
  const country = isCountryCode(found.country) ? found.country : ctx.env.defaultCountry;
  const config = getCountryConfig(country);
  const provider = countryProviders(ctx, config).find((p) => p.name === found.provider);
  const payoutAccount = provider?.payoutAccountMissing
    ? await findPayoutAccount(ctx.db, found.profile_id, provider.name)
    : null;
  if (!provider || (provider.payoutAccountMissing && !payoutAccount)) {
    // The rail it was requested on cannot pay it any more: only a rejection can end it.
    throw new HttpError(409, 'CONFLICT', PAYMENT_MESSAGES.noPayouts);
  }

  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, 'withdrawal', found.reference);
    if (!locked || locked.status !== 'pending_approval') return null;
    await markApproved(tx, locked.id, input.staffId, ctx.now());
    await alongside(tx, locked);
    return locked;
  });
  if (!row) {
    const now = await findPayment(ctx.db, 'withdrawal', found.reference);
    return { reference: found.reference, status: now?.status ?? found.status, changed: false };
  }

  // As a small withdrawal's: the rail is asked outside any transaction.
  let acceptance = null;
  try {
    acceptance = await askProvider(
      ctx,
      `withdraw:${row.profile_id}`,
      null,
      'withdrawal',
      { ...row, status: 'pending' },
      provider,
      {
        reference: row.reference,
        amountCents: row.amount,
        currency: row.currency,
        mobile: row.mobile,
        baseUrl: input.baseUrl,
        publicUrl: ctx.env.publicUrl,
        callbackToken: found.callback_token ?? '',
        now: ctx.now(),
        ...(payoutAccount && { payoutAccount }),
      },
    );
  } catch (error) {
    // The rail refused: the withdrawal failed and its reservation went back (askProvider).
    if (!(error instanceof HttpError)) throw error;
  }
  if (acceptance) {
    await ctx.db.transaction(async (tx) => {
      await recordAcceptance(tx, 'withdrawal', row.id, acceptanceRecord(acceptance));
      if (acceptance.payoutRecipient && payoutAccount) {
        await saveRecipientCode(tx, payoutAccount, acceptance.payoutRecipient);
      }
    });
  }
  const after = await findPayment(ctx.db, 'withdrawal', row.reference);
  ctx.metrics
    .counter('withdrawal_approvals_total', 'Withdrawal approval decisions', ['decision'])
    .inc({ decision: 'approved' });
  return { reference: row.reference, status: after?.status ?? 'pending', changed: true };
}

export async function rejectWithdrawal(
  ctx: AppContext,
  input: { id: number; staffId: number; reason: string },
  alongside: (tx: Queryable, row: PaymentRow) => Promise<void>,
): Promise<ApprovalOutcome> {
  const found = await candidate(ctx, input.id);
  const outcome = await rejectPendingWithdrawal(
    ctx,
    found.reference,
    notApprovedReason(input.reason),
    async (tx, row) => {
      await markRejected(tx, row.id, input.staffId, input.reason, ctx.now());
      await alongside(tx, row);
    },
  );
  if (outcome.changed) {
    ctx.metrics
      .counter('withdrawal_approvals_total', 'Withdrawal approval decisions', ['decision'])
      .inc({ decision: 'rejected' });
  }
  return outcome;
}

/** Major units of a withdrawal row's amount (for audit rows). */
export const amountOf = (row: Pick<PaymentRow, 'amount'>) => toMajor(row.amount as Cents);
