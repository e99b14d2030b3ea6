import { endpoints, type SportMatchesResponse } from '@shangwe/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Rows fetched per page: enough to fill two phone screens, small enough for a cheap phone. */
export const SPORT_MATCHES_PAGE_SIZE = 30;

export interface SportMatchesFilter {
  sportId: number;
  category?: number;
  competition?: number;
  /** A UTC day, YYYY-MM-DD. */
  date?: string;
}

/** GET /api/uo/sport: one page of a sport's prematch matches with their main market. */
export function getSportMatches(
  filter: SportMatchesFilter,
  page: number,
  signal?: AbortSignal,
): Promise<SportMatchesResponse> {
  return api.call(
    endpoints.sportMatches,
    {
      query: {
        id: filter.sportId,
        page,
        limit: SPORT_MATCHES_PAGE_SIZE,
        category: filter.category,
        competition: filter.competition,
        date: filter.date,
        live: '0',
      },
    },
    { signal },
  );
}

export function sportMatchesQueryOptions(filter: SportMatchesFilter) {
  return infiniteQueryOptions({
    queryKey: ['uo', 'sport', filter] as const,
    queryFn: ({ pageParam, signal }) => getSportMatches(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined,
  });
}

/** Paged prematch matches of a sport (optionally one category, competition or day). */
export function useSportMatches(filter: SportMatchesFilter | null) {
  return useInfiniteQuery({
    ...sportMatchesQueryOptions(filter ?? { sportId: 0 }),
    enabled: filter !== null && filter.sportId > 0,
  });
}
