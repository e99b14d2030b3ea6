import type { Market, MatchSummary, Odd, SlipPick } from '@shangwe/contract';
import { useCallback, useMemo } from 'react';
import { isEsportSport } from '@shangwe/domain';
import { useBetslipStore, useIsPicked, type BetslipPick, type PickOdd } from './betslip-store';
import { useCountryStore } from './country-store';
import { notify } from './notice-store';

/**
 * The one place that turns something into a betslip pick (spec 01 §3 pick fields): a catalog
 * outcome (odds buttons of the home, sport, live and match screens; deep links) or a pick the
 * server hands back (shared slip, rebet).
 */

/** The match fields a pick needs. */
export type PickMatch = Pick<
  MatchSummary,
  | 'parent_match_id'
  | 'match_id'
  | 'sport_id'
  | 'home_team'
  | 'away_team'
  | 'start_time'
  | 'live'
  | 'status'
>;

/** True when bets cannot be taken on this market (suspended, settled, or the match is over). */
export function isMarketLocked(
  match: Pick<MatchSummary, 'status'>,
  market: Pick<Market, 'bet_status'>,
): boolean {
  return market.bet_status !== 'ACTIVE' || match.status === 'ended' || match.status === 'cancelled';
}

/** The outcome fields a pick's odd keeps. */
export type PickOddSource = Pick<
  PickOdd,
  'display' | 'odd_key' | 'odd_value' | 'outcome_id' | 'special_bet_value'
>;

/** The odd of a pick: the outcome's price and keys, tied to its match and sport (any product). */
export function pickOdd(odd: PickOddSource, parentMatchId: number, sportId: number): PickOdd {
  return {
    display: odd.display,
    odd_key: odd.odd_key,
    odd_value: odd.odd_value,
    outcome_id: odd.outcome_id,
    special_bet_value: odd.special_bet_value,
    parent_match_id: parentMatchId,
    sport_id: sportId,
  };
}

/** Builds the normal-slip pick of one outcome. */
export function toBetslipPick(match: PickMatch, market: Market, odd: Odd): BetslipPick {
  const locked = isMarketLocked(match, market);
  return {
    matchId: match.match_id,
    parent_match_id: match.parent_match_id,
    sub_type_id: market.sub_type_id,
    market_name: market.name,
    home_team: match.home_team,
    away_team: match.away_team,
    startTime: match.start_time,
    live: match.live,
    active: !locked,
    status: market.bet_status === 'STOPPED' ? 'STOPPED' : undefined,
    sport_id: match.sport_id,
    // An e-sport's id is a twin of the country's esportMapping (spec 01 §3 pick is_esport).
    is_esport: isEsportSport(match.sport_id, useCountryStore.getState().config),
    changed: false,
    initialOdd: odd.odd_value,
    odd: pickOdd(odd, match.parent_match_id, match.sport_id),
  };
}

/**
 * A pick as the server hands it back at its current price (share decode, rebet) turned into a
 * slip pick. `shareCode` marks picks that came from a shared slip (placement payload is_shared).
 */
export function slipPickFromServer(p: SlipPick, shareCode?: string): BetslipPick {
  const sportId = p.sport_id ?? 0;
  return {
    matchId: p.match_id ?? p.parent_match_id,
    parent_match_id: p.parent_match_id,
    sub_type_id: p.sub_type_id,
    market_name: p.market_name,
    home_team: p.home_team,
    away_team: p.away_team,
    startTime: p.start_time ?? '',
    live: p.live,
    active: p.active,
    status: p.status,
    sport_id: sportId,
    is_esport: isEsportSport(sportId, useCountryStore.getState().config),
    changed: false,
    initialOdd: p.odd_value,
    is_shared: shareCode !== undefined,
    share_code: shareCode,
    odd: pickOdd(p, p.parent_match_id, sportId),
  };
}

/**
 * State and action of one odds button: whether its outcome is in the normal slip and a pick
 * handler that toggles / replaces it (the store applies the one-pick-per-match rule).
 */
export function useOddPick(match: PickMatch, market: Market, odd: Odd) {
  const selected = useIsPicked(
    'main',
    match.parent_match_id,
    market.sub_type_id,
    odd.odd_key,
    odd.special_bet_value,
  );
  const onPick = useCallback(() => {
    const result = useBetslipStore.getState().addPick('main', toBetslipPick(match, market, odd));
    // Offline or slip full: the store's message is the spec's text.
    if (!result.ok) notify({ type: 'warning', message: result.message });
  }, [match, market, odd]);
  return { selected, locked: isMarketLocked(match, market), onPick };
}

/**
 * The pick fields of a match, kept as the same object while they do not change: a clock or score
 * push then re-renders the row, not every odds button in it.
 */
export function usePickMatch(match: PickMatch): PickMatch {
  const { parent_match_id, match_id, sport_id, home_team, away_team, start_time, live, status } =
    match;
  return useMemo(
    () => ({ parent_match_id, match_id, sport_id, home_team, away_team, start_time, live, status }),
    [parent_match_id, match_id, sport_id, home_team, away_team, start_time, live, status],
  );
}
