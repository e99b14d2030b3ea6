import type { Queryable } from '../db/database';

export type PaymentKind = 'deposit' | 'withdrawal';
const TABLE: Record<PaymentKind, string> = { deposit: 'deposits', withdrawal: 'withdrawals' };

/** A deposit or withdrawal row. */
export interface PaymentRow {
  id: number;
  reference: string;
  profile_id: number;
  provider: string;
  amount: number;
  currency: string;
  mobile: string;
  /** 'pending_approval': a withdrawal above its country's threshold, waiting for staff. */
  status: 'initiated' | 'pending' | 'pending_approval' | 'completed' | 'failed';
  failure_reason: string | null;
  provider_reference: string | null;
  created_at: Date;
  completed_at: Date | null;
}

/**
 * When a payment was handed to its provider at the earliest: a withdrawal that waited for
 * approval goes to the rail only once approved, so its age counts from then.
 */
const SINCE: Record<PaymentKind, string> = {
  deposit: 'created_at',
  withdrawal: 'coalesce(approval_decided_at, created_at)',
};

const COLUMNS = `id, reference, profile_id, provider, amount, currency, mobile, status, failure_reason,
  provider_reference, created_at, completed_at`;

export async function insertPayment(
  db: Queryable,
  kind: PaymentKind,
  input: {
    reference: string;
    callbackToken?: string;
    profileId: number;
    provider: string;
    amountCents: number;
    currency: string;
    mobile: string;
    now: Date;
    /** A withdrawal that waits for a payments agent's approval before the rail is asked. */
    awaitingApproval?: boolean;
  },
): Promise<PaymentRow> {
  const approval = input.awaitingApproval
    ? `, status, approval) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending_approval', 'awaiting')`
    : `) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO ${TABLE[kind]} (reference, profile_id, provider, amount, currency, mobile, created_at, callback_token${approval}
     RETURNING ${COLUMNS}`,
    [
      input.reference,
      input.profileId,
      input.provider,
      input.amountCents,
      input.currency,
      input.mobile,
      input.now,
      input.callbackToken ?? null,
    ],
  );
  return rows[0]!;
}

/**
 * Records how the provider accepted the request (and, in sandbox, when it will call back). A
 * callback may have settled the payment already (it can overtake the provider's answer): its
 * outcome stays, and a provider id it already recorded is kept.
 */
export async function recordAcceptance(
  db: Queryable,
  kind: PaymentKind,
  id: number,
  input: {
    providerReference: string;
    callbackDueAt: Date | null;
    callbackOutcome: string | null;
    reason: string | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE ${TABLE[kind]} SET provider_reference = coalesce(provider_reference, $2),
       callback_due_at = $3, callback_outcome = $4, failure_reason = $5
     WHERE id = $1 AND status IN ('initiated', 'pending')`,
    [id, input.providerReference, input.callbackDueAt, input.callbackOutcome, input.reason],
  );
  await db.query(
    `UPDATE ${TABLE[kind]} SET provider_reference = $2 WHERE id = $1 AND provider_reference IS NULL`,
    [id, input.providerReference],
  );
}

/**
 * A callback that overtook the provider's answer names the provider's id before we stored it:
 * the first id recorded for a payment is its id. Returns the payment's id after the claim.
 */
export async function claimProviderReference(
  db: Queryable,
  kind: PaymentKind,
  id: number,
  providerReference: string,
): Promise<string | null> {
  const { rows } = await db.query<{ provider_reference: string | null }>(
    `UPDATE ${TABLE[kind]} SET provider_reference = coalesce(provider_reference, $2)
     WHERE id = $1 RETURNING provider_reference`,
    [id, providerReference],
  );
  return rows[0]?.provider_reference ?? null;
}

/** Locks a payment by reference for its callback. */
export async function lockPayment(
  db: Queryable,
  kind: PaymentKind,
  reference: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM ${TABLE[kind]} WHERE reference = $1 FOR UPDATE`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function findPayment(
  db: Queryable,
  kind: PaymentKind,
  reference: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM ${TABLE[kind]} WHERE reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function finishPayment(
  db: Queryable,
  kind: PaymentKind,
  id: number,
  input: {
    status: 'completed' | 'failed';
    reason: string | null;
    providerReference: string | null;
    receipt?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE ${TABLE[kind]} SET status = $2, failure_reason = $3, provider_reference = coalesce($4, provider_reference),
       completed_at = $5, callback_due_at = NULL, provider_receipt = coalesce($6, provider_receipt)
     WHERE id = $1`,
    [
      id,
      input.status,
      input.status === 'failed' ? input.reason : null,
      input.providerReference,
      input.now,
      input.receipt ?? null,
    ],
  );
}

/** A sandbox callback whose time has come. */
export interface DueCallback {
  kind: PaymentKind;
  reference: string;
  provider: string;
  amount: number;
  outcome: 'completed' | 'failed';
  reason: string | null;
  provider_reference: string | null;
}

/** Sandbox callbacks due at `now`, oldest first. */
export async function dueSandboxCallbacks(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<DueCallback[]> {
  const { rows } = await db.query<DueCallback>(
    `SELECT * FROM (
       SELECT 'deposit' AS kind, reference, provider, amount, callback_outcome AS outcome,
              failure_reason AS reason, provider_reference, callback_due_at
       FROM deposits WHERE status = 'initiated' AND callback_due_at <= $1
       UNION ALL
       SELECT 'withdrawal', reference, provider, amount, callback_outcome, failure_reason, provider_reference,
              callback_due_at
       FROM withdrawals WHERE status = 'pending' AND callback_due_at <= $1
     ) due ORDER BY callback_due_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/**
 * Sandbox payments recorded but never handed to the (simulated) provider: the process died
 * between committing the payment and the provider call, so no callback will ever come. The
 * provider never saw them, so they fail: a failed callback is scheduled now and delivered like
 * any other (a withdrawal's reserved amount goes back through the usual path). Age is measured
 * on the database clock, well past the milliseconds a live initiation takes.
 */
export async function failOrphanedSandboxPayments(
  db: Queryable,
  providers: readonly string[],
  reason: string,
): Promise<number> {
  let failed = 0;
  for (const [kind, waiting] of [
    ['deposit', 'initiated'],
    ['withdrawal', 'pending'],
  ] as const) {
    const { rowCount } = await db.query(
      `UPDATE ${TABLE[kind]} SET callback_due_at = now(), callback_outcome = 'failed', failure_reason = $3
        WHERE status = $1 AND provider = ANY($2::text[]) AND callback_due_at IS NULL
          AND provider_reference IS NULL AND ${SINCE[kind]} < now() - interval '5 seconds'`,
      [waiting, providers, reason],
    );
    failed += rowCount ?? 0;
  }
  return failed;
}

/** Pushes a failed delivery back (the provider retries later). */
export async function postponeCallback(
  db: Queryable,
  kind: PaymentKind,
  reference: string,
  dueAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE ${TABLE[kind]} SET callback_due_at = $2, callback_attempts = callback_attempts + 1 WHERE reference = $1`,
    [reference, dueAt],
  );
}

/** The payment whose unguessable callback token this is (real rails' unsigned callbacks). */
export async function findPaymentByToken(
  db: Queryable,
  kind: PaymentKind,
  token: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM ${TABLE[kind]} WHERE callback_token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** Payments of a provider still waiting since before `before` and not asked since then. */
export async function waitingPayments(
  db: Queryable,
  providers: readonly string[],
  before: Date,
  limit: number,
): Promise<Array<PaymentRow & { kind: PaymentKind }>> {
  if (providers.length === 0) return [];
  const { rows } = await db.query<PaymentRow & { kind: PaymentKind }>(
    `SELECT * FROM (
       SELECT 'deposit' AS kind, ${COLUMNS} FROM deposits
       WHERE status = 'initiated' AND provider = ANY($1) AND created_at <= $2
         AND (checked_at IS NULL OR checked_at <= $2)
       UNION ALL
       SELECT 'withdrawal', ${COLUMNS} FROM withdrawals
       WHERE status = 'pending' AND provider = ANY($1) AND ${SINCE.withdrawal} <= $2
         AND (checked_at IS NULL OR checked_at <= $2)
     ) waiting ORDER BY created_at LIMIT $3`,
    [providers, before, limit],
  );
  return rows;
}

/** Notes that the provider was asked about a payment (so it is not asked on every tick). */
export async function markChecked(
  db: Queryable,
  kind: PaymentKind,
  id: number,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE ${TABLE[kind]} SET checked_at = $2 WHERE id = $1`, [id, now]);
}
