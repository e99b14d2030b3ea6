import type { Queryable } from '../db/database';

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
