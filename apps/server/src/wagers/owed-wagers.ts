import type { Queryable } from '../db/database';
import { cashCreditsByReferenceSql } from '../wallet/ledger-sql';
import {
  PENDING_SETTLE_WITHIN_SECONDS,
  PENDING_TIMES_SQL,
  WAGER_LIFETIMES,
} from './wager-lifetimes';

/** Why a wager is reported as owed. */
export type OwedReason =
  /** Its product's rules fixed the outcome, and it is still open (or pending) past its grace. */
  | 'decided_unsettled'
  /** Still open past its product's longest possible life. */
  | 'overdue'
  /** Settled with an amount the bettor's cash never received (or received differently). */
  | 'settled_unpaid'
  /** Open under a product name no lifetime covers: nothing would ever settle it. */
  | 'unknown_product';

export interface OwedWager {
  betId: number;
  product: string;
  status: string;
  profileId: number;
  reason: OwedReason;
  stakeCents: number;
  /** What the wager pays at most (an instant game: what its stored draw pays). */
  possibleWinCents: number;
  /** settled_unpaid: what the wager says it paid, and what reached the bettor's cash. */
  amountPaidCents?: number;
  creditedCents?: number;
}

export interface OwedReport {
  ok: boolean;
  /** Wagers owed to bettors (at most 100 per reason). */
  owed: OwedWager[];
  /** Sum of possibleWinCents of the decided and overdue wagers, plus the settled shortfalls. */
  owedCentsAtMost: number;
}

export interface OwedCheckOptions {
  /** The moment judged (default: the clock now). */
  now?: Date;
  /**
   * Seconds every product's settler is given after a decision, instead of each product's own
   * `settleWithinSeconds`: 0 when every server is stopped and nothing is in flight.
   */
  graceSeconds?: number;
}

interface Row {
  id: number;
  product: string;
  status: string;
  profile_id: number;
  stake: number;
  possible_win: number;
  decided_late: boolean;
}

const KNOWN_PRODUCTS = WAGER_LIFETIMES.flatMap((l) => l.products);

/**
 * Every wager owed to a bettor: decided by its product's rules but not settled, open past its
 * product's longest life (wager-lifetimes.ts), or settled with an amount its bettor's cash did
 * not receive. Read-only, in one REPEATABLE READ snapshot (as the ledger check), so wagers
 * settling meanwhile are seen consistently.
 */
export async function checkOwedWagers(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  options: OwedCheckOptions = {},
): Promise<OwedReport> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const owed: OwedWager[] = [];
    const groups = [
      ...WAGER_LIFETIMES.map((l) => ({ sql: l.timesSql, grace: l.settleWithinSeconds })),
      { sql: PENDING_TIMES_SQL, grace: PENDING_SETTLE_WITHIN_SECONDS },
    ];
    for (const group of groups) {
      const grace = options.graceSeconds ?? group.grace;
      const { rows } = await tx.query<Row>(
        `SELECT b.id, b.product, b.status, b.profile_id, b.stake, b.possible_win,
                (t.decided_at IS NOT NULL AND t.decided_at + $2 * interval '1 second' < $1) AS decided_late
           FROM (${group.sql}) t JOIN bets b ON b.id = t.id
          WHERE (t.decided_at IS NOT NULL AND t.decided_at + $2 * interval '1 second' < $1)
             OR t.latest_end + $2 * interval '1 second' < $1
          ORDER BY b.id LIMIT 100`,
        [now, grace],
      );
      owed.push(...rows.map((r) => wager(r, r.decided_late ? 'decided_unsettled' : 'overdue')));
    }
    const unknown = await tx.query<Row>(
      `SELECT id, product, status, profile_id, stake, possible_win, false AS decided_late
         FROM bets WHERE status = 'open' AND product <> ALL($1::text[]) ORDER BY id LIMIT 100`,
      [KNOWN_PRODUCTS],
    );
    owed.push(...unknown.rows.map((r) => wager(r, 'unknown_product')));
    // Every payout, refund and cash-out reaches the bettor's cash under the wager's id
    // (wager-settler, pool-settler, cash-out, cancellation, decision refund); a settlement
    // rolled back (a provider's rollback, a trader's corrected result) takes it back.
    const unpaid = await tx.query<Row & { amount_paid: number; credited: number }>(
      `WITH credits AS (${cashCreditsByReferenceSql(['payout', 'refund', 'cashout', 'settlement_rollback'])})
       SELECT b.id, b.product, b.status, b.profile_id, b.stake, b.possible_win,
              false AS decided_late, b.amount_paid, coalesce(c.credited, 0)::bigint AS credited
         FROM bets b
         LEFT JOIN credits c ON c.reference = b.id::text AND c.profile_id = b.profile_id
        WHERE b.status NOT IN ('open', 'pending') AND b.amount_paid <> coalesce(c.credited, 0)
        ORDER BY b.id LIMIT 100`,
    );
    owed.push(
      ...unpaid.rows.map((r) => ({
        ...wager(r, 'settled_unpaid'),
        amountPaidCents: Number(r.amount_paid),
        creditedCents: Number(r.credited),
      })),
    );
    const owedCentsAtMost = owed.reduce(
      (sum, w) =>
        sum +
        (w.reason === 'settled_unpaid'
          ? Math.max(0, (w.amountPaidCents ?? 0) - (w.creditedCents ?? 0))
          : w.possibleWinCents),
      0,
    );
    return { ok: owed.length === 0, owed, owedCentsAtMost };
  });
}

function wager(row: Row, reason: OwedReason): OwedWager {
  return {
    betId: Number(row.id),
    product: row.product,
    status: row.status,
    profileId: Number(row.profile_id),
    reason,
    stakeCents: Number(row.stake),
    possibleWinCents: Number(row.possible_win),
  };
}
