import { endpoint, placementEndpoint } from './endpoint';
import {
  boostedBetBodySchema,
  freeJackpotEntryBodySchema,
  jackpotEntriesQuerySchema,
  jackpotEntriesResponseSchema,
  jackpotEntryBodySchema,
  jackpotEventParamsSchema,
  jackpotEventResponseSchema,
  jackpotEventsQuerySchema,
  jackpotEventsResponseSchema,
  jackpotPlaceResponseSchema,
  jackpotResultResponseSchema,
  jackpotResultsQuerySchema,
  jackpotResultsResponseSchema,
  sababishaBodySchema,
  sababishaQuoteResponseSchema,
} from './jackpots';

/** Jackpot, free jackpot, split pot, Sababisha and boosted multibet calls (issue 15). */
export const jackpotEndpoints = {
  jackpotEvents: endpoint({
    method: 'GET',
    path: '/api/jackpot/events',
    query: jackpotEventsQuerySchema,
    response: { 200: jackpotEventsResponseSchema },
  }),
  jackpotEvent: endpoint({
    method: 'GET',
    path: '/api/jackpot/events/:eventId',
    params: jackpotEventParamsSchema,
    response: { 200: jackpotEventResponseSchema },
  }),
  jackpotPlaceEntry: placementEndpoint(
    '/api/jackpot/bet',
    jackpotEntryBodySchema,
    jackpotPlaceResponseSchema,
  ),
  freeJackpotEntry: placementEndpoint(
    '/api/jackpot/free/bet',
    freeJackpotEntryBodySchema,
    jackpotPlaceResponseSchema,
  ),
  splitPotEntry: placementEndpoint(
    '/api/splitpot/bet',
    jackpotEntryBodySchema,
    jackpotPlaceResponseSchema,
  ),
  sababishaQuote: endpoint({
    method: 'POST',
    path: '/api/sababisha/quote',
    body: sababishaBodySchema,
    response: { 200: sababishaQuoteResponseSchema },
  }),
  sababishaPlaceBet: placementEndpoint(
    '/api/sababisha/bet',
    sababishaBodySchema,
    jackpotPlaceResponseSchema,
  ),
  boostedPlaceBet: placementEndpoint(
    '/api/boosted/bet',
    boostedBetBodySchema,
    jackpotPlaceResponseSchema,
  ),
  jackpotEntries: endpoint({
    method: 'GET',
    path: '/api/jackpot/entries',
    query: jackpotEntriesQuerySchema,
    response: { 200: jackpotEntriesResponseSchema },
    auth: true,
  }),
  jackpotResults: endpoint({
    method: 'GET',
    path: '/api/jackpot/results',
    query: jackpotResultsQuerySchema,
    response: { 200: jackpotResultsResponseSchema },
  }),
  jackpotResult: endpoint({
    method: 'GET',
    path: '/api/jackpot/results/:eventId',
    params: jackpotEventParamsSchema,
    response: { 200: jackpotResultResponseSchema },
  }),
} as const;
