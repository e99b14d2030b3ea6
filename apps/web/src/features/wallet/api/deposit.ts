import type {
  DepositProvidersResponse,
  DepositResponse,
  DepositStatusResponse,
} from '@shangwe/contract';
import { useQuery } from '@tanstack/react-query';
import { recorded, trackDeposit } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';

/** GET {v2}deposit-providers, cached for the session (the list rarely changes). */
export function useDepositProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'deposit-providers'],
    queryFn: () =>
      api.get<DepositProvidersResponse>('deposit-providers', { base: 'v2', auth: 'none' }),
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
    .post<DepositResponse>(
      'deposit',
      { amount: input.amount, provider: input.provider, idempotency_key: input.idempotencyKey },
      { base: input.version === 'v1' ? 'base' : 'v2', handleUnauthorized: false },
    )
    .then(recorded(() => trackDeposit(input)));
}

/** GET {v2}deposits/{reference}: where an initiated deposit stands. */
export async function fetchDepositStatus(reference: string) {
  const answer = await api.get<DepositStatusResponse>(`deposits/${encodeURIComponent(reference)}`, {
    base: 'v2',
    handleUnauthorized: false,
  });
  return answer.data;
}
