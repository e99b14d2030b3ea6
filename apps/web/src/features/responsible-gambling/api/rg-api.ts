import { endpoints, type RgStatusResponse } from '@shangwe/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { RgStatusResponse };

/** GET /api/rg: limits, break, reality-check interval and this session's figures. */
export const rgStatusQuery = () =>
  queryOptions({
    queryKey: ['rg', 'status'],
    queryFn: () => api.call(endpoints.rgStatus, {}),
    staleTime: 0,
  });

export function useRgStatus(enabled = true) {
  return useQuery({ ...rgStatusQuery(), enabled });
}

/** GET /api/rg/statement: deposits, withdrawals, stakes, returns and net by month. */
export function useRgStatement() {
  return useQuery({
    queryKey: ['rg', 'statement'],
    queryFn: () => api.call(endpoints.rgStatement, {}),
  });
}

type Change =
  | { call: 'limit'; kind: string; period: string; amount: number | null }
  | { call: 'confirm'; kind: string; period: string }
  | { call: 'exclude'; kind: string; period: string }
  | { call: 'end' }
  | { call: 'reality'; minutes: number | null }
  | { call: 'dob'; date_of_birth: string };

function send(change: Change) {
  switch (change.call) {
    case 'limit':
      return api.call(endpoints.rgSetLimit, {
        body: { kind: change.kind, period: change.period, amount: change.amount },
      } as never);
    case 'confirm':
      return api.call(endpoints.rgConfirmLimit, {
        body: { kind: change.kind, period: change.period },
      } as never);
    case 'exclude':
      return api.call(endpoints.rgExclude, {
        body: { kind: change.kind, period: change.period },
      } as never);
    case 'end':
      return api.call(endpoints.rgEndExclusion, {});
    case 'reality':
      return api.call(endpoints.rgRealityCheck, { body: { minutes: change.minutes } });
    case 'dob':
      return api.call(endpoints.rgDateOfBirth, { body: { date_of_birth: change.date_of_birth } });
  }
}

/** Every change of the page: the answer's status replaces the cached one. */
export function useRgChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => client.setQueryData(rgStatusQuery().queryKey, answer.status),
  });
}
