import { endpoints, type Sport, type SportsResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/sports (Soccer first). */
export function getSports(signal?: AbortSignal): Promise<SportsResponse> {
  return api.call(endpoints.sports, {}, { signal });
}

export const sportsQueryOptions = queryOptions({
  queryKey: ['sports'] as const,
  queryFn: ({ signal }) => getSports(signal),
  staleTime: 5 * 60_000,
});

/** The sports of the catalog; an empty list until loaded. */
export function useSports(): { sports: Sport[]; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useQuery(sportsQueryOptions);
  return { sports: data?.data ?? [], isLoading, isError };
}
