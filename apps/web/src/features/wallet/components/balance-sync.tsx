import { useEffect } from 'react';
import { useSessionStore } from '../../../shared/session-store';
import { refreshBalance } from '../../../shared/balance';

/** A returning bettor's stored balance may be stale (bets settled, deposits credited). */
export const BALANCE_SYNC_MIN_GAP_MS = 30_000;

/**
 * Keeps the balance every screen shows (top bar, betslip, profile) fresh without polling:
 * once when the app opens with a stored session, and when the bettor comes back to the tab
 * (at most every 30 s). Failures are ignored silently (spec 01 §8). Renders nothing.
 */
export function BalanceSync() {
  const authenticated = useSessionStore((s) => s.authenticated);
  useEffect(() => {
    if (!authenticated) return;
    let last = 0;
    const sync = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < BALANCE_SYNC_MIN_GAP_MS) return;
      last = now;
      void refreshBalance();
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [authenticated]);
  return null;
}
