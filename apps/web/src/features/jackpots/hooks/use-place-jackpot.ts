import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { JackpotPlaceResponse } from '@shangwe/contract';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import {
  keyForRetry,
  placeUntilAnswered,
  UnansweredPlacementError,
} from '../../../lib/placement-retry';
import { refreshBalance } from '../../../shared/balance';
import { openInsufficientFundsPrompt } from '../../../shared/deposit-prompt-store';
import { useJackpotSlipStore } from '../../../shared/jackpot-slip-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { jackpotKeys } from '../api/jackpot-queries';
import { jackpotFingerprint, placeJackpot, type JackpotPlaceRequest } from '../api/place-jackpot';
import {
  JACKPOT_FAILURE_MS,
  JACKPOT_PLACEMENT_TEXTS as TEXTS,
  JACKPOT_SUCCESS_MS,
} from './placement-texts';

export const JACKPOT_PLACE_KEY = ['place-bet', 'jackpot'] as const;

/**
 * Places a jackpot-style slip through the shared ask-until-answered placement (one idempotency
 * key per attempt, the same key again only for a slip whose last try got no answer): success
 * clears the event's slip and refreshes the balance; 401 logs in and comes back; insufficient
 * balance opens the deposit prompt; any other refusal shows the server's message.
 */
export function usePlaceJackpot(onPlaced?: (res: JackpotPlaceResponse) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const { mutate, isPending } = useMutation({
    mutationKey: JACKPOT_PLACE_KEY,
    networkMode: 'always',
    gcTime: 60 * 60_000,
    mutationFn: (request: JackpotPlaceRequest) =>
      placeUntilAnswered(request, {
        send: placeJackpot,
        fingerprint: jackpotFingerprint,
        onUnanswered: () =>
          notify({ type: 'info', title: TEXTS.checkingTitle, message: TEXTS.noResponse }),
      }),
    onSuccess: (res, request) => {
      useJackpotSlipStore.getState().clear(request.eventId);
      useSessionStore.getState().setBalance({ balance: res.user.balance });
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      notify({
        type: 'success',
        title: TEXTS.successTitle,
        message: res.message,
        duration: JACKPOT_SUCCESS_MS,
      });
      onPlaced?.(res);
    },
    onError: (cause, request) => {
      if (cause instanceof UnansweredPlacementError || !isApiError(cause)) {
        notify({
          type: 'error',
          title: TEXTS.unconfirmedTitle,
          message: `${TEXTS.noResponse} ${TEXTS.unconfirmedHint}`,
          duration: JACKPOT_FAILURE_MS,
        });
        return;
      }
      if (cause.status === 401) {
        useSessionStore.getState().logout();
        notify({ type: 'error', title: TEXTS.sessionExpiredTitle, message: TEXTS.sessionExpired });
        void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
        return;
      }
      if (hasErrorCode(cause, 'JACKPOT_CLOSED')) {
        // The event closed under the bettor: show it closed rather than keep offering it.
        void queryClient.invalidateQueries({ queryKey: jackpotKeys.all });
      }
      if (hasErrorCode(cause, 'INSUFFICIENT_BALANCE')) {
        openInsufficientFundsPrompt(request.stake);
        return;
      }
      notify({
        type: 'error',
        title: TEXTS.failedTitle,
        message: cause.message,
        duration: JACKPOT_FAILURE_MS,
      });
    },
  });

  const place = useCallback(
    (request: Omit<JackpotPlaceRequest, 'idempotencyKey'>) => {
      // Blocks a second submit even before React re-renders the disabled button.
      if (queryClient.isMutating({ mutationKey: JACKPOT_PLACE_KEY }) > 0) return;
      const last = queryClient
        .getMutationCache()
        .findAll({ mutationKey: JACKPOT_PLACE_KEY, exact: true })
        .at(-1);
      const lastError = last?.state.status === 'error' ? last.state.error : null;
      const idempotencyKey = keyForRetry(
        lastError,
        jackpotFingerprint({ ...request, idempotencyKey: '' }),
      );
      mutate({ ...request, idempotencyKey });
    },
    [queryClient, mutate],
  );
  return { place, placing: isPending };
}

/** True while a jackpot-style entry is being placed (the picker locks its chips). */
export function useIsPlacingJackpot(): boolean {
  return useIsMutating({ mutationKey: JACKPOT_PLACE_KEY }) > 0;
}
