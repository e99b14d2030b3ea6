/** The one TanStack Query client of the app. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Creates the client. Retries once on network failures and 5xx answers, never on 4xx (a bad
 * request or an expired session does not get better by asking again).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** The app's shared client instance. */
export const queryClient = createQueryClient();

/**
 * The query hooks nearly every screen uses, made part of the shell's chunk: one download with
 * the shell instead of five small chunks each screen would fetch after it (each request costs
 * about 600 bytes of headers and a round trip on a slow connection). Import them from
 * '@tanstack/react-query' as usual; this re-export only places them.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
