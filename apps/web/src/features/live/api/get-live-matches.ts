import { endpoints, type LiveMatchesResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAutoRefresh } from '../../../shared/lite-mode';

/**
 * Scores, clocks and odds of listed matches arrive by websocket; the list itself is refetched
 * every 10 s while auto-refresh is on, so that kick-offs and finished matches show up.
 */
export const LIVE_LIST_REFRESH_MS = 10_000;

/** Which live matches: all sports, one sport, or those with video ('Watch Live'). */
export type LiveFilter =
  { kind: 'all' } | { kind: 'streamable' } | { kind: 'sport'; sportId: number };

/** GET /api/live/matches?sport_id=&streamable=1 with the sport's main market. */
export function getLiveMatches(
  filter: LiveFilter,
  signal?: AbortSignal,
): Promise<LiveMatchesResponse> {
  return api.call(
    endpoints.liveMatches,
    {
      query: {
        sport_id: filter.kind === 'sport' ? filter.sportId : undefined,
        streamable: filter.kind === 'streamable' ? '1' : undefined,
      },
    },
    { signal },
  );
}

export function liveMatchesQueryKey(filter: LiveFilter) {
  return ['live', 'matches', filter] as const;
}

export function liveMatchesQueryOptions(filter: LiveFilter) {
  return queryOptions({
    queryKey: liveMatchesQueryKey(filter),
    queryFn: ({ signal }) => getLiveMatches(filter, signal),
    staleTime: 5_000,
  });
}

/** The live matches of a filter (null while the sport is being resolved). */
export function useLiveMatches(filter: LiveFilter | null) {
  // Off in lite mode (slow connections): no automatic refresh.
  const autorefresh = useAutoRefresh();
  return useQuery({
    ...liveMatchesQueryOptions(filter ?? { kind: 'all' }),
    enabled: filter !== null,
    refetchInterval: autorefresh ? LIVE_LIST_REFRESH_MS : false,
  });
}
