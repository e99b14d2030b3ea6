import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashoutExecuteResponse,
  CashoutOffer,
  CashoutValidationsResponse,
  CashoutWhitelistResponse,
} from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { notify } from '../../../shared/notice-store';
import { useMoney } from '../hooks/use-money';
import { refreshBalance } from './refresh-balance';

/** The notice of a cash-out that went through: what was credited, in the bettor's currency. */
export const CASHOUT_SUCCESS_TITLE = 'Cashout successful';
export function cashoutCreditedMessage(amountText: string): string {
  return `${amountText} has been credited to your balance.`;
}
/** Long enough to read the amount on a phone (spec 01 §9: notices 3-15 s). */
const CASHOUT_NOTICE_MS = 8000;

/**
 * GET /api/v2/cashout/whitelist with the token in an Authorization header (spec 02 §7). A
 * failure means "not whitelisted" (spec 02 §8), so this never rejects.
 */
export async function getCashoutWhitelist(profileId?: number): Promise<boolean> {
  try {
    const res = await api.get<CashoutWhitelistResponse>('cashout/whitelist', {
      base: 'v2',
      query: { profile_id: profileId },
      auth: 'header',
      handleUnauthorized: false,
    });
    return res.status === 'ok' && res.whitelisted;
  } catch {
    return false;
  }
}

/** GET /api/v2/cashout/validations: sports and markets that allow cash-out. */
export function getCashoutValidations() {
  return api.get<CashoutValidationsResponse>('cashout/validations', {
    base: 'v2',
    auth: 'header',
  });
}

export const cashoutWhitelistQueryOptions = (profileId?: number) =>
  queryOptions({
    queryKey: ['cashout', 'whitelist', profileId ?? null],
    queryFn: () => getCashoutWhitelist(profileId),
    staleTime: 5 * 60_000,
  });

/** Is the bettor allowed to cash out at all (spec 01 §6). */
export function useCashoutWhitelisted(profileId: number | undefined, enabled: boolean) {
  return useQuery({ ...cashoutWhitelistQueryOptions(profileId), enabled });
}

/** GET /api/v2/cashout/offer?bet_id: the amount offered now for one bet. */
export function getCashoutOffer(betId: number) {
  return api.get<{ data: CashoutOffer }>('cashout/offer', {
    base: 'v2',
    query: { bet_id: betId },
  });
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
  return api.post<CashoutExecuteResponse>(
    'cashout',
    { bet_id: betId, amount },
    { base: 'v2', headers: { 'Idempotency-Key': idempotencyKey } },
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
