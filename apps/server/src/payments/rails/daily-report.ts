import type { Queryable } from '../../db/database';

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

// The house side of a movement: deposits leave house:deposits (1), payouts reach
// house:withdrawals_paid (3), releases leave house:withdrawals_pending (2).
const HOUSE_SIDE = `(t.kind = 'deposit' AND e.account_id = 1)
  OR (t.kind = 'withdrawal_paid' AND e.account_id = 3)
  OR (t.kind = 'withdrawal_release' AND e.account_id = 2)`;
const MOVED = `
  SELECT t.kind, t.reference, sum(abs(e.amount)) AS moved
  FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
  WHERE ${HOUSE_SIDE}
  GROUP BY t.kind, t.reference`;

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
    moved: string | null;
  }>(
    `SELECT x.kind, x.provider, x.reference, x.status, x.receipt, x.amount, x.expected, m.moved
     FROM (${EXPECTED}) x LEFT JOIN (${MOVED}) m ON m.kind = x.ledger_kind AND m.reference = x.reference
     WHERE x.completed_at >= $1 AND x.completed_at < $2
     ORDER BY x.completed_at, x.reference`,
    [from, to],
  );
  const lines = rows.map((r): ReportLine => {
    const amountCents = Number(r.amount);
    const expected = Number(r.expected);
    const ledgerCents = Number(r.moved ?? 0);
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
  const orphans = await db.query<{ kind: string; reference: string | null; moved: string }>(
    `SELECT t.kind, t.reference, sum(abs(e.amount)) AS moved
     FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     WHERE (${HOUSE_SIDE})
       AND t.created_at >= $1 AND t.created_at < $2
       AND NOT EXISTS (
         SELECT 1 FROM (${EXPECTED}) x WHERE x.reference = t.reference AND x.ledger_kind = t.kind
       )
     GROUP BY t.kind, t.reference`,
    [from, to],
  );
  const orphanMovements = orphans.rows.map((o) => ({
    kind: o.kind,
    reference: o.reference,
    amountCents: Number(o.moved),
  }));
  return {
    day,
    lines,
    orphanMovements,
    mismatches: lines.filter((l) => l.problem).length + orphanMovements.length,
  };
}
