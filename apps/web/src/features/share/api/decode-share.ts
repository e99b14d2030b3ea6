import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints, type ShareDecodeResponse } from '@shangwe/contract';
import { api } from '../../../lib/api-client';

const APP_SRC = 'MOBILE_WEB';

/** GET /api/v2/share/decode (spec 01 §7): the shared picks at their current prices. */
export function decodeShare(code: string): Promise<ShareDecodeResponse> {
  return api.call(
    endpoints.shareDecode,
    { query: { code: code.trim(), src: APP_SRC } },
    { auth: 'none' },
  );
}

export const decodeShareQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['share', 'decode', code.trim().toUpperCase()],
    queryFn: () => decodeShare(code),
    staleTime: 0,
    retry: false,
  });

/** Decodes the code of a `/share/{shareCode}` link. */
export function useDecodeShareQuery(code: string) {
  return useQuery({ ...decodeShareQueryOptions(code), enabled: code.trim() !== '' });
}

/** Decodes a code typed into the empty slip's 'Load Betslip' box. */
export function useDecodeShareMutation() {
  return useMutation({ mutationFn: decodeShare });
}
