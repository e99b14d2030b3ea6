import type { Sport } from '@shangwe/contract';
import { findBySlug, sportSlug } from '../../../lib/sport-slugs';
import { useSports } from '../api/get-sports';

/** Resolves the `sportName` route parameter against the catalog's sports. */
export function useSportFromRoute(sportName: string | undefined): {
  sport: Sport | undefined;
  isLoading: boolean;
  notFound: boolean;
} {
  const { sports, isLoading, isError } = useSports();
  const sport = sportName
    ? findBySlug(sports, sportName, (s) => sportSlug(s.sport_name))
    : undefined;
  return { sport, isLoading, notFound: !isLoading && (isError || !sport) };
}
