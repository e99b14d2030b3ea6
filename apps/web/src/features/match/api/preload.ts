import { queryClient } from '../../../lib/query-client';
import { matchQueryOptions } from './get-match';

/** A match's markets, asked for while the screen's chunk loads. */
export function preloadMatch(matchId: string | undefined, live: boolean): void {
  const id = Number(matchId);
  if (!Number.isInteger(id) || id < 1) return;
  void queryClient.prefetchQuery(matchQueryOptions(id, live));
}
