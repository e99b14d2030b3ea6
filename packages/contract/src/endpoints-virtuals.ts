import { endpoint, placementEndpoint } from './endpoint';
import {
  virtualLeagueQuerySchema,
  virtualLeagueResponseSchema,
  virtualMarketsQuerySchema,
  virtualMarketsResponseSchema,
  virtualMatchDayResponseSchema,
  virtualOngoingResponseSchema,
  virtualPlaceBetBodySchema,
  virtualPlaceBetResponseSchema,
  virtualResultsQuerySchema,
  virtualResultsResponseSchema,
  virtualRoundParamsSchema,
  virtualRoundResponseSchema,
  virtualTableQuerySchema,
  virtualTableResponseSchema,
  virtualVerifyQuerySchema,
  virtualVerifyResponseSchema,
} from './virtuals';

/** Virtual sports calls (issue 14), merged into `endpoints`. */
export const virtualEndpoints = {
  virtualPlaceBet: placementEndpoint(
    '/api/live/virtual/placebet',
    virtualPlaceBetBodySchema,
    virtualPlaceBetResponseSchema,
  ),
  virtualLeague: endpoint({
    method: 'GET',
    path: '/api/virtuals/league',
    query: virtualLeagueQuerySchema,
    response: { 200: virtualLeagueResponseSchema },
  }),
  virtualMatchDay: endpoint({
    method: 'GET',
    path: '/api/virtuals/matchday',
    query: virtualLeagueQuerySchema,
    response: { 200: virtualMatchDayResponseSchema },
  }),
  virtualMarkets: endpoint({
    method: 'GET',
    path: '/api/virtuals/markets',
    query: virtualMarketsQuerySchema,
    response: { 200: virtualMarketsResponseSchema },
  }),
  virtualTable: endpoint({
    method: 'GET',
    path: '/api/virtuals/table',
    query: virtualTableQuerySchema,
    response: { 200: virtualTableResponseSchema },
  }),
  virtualResults: endpoint({
    method: 'GET',
    path: '/api/virtuals/results',
    query: virtualResultsQuerySchema,
    response: { 200: virtualResultsResponseSchema },
  }),
  virtualOngoing: endpoint({
    method: 'GET',
    path: '/api/virtuals/ongoing',
    query: virtualLeagueQuerySchema,
    response: { 200: virtualOngoingResponseSchema },
  }),
  virtualRound: endpoint({
    method: 'GET',
    path: '/api/virtuals/rounds/:roundId',
    params: virtualRoundParamsSchema,
    response: { 200: virtualRoundResponseSchema },
  }),
  virtualVerify: endpoint({
    method: 'GET',
    path: '/api/virtuals/verify',
    query: virtualVerifyQuerySchema,
    response: { 200: virtualVerifyResponseSchema },
  }),
} as const;
