import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/** My Bets tabs: the status filter each tab sends. */
export type BetHistoryFilter = 'all' | 'open' | 'settled' | 'won' | 'lost' | 'cashed_out';

/** POST /api/uo/bethistory (spec 02 §7, §9: page size 1000 over a YEAR, product NORMAL). */
export function getBetHistory(status: BetHistoryFilter, profileId?: number) {
  return api.call(endpoints.betHistory, {
    body: {
      page: 1,
      limit: 1000,
      period: 'YEAR',
      product: 'NORMAL',
      status,
      profile_id: profileId,
    },
  });
}

export const betHistoryQueryOptions = (status: BetHistoryFilter, profileId?: number) =>
  queryOptions({
    queryKey: ['bets', 'history', status, profileId ?? null],
    queryFn: () => getBetHistory(status, profileId),
    staleTime: 5_000,
  });

/** The bettor's bets for one My Bets tab. */
export function useBetHistory(status: BetHistoryFilter, profileId?: number) {
  return useQuery(betHistoryQueryOptions(status, profileId));
}
