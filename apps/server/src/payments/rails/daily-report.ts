import type { Queryable } from '../../db/database';
import {
  paymentMovementsBetween,
  paymentMovementsOf,
  type PaymentMovementKind,
} from '../../wallet/ledger-reads';

/** One settled payment of the day against what the ledger moved for it. */
export interface ReportLine {
  kind: 'deposit' | 'withdrawal';
  provider: string;
  reference: string;
  status: string;
  /** The provider's receipt (M-Pesa receipt number), else its own id of the request. */
  receipt: string | null;
  amountCents: number;
  /** What the ledger moved for it (deposit credited, payout paid), in cents. */
  ledgerCents: number;
  problem: string | null;
}

export interface DailyReport {
  day: string;
  lines: ReportLine[];
  /** Ledger movements of the day that no settled payment accounts for. */
  orphanMovements: Array<{ kind: string; reference: string | null; amountCents: number }>;
  mismatches: number;
}

// What a settled payment must have moved in the ledger, by kind and status.
const EXPECTED = `
  SELECT 'deposit' AS kind, p.provider, p.reference, p.status,
         coalesce(p.provider_receipt, p.provider_reference) AS receipt,
         p.amount, p.completed_at,
         CASE WHEN p.status = 'completed' THEN p.amount ELSE 0 END AS expected,
         'deposit' AS ledger_kind
  FROM deposits p WHERE p.status <> 'initiated'
  UNION ALL
  SELECT 'withdrawal', p.provider, p.reference, p.status,
         coalesce(p.provider_receipt, p.provider_reference), p.amount, p.completed_at,
         p.amount, CASE WHEN p.status = 'completed' THEN 'withdrawal_paid' ELSE 'withdrawal_release' END
  FROM withdrawals p WHERE p.status <> 'pending'`;

/**
 * `npm run payments:report -- --day YYYY-MM-DD`: every deposit and withdrawal settled that day
 * (UTC) with the provider's receipt, against the ledger; a mismatch is a settled payment whose
 * movement is missing, doubled or of another amount, a completed real-rail payment without a
 * receipt, or a movement of the day no payment accounts for.
 */
export async function dailyPaymentReport(
  db: Queryable,
  day: string,
  realRails: readonly string[],
): Promise<DailyReport> {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const { rows } = await db.query<{
    kind: 'deposit' | 'withdrawal';
    provider: string;
    reference: string;
    status: string;
    receipt: string | null;
    amount: string;
    expected: string;
    ledger_kind: PaymentMovementKind;
  }>(
    `SELECT x.kind, x.provider, x.reference, x.status, x.receipt, x.amount, x.expected, x.ledger_kind
     FROM (${EXPECTED}) x
     WHERE x.completed_at >= $1 AND x.completed_at < $2
     ORDER BY x.completed_at, x.reference`,
    [from, to],
  );
  // What the ledger moved for each (wallet/ledger-reads.ts), whenever it was booked.
  const key = (kind: string, reference: string | null) => `${kind}\u0000${reference}`;
  const moved = new Map(
    (
      await paymentMovementsOf(
        db,
        rows.map((r) => ({ kind: r.ledger_kind, reference: r.reference })),
      )
    ).map((m) => [key(m.kind, m.reference), m.movedCents]),
  );
  const lines = rows.map((r): ReportLine => {
    const amountCents = Number(r.amount);
    const expected = Number(r.expected);
    const ledgerCents = moved.get(key(r.ledger_kind, r.reference)) ?? 0;
    let problem: string | null = null;
    if (ledgerCents !== expected) problem = `ledger moved ${ledgerCents}, expected ${expected}`;
    else if (r.status === 'completed' && realRails.includes(r.provider) && !r.receipt)
      problem = 'completed without a provider receipt';
    return {
      kind: r.kind,
      provider: r.provider,
      reference: r.reference,
      status: r.status,
      receipt: r.receipt,
      amountCents,
      ledgerCents,
      problem,
    };
  });
  // The day's movements that no payment (settled or not) accounts for.
  const movements = await paymentMovementsBetween(db, from, to);
  const references = [
    ...new Set(movements.flatMap((m) => (m.reference === null ? [] : [m.reference]))),
  ];
  const known = await db.query<{ reference: string; ledger_kind: string }>(
    `SELECT x.reference, x.ledger_kind FROM (${EXPECTED}) x WHERE x.reference = ANY($1::text[])`,
    [references],
  );
  const accounted = new Set(known.rows.map((x) => key(x.ledger_kind, x.reference)));
  const orphanMovements = movements
    .filter((m) => m.reference === null || !accounted.has(key(m.kind, m.reference)))
    .map((m) => ({ kind: m.kind, reference: m.reference, amountCents: m.movedCents }));
  return {
    day,
    lines,
    orphanMovements,
    mismatches: lines.filter((l) => l.problem).length + orphanMovements.length,
  };
}
