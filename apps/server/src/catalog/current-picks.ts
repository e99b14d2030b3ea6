import type { DroppedPick, SlipPick } from '@shangwe/contract';
import { BET_TYPE } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { parseStoredAnswer, storedAnswerSql, type StoredAnswer } from '../wallet/idempotency';
import {
  lookupSelections,
  lookupSelectionsWith,
  type SelectionLookup,
  type SelectionRef,
} from './selection-lookup';

/** Names one outcome of the catalog: the ids a slip, a bet leg and a share code carry. */
export interface PickKey {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string;
  outcome_id?: string;
}

/** Why a pick cannot be bet on now; null when it can. */
export type PickProblem = 'unknown' | 'finished' | 'started' | 'suspended' | null;

export type FoundSelection = Extract<SelectionLookup, { found: true }>;

/** The catalog pick a stored bet leg names. */
export const legPickKey = (leg: {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
}): PickKey => ({
  parent_match_id: leg.parent_match_id,
  sub_type_id: leg.sub_type_id,
  special_bet_value: leg.special_bet_value,
  odd_key: leg.bet_pick,
});

/** Current state of picks from the catalog, in the order given. */
export function lookupPicks(
  db: Queryable,
  keys: readonly PickKey[],
  now: Date,
): Promise<SelectionLookup[]> {
  return lookupSelections(db, toRefs(keys), now);
}

/** lookupPicks that also reads the answer stored under an idempotency key (one round trip). */
export async function lookupPicksWithAnswer(
  db: Queryable,
  keys: readonly PickKey[],
  now: Date,
  answer: { scope: string; key: string } | null,
): Promise<{ stored: StoredAnswer | null; selections: SelectionLookup[] }> {
  const { extra, selections } = await lookupSelectionsWith(
    db,
    toRefs(keys),
    now,
    answer && ((param) => storedAnswerSql(param, answer.scope, answer.key)),
  );
  return { stored: parseStoredAnswer(extra as StoredAnswer | string | null), selections };
}

function toRefs(keys: readonly PickKey[]): SelectionRef[] {
  const refs: SelectionRef[] = keys.map((k) => ({
    parent_match_id: k.parent_match_id,
    sub_type_id: k.sub_type_id,
    special_bet_value: k.special_bet_value,
    odd_key: k.odd_key,
    outcome_id: k.outcome_id ?? null,
  }));
  return refs;
}

export const selectionMatchName = (sel: FoundSelection): string =>
  `${sel.home_team} vs ${sel.away_team}`;

/**
 * Whether a pick can be bet on now. `asLive` says the bettor placed it as a live pick: a live
 * match is fine for it, but a started match rejects a prematch pick (spec 01 §4 invalid picks).
 */
export function pickProblem(sel: SelectionLookup, asLive: boolean): PickProblem {
  if (!sel.found) return 'unknown';
  if (
    sel.match_status === 'ended' ||
    sel.match_status === 'cancelled' ||
    sel.bet_status === 'SETTLED'
  ) {
    return 'finished';
  }
  if (!asLive && sel.started) return 'started';
  if (asLive && !sel.live && sel.started) return 'finished';
  if (sel.bet_status !== 'ACTIVE' || !(sel.odd_value > 1)) return 'suspended';
  return null;
}

/** The bettor-facing sentence for a problem, naming the match. */
export function problemMessage(problem: Exclude<PickProblem, null>, sel: SelectionLookup): string {
  if (!sel.found) {
    return sel.missing === 'match'
      ? `Match ${sel.ref.parent_match_id} is not available for betting`
      : `The selection ${sel.ref.odd_key ?? sel.ref.outcome_id ?? ''} is no longer offered on match ${sel.ref.parent_match_id}`;
  }
  const name = selectionMatchName(sel);
  switch (problem) {
    case 'finished':
      return `${name} has ended and can no longer be bet on`;
    case 'started':
      return `${name} has already started: remove it from your betslip`;
    case 'suspended':
      return `Betting on ${name} is suspended at the moment`;
    default:
      return `The selection ${sel.odd_key} is no longer offered on ${name}`;
  }
}

/** A current pick as the web loads it into a slip (rebet, shared slips). */
export function toSlipPick(sel: FoundSelection): SlipPick {
  const problem = pickProblem(sel, sel.live);
  return {
    parent_match_id: sel.parent_match_id,
    match_id: sel.match_id,
    sub_type_id: sel.sub_type_id,
    special_bet_value: sel.special_bet_value,
    odd_key: sel.odd_key,
    bet_pick: sel.odd_key,
    outcome_id: sel.outcome_id,
    odd_value: sel.odd_value,
    display: sel.display,
    market_name: sel.market_name,
    home_team: sel.home_team,
    away_team: sel.away_team,
    start_time: sel.start_time.toISOString(),
    sport_id: sel.sport_id,
    live: sel.live,
    active: problem === null,
    status: sel.bet_status === 'ACTIVE' ? 'ACTIVE' : 'STOPPED',
    bet_type: sel.live ? BET_TYPE.live : BET_TYPE.prematch,
  };
}

/**
 * Loads picks at their current prices for a new slip: finished or unknown picks are dropped
 * with the reason; started or suspended ones are kept (the slip shows them Locked).
 */
export async function loadSlip(
  db: Queryable,
  keys: readonly PickKey[],
  now: Date,
): Promise<{ data: SlipPick[]; dropped: DroppedPick[] }> {
  const selections = await lookupPicks(db, keys, now);
  const data: SlipPick[] = [];
  const dropped: DroppedPick[] = [];
  selections.forEach((sel, i) => {
    const key = keys[i]!;
    const problem = pickProblem(sel, sel.found && sel.live);
    if (!sel.found || problem === 'finished' || problem === 'unknown') {
      dropped.push({
        parent_match_id: key.parent_match_id,
        sub_type_id: key.sub_type_id,
        bet_pick: key.odd_key,
        match: sel.found ? selectionMatchName(sel) : `Match ${key.parent_match_id}`,
        reason: problemMessage(problem ?? 'unknown', sel),
      });
      return;
    }
    data.push(toSlipPick(sel));
  });
  return { data, dropped };
}
