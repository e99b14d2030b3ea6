import type { LiveMatchesResponse } from '@shangwe/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyToMatch } from '../../../lib/live-odds';
import { socketClient } from '../../../lib/socket-client';

/**
 * Watches the room of one listed match and merges its pushes (score, clock, odds, suspension)
 * into the cached live list. Each row watches its own match, so a list refresh that adds a
 * kick-off joins one room instead of re-joining all; untouched matches keep their identity, so
 * only the row that changed re-renders.
 */
export function useLiveRowSocket(queryKey: QueryKey, parentMatchId: number): void {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyHash) as QueryKey;
    return socketClient.subscribeMatch(parentMatchId, (event) => {
      queryClient.setQueryData<LiveMatchesResponse>(key, (old) => {
        if (!old) return old;
        const index = old.data.findIndex((m) => m.parent_match_id === parentMatchId);
        if (index < 0) return old;
        const current = old.data[index]!;
        const next = applyToMatch(current, event);
        if (next === current) return old;
        const data = old.data.slice();
        data[index] = next;
        return { ...old, data };
      });
    });
  }, [keyHash, parentMatchId, queryClient]);
}
