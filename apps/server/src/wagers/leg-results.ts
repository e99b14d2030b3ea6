import type { Queryable } from '../db/database';
import { insertBetEvent, setLegStatus, type BetRow, type LegRow } from './bet-store';
import { legPickKey, lookupPicks } from '../catalog/current-picks';

/**
 * Marks each open leg whose outcome the catalog has resulted won, lost or void (a cancelled
 * match voids it), in `tx` on the locked bet, updating `legs` in place: the first step of
 * settling any product priced on the catalog's markets.
 */
export async function markResultedLegs(
  tx: Queryable,
  bet: BetRow,
  legs: LegRow[],
  now: Date,
): Promise<void> {
  const open = legs.filter((l) => l.status === 'open');
  const selections = await lookupPicks(tx, open.map(legPickKey), now);
  for (const [i, leg] of open.entries()) {
    const sel = selections[i]!;
    const result = !sel.found ? null : sel.match_status === 'cancelled' ? 'void' : sel.result;
    if (result !== 'won' && result !== 'lost' && result !== 'void') continue;
    await setLegStatus(tx, bet.id, leg.leg_no, result, result, now);
    leg.status = result;
    await insertBetEvent(tx, bet.id, 'leg_settled', 'open', result, { leg_no: leg.leg_no }, now);
  }
}

/**
 * Marks the open legs of many wagers at once from their matches' results (`results[i]` of
 * `parentMatchIds[i]`: '1', 'X', '2' or 'void'): won when the leg's pick holds the result
 * ('1X' holds '1'), void when the match is, else lost. `bets.sql` selects the wagers' ids with
 * `bets.param` as its `$1` (a pool event's entries). Only open legs move: re-running changes
 * nothing.
 */
export async function markLegsFromResults(
  tx: Queryable,
  bets: { sql: string; param: unknown },
  parentMatchIds: readonly number[],
  results: readonly string[],
  now: Date,
): Promise<void> {
  await tx.query(
    `WITH r AS (SELECT * FROM unnest($2::bigint[], $3::text[]) AS r(parent_match_id, result))
     UPDATE bet_legs l SET result = r.result, settled_at = $4,
            status = CASE WHEN r.result = 'void' THEN 'void'
                          WHEN position(r.result IN l.bet_pick) > 0 THEN 'won' ELSE 'lost' END
       FROM r
      WHERE l.bet_id IN (${bets.sql}) AND l.parent_match_id = r.parent_match_id
        AND l.status = 'open'`,
    [bets.param, parentMatchIds, results, now],
  );
}

/**
 * Marks again, from a corrected result, the settled legs on one match of many wagers (a pool
 * event divided anew): as markLegsFromResults, whatever the legs held.
 */
export async function remarkLegsOfMatch(
  tx: Queryable,
  bets: { sql: string; param: unknown },
  parentMatchId: number,
  result: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE bet_legs l SET result = $3::text, settled_at = $4,
            status = CASE WHEN $3::text = 'void' THEN 'void'
                          WHEN position($3::text IN l.bet_pick) > 0 THEN 'won' ELSE 'lost' END
      WHERE l.bet_id IN (${bets.sql}) AND l.parent_match_id = $2 AND l.status <> 'open'`,
    [bets.param, parentMatchId, result, now],
  );
}
