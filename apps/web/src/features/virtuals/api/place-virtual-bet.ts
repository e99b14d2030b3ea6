import { APP_SRC, BET_TYPE } from '@shangwe/domain';
import {
  endpoints,
  type VirtualPlaceBetInput,
  type VirtualPlaceBetResponse,
} from '@shangwe/contract';
import { postWager, recordPlacedSlip } from '../../../lib/place-wager';
import { placeUntilAnswered, type KeyedPlacement } from '../../../lib/placement-retry';
import type { BetslipPick } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';

/** What the virtual slip hands to the placer. */
export interface VirtualPlaceRequest extends KeyedPlacement {
  picks: readonly BetslipPick[];
  stake: number;
  totalOdd: number;
  possibleWin: number;
  profileId?: number;
}

/** Channel of the web app in the virtual payload (spec 01 §7: channelID mobile). */
export const VIRTUAL_CHANNEL_ID = 'mobile';

/** The placement payload of spec 01 §7 (POST {live}virtual/placebet) from the virtual slip. */
export function buildVirtualPlaceBody(request: VirtualPlaceRequest): VirtualPlaceBetInput {
  const affiliate = useSessionStore.getState().affiliate ?? {};
  return {
    bet_string: APP_SRC,
    app_name: APP_SRC,
    src: APP_SRC,
    possible_win: request.possibleWin.toFixed(2),
    profile_id: request.profileId,
    stake: request.stake.toFixed(2),
    total_odd: request.totalOdd.toFixed(2),
    betslip: request.picks.map((p) => ({
      sub_type_id: p.sub_type_id,
      special_bet_value: p.odd.special_bet_value ?? '',
      bet_pick: p.odd.odd_key,
      odd_value: p.odd.odd_value,
      outcome_id: String(p.odd.outcome_id ?? ''),
      // A virtual pick keeps its parent_virtual_id as parent_match_id (domain pick).
      parent_virtual_id: p.parent_match_id,
      parent_match_id: p.parent_match_id,
      match_id: p.parent_match_id,
      bet_type: BET_TYPE.virtual,
    })),
    channelID: VIRTUAL_CHANNEL_ID,
    user_agent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    affiliate: affiliate.affiliate_tag ?? undefined,
    affiliate_id:
      affiliate.affiliate_id != null && affiliate.affiliate_id !== ''
        ? String(affiliate.affiliate_id)
        : undefined,
    affiliate_tag: affiliate.affiliate_tag ?? undefined,
  };
}

/** What the attempt asks for whatever its key: same picks, odds and stake. */
export function virtualPlacementFingerprint(request: VirtualPlaceRequest): string {
  return JSON.stringify(buildVirtualPlaceBody({ ...request, idempotencyKey: '' }));
}

/** One try of the virtual placement; the key travels in the Idempotency-Key header. */
export function placeVirtualBet(
  request: VirtualPlaceRequest,
  signal?: AbortSignal,
): Promise<VirtualPlaceBetResponse> {
  // A 401 is the slip's to handle (login with next=/betslip?type=virtual).
  return postWager(
    endpoints.virtualPlaceBet,
    buildVirtualPlaceBody(request),
    request.idempotencyKey,
    signal,
  ).then(recordPlacedSlip('virtual', request));
}

/** The virtual placement asked until the server answers (lib/placement-retry, shared). */
export function placeVirtualBetUntilAnswered(
  request: VirtualPlaceRequest,
  onUnanswered?: (tries: number) => void,
): Promise<VirtualPlaceBetResponse> {
  return placeUntilAnswered(request, {
    send: placeVirtualBet,
    fingerprint: virtualPlacementFingerprint,
    onUnanswered,
  });
}
