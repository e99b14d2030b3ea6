import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { VirtualPlaceBetResponse } from '@shangwe/contract';
import { slipAfterPlacement } from '@shangwe/domain';
import { errorMessageOf, hasErrorCode, isApiError } from '../../../lib/api-client';
import { keyForRetry, UnansweredPlacementError } from '../../../lib/placement-retry';
import { refreshBalance } from '../../../shared/balance';
import { useBetslipStore } from '../../../shared/betslip-store';
import { openInsufficientFundsPrompt } from '../../../shared/deposit-prompt-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import {
  placeVirtualBetUntilAnswered,
  virtualPlacementFingerprint,
  type VirtualPlaceRequest,
} from '../api/place-virtual-bet';
import { virtualKeys } from '../api/virtual-queries';

/** Where a logged-out bettor comes back to (spec 01 §5). */
export const VIRTUAL_SLIP_PATH = '/betslip?type=virtual';
export const VIRTUAL_LOGIN_PATH = `/login?next=${encodeURIComponent(VIRTUAL_SLIP_PATH)}`;

/** Spec 01 §8: placement errors of the virtual slip stay 10 s. */
const VIRTUAL_ERROR_MS = 10_000;

export const VIRTUAL_PLACEMENT_TEXTS = {
  successTitle: 'Bet placement successful',
  failedTitle: 'Bet placement failed',
  noResponse: 'An error occurred. Please try again and contact us if this persists.',
  checking: 'Checking your bet…',
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Please login again to place your bet.',
} as const;

const MUTATION_KEY = ['place-bet', 'virtual'] as const;

/**
 * Places the virtual slip (spec 01 §4, §8): one idempotency key per attempt, asked again with
 * the same key until answered; success clears the slip (unless Keep Betslip), refreshes the
 * balance and goes to /virtual; a 401 goes to login with next=/betslip?type=virtual.
 */
export function usePlaceVirtualBet() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    networkMode: 'always',
    mutationFn: (request: VirtualPlaceRequest) =>
      placeVirtualBetUntilAnswered(request, () =>
        notify({ type: 'info', message: VIRTUAL_PLACEMENT_TEXTS.checking }),
      ),
    onSuccess: (res: VirtualPlaceBetResponse) => {
      const slip = useBetslipStore.getState();
      slip.setPicks('virtual', slipAfterPlacement(slip.slips.virtual, slip.keepBetslip));
      if (typeof res.balance === 'number')
        useSessionStore.getState().setBalance({ balance: res.balance });
      void refreshBalance();
      void client.invalidateQueries({ queryKey: ['bets'] });
      void client.invalidateQueries({ queryKey: virtualKeys.all });
      notify({
        type: 'success',
        title: VIRTUAL_PLACEMENT_TEXTS.successTitle,
        message: res.message,
      });
      void navigate('/virtual');
    },
    onError: (cause, request) => {
      if (cause instanceof UnansweredPlacementError || !isApiError(cause)) {
        notify({
          type: 'error',
          title: VIRTUAL_PLACEMENT_TEXTS.failedTitle,
          message: VIRTUAL_PLACEMENT_TEXTS.noResponse,
          duration: VIRTUAL_ERROR_MS,
        });
        return;
      }
      if (cause.status === 401) {
        useSessionStore.getState().logout();
        notify({
          type: 'error',
          title: VIRTUAL_PLACEMENT_TEXTS.sessionExpiredTitle,
          message: VIRTUAL_PLACEMENT_TEXTS.sessionExpired,
        });
        void navigate(VIRTUAL_LOGIN_PATH);
        return;
      }
      if (hasErrorCode(cause, 'INSUFFICIENT_BALANCE')) {
        openInsufficientFundsPrompt(request.stake);
        return;
      }
      notify({
        type: 'error',
        title: VIRTUAL_PLACEMENT_TEXTS.failedTitle,
        message: errorMessageOf(cause.body, VIRTUAL_PLACEMENT_TEXTS.noResponse),
        duration: VIRTUAL_ERROR_MS,
      });
    },
  });

  const place = (request: Omit<VirtualPlaceRequest, 'idempotencyKey'>) => {
    const last = client
      .getMutationCache()
      .findAll({ mutationKey: MUTATION_KEY, exact: true })
      .at(-1);
    const lastError = last?.state.status === 'error' ? last.state.error : null;
    const fingerprint = virtualPlacementFingerprint({ ...request, idempotencyKey: '' });
    mutation.mutate({ ...request, idempotencyKey: keyForRetry(lastError, fingerprint) });
  };
  return { place, placing: mutation.isPending };
}
