import type { Queryable } from '../../db/database';

/**
 * One market's price history, oldest first (migration 0128: a row per change of any of its
 * prices), at most the latest `limit` changes; the market's current prices end it.
 */
export async function priceHistory(
  db: Queryable,
  market: { parent_match_id: number; sub_type_id: number; special_bet_value?: string },
  limit = 500,
) {
  const key = [market.parent_match_id, market.sub_type_id, market.special_bet_value ?? ''];
  const { rows } = await db.query<{
    at: Date | string;
    odd_keys: string[];
    odds: Array<string | number>;
  }>(
    `SELECT at, odd_keys, odds FROM (
       SELECT at, odd_keys, odds FROM trading_price_history
        WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3
        ORDER BY at DESC LIMIT $4) h ORDER BY at`,
    [...key, limit],
  );
  const oddKeys = rows.at(-1)?.odd_keys ?? [];
  return {
    odd_keys: oddKeys,
    points: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      // A market's outcomes keep their order; a point of another shape is matched by key.
      odds: oddKeys.map((k) => {
        const i = r.odd_keys.indexOf(k);
        return i < 0 ? 0 : Number(r.odds[i]);
      }),
    })),
  };
}
