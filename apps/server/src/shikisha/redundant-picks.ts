import type { Settle } from '../feed/market-definitions';
import type { Distribution } from '../feed/pricing';
import { LOST, resultsIn, VOID, WON } from './outcome-results';

/**
 * Whether the picks `by` imply `target` in every state the model gives a chance: wherever they
 * all stand and win, it wins, and it is never void where they stand. Then adding it leaves
 * the joint probability exactly as it was (same won states, same standing states).
 */
function implies(target: Uint8Array, by: readonly Uint8Array[]): boolean {
  for (let s = 0; s < target.length; s++) {
    let standing = true;
    let all = true;
    for (const r of by) {
      const x = r[s]!;
      if (x === VOID) {
        standing = false;
        break;
      }
      if (x === LOST) all = false;
    }
    if (!standing) continue;
    if (target[s] === VOID) return false;
    if (all && target[s] !== WON) return false;
  }
  return true;
}

/**
 * The smallest explanation of why `pick` adds nothing: one other pick implying it alone when
 * there is one (the first in the slip), else the others it still needs once every pick it can
 * do without is left out.
 */
function implyingPicks(results: readonly Uint8Array[], pick: number): number[] {
  const others = results.map((_, i) => i).filter((i) => i !== pick);
  const single = others.find((j) => implies(results[pick]!, [results[j]!]));
  if (single !== undefined) return [single];
  let needed = others;
  for (const j of others) {
    const without = needed.filter((k) => k !== j);
    if (
      implies(
        results[pick]!,
        without.map((k) => results[k]!),
      )
    ) {
      needed = without;
    }
  }
  return needed;
}

/**
 * A pick that does not change the joint probability of the others (they imply it: a home win
 * makes 'home over 0.5' and 'over 0.5' certain), with the picks that imply it; null when
 * every pick moves the price. Such a pick would count toward the multi-pick bonus (spec 01 §9)
 * while the price stays that of the others, so it is refused, naming it. Of several, the last
 * in the slip is named (the one the bettor added last); two equivalent picks name the later.
 */
export function redundantPick(
  dist: Distribution,
  picks: readonly Settle[],
): { pick: number; impliedBy: number[] } | null {
  if (picks.length < 2) return null;
  const results = picks.map((settle) => resultsIn(dist, settle));
  const states = dist.length;
  // Per state, how many picks lose or are void: "the others" of a pick are then a subtraction.
  const lost = new Uint8Array(states);
  const voided = new Uint8Array(states);
  for (const r of results) {
    for (let s = 0; s < states; s++) {
      if (r[s] === LOST) lost[s]!++;
      else if (r[s] === VOID) voided[s]!++;
    }
  }
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]!;
    let redundant = true;
    for (let s = 0; s < states && redundant; s++) {
      const x = r[s]!;
      const othersVoid = voided[s]! - (x === VOID ? 1 : 0);
      if (othersVoid > 0) continue;
      const othersLost = lost[s]! - (x === LOST ? 1 : 0);
      if (x === VOID || (othersLost === 0 && x !== WON)) redundant = false;
    }
    if (redundant) return { pick: i, impliedBy: implyingPicks(results, i) };
  }
  return null;
}
