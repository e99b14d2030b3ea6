import type { BoReconciliationLine, BoReconciliationResponse } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import { applyPaymentCallback, type CallbackOutcome } from '../../payments/payment-service';
import { findPayment, type PaymentKind } from '../../payments/payments-repository';
import { dailyPaymentReport } from '../../payments/rails/daily-report';
import { railByName, railsOf } from '../../payments/rails/rail-providers';
import { settleWithProvider } from '../../payments/rails/settle-with-provider';
import type { AppContext } from '../../platform/context';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

const WAITING: Record<PaymentKind, string> = { deposit: 'initiated', withdrawal: 'pending' };

/**
 * The day's payments against the ledger, per rail (the daily report of `npm run
 * payments:report`, payments/rails/daily-report.ts, on a screen):
 * - settled: completed or failed that day and the ledger moved exactly what it should;
 * - failed: of those, the ones the rail refused (nothing credited, a withdrawal released);
 * - unmatched: settled that day but the ledger moved another amount, twice or not at all, a
 *   real rail's completed payment without a receipt, or a ledger movement of the day that no
 *   payment accounts for (provider `-`);
 * - pending: every payment created before the end of the day still waiting for its rail.
 */
export async function reconciliation(
  ctx: AppContext,
  day: string,
): Promise<BoReconciliationResponse> {
  const realRails = [...railsOf(ctx.env.paymentRails, ctx.now).byName.keys()];
  const report = await dailyPaymentReport(ctx.db, day, realRails);
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  const refs = report.lines.map((l) => l.reference);
  const owners = await ctx.db.query<{ reference: string; profile_id: number; created_at: Date }>(
    `SELECT reference, profile_id, created_at FROM deposits WHERE reference = ANY($1::text[])
     UNION ALL
     SELECT reference, profile_id, created_at FROM withdrawals WHERE reference = ANY($1::text[])`,
    [refs],
  );
  const owner = new Map(owners.rows.map((r) => [r.reference, r]));
  const waiting = await ctx.db.query<{
    kind: 'deposit' | 'withdrawal';
    provider: string;
    reference: string;
    profile_id: number;
    status: string;
    amount: number;
    created_at: Date;
  }>(
    `SELECT 'deposit' AS kind, provider, reference, profile_id, status, amount, created_at
       FROM deposits WHERE status = 'initiated' AND created_at < $1
     UNION ALL
     SELECT 'withdrawal', provider, reference, profile_id, status, amount, created_at
       FROM withdrawals WHERE status = 'pending' AND created_at < $1
     ORDER BY created_at`,
    [end],
  );
  const lines: BoReconciliationLine[] = [
    ...report.lines.map((l): BoReconciliationLine => {
      const o = owner.get(l.reference);
      return {
        kind: l.kind,
        provider: l.provider,
        reference: l.reference,
        profile_id: o?.profile_id ?? null,
        status: l.status,
        state: l.problem ? 'unmatched' : l.status === 'failed' ? 'failed' : 'settled',
        amount: l.amountCents / 100,
        ledger: l.ledgerCents / 100,
        receipt: l.receipt,
        problem: l.problem,
        created_at: o ? new Date(o.created_at).toISOString() : null,
      };
    }),
    ...report.orphanMovements.map((m): BoReconciliationLine => ({
      kind: m.kind === 'deposit' ? 'deposit' : 'withdrawal',
      provider: '-',
      reference: m.reference ?? '',
      profile_id: null,
      status: 'no payment',
      state: 'unmatched',
      amount: 0,
      ledger: m.amountCents / 100,
      receipt: null,
      problem: `ledger ${m.kind} without a settled payment`,
      created_at: null,
    })),
    ...waiting.rows.map((w): BoReconciliationLine => ({
      kind: w.kind,
      provider: w.provider,
      reference: w.reference,
      profile_id: Number(w.profile_id),
      status: w.status,
      state: 'pending',
      amount: Number(w.amount) / 100,
      ledger: 0,
      receipt: null,
      problem: null,
      created_at: new Date(w.created_at).toISOString(),
    })),
  ];
  const rails = new Map<string, BoReconciliationResponse['rails'][number]>();
  for (const l of lines) {
    const zero = () => ({ count: 0, amount: 0 });
    const rail = rails.get(l.provider) ?? {
      provider: l.provider,
      settled: zero(),
      pending: zero(),
      failed: zero(),
      unmatched: zero(),
    };
    const bucket = rail[l.state];
    bucket.count += 1;
    bucket.amount =
      Math.round(
        (bucket.amount + (l.state === 'unmatched' ? l.ledger || l.amount : l.amount)) * 100,
      ) / 100;
    rails.set(l.provider, rail);
  }
  return {
    day,
    rails: [...rails.values()].sort((a, b) => a.provider.localeCompare(b.provider)),
    lines,
  };
}

async function waitingPayment(ctx: AppContext, kind: PaymentKind, reference: string) {
  const row = await findPayment(ctx.db, kind, reference);
  if (!row) throw boError('PAYMENT_NOT_FOUND');
  if (row.status !== WAITING[kind]) throw boError('PAYMENT_ALREADY_SETTLED');
  return row;
}

/**
 * Asks the payment's rail about it again (the reconciliation worker's query, now) and settles
 * it on the answer through the payment service; audited `payment.query` with the status before
 * and after. A rail without a status query (the sandbox) cannot be asked.
 */
export async function queryPaymentAgain(
  ctx: AppContext,
  staff: AuditActor,
  kind: PaymentKind,
  reference: string,
): Promise<CallbackOutcome> {
  const row = await waitingPayment(ctx, kind, reference);
  const provider = railByName(ctx.env.paymentRails, ctx.now, row.provider);
  if (!provider?.checkStatus) throw boError('PAYMENT_QUERY_UNAVAILABLE');
  const outcome = await settleWithProvider(ctx, provider, kind, row);
  await ctx.db.transaction((tx) =>
    recordStaffAction(tx, {
      staff,
      action: 'payment.query',
      objectType: kind,
      objectId: reference,
      before: { status: row.status },
      after: { status: outcome.status, changed: outcome.changed },
      at: ctx.now(),
    }),
  );
  return outcome;
}

/**
 * Marks a payment still waiting as failed, as the rail's failure callback would (the payment
 * service settles it: a deposit credits nothing, a withdrawal's reserved cash goes back to the
 * bettor through the ledger); the audit row `payment.fail` is written in the same transaction.
 */
export async function markPaymentFailed(
  ctx: AppContext,
  staff: AuditActor,
  kind: PaymentKind,
  reference: string,
  reason: string,
): Promise<CallbackOutcome> {
  const row = await waitingPayment(ctx, kind, reference);
  const audit = (tx: Queryable, outcome: CallbackOutcome) =>
    outcome.changed
      ? recordStaffAction(tx, {
          staff,
          action: 'payment.fail',
          objectType: kind,
          objectId: reference,
          before: { status: row.status },
          after: { status: outcome.status },
          reason,
          at: ctx.now(),
        }).then(() => undefined)
      : Promise.reject(boError('PAYMENT_ALREADY_SETTLED'));
  return applyPaymentCallback(
    ctx,
    {
      kind,
      provider: row.provider,
      reference,
      status: 'failed',
      amountCents: row.amount,
      providerReference: null,
      // The bettor is told the payment failed; the staff member's reason stays in the audit.
      reason: null,
    },
    audit,
  );
}
