import type { VirtualMarket, VirtualMatch, VirtualOdd } from '@shangwe/contract';
import type { BetslipPick } from '../../../shared/betslip-store';
import { pickOdd } from '../../../shared/slip-picks';

/** Virtual soccer in the pick's sport field (the slip model asks for one). */
const VIRTUAL_SOCCER_SPORT_ID = 1;

/**
 * The virtual-slip pick of one outcome (spec 01 §3 virtual pick: parent_virtual_id, start_time,
 * odd with sub_type_id, special_bet_value, odd_key, odd_value, outcome_id). The slip model keeps
 * parent_virtual_id in parent_match_id; start_time is the match-day's kick-off, so the pick
 * turns Locked when the match-day starts.
 */
export function toVirtualPick(
  match: Pick<
    VirtualMatch,
    'parent_virtual_id' | 'home_team' | 'away_team' | 'start_time' | 'status'
  >,
  market: Pick<VirtualMarket, 'sub_type_id' | 'name' | 'bet_status'>,
  odd: VirtualOdd,
  specialBetValue: string,
): BetslipPick {
  const id = match.parent_virtual_id;
  const open = market.bet_status === 'active' && match.status === 'open';
  return {
    matchId: id,
    parent_match_id: id,
    sub_type_id: market.sub_type_id,
    market_name: market.name,
    home_team: match.home_team,
    away_team: match.away_team,
    startTime: match.start_time,
    live: false,
    active: open,
    status: open ? undefined : 'STOPPED',
    sport_id: VIRTUAL_SOCCER_SPORT_ID,
    changed: false,
    initialOdd: odd.odd_value,
    odd: pickOdd({ ...odd, special_bet_value: specialBetValue }, id, VIRTUAL_SOCCER_SPORT_ID),
  };
}
