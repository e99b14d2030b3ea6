import type { Queryable } from '../db/database';
import type { PaymentRow } from './payments-repository';

/** A withdrawal as the approval needs it: its rail's callback address and its bettor's country. */
export interface ApprovalCandidate extends PaymentRow {
  callback_token: string | null;
  country: string;
}

export async function findApprovalCandidate(
  db: Queryable,
  id: number,
): Promise<ApprovalCandidate | null> {
  const { rows } = await db.query<ApprovalCandidate>(
    `SELECT w.id, w.reference, w.profile_id, w.provider, w.amount, w.currency, w.mobile, w.status,
            w.failure_reason, w.provider_reference, w.created_at, w.completed_at, w.callback_token,
            p.country
     FROM withdrawals w JOIN profiles p ON p.id = w.profile_id WHERE w.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Approved: the withdrawal goes to its rail as any withdrawal does ('pending'). */
export async function markApproved(db: Queryable, id: number, staffId: number, now: Date) {
  await db.query(
    `UPDATE withdrawals SET status = 'pending', approval = 'approved', approval_decided_at = $3,
       approval_staff_id = $2
     WHERE id = $1 AND status = 'pending_approval'`,
    [id, staffId, now],
  );
}

/** Rejected (the payment itself was failed by the wallet's settle path): who and why. */
export async function markRejected(
  db: Queryable,
  id: number,
  staffId: number,
  reason: string,
  now: Date,
) {
  await db.query(
    `UPDATE withdrawals SET approval = 'rejected', approval_decided_at = $3, approval_staff_id = $2,
       approval_reason = $4
     WHERE id = $1`,
    [id, staffId, now, reason],
  );
}

/** One row of the approvals queue. */
export interface ApprovalQueueRow {
  id: number;
  reference: string;
  profile_id: number;
  mobile: string;
  country: string;
  name: string | null;
  amount: number;
  currency: string;
  status: string;
  approval: string;
  approval_reason: string | null;
  approval_decided_at: Date | null;
  approved_by: string | null;
  created_at: Date;
}

/**
 * The approvals queue: `waiting` (oldest first: the longest wait is served first) or
 * `decided` (newest decision first), with the bettor's phone and name on the ID.
 */
export async function listApprovalQueue(
  db: Queryable,
  input: { state: 'waiting' | 'decided'; page: number; perPage: number },
): Promise<{ items: ApprovalQueueRow[]; total: number }> {
  const where =
    input.state === 'waiting'
      ? `w.status = 'pending_approval'`
      : `w.approval IN ('approved', 'rejected')`;
  const order =
    input.state === 'waiting'
      ? 'w.created_at ASC, w.id ASC'
      : 'w.approval_decided_at DESC, w.id DESC';
  const { rows } = await db.query<ApprovalQueueRow>(
    `SELECT w.id, w.reference, w.profile_id, p.mobile, p.country, p.kyc_official_name AS name,
              w.amount, w.currency, w.status, w.approval, w.approval_reason, w.approval_decided_at,
              s.email AS approved_by, w.created_at
       FROM withdrawals w
       JOIN profiles p ON p.id = w.profile_id
       LEFT JOIN staff s ON s.id = w.approval_staff_id
       WHERE ${where}
       ORDER BY ${order}
       LIMIT $1 OFFSET $2`,
    [input.perPage, (input.page - 1) * input.perPage],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`,
  );
  return { items: rows, total: Number(count.rows[0]?.n ?? 0) };
}
