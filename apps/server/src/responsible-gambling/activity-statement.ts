import type { RgStatementResponse } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { stakedAndReturnedByMonth } from '../wagers/wagering-reads';
import { textFormats } from './rg-texts';

/** How many months the statement lists, newest first. */
const MONTHS = 24;

interface MonthFigures {
  deposits: number;
  withdrawals: number;
  stakes: number;
  returns: number;
}

/**
 * The account activity statement: per month (in the country's time), deposits and withdrawals
 * completed, cash staked, what came back (wins, refunds, cash-outs) and the net (returns less
 * stakes), newest month first, last 24 months. The payments are read here, the wagers' figures
 * come from the bet store (wagers/wagering-reads.ts); each side gives its latest 24 months,
 * which hold the latest 24 of both together.
 */
export async function activityStatement(
  db: Queryable,
  bettor: { profileId: number; country: string },
): Promise<RgStatementResponse> {
  const { config } = textFormats(bettor.country);
  const [payments, wagering] = await Promise.all([
    db.query<{ month: string; deposits: number; withdrawals: number }>(
      `WITH moves AS (
         SELECT to_char(completed_at AT TIME ZONE $2, 'YYYY-MM') AS month, amount AS deposits,
                0::bigint AS withdrawals
           FROM deposits WHERE profile_id = $1 AND status = 'completed'
         UNION ALL
         SELECT to_char(completed_at AT TIME ZONE $2, 'YYYY-MM'), 0, amount
           FROM withdrawals WHERE profile_id = $1 AND status = 'completed'
       )
       SELECT month, sum(deposits)::float8 AS deposits, sum(withdrawals)::float8 AS withdrawals
         FROM moves WHERE month IS NOT NULL GROUP BY month ORDER BY month DESC LIMIT $3`,
      [bettor.profileId, config.timezone, MONTHS],
    ),
    stakedAndReturnedByMonth(db, bettor.profileId, config.timezone, MONTHS),
  ]);
  const months = new Map<string, MonthFigures>();
  const figuresOf = (month: string): MonthFigures => {
    let figures = months.get(month);
    if (!figures) {
      figures = { deposits: 0, withdrawals: 0, stakes: 0, returns: 0 };
      months.set(month, figures);
    }
    return figures;
  };
  for (const r of payments.rows) {
    Object.assign(figuresOf(r.month), { deposits: r.deposits, withdrawals: r.withdrawals });
  }
  for (const r of wagering)
    Object.assign(figuresOf(r.month), { stakes: r.stakes, returns: r.returns });
  const newestFirst = [...months.keys()]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, MONTHS);
  return {
    currency: config.currency,
    months: newestFirst.map((month) => {
      const r = months.get(month)!;
      return {
        month,
        deposits: r.deposits / 100,
        withdrawals: r.withdrawals / 100,
        stakes: r.stakes / 100,
        returns: r.returns / 100,
        net: (r.returns - r.stakes) / 100,
      };
    }),
  };
}
