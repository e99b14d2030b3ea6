import {
  endpoints,
  recommendationEventId,
  type MatchSummary,
  type PreBetRecommendationsResponse,
} from '@shangwe/contract';
import { MAX_RECOMMENDATIONS } from '@shangwe/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Who asks and what the slip holds: the whole key of a recommendation list. */
export interface RecommendationRequest {
  /** The logged-in bettor's id; undefined for a visitor. */
  userId: number | string | undefined;
  /** parent_match_id of the slip's picks, sorted (the same slip is the same request). */
  slipMatchIds: readonly number[];
}

/**
 * GET {recommendations}pre-bet?widget=betslip-pre&user_id&event_ids (spec 02 §7): the ids of the
 * matches to suggest, best first. The session travels in the Authorization header: without it
 * the server answers the anonymous list.
 */
export function getRecommendedIds(
  request: RecommendationRequest,
  signal?: AbortSignal,
): Promise<PreBetRecommendationsResponse> {
  return api.get<PreBetRecommendationsResponse>('pre-bet', {
    base: 'recommendations',
    query: {
      widget: 'betslip-pre',
      user_id: request.userId,
      event_ids: request.slipMatchIds.map(recommendationEventId).join(','),
    },
    auth: request.userId === undefined ? 'none' : 'header',
    // A lapsed session must not log the bettor out from a side widget: no list is shown instead.
    handleUnauthorized: false,
    signal,
  });
}

/**
 * The recommended matches with their 1X2 odds (GET uo/bulk-match?ids&stids=1, `data.data`), in
 * the server's order, still open for prematch betting and not in the slip; at most 5 (spec 02 §9).
 */
export async function getRecommendedMatches(
  request: RecommendationRequest,
  signal?: AbortSignal,
): Promise<MatchSummary[]> {
  const { ids } = await getRecommendedIds(request, signal);
  if (ids.length === 0) return [];
  const res = await api.call(
    endpoints.bulkMatch,
    { query: { ids: ids.join(','), stids: '1' } },
    { signal },
  );
  const byId = new Map(res.data.data.map((m) => [m.parent_match_id, m]));
  const inSlip = new Set(request.slipMatchIds);
  return ids
    .map((id) => byId.get(id))
    .filter(
      (m): m is MatchSummary => !!m && m.status === 'not_started' && !inSlip.has(m.parent_match_id),
    )
    .slice(0, MAX_RECOMMENDATIONS);
}

export function recommendationsQuery(request: RecommendationRequest) {
  return queryOptions({
    queryKey: [
      'recommendations',
      'pre-bet',
      request.userId ?? null,
      request.slipMatchIds.join(','),
    ] as const,
    queryFn: ({ signal }) => getRecommendedMatches(request, signal),
    staleTime: 60_000,
    // The slider keeps its list while the next one loads, rather than blinking on every pick.
    placeholderData: keepPreviousData,
  });
}

/** The slider's list; nothing is asked while `enabled` is false (opted out, empty slip). */
export function useRecommendations(request: RecommendationRequest, enabled: boolean) {
  return useQuery({ ...recommendationsQuery(request), enabled });
}
