import { useEffect } from 'react';
import { useTotalMatches } from '../api/total-matches';
import { useCountsStore } from '../../../shared/counts-store';

/**
 * Always mounted (shell overlay): keeps the live and bet-builder counts of the top bar and the
 * bottom nav current, every 10 s while auto-refresh is on.
 */
export function TotalMatchesSync() {
  const { live, shikisha, isLoading } = useTotalMatches();
  useEffect(() => {
    if (!isLoading) useCountsStore.getState().setCounts({ live, betBuilder: shikisha });
  }, [live, shikisha, isLoading]);
  return null;
}
