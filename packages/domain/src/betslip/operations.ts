import { formatOdds } from '../format/format';
import type { ValidationFailure } from '../validation/validation-failure';
import { MESSAGES } from '../validation/messages';
import {
  isPickInvalid,
  isSameMarket,
  isSameOdd,
  updateMatchesPick,
  type PickCore,
  type PickOddsUpdate,
} from './pick';
import type { SlipRules } from './slip-kinds';

/** What adding a pick did (spec 01 §3): added, replaced an odd of the same match, or toggled off. */
export type AddPickAction = 'added' | 'replaced' | 'removed';

/** The outcome of {@link addPick}. */
export type AddPickResult<P> =
  | { ok: true; picks: P[]; action: AddPickAction }
  | { ok: false; message: string; failure: ValidationFailure };

/** Whether `existing` occupies the slot `pick` wants under the slip's keying. */
function sameSlot(rules: SlipRules, existing: PickCore, pick: PickCore): boolean {
  switch (rules.keying) {
    case 'match':
      return existing.parent_match_id === pick.parent_match_id;
    case 'market':
      return isSameMarket(existing, pick);
    case 'outcome':
      return isSameOdd(existing, pick);
  }
}

/** How much of the capacity a list of picks uses (picks, or distinct matches). */
export function usedCapacity(rules: SlipRules, picks: readonly PickCore[]): number {
  return rules.capacityUnit === 'picks'
    ? picks.length
    : new Set(picks.map((p) => p.parent_match_id)).size;
}

/** Whether one more pick like `pick` would exceed the capacity. */
function wouldOverflow(rules: SlipRules, picks: readonly PickCore[], pick: PickCore): boolean {
  if (rules.capacityUnit === 'picks') return picks.length >= rules.capacity;
  if (picks.some((p) => p.parent_match_id === pick.parent_match_id)) return false;
  return usedCapacity(rules, picks) >= rules.capacity;
}

/** Marks a pick as fresh: its current odd becomes the initial odd, not changed. */
function fresh<P extends PickCore>(pick: P): P {
  return { ...pick, initialOdd: pick.odd.odd_value ?? 0, changed: false };
}

/**
 * Adds a pick to a slip (spec 01 §3, §4): the same odd again removes it (toggle off); another
 * odd in the same slot (same match; same market for shikisha) replaces the earlier pick in
 * place; otherwise it is appended unless the slip is full ('Maximum number of bets reached
 * (40)', 'You can only select outcomes for a maximum of 13 matches'). Never mutates `picks`.
 */
export function addPick<P extends PickCore>(
  rules: SlipRules,
  picks: readonly P[],
  pick: P,
): AddPickResult<P> {
  const index = picks.findIndex((p) => sameSlot(rules, p, pick));
  if (index >= 0) {
    const existing = picks[index] as P;
    if (isSameOdd(existing, pick)) {
      return { ok: true, picks: picks.filter((_, i) => i !== index), action: 'removed' };
    }
    return {
      ok: true,
      picks: picks.map((p, i) => (i === index ? fresh(pick) : p)),
      action: 'replaced',
    };
  }
  if (wouldOverflow(rules, picks, pick)) {
    return {
      ok: false,
      message: rules.fullMessage,
      failure: { code: 'BETSLIP_FULL', message: rules.fullMessage },
    };
  }
  return { ok: true, picks: [...picks, fresh(pick)], action: 'added' };
}

/** Removes every pick of a match (a shikisha group, a jackpot match's outcomes). */
export function removePick<P extends PickCore>(picks: readonly P[], parentMatchId: number): P[] {
  return picks.filter((p) => p.parent_match_id !== parentMatchId);
}

/** Removes one exact odd. */
export function removePickOdd<P extends PickCore>(picks: readonly P[], pick: PickCore): P[] {
  return picks.filter((p) => !isSameOdd(p, pick));
}

/** An empty slip (Clear all). */
export function clearSlip<P>(): P[] {
  return [];
}

/**
 * Applies fresh market data (spec 01 §4): the odd, active flag and status are updated; the first
 * odd is kept in `initialOdd` and `changed` tells whether the odd now differs from it. A gone
 * odd (null) becomes 0, which makes the pick invalid.
 */
export function updatePickOdds<P extends PickCore>(
  picks: readonly P[],
  updates: readonly PickOddsUpdate[],
): P[] {
  return picks.map((pick) => {
    const update = updates.find((u) => updateMatchesPick(u, pick));
    if (!update) return pick;
    const value = update.odd_value ?? 0;
    const initial = pick.initialOdd ?? pick.odd.odd_value ?? 0;
    const odd =
      'display' in pick.odd
        ? { ...pick.odd, odd_value: value, display: formatOdds(value) }
        : { ...pick.odd, odd_value: value };
    return {
      ...pick,
      odd,
      active: update.active ?? pick.active,
      status: update.status ?? pick.status,
      initialOdd: initial,
      changed: value > 0 && value !== initial,
    };
  });
}

/** Accepts every odd change: current odds become the initial odds (spec 01 §4). */
export function acceptOddChanges<P extends PickCore>(picks: readonly P[]): P[] {
  return picks.map((p) => (p.changed || p.initialOdd !== (p.odd.odd_value ?? 0) ? fresh(p) : p));
}

/** Removes invalid picks (spec 01 §4 'Remove Expired' / 'Remove Locked'). */
export function removeInvalidPicks<P extends PickCore>(picks: readonly P[], now: Date): P[] {
  return picks.filter((p) => !isPickInvalid(p, now));
}

/** Whether any valid pick's odd changed. */
export function hasOddChanges(picks: readonly PickCore[]): boolean {
  return picks.some((p) => p.changed === true);
}

/** Whether any pick is invalid now. */
export function hasInvalidPicks(picks: readonly PickCore[], now: Date): boolean {
  return picks.some((p) => isPickInvalid(p, now));
}

/**
 * The betslip's own failures, to add to a quote: invalid picks block placing, changed odds
 * need accepting first.
 */
export function slipFailures(picks: readonly PickCore[], now: Date): ValidationFailure[] {
  if (hasInvalidPicks(picks, now))
    return [{ code: 'INVALID_PICKS', message: MESSAGES.invalidPicks }];
  if (hasOddChanges(picks)) return [{ code: 'ODDS_CHANGED', message: MESSAGES.oddsChanged }];
  return [];
}

/**
 * Checks a list of picks received whole (a placement payload, a shared or rebet slip) against
 * the slip rules: no two picks in one slot ('Only one selection per match is allowed'),
 * capacity, minimum picks. The server rebuilds a slip with it instead of trusting the client.
 */
export function checkSlipPicks(rules: SlipRules, picks: readonly PickCore[]): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const duplicate = picks.some((p, i) => picks.some((q, j) => j < i && sameSlot(rules, q, p)));
  if (duplicate)
    failures.push({ code: 'DUPLICATE_PICK', message: MESSAGES.duplicatePick(rules.keying) });
  if (usedCapacity(rules, picks) > rules.capacity) {
    failures.push({ code: 'BETSLIP_FULL', message: rules.fullMessage });
  }
  if (picks.length < rules.minPicks) {
    failures.push(
      picks.length === 0
        ? { code: 'BETSLIP_EMPTY', message: MESSAGES.emptyBetslip }
        : { code: 'PICKS_BELOW_MINIMUM', message: MESSAGES.minimumPicks(rules.minPicks) },
    );
  }
  return failures;
}
