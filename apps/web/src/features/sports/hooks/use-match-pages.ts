import type { MatchSummary } from '@shangwe/contract';
import { useMemo } from 'react';
import { useSportMatches, type SportMatchesFilter } from '../api/get-sport-matches';
import type { MatchListProps } from '../components/match-list';

/** Props for MatchList from the paged matches of a filter (null: not known yet, shows loading). */
export function useMatchPages(filter: SportMatchesFilter | null): Omit<
  MatchListProps,
  'emptyText'
> & {
  total: number;
} {
  const query = useSportMatches(filter);
  const matches = useMemo<MatchSummary[]>(
    () => query.data?.pages.flatMap((page) => page.data) ?? [],
    [query.data],
  );
  return {
    matches,
    total: query.data?.pages[0]?.meta.total ?? 0,
    isLoading: filter === null || query.isLoading,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
    onRetry: () => void query.refetch(),
  };
}
