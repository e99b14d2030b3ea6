import { endpoints, type ShikishaMatchesResponse } from '@shangwe/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The filters of the Shikisha list: a sport (absent = all), a UTC day, search words. */
export interface ShikishaMatchesFilter {
  sportId?: number;
  date?: string;
  q?: string;
}

/** GET /api/betbuilder/matches: the matches that offer Shikisha. */
export function getShikishaMatches(
  filter: ShikishaMatchesFilter,
  signal?: AbortSignal,
): Promise<ShikishaMatchesResponse> {
  return api.call(
    endpoints.shikishaMatches,
    {
      query: {
        id: filter.sportId,
        date: filter.date || undefined,
        q: filter.q?.trim() || undefined,
        limit: 200,
      },
    },
    { signal },
  );
}

export function shikishaMatchesQuery(filter: ShikishaMatchesFilter) {
  return queryOptions({
    queryKey: ['shikisha-matches', filter.sportId ?? 0, filter.date ?? '', filter.q ?? ''] as const,
    queryFn: ({ signal }) => getShikishaMatches(filter, signal),
    staleTime: 30_000,
  });
}

/** The list for the current filters; the previous list stays while the next loads. */
export function useShikishaMatches(filter: ShikishaMatchesFilter) {
  return useQuery({ ...shikishaMatchesQuery(filter), placeholderData: keepPreviousData });
}
