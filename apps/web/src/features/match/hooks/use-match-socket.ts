import type { MatchResponse } from '@shangwe/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyToMatch } from '../../../lib/live-odds';
import { socketClient } from '../../../lib/socket-client';

/**
 * Applies the websocket pushes of one match (odds, bet_status, score, clock) to its cached
 * GET match answer, so the screen updates without a refetch.
 */
export function useMatchSocket(parentMatchId: number, queryKey: QueryKey, enabled = true): void {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled || !Number.isInteger(parentMatchId) || parentMatchId < 1) return;
    const key = JSON.parse(keyHash) as QueryKey;
    return socketClient.subscribeMatch(parentMatchId, (event) => {
      queryClient.setQueryData<MatchResponse>(key, (old) => {
        if (!old) return old;
        const data = applyToMatch(old.data, event);
        return data === old.data ? old : { ...old, data };
      });
    });
  }, [parentMatchId, keyHash, enabled, queryClient]);
}
