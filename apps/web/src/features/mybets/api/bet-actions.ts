import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

/** POST /api/v2/bet/cancel: cancels an open bet inside the cancellation window. */
export function cancelBet(betId: number, idempotencyKey: string) {
  return api.call(
    endpoints.cancelBet,
    { body: { bet_id: betId } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** POST /api/v2/bet/rebet: the bet's legs at current prices, ready for a new slip. */
export function rebet(betId: number) {
  return api.call(endpoints.rebet, { body: { bet_id: betId } });
}

/** Cancel mutation; refreshes the bets and the balance shown elsewhere. */
export function useCancelBetMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, idempotencyKey }: { betId: number; idempotencyKey: string }) =>
      cancelBet(betId, idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bets'] }),
  });
}

type RebetAnswer = Awaited<ReturnType<typeof rebet>>;

/**
 * Rebet mutation. Its answer is handled here, on the mutation, not in `mutate`'s callbacks:
 * those are dropped when the card re-renders into a new observer before the answer comes back,
 * and the bettor's tap would then do nothing.
 */
export function useRebetMutation(handlers: {
  onSuccess: (answer: RebetAnswer) => void;
  onError: (cause: unknown) => void;
}) {
  return useMutation({ mutationFn: rebet, ...handlers });
}
