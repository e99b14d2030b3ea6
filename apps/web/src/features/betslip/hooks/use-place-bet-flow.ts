import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { PlaceBetResponse } from '@shangwe/contract';
import { slipAfterPlacement } from '@shangwe/domain';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { rememberShareCodeForLogin } from '../../../lib/cookies';
import { useBetslipStore, type SlipKind } from '../../../shared/betslip-store';
import { openInsufficientFundsPrompt } from '../../../shared/deposit-prompt-store';
import { notify } from '../../../shared/notice-store';
import { trackRecommendationsPlaced } from '../../../shared/recommendations-store';
import { useSessionStore } from '../../../shared/session-store';
import { placeBetErrorBody, type PlaceBetRequest } from '../api/place-bet';
import {
  placeBetUntilAnswered,
  placementFingerprint,
  UnansweredPlacementError,
} from '../api/place-bet-until-answered';
import { refreshBalance } from '../../../shared/balance';
import { keyForRetry, newIdempotencyKey } from '../../../lib/placement-retry';
import { watchAsyncBet } from '../api/watch-async-bet';
import { afterOfferRefusal, afterOffersPlaced, placementOffers } from './slip-offers';
import {
  PLACEMENT_TEXTS,
  SUCCESS_NOTE_MS,
  usePlacementStore,
  type PlacementOutcome,
} from '../stores/placement-store';

export { newIdempotencyKey };

/** The mutation key of one slip's placements, shared by every view of that slip. */
export function placeBetMutationKey(kind: SlipKind) {
  return ['place-bet', kind] as const;
}

/** How long an unconfirmed placement's key is kept for the bettor's next press. */
const UNCONFIRMED_KEY_KEPT_MS = 60 * 60_000;

/**
 * The key for a new press of Place Bet: a fresh one, except when the last placement of this
 * very slip (same picks, odds and stake) never got an answer; then that one again, so the
 * server answers with the bet it may have booked instead of booking a second.
 */
function keyForPress(client: QueryClient, kind: SlipKind, request: PlaceBetRequest): string {
  const last = client
    .getMutationCache()
    .findAll({ mutationKey: placeBetMutationKey(kind), exact: true })
    .at(-1);
  const error = last?.state.status === 'error' ? last.state.error : null;
  return keyForRetry(error, placementFingerprint(request));
}

function showOutcome(outcome: PlacementOutcome | null) {
  usePlacementStore.getState().setOutcome(outcome);
}

/**
 * Places the slip and handles every outcome of spec 01 §4 and §8: success (slip cleared unless
 * Keep Betslip, balance refreshed, async copy under `ref`), 401 (auth cleared, login with next),
 * insufficient balance (deposit prompt), odds moved (409: new odds to accept), other errors
 * (shown until dismissed) and no answer (asked again with the same key until there is one).
 */
export function usePlaceBetFlow(kind: SlipKind = 'main') {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = location.pathname + location.search;

  const { mutate } = useMutation({
    mutationKey: placeBetMutationKey(kind),
    // Our own retries decide when to ask again (always with the same key), online or not.
    networkMode: 'always',
    gcTime: UNCONFIRMED_KEY_KEPT_MS,
    mutationFn: (request: PlaceBetRequest) =>
      placeBetUntilAnswered(request, {
        onUnanswered: () =>
          showOutcome({
            type: 'pending',
            title: PLACEMENT_TEXTS.checkingTitle,
            message: PLACEMENT_TEXTS.noResponse,
          }),
      }),
    onMutate: () => {
      showOutcome(null);
      usePlacementStore.getState().setPlacing(true);
    },
    onSuccess: (res: PlaceBetResponse, request) => {
      if (res.async && res.ref) {
        useBetslipStore.getState().saveRef(res.ref, {
          kind,
          picks: [...request.picks],
          stake: request.stake,
          savedAt: new Date().toISOString(),
        });
        void watchAsyncBet(res.ref).then(() => {
          void refreshBalance();
          void queryClient.invalidateQueries({ queryKey: ['bets'] });
        });
      }
      const after = useBetslipStore.getState();
      after.setPicks(kind, slipAfterPlacement(after.slips[kind], after.keepBetslip));
      afterOffersPlaced(request, queryClient);
      trackRecommendationsPlaced(
        res.ref,
        request.picks.map((p) => p.parent_match_id),
      );
      if (typeof res.balance === 'number')
        useSessionStore.getState().setBalance({ balance: res.balance });
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      // A live bet is only queued for acceptance: the note says pending until it is decided
      // (watchAsyncBet tells the decision).
      const success: PlacementOutcome = res.async
        ? { type: 'pending', title: PLACEMENT_TEXTS.pendingTitle, message: res.message }
        : { type: 'success', title: PLACEMENT_TEXTS.successTitle, message: res.message };
      showOutcome(success);
      setTimeout(() => {
        if (usePlacementStore.getState().outcome === success) showOutcome(null);
      }, SUCCESS_NOTE_MS);
    },
    onError: (cause, request) => {
      if (cause instanceof UnansweredPlacementError || !isApiError(cause)) {
        showOutcome({
          type: 'error',
          title: PLACEMENT_TEXTS.unconfirmedTitle,
          message: `${PLACEMENT_TEXTS.noResponse} ${PLACEMENT_TEXTS.unconfirmedHint}`,
        });
        return;
      }
      const body = placeBetErrorBody(cause.body);
      afterOfferRefusal(cause, queryClient);
      if (cause.status === 401) {
        useSessionStore.getState().logout();
        // A notice, not the slip's note: the bettor is on the login screen next.
        notify({
          type: 'error',
          title: PLACEMENT_TEXTS.sessionExpiredTitle,
          message: PLACEMENT_TEXTS.sessionExpired,
        });
        void navigate(`/login?next=${encodeURIComponent(here)}`);
        return;
      }
      if (hasErrorCode(cause, 'INSUFFICIENT_BALANCE')) {
        openInsufficientFundsPrompt(request.stake);
        return;
      }
      if (hasErrorCode(cause, 'BET_ODDS_CHANGED') && body.changed_odds) {
        useBetslipStore.getState().updateOdds(
          kind,
          body.changed_odds.map((c) => ({
            parent_match_id: c.parent_match_id,
            sub_type_id: c.sub_type_id,
            odd_key: c.bet_pick,
            special_bet_value: c.special_bet_value,
            odd_value: c.new_odd,
          })),
        );
      }
      showOutcome({ type: 'error', title: PLACEMENT_TEXTS.failedTitle, message: cause.message });
    },
    onSettled: () => usePlacementStore.getState().setPlacing(false),
  });

  return useCallback(
    async (totalOdd: number) => {
      // Blocks a second submit even before React re-renders the disabled button.
      if (queryClient.isMutating({ mutationKey: placeBetMutationKey(kind) }) > 0) return;
      const session = useSessionStore.getState();
      if (!session.authenticated) {
        rememberShareCodeForLogin(useBetslipStore.getState().slips[kind]);
        await navigate(`/login?next=${encodeURIComponent(here)}`, {
          state: { notice: PLACEMENT_TEXTS.loginToPlace },
        });
        return;
      }
      const slip = useBetslipStore.getState();
      const picks = slip.slips[kind];
      if (picks.length === 0) return;
      const profileId = Number(session.user?.id);
      // Free bets and promos ride on the normal slip only.
      const { freebetAmount, ...offers } = kind === 'main' ? placementOffers() : {};
      const request: Omit<PlaceBetRequest, 'idempotencyKey'> = {
        picks,
        stake: freebetAmount ?? slip.stakes[kind],
        totalOdd,
        profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
        ...offers,
      };
      const idempotencyKey = keyForPress(queryClient, kind, { ...request, idempotencyKey: '' });
      mutate({ ...request, idempotencyKey });
    },
    [kind, navigate, here, queryClient, mutate],
  );
}
