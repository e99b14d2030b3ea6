import type { Endpoint } from './endpoints';
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

const endpoint = <const E extends Endpoint>(e: E): E => e;

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
  jackpotPlaceEntry: endpoint({
    method: 'POST',
    path: '/api/jackpot/bet',
    body: jackpotEntryBodySchema,
    response: { 200: jackpotPlaceResponseSchema, 201: jackpotPlaceResponseSchema },
    auth: true,
  }),
  freeJackpotEntry: endpoint({
    method: 'POST',
    path: '/api/jackpot/free/bet',
    body: freeJackpotEntryBodySchema,
    response: { 200: jackpotPlaceResponseSchema, 201: jackpotPlaceResponseSchema },
    auth: true,
  }),
  splitPotEntry: endpoint({
    method: 'POST',
    path: '/api/splitpot/bet',
    body: jackpotEntryBodySchema,
    response: { 200: jackpotPlaceResponseSchema, 201: jackpotPlaceResponseSchema },
    auth: true,
  }),
  sababishaQuote: endpoint({
    method: 'POST',
    path: '/api/sababisha/quote',
    body: sababishaBodySchema,
    response: { 200: sababishaQuoteResponseSchema },
  }),
  sababishaPlaceBet: endpoint({
    method: 'POST',
    path: '/api/sababisha/bet',
    body: sababishaBodySchema,
    response: { 200: jackpotPlaceResponseSchema, 201: jackpotPlaceResponseSchema },
    auth: true,
  }),
  boostedPlaceBet: endpoint({
    method: 'POST',
    path: '/api/boosted/bet',
    body: boostedBetBodySchema,
    response: { 200: jackpotPlaceResponseSchema, 201: jackpotPlaceResponseSchema },
    auth: true,
  }),
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
