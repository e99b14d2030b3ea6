import type { Queryable } from '../db/database';

/**
 * The state a product stored with a wager when it priced it (`PricedWager.productState`), as
 * the placement statement wrote it on the 'placed' event; null when it stored none.
 */
export async function placedProductState<State>(
  db: Queryable,
  betId: number,
): Promise<State | null> {
  const { rows } = await db.query<{ state: State | string | null }>(
    `SELECT detail->'product_state' AS state FROM bet_events
      WHERE bet_id = $1 AND kind = 'placed' ORDER BY id LIMIT 1`,
    [betId],
  );
  const state = rows[0]?.state ?? null;
  // Some drivers hand jsonb back as text.
  return typeof state === 'string' ? (JSON.parse(state) as State) : state;
}
