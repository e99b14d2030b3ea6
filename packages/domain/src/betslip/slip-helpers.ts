import type { PickCore } from './pick';

/** A match's picks on the shikisha slip, which is shown grouped by parent match (spec 01 §3). */
export interface PickGroup<P> {
  parent_match_id: number;
  picks: P[];
}

/** Groups picks by parent match, keeping the order in which matches were first picked. */
export function groupByMatch<P extends PickCore>(picks: readonly P[]): PickGroup<P>[] {
  const groups = new Map<number, P[]>();
  for (const pick of picks) {
    const list = groups.get(pick.parent_match_id);
    if (list) list.push(pick);
    else groups.set(pick.parent_match_id, [pick]);
  }
  return [...groups].map(([parent_match_id, list]) => ({ parent_match_id, picks: list }));
}

/** The 'Keep Betslip?' checkbox is disabled while any live match is in the slip (spec 01 §2). */
export function canKeepBetslip(picks: readonly PickCore[]): boolean {
  return !picks.some((p) => p.live === true);
}

/**
 * The slip after a successful bet (spec 01 §4): cleared unless Keep Betslip is ticked (and
 * allowed); kept picks start afresh at their current odds.
 */
export function slipAfterPlacement<P extends PickCore>(
  picks: readonly P[],
  keepBetslip: boolean,
): P[] {
  if (!keepBetslip || !canKeepBetslip(picks)) return [];
  return picks.map((p) => ({ ...p, changed: false, initialOdd: p.odd.odd_value ?? 0 }));
}
