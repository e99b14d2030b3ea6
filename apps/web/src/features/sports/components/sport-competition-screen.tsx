import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { t } from '../../../lib/i18n';
import { competitionSlug, normaliseSlug, sportSlug } from '../../../lib/sport-slugs';
import { useCategories } from '../api/get-categories';
import { useMatchPages } from '../hooks/use-match-pages';
import { useSportFromRoute } from '../hooks/use-sport-from-route';
import '../sports.css';
import { MatchList } from './match-list';
import { SportNotFound } from './sport-not-found';

/** /s/{sportName}/{competitionName}: the matches of one competition. */
export function SportCompetitionScreen() {
  const { sportName, competitionName = '' } = useParams();
  const { sport, notFound } = useSportFromRoute(sportName);
  const categories = useCategories(sport?.sport_id);
  const found = useMemo(() => {
    const wanted = normaliseSlug(competitionName);
    for (const category of categories.data?.data ?? []) {
      for (const competition of category.competitions) {
        if (competitionSlug(category.category_name, competition.competition_name) === wanted) {
          return { category, competition };
        }
      }
    }
    return undefined;
  }, [categories.data, competitionName]);
  const pages = useMatchPages(
    sport && found
      ? { sportId: sport.sport_id, competition: found.competition.competition_id }
      : null,
  );

  if (notFound) return <SportNotFound />;
  if (categories.isSuccess && !found) return <SportNotFound what="competition" />;
  const slug = sport ? sportSlug(sport.sport_name) : '';
  return (
    <div className="sports-screen" data-testid="sport-competition-screen">
      <header className="sports-screen__header">
        <h1 className="sports-screen__title">
          {found ? `${found.category.category_name} · ${found.competition.competition_name}` : ''}
        </h1>
        {sport && (
          <Link className="sports-screen__link" to={`/s/${slug}/countries`}>
            {t('Countries')}
          </Link>
        )}
      </header>
      <MatchList {...pages} isError={pages.isError || categories.isError} />
    </div>
  );
}
