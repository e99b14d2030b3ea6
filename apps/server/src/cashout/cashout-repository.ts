import type { CashoutRule } from '@shangwe/contract';
import type { Queryable } from '../db/database';

export async function isWhitelisted(db: Queryable, profileId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cashout_whitelist WHERE profile_id = $1', [
    profileId,
  ]);
  return rows.length > 0;
}

export async function addToWhitelist(db: Queryable, profileId: number): Promise<void> {
  await db.query('INSERT INTO cashout_whitelist (profile_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    profileId,
  ]);
}

export interface CashoutRules {
  sports: ReadonlySet<number>;
  subTypeIds: ReadonlySet<number>;
}

/** The cash-out settings rows (rule_name sport / sub_type_id with rule_values). */
export async function loadRules(db: Queryable): Promise<CashoutRule[]> {
  const { rows } = await db.query<{
    rule_name: CashoutRule['rule_name'];
    rule_values: number[] | string;
  }>('SELECT rule_name, rule_values FROM cashout_rules ORDER BY rule_name');
  return rows.map((r) => ({
    rule_name: r.rule_name,
    rule_values: (typeof r.rule_values === 'string'
      ? (JSON.parse(r.rule_values) as number[])
      : r.rule_values
    ).map(Number),
  }));
}

export async function insertCashout(
  tx: Queryable,
  row: {
    bet_id: number;
    profile_id: number;
    amount: number;
    placed_total_odd: number;
    current_total_odd: number;
    at: Date;
  },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO cashouts (bet_id, profile_id, amount, placed_total_odd, current_total_odd, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (bet_id) DO NOTHING`,
    [row.bet_id, row.profile_id, row.amount, row.placed_total_odd, row.current_total_odd, row.at],
  );
  return rowCount === 1;
}
