import { endpoints } from '@shangwe/contract';
import { useQuery } from '@tanstack/react-query';
import { recorded, trackDeposit } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';

/** GET {v2}deposit-providers, cached for the session (the list rarely changes). */
export function useDepositProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'deposit-providers'],
    queryFn: () => api.call(endpoints.depositProviders, {}, { auth: 'none' }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * POST {v1 or v2}deposit with amount, token and provider (spec 01 §7), by the country's
 * depositWithdrawVersion. 401 is handled by the caller (log out, go to /login).
 */
export function depositRequest(input: {
  amount: number;
  provider?: string;
  version: 'v1' | 'v2';
  idempotencyKey: string;
}) {
  return api
    .call(
      input.version === 'v1' ? endpoints.deposit : endpoints.depositV2,
      {
        body: {
          amount: input.amount,
          provider: input.provider,
          idempotency_key: input.idempotencyKey,
        },
      },
      { handleUnauthorized: false },
    )
    .then(recorded(() => trackDeposit(input)));
}

/** GET {v2}deposits/{reference}: where an initiated deposit stands. */
export async function fetchDepositStatus(reference: string) {
  const answer = await api.call(
    endpoints.depositStatus,
    { params: { reference } },
    { handleUnauthorized: false },
  );
  return answer.data;
}
