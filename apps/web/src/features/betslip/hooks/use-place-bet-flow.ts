import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { slipAfterPlacement } from '@shangwe/domain';
import { isApiError } from '../../../lib/api-client';
import { useBetslipStore, type SlipKind } from '../../../stores/betslip-store';
import { openInsufficientFundsPrompt } from '../../../stores/deposit-prompt-store';
import { notify } from '../../../stores/notice-store';
import { useSessionStore } from '../../../stores/session-store';
import { placeBet, placeBetErrorBody } from '../api/place-bet';
import { refreshBalance } from '../api/refresh-balance';
import { watchAsyncBet } from '../api/watch-async-bet';
import { PLACEMENT_TEXTS, SUCCESS_NOTE_MS, usePlacementStore } from '../stores/placement-store';

// Blocks a second submit even before React re-renders the disabled button.
let inFlight = false;

let successTimer: ReturnType<typeof setTimeout> | undefined;

/** A fresh key per placement attempt: the server books one bet per key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Places the slip and handles every outcome of spec 01 §4 and §8: success (slip cleared unless
 * Keep Betslip, balance refreshed, async copy under `ref`), 401 (auth cleared, login with next),
 * insufficient balance (deposit prompt), odds moved (409: new odds to accept), other errors
 * (shown until dismissed) and no response.
 */
export function usePlaceBetFlow(kind: SlipKind = 'main') {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    async (totalOdd: number) => {
      if (inFlight) return;
      const session = useSessionStore.getState();
      const placement = usePlacementStore.getState();
      if (!session.authenticated) {
        await navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
        return;
      }
      const slip = useBetslipStore.getState();
      const picks = slip.slips[kind];
      const stake = slip.stakes[kind];
      if (picks.length === 0) return;
      inFlight = true;
      clearTimeout(successTimer);
      placement.setOutcome(null);
      placement.setPlacing(true);
      const profileId = Number(session.user?.id);
      try {
        const res = await placeBet({
          picks,
          stake,
          totalOdd,
          profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
          idempotencyKey: newIdempotencyKey(),
        });
        if (res.async && res.ref) {
          useBetslipStore
            .getState()
            .saveRef(res.ref, { kind, picks, stake, savedAt: new Date().toISOString() });
          void watchAsyncBet(res.ref).then(() => {
            void refreshBalance();
            void queryClient.invalidateQueries({ queryKey: ['bets'] });
          });
        }
        const after = useBetslipStore.getState();
        after.setPicks(kind, slipAfterPlacement(after.slips[kind], after.keepBetslip));
        if (typeof res.balance === 'number')
          useSessionStore.getState().setBalance({ balance: res.balance });
        void refreshBalance();
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
        usePlacementStore.getState().setOutcome({
          type: 'success',
          title: PLACEMENT_TEXTS.successTitle,
          message: res.message,
        });
        successTimer = setTimeout(() => {
          if (usePlacementStore.getState().outcome?.type === 'success') {
            usePlacementStore.getState().setOutcome(null);
          }
        }, SUCCESS_NOTE_MS);
      } catch (cause) {
        if (!isApiError(cause) || cause.status === 0) {
          usePlacementStore.getState().setOutcome({
            type: 'error',
            title: PLACEMENT_TEXTS.failedTitle,
            message: PLACEMENT_TEXTS.noResponse,
          });
          return;
        }
        const body = placeBetErrorBody(cause.body);
        if (cause.status === 401) {
          useSessionStore.getState().logout();
          // A notice, not the slip's note: the bettor is on the login screen next.
          notify({
            type: 'error',
            title: PLACEMENT_TEXTS.sessionExpiredTitle,
            message: PLACEMENT_TEXTS.sessionExpired,
          });
          await navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
          return;
        }
        if (body.insufficient_bal) {
          openInsufficientFundsPrompt(stake);
          return;
        }
        if (body.changed_odds && body.changed_odds.length > 0) {
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
        usePlacementStore.getState().setOutcome({
          type: 'error',
          title: PLACEMENT_TEXTS.failedTitle,
          message: cause.message,
        });
      } finally {
        inFlight = false;
        usePlacementStore.getState().setPlacing(false);
      }
    },
    [kind, navigate, location.pathname, location.search, queryClient],
  );
}
