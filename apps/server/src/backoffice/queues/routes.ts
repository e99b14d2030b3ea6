import { boQueueEndpoints } from '@shangwe/contract/backoffice';
import { toMajor, type Cents } from '@shangwe/domain';
import type { FastifyRequest } from 'fastify';
import { reviewKyc } from '../../accounts/kyc-service';
import { HttpError } from '../../platform/errors';
import {
  approveWithdrawal,
  rejectWithdrawal,
  type ApprovalOutcome,
} from '../../payments/withdrawal-approval';
import { listApprovalQueue } from '../../payments/withdrawal-approval-repository';
import type { RouteModule } from '../../routes';
import { recordStaffAction } from '../audit';
import { boError } from '../errors';
import { boRoute, staffOf } from '../guard';
import { listKycQueue } from './kyc-queue-repository';

const actor = (staff: { id: number; email: string }) => ({ id: staff.id, email: staff.email });
const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A decision on a withdrawal that was not waiting any more, or one that does not exist. */
async function decided(work: () => Promise<ApprovalOutcome>) {
  let outcome: ApprovalOutcome;
  try {
    outcome = await work();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'UNKNOWN_PAYMENT')
      throw boError('WITHDRAWAL_NOT_FOUND');
    throw error;
  }
  if (!outcome.changed) throw boError('WITHDRAWAL_ALREADY_DECIDED');
  return { reference: outcome.reference, status: outcome.status };
}

/** The back office's queues: withdrawal approvals (payments) and KYC review (kyc). */
export const boQueueRoutes: RouteModule = async (app, ctx) => {
  const e = boQueueEndpoints;

  boRoute(app, ctx, e.withdrawalQueue, async (request) => {
    const { state, page, per_page } = request.query;
    const { items, total } = await listApprovalQueue(ctx.db, { state, page, perPage: per_page });
    return {
      items: items.map((w) => ({
        id: Number(w.id),
        reference: w.reference,
        bettor_id: Number(w.profile_id),
        mobile: w.mobile,
        country: w.country,
        name: w.name,
        amount: toMajor(Number(w.amount) as Cents),
        currency: w.currency,
        status: w.status,
        approval: w.approval,
        reason: w.approval_reason,
        decided_at: iso(w.approval_decided_at),
        decided_by: w.approved_by,
        created_at: iso(w.created_at)!,
      })),
      total,
      page,
      per_page,
    };
  });

  boRoute(app, ctx, e.withdrawalApprove, async (request) => {
    const staff = actor(staffOf(request));
    const id = request.params.id;
    return decided(() =>
      approveWithdrawal(ctx, { id, staffId: staff.id, baseUrl: baseUrlOf(request) }, (tx, row) =>
        recordStaffAction(tx, {
          staff,
          action: 'withdrawal.approve',
          objectType: 'withdrawal',
          objectId: row.reference,
          before: { status: 'pending_approval' },
          after: {
            status: 'pending',
            bettor_id: Number(row.profile_id),
            amount: toMajor(Number(row.amount) as Cents),
            currency: row.currency,
          },
          reason: request.body.reason,
          at: ctx.now(),
        }).then(() => undefined),
      ),
    );
  });

  boRoute(app, ctx, e.withdrawalReject, async (request) => {
    const staff = actor(staffOf(request));
    const { reason } = request.body;
    return decided(() =>
      rejectWithdrawal(ctx, { id: request.params.id, staffId: staff.id, reason }, (tx, row) =>
        recordStaffAction(tx, {
          staff,
          action: 'withdrawal.reject',
          objectType: 'withdrawal',
          objectId: row.reference,
          before: { status: 'pending_approval' },
          after: {
            status: 'failed',
            released: toMajor(Number(row.amount) as Cents),
            bettor_id: Number(row.profile_id),
            currency: row.currency,
          },
          reason,
          at: ctx.now(),
        }).then(() => undefined),
      ),
    );
  });

  boRoute(app, ctx, e.kycQueue, async (request) => {
    const { state, page, per_page } = request.query;
    const { items, total } = await listKycQueue(ctx.db, { state, page, perPage: per_page });
    return { items, total, page, per_page };
  });

  const review = async (
    staff: { id: number; email: string },
    bettorId: number,
    decision: 'approve' | 'reject',
    reason: string | null,
  ) => {
    const result = await reviewKyc(
      ctx,
      { profileId: bettorId, decision, reason },
      async (tx, before) => {
        await recordStaffAction(tx, {
          staff,
          action: `kyc.${decision}`,
          objectType: 'bettor',
          objectId: bettorId,
          before: { kyc_status: before.status },
          after: {
            kyc_status: decision === 'approve' ? '2' : '3',
            ...(decision === 'reject' && { reason }),
          },
          reason,
          at: ctx.now(),
        });
      },
    );
    if (result === undefined) throw boError('BETTOR_NOT_FOUND');
    if (result === null) throw boError('KYC_NOT_WAITING');
    return { bettor_id: bettorId, status: result.status };
  };
  boRoute(app, ctx, e.kycApprove, async (request) =>
    review(actor(staffOf(request)), request.params.id, 'approve', request.body.reason ?? null),
  );
  boRoute(app, ctx, e.kycReject, async (request) =>
    review(actor(staffOf(request)), request.params.id, 'reject', request.body.reason),
  );
};
