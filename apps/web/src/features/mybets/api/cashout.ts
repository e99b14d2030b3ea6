import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { refreshBalance } from '../../../shared/balance';
import { notify } from '../../../shared/notice-store';
import { useMoney } from '../hooks/use-money';

/** The notice of a cash-out that went through: what was credited, in the bettor's currency. */
export const CASHOUT_SUCCESS_TITLE = 'Cashout successful';
export function cashoutCreditedMessage(amountText: string): string {
  return `${amountText} has been credited to your balance.`;
}
/** Long enough to read the amount on a phone (spec 01 §9: notices 3-15 s). */
const CASHOUT_NOTICE_MS = 8000;

/** GET /api/v2/cashout/validations: sports and markets that allow cash-out. */
export function getCashoutValidations() {
  return api.call(endpoints.cashoutValidations, {}, { auth: 'header' });
}

/** GET /api/v2/cashout/offer?bet_id: the amount offered now for one bet. */
export function getCashoutOffer(betId: number) {
  return api.call(endpoints.cashoutOffer, { query: { bet_id: betId } });
}

/**
 * The cash-out offer of one bet. On the bet detail (`follow`) it is refreshed every 10 s like
 * live odds; in the list it is read once, so a long list does not poll every bet.
 */
export function useCashoutOffer(betId: number, enabled: boolean, follow = false) {
  return useQuery({
    queryKey: ['cashout', 'offer', betId],
    queryFn: () => getCashoutOffer(betId),
    enabled,
    refetchInterval: enabled && follow ? 10_000 : false,
    staleTime: follow ? 0 : 30_000,
  });
}

/** POST /api/v2/cashout: takes the offer at the amount the bettor saw, exactly once. */
export function executeCashout(betId: number, amount: number, idempotencyKey: string) {
  return api.call(
    endpoints.cashout,
    { body: { bet_id: betId, amount } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * Takes a cash-out offer and tells the bettor what was credited. The notice is raised by the
 * mutation itself, not by the button's callback: the cashed-out bet leaves the Open list, and its
 * card (with the button) may be gone by the time the answer arrives.
 */
export function useExecuteCashoutMutation() {
  const client = useQueryClient();
  const money = useMoney();
  return useMutation({
    mutationFn: (v: { betId: number; amount: number; idempotencyKey: string }) =>
      executeCashout(v.betId, v.amount, v.idempotencyKey),
    onSuccess: (res) => {
      notify({
        type: 'success',
        title: CASHOUT_SUCCESS_TITLE,
        message: cashoutCreditedMessage(money(res.amount)),
        duration: CASHOUT_NOTICE_MS,
      });
      void refreshBalance();
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bets'] });
      void client.invalidateQueries({ queryKey: ['cashout', 'offer'] });
    },
  });
}
