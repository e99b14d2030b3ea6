import { queryClient } from '../../../lib/query-client';
import { WATCH_LIVE_SLUG } from '../../../lib/sport-slugs';
import { liveMatchesQueryOptions } from './get-live-matches';
import { liveSportsQueryOptions } from './get-live-sports';

/**
 * The live list's data, asked for while its chunk loads: the per-sport counts and, for 'All
 * Sports' and 'Watch Live', the matches (a single sport needs the counts first to know its id).
 */
export function preloadLive(sportName: string | undefined): void {
  void queryClient.prefetchQuery(liveSportsQueryOptions);
  if (!sportName) void queryClient.prefetchQuery(liveMatchesQueryOptions({ kind: 'all' }));
  else if (sportName.toLowerCase() === WATCH_LIVE_SLUG) {
    void queryClient.prefetchQuery(liveMatchesQueryOptions({ kind: 'streamable' }));
  }
}
