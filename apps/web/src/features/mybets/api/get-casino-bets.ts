import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/** How many casino bets My Bets lists (the newest; the game pages keep their own history). */
export const CASINO_BETS_SHOWN = 100;

/** GET /api/casino/history: the bettor's casino bets, every game, newest first. */
export const casinoBetsQueryOptions = () =>
  queryOptions({
    queryKey: ['bets', 'casino'],
    queryFn: () =>
      api.call(endpoints.casinoHistory, { query: { page: 1, per_page: CASINO_BETS_SHOWN } }),
    staleTime: 5_000,
  });

/** The bettor's casino bets, for the Casino product of My Bets. */
export function useCasinoBets(enabled: boolean) {
  return useQuery({ ...casinoBetsQueryOptions(), enabled });
}
