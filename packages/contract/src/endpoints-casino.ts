import type { Endpoint } from './endpoints';
import {
  casinoClientSeedBodySchema,
  casinoGamesQuerySchema,
  casinoGamesResponseSchema,
  casinoHistoryQuerySchema,
  casinoHistoryResponseSchema,
  casinoSeedsResponseSchema,
  casinoVerifyQuerySchema,
  casinoVerifyResponseSchema,
  crashBetBodySchema,
  crashBetResponseSchema,
  crashCashoutBodySchema,
  crashCashoutResponseSchema,
  crashHistoryQuerySchema,
  crashHistoryResponseSchema,
  crashRoundBetsResponseSchema,
  crashRoundParamsSchema,
  crashStateResponseSchema,
  crashVerifyQuerySchema,
  crashVerifyResponseSchema,
  dicePlayBodySchema,
  instantPlayResponseSchema,
  wheelPlayBodySchema,
} from './casino';

const endpoint = <const E extends Endpoint>(e: E): E => e;

/** Casino calls (issue 18), merged into `endpoints`. */
export const casinoEndpoints = {
  casinoGames: endpoint({
    method: 'GET',
    path: '/api/casino/games',
    query: casinoGamesQuerySchema,
    response: { 200: casinoGamesResponseSchema },
  }),
  crashState: endpoint({
    method: 'GET',
    path: '/api/casino/crash/state',
    response: { 200: crashStateResponseSchema },
  }),
  crashBet: endpoint({
    method: 'POST',
    path: '/api/casino/crash/bet',
    body: crashBetBodySchema,
    response: { 201: crashBetResponseSchema, 200: crashBetResponseSchema },
    auth: true,
  }),
  crashCashout: endpoint({
    method: 'POST',
    path: '/api/casino/crash/cashout',
    body: crashCashoutBodySchema,
    response: { 200: crashCashoutResponseSchema },
    auth: true,
  }),
  crashRoundBets: endpoint({
    method: 'GET',
    path: '/api/casino/crash/rounds/:roundId/bets',
    params: crashRoundParamsSchema,
    response: { 200: crashRoundBetsResponseSchema },
  }),
  crashHistory: endpoint({
    method: 'GET',
    path: '/api/casino/crash/history',
    query: crashHistoryQuerySchema,
    response: { 200: crashHistoryResponseSchema },
  }),
  crashVerify: endpoint({
    method: 'GET',
    path: '/api/casino/crash/verify',
    query: crashVerifyQuerySchema,
    response: { 200: crashVerifyResponseSchema },
  }),
  casinoSeeds: endpoint({
    method: 'GET',
    path: '/api/casino/seeds',
    response: { 200: casinoSeedsResponseSchema },
    auth: true,
  }),
  casinoClientSeed: endpoint({
    method: 'POST',
    path: '/api/casino/seeds',
    body: casinoClientSeedBodySchema,
    response: { 200: casinoSeedsResponseSchema },
    auth: true,
  }),
  dicePlay: endpoint({
    method: 'POST',
    path: '/api/casino/dice/play',
    body: dicePlayBodySchema,
    response: { 200: instantPlayResponseSchema, 201: instantPlayResponseSchema },
    auth: true,
  }),
  wheelPlay: endpoint({
    method: 'POST',
    path: '/api/casino/wheel/play',
    body: wheelPlayBodySchema,
    response: { 200: instantPlayResponseSchema, 201: instantPlayResponseSchema },
    auth: true,
  }),
  casinoVerify: endpoint({
    method: 'GET',
    path: '/api/casino/verify',
    query: casinoVerifyQuerySchema,
    response: { 200: casinoVerifyResponseSchema },
  }),
  casinoHistory: endpoint({
    method: 'GET',
    path: '/api/casino/history',
    query: casinoHistoryQuerySchema,
    response: { 200: casinoHistoryResponseSchema },
    auth: true,
  }),
} as const;
