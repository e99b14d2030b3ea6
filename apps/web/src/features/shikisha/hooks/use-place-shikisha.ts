import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ShikishaPlaceResponse } from '@shangwe/contract';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import {
  keyForRetry,
  placeUntilAnswered,
  UnansweredPlacementError,
} from '../../../lib/placement-retry';
import { refreshBalance } from '../../../shared/balance';
import { useBetslipStore } from '../../../shared/betslip-store';
import { openInsufficientFundsPrompt } from '../../../shared/deposit-prompt-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import {
  movedTotalOdd,
  placeShikisha,
  shikishaFingerprint,
  type ShikishaPlaceRequest,
} from '../api/place-shikisha';
import {
  SHIKISHA_FAILURE_MS,
  SHIKISHA_PLACEMENT_TEXTS as TEXTS,
  SHIKISHA_SUCCESS_MS,
  useShikishaPlacementStore,
} from '../stores/shikisha-placement-store';

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
 * Places the Shikisha slip (spec 01 §4, §8) through the shared ask-until-answered placement:
 * success ('Bet placement successful' with the server's message, balance refreshed, slip
 * cleared, back one page), 401 (auth cleared, login), insufficient balance (deposit prompt), a
 * moved price (kept for the bettor to accept), other refusals ('Bet placement failed', 10 s).
 */
export function usePlaceShikisha() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const { mutate } = useMutation({
    mutationKey: SHIKISHA_PLACE_KEY,
    networkMode: 'always',
    gcTime: 60 * 60_000,
    mutationFn: (request: ShikishaPlaceRequest) =>
      placeUntilAnswered(request, {
        send: placeShikisha,
        fingerprint: shikishaFingerprint,
        onUnanswered: () =>
          notify({ type: 'info', title: TEXTS.checkingTitle, message: TEXTS.noResponse }),
      }),
    onMutate: () => {
      useShikishaPlacementStore.getState().setMoved(null);
      useShikishaPlacementStore.getState().setPlacing(true);
    },
    onSuccess: (res: ShikishaPlaceResponse) => {
      useBetslipStore.getState().clear('shikisha');
      useSessionStore.getState().setBalance({ balance: res.user.balance });
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      notify({
        type: 'success',
        title: TEXTS.successTitle,
        message: res.message,
        duration: SHIKISHA_SUCCESS_MS,
      });
      void navigate(-1);
    },
    onError: (cause, request) => {
      if (cause instanceof UnansweredPlacementError || !isApiError(cause)) {
        notify({
          type: 'error',
          title: TEXTS.unconfirmedTitle,
          message: `${TEXTS.noResponse} ${TEXTS.unconfirmedHint}`,
          duration: SHIKISHA_FAILURE_MS,
        });
        return;
      }
      if (cause.status === 401) {
        useSessionStore.getState().logout();
        notify({ type: 'error', title: TEXTS.sessionExpiredTitle, message: TEXTS.sessionExpired });
        void navigate(`/login?next=${encodeURIComponent(SHIKISHA_LOGIN_NEXT)}`);
        return;
      }
      if (hasErrorCode(cause, 'INSUFFICIENT_BALANCE')) {
        openInsufficientFundsPrompt(request.stake);
        return;
      }
      const moved = hasErrorCode(cause, 'BET_ODDS_CHANGED') ? movedTotalOdd(cause.body) : null;
      if (moved !== null) {
        useShikishaPlacementStore.getState().setMoved({
          combo: shikishaCombo(request.picks),
          from: request.totalOdd,
          to: moved,
        });
        return;
      }
      notify({
        type: 'error',
        title: TEXTS.failedTitle,
        message: cause.message,
        duration: SHIKISHA_FAILURE_MS,
      });
    },
    onSettled: () => useShikishaPlacementStore.getState().setPlacing(false),
  });

  return useCallback(
    (request: Omit<ShikishaPlaceRequest, 'idempotencyKey'>) => {
      // Blocks a second submit even before React re-renders the disabled button.
      if (queryClient.isMutating({ mutationKey: SHIKISHA_PLACE_KEY }) > 0) return;
      const last = queryClient
        .getMutationCache()
        .findAll({ mutationKey: SHIKISHA_PLACE_KEY, exact: true })
        .at(-1);
      const lastError = last?.state.status === 'error' ? last.state.error : null;
      const idempotencyKey = keyForRetry(
        lastError,
        shikishaFingerprint({ ...request, idempotencyKey: '' }),
      );
      mutate({ ...request, idempotencyKey });
    },
    [queryClient, mutate],
  );
}
