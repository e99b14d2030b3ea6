import { legPickKey, lookupPicks, pickProblem } from '../catalog/current-picks';
import type { LegRow } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { shikishaPrice } from './joint-price';
import { liveState, loadShikishaMatch, prematchState } from './match-model';
import { legsOf } from './shikisha-pricing';

/**
 * The Shikisha's price now, for cash-out: the joint price (shikishaPrice, as the quote) of the
 * picks still open in the match's current state — in play, the distribution given the score
 * and minute; picks already won count 1.00. A reason instead when there is no price to cash
 * out at (a pick suspended or no longer able to win).
 */
export async function shikishaCurrentOdd(
  ctx: Pick<AppContext, 'env' | 'now'>,
  db: Queryable,
  legs: readonly LegRow[],
): Promise<number | string> {
  const now = ctx.now();
  const selections = await lookupPicks(db, legs.map(legPickKey), now);
  const open: LegRow[] = [];
  for (const [i, leg] of legs.entries()) {
    const sel = selections[i]!;
    const result = leg.status !== 'open' ? leg.status : sel.found ? sel.result : null;
    if (result === 'lost') return 'A pick on this bet has lost';
    if (result === 'won' || result === 'void') continue;
    if (!sel.found || pickProblem(sel, true) !== null) {
      return 'Cashout is suspended while a pick of this Shikisha is not open for betting';
    }
    open.push(leg);
  }
  if (open.length === 0) return 1;
  const match = await loadShikishaMatch(db, legs[0]!.parent_match_id);
  const built = match ? legsOf(match, open) : null;
  if (!match || !built || 'missing' in built) return 'Cashout is not available for this bet';
  const live = selections.some((s) => s.found && s.live);
  const state = live
    ? liveState(match, now, { seed: ctx.env.feedSeed, timeScale: ctx.env.timeScale })
    : prematchState(match);
  const priced = shikishaPrice(state, built.legs, match.buildable.values());
  if (!(priced.probability > 0)) return 'A pick on this bet can no longer win';
  return Math.max(1, priced.odd);
}
