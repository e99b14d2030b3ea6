import { endpoints, type MatchResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Live match data is polled as a fallback to the websocket (spec 01 §9: 10 s). */
export const LIVE_MATCH_REFRESH_MS = 10_000;

/** GET /api/match (prematch) or GET /api/live/match (live): a match with all its markets. */
export function getMatch(
  parentMatchId: number,
  live: boolean,
  signal?: AbortSignal,
): Promise<MatchResponse> {
  return api.call(
    live ? endpoints.liveMatch : endpoints.match,
    { query: { parent_match_id: parentMatchId } },
    { signal },
  );
}

export function matchQueryKey(parentMatchId: number, live: boolean) {
  return [live ? 'live-match' : 'match', parentMatchId] as const;
}

export function matchQueryOptions(parentMatchId: number, live: boolean) {
  return queryOptions({
    queryKey: matchQueryKey(parentMatchId, live),
    queryFn: ({ signal }) => getMatch(parentMatchId, live, signal),
    staleTime: live ? 0 : 30_000,
  });
}

/** A match with all markets; live matches refetch every 10 s besides the socket pushes. */
export function useMatch(parentMatchId: number, live: boolean) {
  return useQuery({
    ...matchQueryOptions(parentMatchId, live),
    enabled: Number.isInteger(parentMatchId) && parentMatchId > 0,
    refetchInterval: live ? LIVE_MATCH_REFRESH_MS : false,
  });
}
