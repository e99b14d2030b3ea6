import { endpoints, type TransactionItem } from '@shangwe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { TransactionItem };

/** Rows per page of /profile/transactions. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** GET {base}transactions, a page at a time, newest first. */
export function useTransactions(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['wallet', 'transactions'],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(endpoints.transactions, {
        query: { page: pageParam, limit: TRANSACTIONS_PAGE_SIZE },
      }),
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    staleTime: 0,
  });
}
