import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetDetailResponse } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/** GET /api/bet/{betId}: one of the bettor's bets with its legs. */
export function getBet(betId: string) {
  return api.get<BetDetailResponse>(`bet/${encodeURIComponent(betId)}`);
}

/** GET /api/bet/short/{shortBetId}: the same, by the short code printed on tickets and links. */
export function getBetByShortId(shortBetId: string) {
  return api.get<BetDetailResponse>(`bet/short/${encodeURIComponent(shortBetId)}`);
}

export const betQueryOptions = (betId: string) =>
  queryOptions({
    queryKey: ['bets', 'detail', betId],
    queryFn: () => getBet(betId),
    staleTime: 5_000,
  });

export const shortBetQueryOptions = (shortBetId: string) =>
  queryOptions({
    queryKey: ['bets', 'short', shortBetId],
    queryFn: () => getBetByShortId(shortBetId),
    staleTime: 5_000,
  });

/** A bet by id (`/mybets/{betId}`). */
export function useBet(betId: string) {
  return useQuery({ ...betQueryOptions(betId), enabled: betId !== '' });
}

/** A bet by short id (`/b/{shortBetId}`). */
export function useBetByShortId(shortBetId: string) {
  return useQuery({ ...shortBetQueryOptions(shortBetId), enabled: shortBetId !== '' });
}
