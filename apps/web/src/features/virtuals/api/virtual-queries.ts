import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/**
 * The virtual league's read calls (issue 14), one query each. Match-day answers carry the
 * server's clock, so countdowns run on server time, not the phone's.
 */

export const virtualKeys = {
  all: ['virtuals'] as const,
  matchDay: (league?: string) => [...virtualKeys.all, 'matchday', league ?? ''] as const,
  league: () => [...virtualKeys.all, 'league'] as const,
  table: () => [...virtualKeys.all, 'table'] as const,
  results: () => [...virtualKeys.all, 'results'] as const,
  ongoing: (league?: string) => [...virtualKeys.all, 'ongoing', league ?? ''] as const,
  markets: (id: number) => [...virtualKeys.all, 'markets', id] as const,
};

/** The open and in-play match-days of a league (`league`: its deeplink ref; none: the country's). */
export const matchDayQuery = (league?: string) =>
  queryOptions({
    queryKey: virtualKeys.matchDay(league),
    queryFn: () => api.call(endpoints.virtualMatchDay, league ? { query: { league } } : {}),
  });

export const leagueQuery = () =>
  queryOptions({
    queryKey: virtualKeys.league(),
    queryFn: () => api.call(endpoints.virtualLeague, {}),
    staleTime: 60 * 60_000,
  });

export const tableQuery = () =>
  queryOptions({
    queryKey: virtualKeys.table(),
    queryFn: () => api.call(endpoints.virtualTable, {}),
  });

export const resultsQuery = () =>
  queryOptions({
    queryKey: virtualKeys.results(),
    queryFn: () => api.call(endpoints.virtualResults, { query: { limit: 10 } }),
  });

export const ongoingQuery = (league?: string) =>
  queryOptions({
    queryKey: virtualKeys.ongoing(league),
    queryFn: () => api.call(endpoints.virtualOngoing, league ? { query: { league } } : {}),
  });

export const marketsQuery = (id: number) =>
  queryOptions({
    queryKey: virtualKeys.markets(id),
    queryFn: () => api.call(endpoints.virtualMarkets, { query: { id } }),
  });
