import { endpoints, type LiveOddsResponse, type OddsChangeMessage } from '@shangwe/contract';
import { TIMERS_MS } from '@shangwe/domain';
import { api } from '../../../lib/api-client';
import type { BetslipPick, PickOddsUpdate } from '../../../shared/betslip-store';

/** Live betslip odds refresh period (spec 01 §9: every 10 s). */
export const LIVE_ODDS_REFRESH_MS = TIMERS_MS.liveOddsRefresh;

/** GET /api/live/uo/match?id&type: the current market of one live pick. */
export function getLiveOdds(parentMatchId: number, subTypeId: number) {
  return api.call(
    endpoints.liveOdds,
    { query: { id: parentMatchId, type: String(subTypeId) } },
    { auth: 'none' },
  );
}

export const liveOddsQueryKey = (parentMatchId: number, subTypeId: number) =>
  ['betslip', 'live-odds', parentMatchId, subTypeId] as const;

/** The update a live-odds answer means for one pick (odd gone → 0, suspended → STOPPED). */
export function updateFromLiveOdds(pick: BetslipPick, res: LiveOddsResponse): PickOddsUpdate {
  const market = res.data.find(
    (m) =>
      m.sub_type_id === pick.sub_type_id &&
      m.special_bet_value === (pick.odd.special_bet_value ?? ''),
  );
  const odd = market?.odds.find((o) => o.odd_key === pick.odd.odd_key);
  const ended = res.match.status === 'ended' || res.match.status === 'cancelled';
  return {
    parent_match_id: pick.parent_match_id,
    sub_type_id: pick.sub_type_id,
    odd_key: pick.odd.odd_key,
    special_bet_value: pick.odd.special_bet_value ?? '',
    odd_value: odd?.odd_value ?? 0,
    active: !ended && !!market && market.bet_status === 'ACTIVE',
    status: market?.bet_status ?? 'STOPPED',
  };
}

/** The updates an `odds` socket push means for the picks of its match. */
export function updatesFromPush(
  picks: readonly BetslipPick[],
  message: OddsChangeMessage,
): PickOddsUpdate[] {
  const updates: PickOddsUpdate[] = [];
  for (const pick of picks) {
    if (pick.parent_match_id !== message.parent_match_id) continue;
    const market = message.markets.find(
      (m) =>
        m.sub_type_id === pick.sub_type_id &&
        m.special_bet_value === (pick.odd.special_bet_value ?? ''),
    );
    if (!market) continue;
    const odd = market.odds.find((o) => o.odd_key === pick.odd.odd_key);
    updates.push({
      parent_match_id: pick.parent_match_id,
      sub_type_id: pick.sub_type_id,
      odd_key: pick.odd.odd_key,
      special_bet_value: pick.odd.special_bet_value ?? '',
      odd_value: odd?.odd_value ?? 0,
      active: market.bet_status === 'ACTIVE',
      status: market.bet_status,
    });
  }
  return updates;
}
