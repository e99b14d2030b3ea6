import type { PublicCountryConfig } from '@shangwe/domain';
import { queryClient } from '../../../lib/query-client';
import { useCountryStore } from '../../../shared/country-store';
import { sportMatchesQueryOptions } from './get-sport-matches';
import { sportsQueryOptions } from './get-sports';

/** Runs `run` with the country configuration, now or as soon as start-up applies it. */
function withConfig(run: (config: PublicCountryConfig) => void): void {
  const config = useCountryStore.getState().config;
  if (config) {
    run(config);
    return;
  }
  const stop = useCountryStore.subscribe((state) => {
    if (!state.config) return;
    stop();
    run(state.config);
  });
}

/**
 * Home's data, asked for while its chunk loads: the sports list and, in parallel, the first page
 * of the default sport's highlights (the same query key the screen reads).
 */
export function preloadHome(search: URLSearchParams): void {
  void queryClient.prefetchQuery(sportsQueryOptions);
  if (search.get('sport')) return; // another sport: resolved from the list by the screen
  withConfig((config) => {
    void queryClient.prefetchInfiniteQuery(
      sportMatchesQueryOptions({ sportId: config.defaultSport.sport_id }),
    );
  });
}

/** Sport pages resolve their sport from the sports list: ask for it at once. */
export function preloadSports(): void {
  void queryClient.prefetchQuery(sportsQueryOptions);
}
