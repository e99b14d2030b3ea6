import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import type { JackpotPlaceResponse } from '@shangwe/contract';
import { hasErrorCode } from '../../../lib/api-client';
import { useJackpotSlipStore } from '../../../shared/jackpot-slip-store';
import { useWagerPlacement } from '../../../shared/use-wager-placement';
import { jackpotKeys } from '../api/jackpot-queries';
import { jackpotFingerprint, placeJackpot, type JackpotPlaceRequest } from '../api/place-jackpot';

export const JACKPOT_PLACE_KEY = ['place-bet', 'jackpot'] as const;

/**
 * Places a jackpot-style slip through the shared placing core (shared/use-wager-placement):
 * success clears the event's slip and refreshes the balance; 401 logs in and comes back to this
 * page; insufficient balance opens the deposit prompt; a closed event is shown closed; any other
 * refusal shows the server's message.
 */
export function usePlaceJackpot(onPlaced?: (res: JackpotPlaceResponse) => void) {
  const queryClient = useQueryClient();
  return useWagerPlacement<JackpotPlaceRequest, JackpotPlaceResponse>({
    mutationKey: JACKPOT_PLACE_KEY,
    send: placeJackpot,
    fingerprint: jackpotFingerprint,
    clearSlip: (request) => useJackpotSlipStore.getState().clear(request.eventId),
    onPlaced,
    onRefused: (cause) => {
      if (hasErrorCode(cause, 'JACKPOT_CLOSED')) {
        // The event closed under the bettor: show it closed rather than keep offering it.
        void queryClient.invalidateQueries({ queryKey: jackpotKeys.all });
      }
      return false;
    },
  });
}

/** True while a jackpot-style entry is being placed (the picker locks its chips). */
export function useIsPlacingJackpot(): boolean {
  return useIsMutating({ mutationKey: JACKPOT_PLACE_KEY }) > 0;
}
