import { endpoints, type BetDetailResponse } from '@shangwe/contract';
import { TIMERS_MS } from '@shangwe/domain';
import { api } from '../../../lib/api-client';
import { notify } from '../../../shared/notice-store';

/** Notification titles and actions of spec 02 §4.3 for a bet placement. */
export const PLACEMENT_NOTICE = {
  success: 'Bet Placement Successful',
  failure: 'Bet Placement Failed',
  view: 'View Bet',
  retry: 'Retry Bet',
} as const;

/** GET /api/bet/ref/{ref}: the bet an (asynchronous) placement created. */
export function getBetByRef(ref: string) {
  return api.call(endpoints.betByRef, { params: { ref } }, { handleUnauthorized: false });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows an asynchronous (live) bet until the server decides it, then tells the bettor with
 * the spec's notification: accepted → 'Bet Placement Successful' / View Bet; refused → 'Bet
 * Placement Failed' / Retry Bet, which reopens the copy of the slip kept under `ref`.
 */
export async function watchAsyncBet(
  ref: string,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<'open' | 'rejected' | 'unknown'> {
  const interval = options.intervalMs ?? 1500;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    await sleep(interval);
    let bet: BetDetailResponse['data'];
    try {
      bet = (await getBetByRef(ref)).data;
    } catch {
      continue;
    }
    if (bet.status === 'pending') continue;
    if (bet.status === 'rejected') {
      notify({
        type: 'error',
        title: PLACEMENT_NOTICE.failure,
        message: bet.reject_reason ?? PLACEMENT_NOTICE.failure,
        action: { label: PLACEMENT_NOTICE.retry, to: `/betslip?ref=${encodeURIComponent(ref)}` },
        duration: TIMERS_MS.notificationDisplay,
      });
      return 'rejected';
    }
    notify({
      type: 'success',
      title: PLACEMENT_NOTICE.success,
      message: `Bet ${bet.short_bet_id} accepted.`,
      action: { label: PLACEMENT_NOTICE.view, to: `/mybets/${bet.bet_id}` },
      duration: TIMERS_MS.notificationDisplay,
    });
    return 'open';
  }
  return 'unknown';
}
