import type { Queryable } from '../db/database';

/**
 * The catalog's current 1X2 prices of these matches ({"1": 2.1, "X": 3.2, "2": 3.5}), only
 * where the market takes bets (ACTIVE).
 */
export async function currentMatchOdds(
  db: Queryable,
  parentMatchIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const { rows } = await db.query<{
    parent_match_id: number;
    outcomes: Array<{ odd_key: string; odd_value: number }>;
  }>(
    `SELECT parent_match_id, outcomes FROM markets
      WHERE parent_match_id = ANY($1::bigint[]) AND sub_type_id = 1 AND special_bet_value = ''
        AND bet_status = 'ACTIVE'`,
    [parentMatchIds],
  );
  return new Map(
    rows.map((r) => [
      Number(r.parent_match_id),
      Object.fromEntries(r.outcomes.map((o) => [o.odd_key, Number(o.odd_value)])),
    ]),
  );
}
