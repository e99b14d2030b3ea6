import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BetHistoryProduct } from '@shangwe/contract';
import { PRODUCT } from '@shangwe/domain';
import { api } from '../../../lib/api-client';

/** My Bets tabs: the status filter each tab sends. */
export type BetHistoryFilter = 'all' | 'open' | 'settled' | 'won' | 'lost' | 'cashed_out';

/** The products My Bets lists apart: normal bets (spec 02 §9 default), Shikisha, virtuals. */
export type { BetHistoryProduct };

/** POST /api/uo/bethistory (spec 02 §7, §9: page size 1000 over a YEAR, product NORMAL). */
export function getBetHistory(
  status: BetHistoryFilter,
  profileId?: number,
  product: BetHistoryProduct = PRODUCT.normal,
) {
  return api.call(endpoints.betHistory, {
    body: {
      page: 1,
      limit: 1000,
      period: 'YEAR',
      product,
      status,
      profile_id: profileId,
    },
  });
}

export const betHistoryQueryOptions = (
  status: BetHistoryFilter,
  profileId?: number,
  product: BetHistoryProduct = PRODUCT.normal,
) =>
  queryOptions({
    queryKey: ['bets', 'history', status, profileId ?? null, product],
    queryFn: () => getBetHistory(status, profileId, product),
    staleTime: 5_000,
  });

/** The bettor's bets for one My Bets tab (`enabled` false while another list is shown). */
export function useBetHistory(
  status: BetHistoryFilter,
  profileId?: number,
  product: BetHistoryProduct = PRODUCT.normal,
  enabled = true,
) {
  return useQuery({ ...betHistoryQueryOptions(status, profileId, product), enabled });
}
