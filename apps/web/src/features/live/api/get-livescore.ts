import { endpoints, type LivescoreResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAutoRefresh } from '../../../shared/lite-mode';
import { LIVE_LIST_REFRESH_MS } from './get-live-matches';

/** GET /api/livescore?sport_id=&date=: a day's live, finished and upcoming matches by competition. */
export function getLivescore(
  params: { sportId?: number; date?: string },
  signal?: AbortSignal,
): Promise<LivescoreResponse> {
  return api.call(
    endpoints.livescore,
    { query: { sport_id: params.sportId, date: params.date } },
    { signal },
  );
}

export function livescoreQueryOptions(params: { sportId?: number; date?: string }) {
  return queryOptions({
    queryKey: ['livescore', params] as const,
    queryFn: ({ signal }) => getLivescore(params, signal),
    staleTime: 5_000,
  });
}

/** Livescores; refreshed every 10 s while auto-refresh is on. */
export function useLivescore(params: { sportId?: number; date?: string }) {
  // Off in lite mode (slow connections): no automatic refresh.
  const autorefresh = useAutoRefresh();
  return useQuery({
    ...livescoreQueryOptions(params),
    refetchInterval: autorefresh ? LIVE_LIST_REFRESH_MS : false,
  });
}
