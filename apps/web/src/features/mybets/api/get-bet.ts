import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BetDetailResponse } from '@shangwe/contract';
import { ApiError, api, isApiError } from '../../../lib/api-client';

/** GET /api/bet/{betId}: one of the bettor's bets with its legs. */
export function getBet(betId: string) {
  return api.call(endpoints.bet, { params: { betId } });
}

/** GET /api/bet/short/{shortBetId}: the same, by the short code printed on tickets and links. */
export function getBetByShortId(shortBetId: string) {
  return api.call(endpoints.betByShortId, { params: { shortBetId } });
}

/** The answer for a code that cannot be a bet's: no call is made for it. */
const notFound = () => new ApiError('Bet not found', 404, null, 'BET_NOT_FOUND');

/** The short code printed on tickets and links (letters and digits). */
const SHORT_CODE = /^[A-Za-z0-9]{4,16}$/;
/** The numeric id My Bets links to (/mybets/{betId}); a /b/ link may carry it too. */
const NUMERIC_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The bet of a `/b/{code}` link: by short code, or, for a number, by the id My Bets uses (and
 * then by short code, should a short code be all digits). A code that can be neither is 'Bet
 * not found' without asking the server.
 */
export async function getBetByCode(code: string): Promise<BetDetailResponse> {
  const trimmed = code.trim();
  if (NUMERIC_ID.test(trimmed)) {
    try {
      return await getBet(trimmed);
    } catch (error) {
      if (!isApiError(error, 404) || !SHORT_CODE.test(trimmed)) throw error;
    }
  }
  if (!SHORT_CODE.test(trimmed)) throw notFound();
  return getBetByShortId(trimmed);
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
    queryFn: () => getBetByCode(shortBetId),
    staleTime: 5_000,
  });

/** A bet by id (`/mybets/{betId}`). */
export function useBet(betId: string) {
  return useQuery({ ...betQueryOptions(betId), enabled: betId !== '' });
}

/** A bet by short id or numeric id (`/b/{shortBetId}`). */
export function useBetByShortId(shortBetId: string) {
  return useQuery({ ...shortBetQueryOptions(shortBetId), enabled: shortBetId !== '' });
}
