import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { t, tAny } from '../../../lib/i18n';
import { competitionSlug, sportSlug } from '../../../lib/sport-slugs';
import { useCategories } from '../api/get-categories';
import { useSportFromRoute } from '../hooks/use-sport-from-route';
import '../sports.css';
import { SportNotFound } from './sport-not-found';

/** /s/{sportName}/countries: the sport's countries, each opening to its competitions. */
export function SportCountriesScreen() {
  const { sportName } = useParams();
  const { sport, notFound } = useSportFromRoute(sportName);
  const categories = useCategories(sport?.sport_id);
  if (notFound) return <SportNotFound />;
  const slug = sport ? sportSlug(sport.sport_name) : '';
  const list = categories.data?.data ?? [];
  return (
    <div className="sports-screen" data-testid="sport-countries-screen">
      <header className="sports-screen__header">
        <h1 className="sports-screen__title">
          {sport ? `${tAny(sport.sport_name)} · ${t('Countries')}` : t('Countries')}
        </h1>
        {sport && (
          <Link className="sports-screen__link" to={`/s/${slug}`}>
            {t('All matches')}
          </Link>
        )}
      </header>
      {(!sport || categories.isLoading) && (
        <p className="list-message" aria-busy="true">
          {t('Loading…')}
        </p>
      )}
      {categories.isError && (
        <div className="list-message" role="alert">
          <p>{t('An error occurred, please try again')}</p>
          <button
            type="button"
            className="list-message__button"
            onClick={() => void categories.refetch()}
          >
            {t('Retry')}
          </button>
        </div>
      )}
      <ul className="category-list">
        {list.map((category) => (
          <li key={category.category_id} className="category-list__item">
            <details>
              <summary className="category-list__summary">
                <span>{category.category_name}</span>
                <span className="category-list__count">
                  {category.competitions.reduce((n, c) => n + c.matches_count, 0)}
                </span>
              </summary>
              <ul className="competition-list">
                {category.competitions.map((competition) => (
                  <li key={competition.competition_id}>
                    <Link
                      className="competition-list__link"
                      to={`/s/${slug}/${competitionSlug(category.category_name, competition.competition_name)}`}
                    >
                      <span>{competition.competition_name}</span>
                      <span className="category-list__count">{competition.matches_count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
