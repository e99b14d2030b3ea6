import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CasinoSeedsResponse, type InstantPlayResponse } from '@shangwe/contract';
import type { DiceDirection } from '@shangwe/domain';
import { recorded, trackBetPlaced } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../shared/session-store';
import { casinoKeys, seedsQuery } from '../api/casino-queries';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** What one instant bet asks for. */
export type InstantPlay =
  | { game: 'dice'; stake: number; target: number; direction: DiceDirection }
  | { game: 'wheel'; stake: number };

/** Sends one instant bet (one idempotency key per press). */
export function playInstant(play: InstantPlay): Promise<InstantPlayResponse> {
  const stake = play.stake.toFixed(2);
  const idempotency_key = newIdempotencyKey();
  const sent =
    play.game === 'dice'
      ? api.call(endpoints.dicePlay, {
          body: {
            stake,
            target: play.target.toFixed(2),
            direction: play.direction,
            idempotency_key,
          },
        })
      : api.call(endpoints.wheelPlay, { body: { stake, idempotency_key } });
  return sent.then(recorded(() => trackCasinoBet(play.game, play.stake)));
}

/** A casino bet is a bet placed on the casino product, named by its game (analytics). */
export function trackCasinoBet(game: string, stake: number): void {
  trackBetPlaced({ product: 'casino', betId: null, stake, totalOdd: 1, selections: 1, game });
}

/**
 * The bettor's seed pair (server seed hash shown before the bet, client seed, nonce) and the
 * play call: an answer moves the balance in the session, the nonce on, and the history.
 */
export function useInstantPlay() {
  const client = useQueryClient();
  const authenticated = useSessionStore((s) => s.authenticated);
  const seeds = useQuery({ ...seedsQuery(), enabled: authenticated });
  const mutation = useMutation({
    mutationFn: playInstant,
    onSuccess: (answer) => {
      useSessionStore.getState().setBalance({ balance: answer.balance });
      client.setQueryData<CasinoSeedsResponse>(casinoKeys.seeds(), (current) =>
        current ? { ...current, nonce: answer.next_nonce } : current,
      );
      void client.invalidateQueries({ queryKey: [...casinoKeys.all, 'history'] });
    },
  });
  return { seeds, mutation, authenticated };
}

/** Changes the client seed: the server retires (and reveals) the server seed in use. */
export function useChangeClientSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      api.call(endpoints.casinoClientSeed, { body: { client_seed: clientSeed } }),
    onSuccess: (seeds) => {
      client.setQueryData(casinoKeys.seeds(), seeds);
      // Past bets of the retired pair can now be verified.
      void client.invalidateQueries({ queryKey: [...casinoKeys.all, 'history'] });
    },
  });
}
