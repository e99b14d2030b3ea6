import { endpoint } from './endpoint';
import {
  preBetRecommendationsQuerySchema,
  preBetRecommendationsResponseSchema,
} from './recommendations';

/**
 * Recommendation calls (issue 16, spec 02 §7), merged into `endpoints`. The matches themselves
 * come from `bulkMatch` (`GET /api/uo/bulk-match?ids&stids=1`) of the catalog.
 */
export const recommendationEndpoints = {
  recommendationsPreBet: endpoint({
    method: 'GET',
    path: '/api/recommendations/pre-bet',
    query: preBetRecommendationsQuerySchema,
    response: { 200: preBetRecommendationsResponseSchema },
  }),
};
