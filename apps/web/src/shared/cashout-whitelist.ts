import { endpoints } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Cash-out is only for whitelisted profiles (spec 01 §6). The betslip's indicator and My Bets'
 * cash-out buttons both ask, through one query, so the answer is fetched once for both.
 */

/**
 * GET /api/v2/cashout/whitelist with the token in an Authorization header (spec 02 §7). A
 * failure means "not whitelisted" (spec 02 §8), so this never rejects.
 */
export async function getCashoutWhitelist(profileId?: number): Promise<boolean> {
  try {
    const res = await api.call(
      endpoints.cashoutWhitelist,
      { query: { profile_id: profileId } },
      { auth: 'header', handleUnauthorized: false },
    );
    return res.status === 'ok' && res.whitelisted;
  } catch {
    return false;
  }
}

export const cashoutWhitelistQueryOptions = (profileId?: number) =>
  queryOptions({
    queryKey: ['cashout', 'whitelist', profileId ?? null],
    queryFn: () => getCashoutWhitelist(profileId),
    staleTime: 5 * 60_000,
  });

/** Is the bettor allowed to cash out at all (spec 01 §6). */
export function useCashoutWhitelisted(profileId: number | undefined, enabled: boolean) {
  return useQuery({ ...cashoutWhitelistQueryOptions(profileId), enabled });
}
