import { MONEY_NOTICE_TEXTS, NOTIFICATION_OTHER_TITLES } from '@shangwe/contract';
import { formatCurrency } from '@shangwe/domain';
import { notify } from '../../../shared/notice-store';
import { useCountryStore } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { refreshBalance } from '../../../shared/balance';
import { fetchDepositStatus } from './deposit';
import { msg } from '../../../lib/i18n';

/** Title of a failed deposit (spec 01 §8), shown 5 s (spec 01 §9). */
export const DEPOSIT_FAILED_TITLE = msg('Deposit failed');
const FAILED_NOTICE_MS = 5000;

function amountText(amount: number): string {
  const config = useCountryStore.getState().config;
  return config ? formatCurrency(amount, config) : String(amount);
}

/**
 * The money of an initiated deposit arrives later, through the provider's callback. This
 * follows the deposit (every 2 s, up to 90 s) and, once it is settled, refreshes the balance
 * shown everywhere and says how it ended. Not tied to a component: closing the deposit sheet
 * must not stop it. Returns a function that stops following.
 */
export function watchDeposit(
  reference: string,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): () => void {
  const intervalMs = options.intervalMs ?? 2000;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const tick = async () => {
    if (stopped || !useSessionStore.getState().authenticated) return;
    try {
      const deposit = await fetchDepositStatus(reference);
      if (deposit.status === 'completed') {
        await refreshBalance();
        // The server's notification of the same deposit has this title and text: the bettor is
        // told once, whichever arrives first (notifications' notice display drops the echo).
        notify({
          type: 'success',
          title: NOTIFICATION_OTHER_TITLES.deposit.success,
          message: MONEY_NOTICE_TEXTS.depositCredited(amountText(deposit.amount)),
        });
        return;
      }
      if (deposit.status === 'failed') {
        notify({
          type: 'error',
          title: DEPOSIT_FAILED_TITLE,
          message: MONEY_NOTICE_TEXTS.depositFailed(
            amountText(deposit.amount),
            deposit.failure_reason || 'The payment was not completed',
          ),
          duration: FAILED_NOTICE_MS,
        });
        return;
      }
    } catch {
      // The status call failing must not hide the money: refresh the balance anyway.
      await refreshBalance();
    }
    if (!stopped && Date.now() < deadline) timer = setTimeout(() => void tick(), intervalMs);
  };

  timer = setTimeout(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
