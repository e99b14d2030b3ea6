import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasErrorCode, isApiError, type ApiError } from '../lib/api-client';
import {
  keyForRetry,
  placeUntilAnswered,
  UnansweredPlacementError,
  type KeyedPlacement,
} from '../lib/placement-retry';
import { refreshBalance } from './balance';
import { openInsufficientFundsPrompt } from './deposit-prompt-store';
import { notify } from './notice-store';
import { useSessionStore } from './session-store';

/**
 * Texts of spec 01 §4, §5 and §8 for the outcome of a placement: the one table of every slip
 * (sportsbook, Shikisha, virtuals, jackpots).
 */
export const WAGER_PLACEMENT_TEXTS = {
  successTitle: 'Bet placement successful',
  /** A live bet waits for acceptance: it is not placed yet, and says so. */
  pendingTitle: 'Bet pending',
  failedTitle: 'Bet placement failed',
  noResponse: 'An error occurred. Please try again and contact us if this persists.',
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Your session has expired. Please login again',
  unconfirmedTitle: 'Bet not confirmed yet',
  unconfirmedHint: 'Press Place Bet again to check: the same bet is never placed twice.',
  checkingTitle: 'Checking your bet…',
  /** Spec 01 §5: a visitor pressing Place Bet, shown on the login screen. */
  loginToPlace: 'Please login to place a bet',
} as const;

/** Success note 5-10 s, failures 10 s (spec 01 §8). */
export const WAGER_SUCCESS_MS = 8000;
export const WAGER_FAILURE_MS = 10_000;

/** How long an unconfirmed placement's key is kept for the bettor's next press. */
const UNCONFIRMED_KEY_KEPT_MS = 60 * 60_000;

/** What every product's placement request carries besides its key. */
export interface WagerRequest extends KeyedPlacement {
  stake: number;
}

/** What every product's booked placement answers (the balance after it, one way or the other). */
export interface WagerAnswer {
  message: string;
  user?: { balance: number };
  balance?: number;
}

/** What differs between the products' placing hooks. */
export interface WagerPlacement<Req extends WagerRequest, Res extends WagerAnswer> {
  /** The mutation key shared by every view of this product's slip. */
  mutationKey: readonly unknown[];
  /** One try of the product's placement call. */
  send: (request: Req, signal: AbortSignal) => Promise<Res>;
  /** What the request asks for whatever its key (same picks, stake and odds). */
  fingerprint: (request: Req) => string;
  /** Where a bettor whose session ended comes back to; default the page they are on. */
  loginNext?: string;
  /** Empties the product's slip once the bet is booked. */
  clearSlip: (request: Req) => void;
  /** After the booked bet is shown (back one page, tell the screen). */
  onPlaced?: (answer: Res) => void;
  /**
   * A refusal the product answers itself (a moved price, a closed event): true when it did, so
   * no failure notice follows. Asked after 401 and insufficient balance.
   */
  onRefused?: (cause: ApiError, request: Req) => boolean;
  /** From the press until the answer, whatever it is. */
  onStart?: () => void;
  onSettled?: () => void;
}

/**
 * Places a product's slip through the shared ask-until-answered placement (one idempotency key
 * per attempt, the same key again only for a slip whose last try got no answer): success clears
 * the slip, sets and refreshes the balance and shows the server's message; no answer says the bet
 * is not confirmed yet; 401 logs out and goes to login with next; insufficient balance opens the
 * deposit prompt; any other refusal shows the server's message.
 */
export function useWagerPlacement<Req extends WagerRequest, Res extends WagerAnswer>(
  product: WagerPlacement<Req, Res>,
) {
  const { mutationKey, send, fingerprint } = product;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const TEXTS = WAGER_PLACEMENT_TEXTS;

  const { mutate, isPending } = useMutation({
    mutationKey,
    // Our own retries decide when to ask again (always with the same key), online or not.
    networkMode: 'always',
    gcTime: UNCONFIRMED_KEY_KEPT_MS,
    mutationFn: (request: Req) =>
      placeUntilAnswered(request, {
        send,
        fingerprint,
        onUnanswered: () =>
          notify({ type: 'info', title: TEXTS.checkingTitle, message: TEXTS.noResponse }),
      }),
    onMutate: () => product.onStart?.(),
    onSuccess: (res, request) => {
      product.clearSlip(request);
      const balance = res.user?.balance ?? res.balance;
      if (typeof balance === 'number') useSessionStore.getState().setBalance({ balance });
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      notify({
        type: 'success',
        title: TEXTS.successTitle,
        message: res.message,
        duration: WAGER_SUCCESS_MS,
      });
      product.onPlaced?.(res);
    },
    onError: (cause, request) => {
      if (cause instanceof UnansweredPlacementError || !isApiError(cause)) {
        notify({
          type: 'error',
          title: TEXTS.unconfirmedTitle,
          message: `${TEXTS.noResponse} ${TEXTS.unconfirmedHint}`,
          duration: WAGER_FAILURE_MS,
        });
        return;
      }
      if (cause.status === 401) {
        useSessionStore.getState().logout();
        notify({ type: 'error', title: TEXTS.sessionExpiredTitle, message: TEXTS.sessionExpired });
        const next = product.loginNext ?? location.pathname + location.search;
        void navigate(`/login?next=${encodeURIComponent(next)}`);
        return;
      }
      if (hasErrorCode(cause, 'INSUFFICIENT_BALANCE')) {
        openInsufficientFundsPrompt(request.stake);
        return;
      }
      if (product.onRefused?.(cause, request)) return;
      notify({
        type: 'error',
        title: TEXTS.failedTitle,
        message: cause.message,
        duration: WAGER_FAILURE_MS,
      });
    },
    onSettled: () => product.onSettled?.(),
  });

  const place = useCallback(
    (request: Omit<Req, 'idempotencyKey'>) => {
      // Blocks a second submit even before React re-renders the disabled button.
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      const last = queryClient.getMutationCache().findAll({ mutationKey, exact: true }).at(-1);
      const lastError = last?.state.status === 'error' ? last.state.error : null;
      const full = { ...request, idempotencyKey: '' } as Req;
      mutate({ ...full, idempotencyKey: keyForRetry(lastError, fingerprint(full)) });
    },
    [queryClient, mutationKey, fingerprint, mutate],
  );
  return { place, placing: isPending };
}
