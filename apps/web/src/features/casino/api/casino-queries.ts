import { queryOptions } from '@tanstack/react-query';
import { endpoints, type CasinoGameIdValue } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/**
 * The casino's read calls (issue 18), one query each. The crash round itself arrives over the
 * websocket (crash-socket.ts); these are its first picture and the proofs.
 */
export const casinoKeys = {
  all: ['casino'] as const,
  games: () => [...casinoKeys.all, 'games'] as const,
  crashState: () => [...casinoKeys.all, 'crash', 'state'] as const,
  crashRound: (roundId: number) => [...casinoKeys.all, 'crash', 'round', roundId] as const,
  seeds: () => [...casinoKeys.all, 'seeds'] as const,
  history: (game?: string) => [...casinoKeys.all, 'history', game ?? 'all'] as const,
};

/** The lobby's games with this country's limits and the fairness paragraph of each. */
export const casinoGamesQuery = () =>
  queryOptions({
    queryKey: casinoKeys.games(),
    queryFn: () => api.call(endpoints.casinoGames, { query: {} }),
    staleTime: 10 * 60_000,
  });

/** The crash round now, its bets, my bets and the recent crash points. */
export const crashStateQuery = () =>
  queryOptions({
    queryKey: casinoKeys.crashState(),
    queryFn: () => api.call(endpoints.crashState, {}),
    // The socket keeps the picture current; a refetch would jump the animation back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The last crash points for the lobby's crash tile (a glance, refreshed every half minute). */
export const recentCrashPointsQuery = () =>
  queryOptions({
    queryKey: [...casinoKeys.all, 'crash', 'recent'] as const,
    queryFn: async () => (await api.call(endpoints.crashState, {})).recent.slice(0, 5),
    staleTime: 30_000,
  });

/**
 * One crashed round's proof material: the round (seed revealed, chain position) and its chain
 * (terminating hash, salt), from the history page that ends with it.
 */
export const crashRoundProofQuery = (roundId: number) =>
  queryOptions({
    queryKey: casinoKeys.crashRound(roundId),
    queryFn: async () => {
      const history = await api.call(endpoints.crashHistory, {
        query: { limit: 1, before: roundId + 1 },
      });
      const round = history.rounds.find((r) => r.round_id === roundId) ?? null;
      const chain = round
        ? (history.chains.find((c) => c.chain_id === round.chain_id) ?? null)
        : null;
      return { round, chain };
    },
    // A crashed round never changes.
    staleTime: Infinity,
  });

/** The bettor's seed pair for the instant games. */
export const seedsQuery = () =>
  queryOptions({
    queryKey: casinoKeys.seeds(),
    queryFn: () => api.call(endpoints.casinoSeeds, {}),
  });

/** The bettor's casino bets, newest first (one game, or all). */
export const casinoHistoryQuery = (game?: CasinoGameIdValue, perPage = 20) =>
  queryOptions({
    queryKey: [...casinoKeys.history(game), perPage] as const,
    queryFn: () =>
      api.call(endpoints.casinoHistory, { query: { game, page: 1, per_page: perPage } }),
  });
