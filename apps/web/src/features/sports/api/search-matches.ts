import { endpoints, type SearchResponse } from '@shangwe/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server refuses shorter terms ('Search term must be at least 2 characters'). */
export const SEARCH_MIN_LENGTH = 2;

/** GET /api/search?q=: matches by team, competition or category name. */
export function searchMatches(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.call(endpoints.search, { query: { q } }, { signal });
}

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => searchMatches(q, signal),
    staleTime: 60_000,
  });
}

/** Search results for a term; idle below the minimum length. */
export function useSearchMatches(q: string) {
  const term = q.trim();
  return useQuery({
    ...searchQueryOptions(term),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
