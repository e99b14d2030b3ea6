import { endpoints } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAutoRefresh } from '../../../shared/lite-mode';
import { api } from '../../../lib/api-client';

/** Spec 01 §9: top-bar totals refresh every 10 s when auto-refresh is on. */
export const TOTAL_MATCHES_REFRESH_MS = 10_000;

/** GET /api/uo/totalMatches: live match count and bet-builder (shikisha) match count. */
export const totalMatchesQueryOptions = queryOptions({
  queryKey: ['uo', 'totalMatches'] as const,
  queryFn: ({ signal }) => api.call(endpoints.totalMatches, {}, { signal }),
  staleTime: TOTAL_MATCHES_REFRESH_MS,
});

/**
 * The counts shown by the top bar (Live, Bet-builder) and the bottom nav (Live). Refetched every
 * 10 s while the auto-refresh setting is on; fetched once otherwise. Counts are 0 until loaded.
 */
export function useTotalMatches(): {
  live: number;
  shikisha: number;
  total: number;
  isLoading: boolean;
} {
  // Off in lite mode (slow connections): no automatic refresh.
  const autorefresh = useAutoRefresh();
  const { data, isLoading } = useQuery({
    ...totalMatchesQueryOptions,
    refetchInterval: autorefresh ? TOTAL_MATCHES_REFRESH_MS : false,
  });
  return {
    live: data?.total_live_matches ?? 0,
    shikisha: data?.total_shikisha_matches ?? 0,
    total: data?.total_matches ?? 0,
    isLoading,
  };
}
