import { queryOptions } from '@tanstack/react-query';
import { endpoints, type JackpotKind } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/** The jackpot products' read calls (issue 15), one query each. */
export const jackpotKeys = {
  all: ['jackpots'] as const,
  events: (product?: JackpotKind) => [...jackpotKeys.all, 'events', product ?? 'all'] as const,
  event: (id: number) => [...jackpotKeys.all, 'event', id] as const,
  results: (product?: JackpotKind) => [...jackpotKeys.all, 'results', product ?? 'all'] as const,
  result: (id: number) => [...jackpotKeys.all, 'result', id] as const,
};

export const jackpotEventsQuery = (product?: JackpotKind) =>
  queryOptions({
    queryKey: jackpotKeys.events(product),
    queryFn: () => api.call(endpoints.jackpotEvents, { query: { product } }),
    staleTime: 30_000,
  });

export const jackpotEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: jackpotKeys.event(eventId),
    queryFn: () => api.call(endpoints.jackpotEvent, { params: { eventId } }),
    staleTime: 30_000,
  });

export const jackpotResultsQuery = (product?: JackpotKind) =>
  queryOptions({
    queryKey: jackpotKeys.results(product),
    queryFn: () => api.call(endpoints.jackpotResults, { query: { product, limit: 20 } }),
    staleTime: 60_000,
  });

export const jackpotResultQuery = (eventId: number) =>
  queryOptions({
    queryKey: jackpotKeys.result(eventId),
    queryFn: () => api.call(endpoints.jackpotResult, { params: { eventId } }),
    staleTime: 60_000,
  });
