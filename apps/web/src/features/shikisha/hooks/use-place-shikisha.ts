import { useLocation, useNavigate } from 'react-router';
import type { ShikishaPlaceResponse } from '@shangwe/contract';
import { hasErrorCode } from '../../../lib/api-client';
import { backInApp } from '../../../shared/back-in-app';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useWagerPlacement } from '../../../shared/use-wager-placement';
import {
  movedTotalOdd,
  placeShikisha,
  shikishaFingerprint,
  type ShikishaPlaceRequest,
} from '../api/place-shikisha';
import { shikishaPath } from '../shikisha-paths';
import { useShikishaPlacementStore } from '../stores/shikisha-placement-store';

export const SHIKISHA_PLACE_KEY = ['place-bet', 'shikisha'] as const;

/** Where a bettor whose session ended comes back to after logging in (spec 01 §4). */
export const SHIKISHA_LOGIN_NEXT = '/betslip?type=shikisha';

/** The identity of a combination (to match a moved price to the picks it was quoted for). */
export function shikishaCombo(picks: ShikishaPlaceRequest['picks']): string {
  return picks
    .map((p) => `${p.parent_match_id}|${p.sub_type_id}|${p.odd.special_bet_value}|${p.odd.odd_key}`)
    .join(',');
}

/**
 * Places the Shikisha slip (spec 01 §4, §8) through the shared placing core
 * (shared/use-wager-placement): success ('Bet placement successful' with the server's message,
 * balance refreshed, slip cleared, back one page: within the app, so a builder opened from a
 * shared link lands on the Shikisha list with the notice rather than leaving the app), 401 (auth cleared, login), insufficient
 * balance (deposit prompt), a moved price (kept for the bettor to accept), other refusals ('Bet
 * placement failed', 10 s).
 */
export function usePlaceShikisha() {
  const navigate = useNavigate();
  const location = useLocation();
  const { shikishaName } = useCountryConfig();
  const placement = () => useShikishaPlacementStore.getState();
  const { place } = useWagerPlacement<ShikishaPlaceRequest, ShikishaPlaceResponse>({
    mutationKey: SHIKISHA_PLACE_KEY,
    send: placeShikisha,
    fingerprint: shikishaFingerprint,
    loginNext: SHIKISHA_LOGIN_NEXT,
    onStart: () => {
      placement().setMoved(null);
      placement().setPlacing(true);
    },
    clearSlip: () => useBetslipStore.getState().clear('shikisha'),
    onPlaced: () => backInApp(navigate, location, shikishaPath(shikishaName)),
    onRefused: (cause, request) => {
      const moved = hasErrorCode(cause, 'BET_ODDS_CHANGED') ? movedTotalOdd(cause.body) : null;
      if (moved === null) return false;
      placement().setMoved({
        combo: shikishaCombo(request.picks),
        from: request.totalOdd,
        to: moved,
      });
      return true;
    },
    onSettled: () => placement().setPlacing(false),
  });
  return place;
}
