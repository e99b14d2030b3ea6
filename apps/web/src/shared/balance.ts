import { endpoints, type BalanceResponse } from '@shangwe/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSessionStore } from './session-store';

/**
 * The bettor's balance: the one place that asks the server for it and writes it into the
 * session, where every screen (top bar, betslip, profile) reads it.
 */

/** Query key of the bettor's balance. */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/**
 * POST {base}balance and store the figures in the session (data.balance, data.bonus,
 * data.points, data.has_kyc, data.kyc). Resolves null when logged out.
 */
export async function fetchBalance(): Promise<BalanceResponse['data'] | null> {
  if (!useSessionStore.getState().authenticated) return null;
  const answer = await api.call(endpoints.balance, {});
  const { balance, bonus, points, has_kyc, kyc } = answer.data;
  useSessionStore.getState().setBalance({ balance, bonus, points, has_kyc });
  useSessionStore.getState().updateUser({ kyc });
  return answer.data;
}

/**
 * Refreshes the balance after anything that moved money (bet placed, cash-out, withdrawal,
 * deposit credited, tab back in view); a failure is ignored silently (spec 01 §8).
 */
export async function refreshBalance(): Promise<void> {
  try {
    await fetchBalance();
  } catch {
    // spec 01 §8: balance refresh failure is ignored silently
  }
}

/**
 * The balance as a query, refetched when a screen that shows money mounts. The figures live in
 * the session store (where every screen reads them); a failed refresh keeps the last ones.
 */
export function useBalanceRefresh() {
  const authenticated = useSessionStore((s) => s.authenticated);
  return useQuery({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: fetchBalance,
    enabled: authenticated,
    staleTime: 0,
    retry: false,
  });
}
