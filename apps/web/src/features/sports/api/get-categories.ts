import { endpoints, type CategoriesResponse } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/uo/categories?id={sport_id}: countries with their competitions. */
export function getCategories(sportId: number, signal?: AbortSignal): Promise<CategoriesResponse> {
  return api.call(endpoints.categories, { query: { id: sportId } }, { signal });
}

export function categoriesQueryOptions(sportId: number) {
  return queryOptions({
    queryKey: ['uo', 'categories', sportId] as const,
    queryFn: ({ signal }) => getCategories(sportId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The categories of a sport (disabled until the sport is known). */
export function useCategories(sportId: number | undefined) {
  return useQuery({ ...categoriesQueryOptions(sportId ?? 0), enabled: !!sportId });
}
