import { PRODUCT } from '@shangwe/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BetSummary } from '@shangwe/contract';
import { NETWORK_ERROR_MESSAGE, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../shared/notice-store';
import { useBetslipStore } from '../../../shared/betslip-store';
import { slipPickFromServer } from '../../../shared/slip-picks';
import { useCancelBetMutation, useRebetMutation } from '../api/bet-actions';
import { useCashoutOffer, useExecuteCashoutMutation } from '../api/cashout';
import { refreshBalance } from '../../../shared/balance';
import { useMoney } from '../hooks/use-money';
import { canRebet } from './bet-kind';
import { t, tAny } from '../../../lib/i18n';

/** Notification titles of spec 02 §4.3. */
export const CANCEL_SUCCESS_TITLE = 'Bet Cancellation Successful!';
export const CANCEL_FAILED_TITLE = 'Bet Cancellation Failed';

/**
 * A try the server answered. One that got no answer (network, 5xx) may have gone through, so
 * the bettor's next confirm keeps its key and the server answers it once.
 */
function answered(cause: unknown): boolean {
  return isApiError(cause) && cause.status !== 0 && cause.status < 500;
}

/** Cash-out offer, cancel and rebet of one bet (My Bets list and bet detail). */
export function BetActions({
  bet,
  whitelisted,
  followOffer = false,
}: {
  bet: BetSummary;
  whitelisted: boolean;
  /** Refresh the cash-out offer every 10 s (bet detail). */
  followOffer?: boolean;
}) {
  const money = useMoney();
  const navigate = useNavigate();
  const setPicks = useBetslipStore((s) => s.setPicks);
  const requestShare = useBetslipStore((s) => s.requestShare);
  const cashoutEnabled = whitelisted && bet.status === 'open';
  const offer = useCashoutOffer(bet.bet_id, cashoutEnabled, followOffer);
  const execute = useExecuteCashoutMutation();
  const cancel = useCancelBetMutation();
  const [confirming, setConfirming] = useState<'cashout' | 'cancel' | null>(null);
  // One key per confirmed attempt, so a double tap books once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const rebet = useRebetMutation({
    onSuccess: (res) => {
      if (res.data.length === 0) {
        setError(res.message);
        return;
      }
      setPicks(
        'main',
        res.data.map((p) => slipPickFromServer(p)),
      );
      if (res.dropped.length > 0) {
        notify({
          type: 'warning',
          message: `${res.message} ${res.dropped.map((d) => `${d.match}: ${d.reason}`).join('; ')}`,
        });
      }
      void navigate('/betslip');
    },
    onError: (cause) => setError(isApiError(cause) ? cause.message : NETWORK_ERROR_MESSAGE),
  });

  const offered = offer.data?.data;
  const busy = execute.isPending || cancel.isPending || rebet.isPending;

  const takeCashout = (amount: number) => {
    setError(null);
    execute.mutate(
      { betId: bet.bet_id, amount, idempotencyKey: attemptKey },
      {
        // The mutation itself tells the bettor what was credited and refreshes the balance.
        onSuccess: () => {
          setConfirming(null);
          setAttemptKey(newIdempotencyKey());
        },
        onError: (cause) => {
          setError(isApiError(cause) ? cause.message : NETWORK_ERROR_MESSAGE);
          if (answered(cause)) setAttemptKey(newIdempotencyKey());
          setConfirming(null);
        },
      },
    );
  };

  const doCancel = () => {
    setError(null);
    cancel.mutate(
      { betId: bet.bet_id, idempotencyKey: attemptKey },
      {
        onSuccess: (res) => {
          notify({ type: 'success', title: CANCEL_SUCCESS_TITLE, message: res.message });
          setConfirming(null);
          setAttemptKey(newIdempotencyKey());
          void refreshBalance();
        },
        onError: (cause) => {
          const message = isApiError(cause) ? cause.message : NETWORK_ERROR_MESSAGE;
          notify({ type: 'error', title: CANCEL_FAILED_TITLE, message });
          setError(message);
          if (answered(cause)) setAttemptKey(newIdempotencyKey());
          setConfirming(null);
        },
      },
    );
  };

  const doRebet = () => {
    setError(null);
    rebet.mutate(bet.bet_id);
  };

  return (
    <div className="bet-actions">
      {cashoutEnabled && offered?.available && confirming !== 'cashout' && (
        <button
          type="button"
          className="bet-actions__cashout"
          disabled={busy}
          onClick={() => setConfirming('cashout')}
        >
          {t('Cash out {amount}', { amount: money(offered.amount) })}
        </button>
      )}
      {confirming === 'cashout' && offered && (
        <div className="bet-actions__confirm" role="group" aria-label={t('Confirm cash out')}>
          <span>{t('Cash out this bet for {amount}?', { amount: money(offered.amount) })}</span>
          <button type="button" disabled={busy} onClick={() => takeCashout(offered.amount)}>
            {execute.isPending ? t('Cashing out…') : t('Confirm')}
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(null)}>
            {t('No')}
          </button>
        </div>
      )}
      {bet.can_cancel && confirming !== 'cancel' && (
        <button type="button" disabled={busy} onClick={() => setConfirming('cancel')}>
          {t('Cancel bet')}
        </button>
      )}
      {confirming === 'cancel' && (
        <div className="bet-actions__confirm" role="group" aria-label={t('Confirm cancellation')}>
          <span>{t('Are you sure you want to cancel this bet?')}</span>
          <button type="button" disabled={busy} onClick={doCancel}>
            {cancel.isPending ? t('Cancelling…') : t('Yes')}
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(null)}>
            {t('No')}
          </button>
        </div>
      )}
      {canRebet(bet) ? (
        <>
          <button type="button" disabled={busy} onClick={doRebet}>
            {rebet.isPending ? t('Loading…') : t('Rebet')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => requestShare({ betId: bet.bet_id, productType: PRODUCT.normal })}
          >
            {t('Share')}
          </button>
        </>
      ) : null}
      {error && (
        <p className="bet-actions__error" role="alert">
          {tAny(error)}
        </p>
      )}
    </div>
  );
}
