import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { VirtualPlaceBetResponse } from '@shangwe/contract';
import { slipAfterPlacement } from '@shangwe/domain';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useWagerPlacement } from '../../../shared/use-wager-placement';
import {
  placeVirtualBet,
  virtualPlacementFingerprint,
  type VirtualPlaceRequest,
} from '../api/place-virtual-bet';
import { virtualKeys } from '../api/virtual-queries';

/** Where a logged-out bettor comes back to (spec 01 §5). */
export const VIRTUAL_SLIP_PATH = '/betslip?type=virtual';
export const VIRTUAL_LOGIN_PATH = `/login?next=${encodeURIComponent(VIRTUAL_SLIP_PATH)}`;

const MUTATION_KEY = ['place-bet', 'virtual'] as const;

/**
 * Places the virtual slip (spec 01 §4, §8) through the shared placing core
 * (shared/use-wager-placement, its one message table): success clears the slip (unless Keep
 * Betslip), refreshes the balance and goes to /virtual; a 401 goes to login with
 * next=/betslip?type=virtual.
 */
export function usePlaceVirtualBet() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useWagerPlacement<VirtualPlaceRequest, VirtualPlaceBetResponse>({
    mutationKey: MUTATION_KEY,
    send: placeVirtualBet,
    fingerprint: virtualPlacementFingerprint,
    loginNext: VIRTUAL_SLIP_PATH,
    clearSlip: () => {
      const slip = useBetslipStore.getState();
      slip.setPicks('virtual', slipAfterPlacement(slip.slips.virtual, slip.keepBetslip));
    },
    onPlaced: () => {
      void client.invalidateQueries({ queryKey: virtualKeys.all });
      void navigate('/virtual');
    },
  });
}
