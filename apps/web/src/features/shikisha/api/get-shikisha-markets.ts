import { endpoints, type ShikishaMarketsResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Live matches' markets move; a refetch keeps the builder's locks and prices current. */
export const LIVE_MARKETS_REFRESH_MS = 10_000;

/** GET /api/betbuilder/markets: the match and its markets grouped for building. */
export function getShikishaMarkets(
  parentMatchId: number,
  signal?: AbortSignal,
): Promise<ShikishaMarketsResponse> {
  return api.call(
    endpoints.shikishaMarkets,
    { query: { parent_match_id: parentMatchId } },
    { signal },
  );
}

export function shikishaMarketsQuery(parentMatchId: number) {
  return queryOptions({
    queryKey: ['shikisha-markets', parentMatchId] as const,
    queryFn: ({ signal }) => getShikishaMarkets(parentMatchId, signal),
    staleTime: 15_000,
  });
}

export function useShikishaMarkets(parentMatchId: number) {
  return useQuery({
    ...shikishaMarketsQuery(parentMatchId),
    enabled: Number.isSafeInteger(parentMatchId) && parentMatchId > 0,
    refetchInterval: (query) => (query.state.data?.data.live ? LIVE_MARKETS_REFRESH_MS : false),
  });
}
