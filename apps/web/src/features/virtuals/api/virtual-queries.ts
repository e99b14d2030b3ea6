import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { serverOffsetMs } from '../hooks/use-server-clock';

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

/** How often a page asks again while no match-day is open for betting. */
export const MATCH_DAY_RETRY_MS = 2_000;

/**
 * The open and in-play match-days of a league (`league`: its deeplink ref; none: the country's).
 * At kick-off the page asks for the next match-day, and the server may not have opened it yet
 * (its engine ticks twice a second, later on a busy machine): while the answer has no open
 * match-day, or one that has kicked off by the server's clock, it asks again every 2 s rather
 * than wait for the ticker, which the open match-day tab connects only on a first touch.
 */
export const matchDayQuery = (league?: string) =>
  queryOptions({
    queryKey: virtualKeys.matchDay(league),
    queryFn: () => api.call(endpoints.virtualMatchDay, league ? { query: { league } } : {}),
    refetchInterval: (query) => {
      const { data, dataUpdatedAt } = query.state;
      if (!data) return false;
      if (!data.next) return MATCH_DAY_RETRY_MS;
      const serverNow = Date.now() + serverOffsetMs(data.server_time, dataUpdatedAt);
      return Date.parse(data.next.kick_off) <= serverNow ? MATCH_DAY_RETRY_MS : false;
    },
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
