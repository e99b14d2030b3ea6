import type { Queryable } from '../db/database';

/**
 * Small reads of the bet store for the products and channels, so that they call the owner
 * rather than name the bet tables (src/table-ownership.unit.test.ts).
 */

/** A wager's state (bets.status), or undefined when there is no such wager. */
export async function wagerStatus(db: Queryable, betId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [
    betId,
  ]);
  return rows[0]?.status;
}

/** The bettor's code and the stake (cents) of a wager that exists (one just placed). */
export async function wagerCodeAndStake(
  db: Queryable,
  betId: number,
): Promise<{ shortId: string; stakeCents: number }> {
  const { rows } = await db.query<{ short_id: string; stake: string | number }>(
    'SELECT short_id, stake FROM bets WHERE id = $1',
    [betId],
  );
  return { shortId: rows[0]!.short_id, stakeCents: Number(rows[0]!.stake) };
}

/** Matches the feed has resulted (or cancelled) on which some bet leg is still open. */
export async function resultedMatchesWithOpenLegs(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ parent_match_id: number }>(
    `SELECT DISTINCT l.parent_match_id FROM bet_legs l
       JOIN matches m ON m.parent_match_id = l.parent_match_id
      WHERE l.status = 'open' AND (m.resulted_at IS NOT NULL OR m.status = 'cancelled')
      ORDER BY l.parent_match_id`,
  );
  return rows.map((r) => r.parent_match_id);
}

/** A product's wagers with a leg still open on one of these matches, in id order. */
export async function openWagerIdsOnMatches(
  db: Queryable,
  product: string,
  matchIds: readonly (number | string)[],
): Promise<number[]> {
  if (matchIds.length === 0) return [];
  const { rows } = await db.query<{ bet_id: number }>(
    `SELECT DISTINCT l.bet_id::int AS bet_id FROM bet_legs l
     JOIN bets b ON b.id = l.bet_id
     WHERE l.status = 'open' AND b.product = $1
       AND l.parent_match_id = ANY($2::bigint[])
     ORDER BY 1`,
    [product, matchIds.map(String)],
  );
  return rows.map((r) => r.bet_id);
}
