import type { RgStatementResponse } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { textFormats } from './rg-texts';

/**
 * The account activity statement: per month (in the country's time), deposits and withdrawals
 * completed, cash staked, what came back (wins, refunds, cash-outs) and the net (returns less
 * stakes), newest month first, last 24 months.
 */
export async function activityStatement(
  db: Queryable,
  bettor: { profileId: number; country: string },
): Promise<RgStatementResponse> {
  const { config } = textFormats(bettor.country);
  const { rows } = await db.query<{
    month: string;
    deposits: number;
    withdrawals: number;
    stakes: number;
    returns: number;
  }>(
    `WITH moves AS (
       SELECT to_char(completed_at AT TIME ZONE $2, 'YYYY-MM') AS month, amount AS deposits,
              0::bigint AS withdrawals, 0::bigint AS stakes, 0::bigint AS returns
         FROM deposits WHERE profile_id = $1 AND status = 'completed'
       UNION ALL
       SELECT to_char(completed_at AT TIME ZONE $2, 'YYYY-MM'), 0, amount, 0, 0
         FROM withdrawals WHERE profile_id = $1 AND status = 'completed'
       UNION ALL
       SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM'), 0, 0, stake, amount_paid
         FROM bets WHERE profile_id = $1 AND free_bet_id IS NULL
     )
     SELECT month, sum(deposits)::float8 AS deposits, sum(withdrawals)::float8 AS withdrawals,
            sum(stakes)::float8 AS stakes, sum(returns)::float8 AS returns
       FROM moves WHERE month IS NOT NULL GROUP BY month ORDER BY month DESC LIMIT 24`,
    [bettor.profileId, config.timezone],
  );
  return {
    currency: config.currency,
    months: rows.map((r) => ({
      month: r.month,
      deposits: r.deposits / 100,
      withdrawals: r.withdrawals / 100,
      stakes: r.stakes / 100,
      returns: r.returns / 100,
      net: (r.returns - r.stakes) / 100,
    })),
  };
}
