import type { Queryable } from '../db/database';
import { insertBetEvent, setLegStatus, type BetRow, type LegRow } from './betting-repository';
import { legPickKey, lookupPicks } from './current-picks';

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
