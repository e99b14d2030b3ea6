import { useSearchParams } from 'react-router';
import { findBySlug, sportSlug } from '../../../lib/sport-slugs';
import { useCountryStore } from '../../../shared/country-store';
import { useSports } from '../api/get-sports';
import { useMatchPages } from '../hooks/use-match-pages';
import '../sports.css';
import { MatchList } from './match-list';
import { SportTabs } from './sport-tabs';
import { t } from '../../../lib/i18n';

/** Home: highlights of upcoming matches per sport, with the main market's odds buttons. */
export function HomeScreen() {
  const { sports, isLoading, isError } = useSports();
  const defaultSport = useCountryStore((s) => s.config?.defaultSport);
  const [params, setParams] = useSearchParams();
  const withMatches = sports.filter((s) => s.total_matches > 0);
  const requested = params.get('sport');
  const found = requested
    ? findBySlug(withMatches, requested, (s) => sportSlug(s.sport_name))
    : undefined;
  // The country's default sport is asked for at once, alongside the sports list: no waterfall.
  const activeId =
    found?.sport_id ??
    (requested && isLoading ? undefined : (defaultSport?.sport_id ?? withMatches[0]?.sport_id));
  const pages = useMatchPages(activeId ? { sportId: activeId } : null);

  return (
    <div className="sports-screen home-screen" data-testid="home-screen">
      <h1 className="sports-screen__title">{t('Highlights')}</h1>
      {withMatches.length === 0 ? (
        // Holds the tabs' height while the sports load, so the list below does not jump.
        <div className="sport-tabs" aria-hidden="true" />
      ) : (
        <SportTabs
          sports={withMatches}
          activeId={activeId}
          onSelect={(sport) =>
            setParams(
              (p) => {
                p.set('sport', sportSlug(sport.sport_name));
                return p;
              },
              { replace: true },
            )
          }
        />
      )}
      <MatchList {...pages} isError={pages.isError || (isError && !activeId)} />
    </div>
  );
}
