import type { BoPaymentFlowsResponse } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import { HOUSE_ACCOUNTS } from '../../wallet/ledger';
import { currencyOf } from './currency-of';

/**
 * Deposits and withdrawals of [from, to] (UTC days, inclusive) per day and bettor country, from
 * the ledger: deposits are what left house:deposits for bettors' cash (`deposit` movements),
 * withdrawals what reached house:withdrawals_paid (`withdrawal_paid`: paid by the provider).
 * Each line is one country's, in its currency: days are never summed across countries.
 */
export async function paymentFlows(
  db: Queryable,
  from: string,
  to: string,
): Promise<BoPaymentFlowsResponse> {
  const { rows } = await db.query<{
    day: string;
    country: string;
    deposits: string | null;
    deposit_count: string;
    withdrawals: string | null;
    withdrawal_count: string;
  }>(
    `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, p.country,
            -sum(e.amount) FILTER (WHERE t.kind = 'deposit') AS deposits,
            count(*) FILTER (WHERE t.kind = 'deposit') AS deposit_count,
            sum(e.amount) FILTER (WHERE t.kind = 'withdrawal_paid') AS withdrawals,
            count(*) FILTER (WHERE t.kind = 'withdrawal_paid') AS withdrawal_count
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN profiles p ON p.id = t.profile_id
      WHERE ((t.kind = 'deposit' AND e.account_id = $3)
          OR (t.kind = 'withdrawal_paid' AND e.account_id = $4))
        AND t.created_at >= $1::date AND t.created_at < $2::date + 1
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [from, to, HOUSE_ACCOUNTS.deposits, HOUSE_ACCOUNTS.withdrawalsPaid],
  );
  return {
    from,
    to,
    lines: rows.map((r) => ({
      day: r.day,
      country: r.country,
      currency: currencyOf(r.country),
      deposits: Number(r.deposits ?? 0) / 100,
      deposit_count: Number(r.deposit_count),
      withdrawals: Number(r.withdrawals ?? 0) / 100,
      withdrawal_count: Number(r.withdrawal_count),
    })),
  };
}
