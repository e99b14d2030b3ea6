import { endpoints, type LiveSportsResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAutoRefresh } from '../../../shared/lite-mode';
import { LIVE_LIST_REFRESH_MS } from './get-live-matches';

/** GET /api/live/sports: live match counts per sport, in total and with video ('Watch Live'). */
export function getLiveSports(signal?: AbortSignal): Promise<LiveSportsResponse> {
  return api.call(endpoints.liveSports, {}, { signal });
}

export const liveSportsQueryOptions = queryOptions({
  queryKey: ['live', 'sports'] as const,
  queryFn: ({ signal }) => getLiveSports(signal),
  staleTime: 5_000,
});

/** Per-sport live counts; refreshed with the list while auto-refresh is on. */
export function useLiveSports() {
  // Off in lite mode (slow connections): no automatic refresh.
  const autorefresh = useAutoRefresh();
  return useQuery({
    ...liveSportsQueryOptions,
    refetchInterval: autorefresh ? LIVE_LIST_REFRESH_MS : false,
  });
}
