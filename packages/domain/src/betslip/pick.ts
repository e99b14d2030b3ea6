/** The odd a pick was made on (spec 01 §3 normal betslip pick `odd`). */
export interface PickOdd {
  display: string;
  odd_key: string;
  /** 0 (or null from a feed) when the odd is gone. */
  odd_value: number;
  outcome_id: string | number;
  special_bet_value: string;
  parent_match_id: number;
  sport_id: number;
}

/**
 * A betslip pick with the spec's field names (spec 01 §3). Virtual picks carry their
 * parent_virtual_id in parent_match_id; jackpot entries use matchId and the odd.
 */
export interface BetslipPick {
  matchId: number;
  parent_match_id: number;
  odd: PickOdd;
  sub_type_id: number;
  market_name: string;
  home_team: string;
  away_team: string;
  /** ISO start time of the match. */
  startTime: string;
  live: boolean;
  active: boolean;
  /** 'STOPPED' means suspended. */
  status?: string;
  /** The odd moved since it was added (or last accepted). */
  changed?: boolean;
  /** The odd value when the pick was added or last accepted. */
  initialOdd?: number;
  is_shared?: boolean;
  share_code?: string;
  sport_id: number;
  is_esport?: boolean;
}

/**
 * What the betslip rules read of a pick. Every function is generic over it, so a caller's own
 * richer pick type (the web store's) passes through unchanged.
 */
export interface PickCore {
  parent_match_id: number;
  sub_type_id: number;
  odd: { odd_key: string; odd_value: number | null; special_bet_value?: string | null };
  startTime?: string | null;
  live?: boolean;
  active?: boolean;
  status?: string | null;
  changed?: boolean;
  initialOdd?: number;
}

/** Fresh market data for one pick (a poll of the live match or a socket push). */
export interface PickOddsUpdate {
  parent_match_id: number;
  sub_type_id: number;
  odd_key: string;
  special_bet_value: string;
  /** null or 0 when the odd is gone. */
  odd_value: number | null;
  active?: boolean;
  status?: string;
}

/** The status a feed gives a suspended market (spec 01 §3). */
export const STOPPED_STATUS = 'STOPPED';

/** Whether two picks are the same odd: match, market, line and outcome key. */
export function isSameOdd(a: PickCore, b: PickCore): boolean {
  return (
    a.parent_match_id === b.parent_match_id &&
    a.sub_type_id === b.sub_type_id &&
    a.odd.odd_key === b.odd.odd_key &&
    (a.odd.special_bet_value ?? '') === (b.odd.special_bet_value ?? '')
  );
}

/** Whether two picks are on the same market (and line) of the same match. */
export function isSameMarket(a: PickCore, b: PickCore): boolean {
  return (
    a.parent_match_id === b.parent_match_id &&
    a.sub_type_id === b.sub_type_id &&
    (a.odd.special_bet_value ?? '') === (b.odd.special_bet_value ?? '')
  );
}

/** Whether an update is for this pick's odd. */
export function updateMatchesPick(update: PickOddsUpdate, pick: PickCore): boolean {
  return (
    update.parent_match_id === pick.parent_match_id &&
    update.sub_type_id === pick.sub_type_id &&
    update.odd_key === pick.odd.odd_key &&
    (update.special_bet_value ?? '') === (pick.odd.special_bet_value ?? '')
  );
}

/** Why a pick cannot be bet on now, or null when it can (spec 01 §4). */
export type InvalidReason = 'suspended' | 'no-odd' | 'inactive' | 'started';

/**
 * Why a pick is invalid (spec 01 §4): status STOPPED, odd missing or zero, live and not active,
 * or prematch with its start time passed (at or before `now`). Null when valid. An unknown start
 * time does not make a pick invalid.
 */
export function invalidReason(pick: PickCore, now: Date): InvalidReason | null {
  if (pick.status === STOPPED_STATUS) return 'suspended';
  if (!pick.odd.odd_value || !(pick.odd.odd_value > 0)) return 'no-odd';
  if (pick.live) return pick.active === false ? 'inactive' : null;
  if (pick.startTime) {
    const start = Date.parse(pick.startTime);
    if (!Number.isNaN(start) && start <= now.getTime()) return 'started';
  }
  return null;
}

/** Whether a pick is invalid now (spec 01 §4). */
export function isPickInvalid(pick: PickCore, now: Date): boolean {
  return invalidReason(pick, now) !== null;
}
