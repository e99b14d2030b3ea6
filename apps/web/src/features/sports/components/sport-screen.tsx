import { useMemo, useState } from 'react';
import { t, tAny } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { sportSlug } from '../../../lib/sport-slugs';
import { useMatchPages } from '../hooks/use-match-pages';
import { useSportFromRoute } from '../hooks/use-sport-from-route';
import '../sports.css';
import { MatchList } from './match-list';
import { SportNotFound } from './sport-not-found';

/** Days offered by the date filter: today and the next six (the catalog spans 7 days). */
const FILTER_DAYS = 7;

function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function dayOptions(now: Date): { key: string; label: string }[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: FILTER_DAYS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + i));
    const label =
      i === 0
        ? t('Today')
        : i === 1
          ? t('Tomorrow')
          : `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
    return { key: dayKey(d), label };
  });
}

/** /s/{sportName}: the sport's upcoming matches, filterable by day, with a link to its countries. */
export function SportScreen() {
  const { sportName } = useParams();
  const { sport, isLoading, notFound } = useSportFromRoute(sportName);
  const [date, setDate] = useState<string | undefined>(undefined);
  const days = useMemo(() => dayOptions(new Date()), []);
  const pages = useMatchPages(sport ? { sportId: sport.sport_id, date } : null);

  if (notFound) return <SportNotFound />;
  const slug = sport ? sportSlug(sport.sport_name) : sportName;
  return (
    <div className="sports-screen" data-testid="sport-screen">
      <header className="sports-screen__header">
        <h1 className="sports-screen__title">{tAny(sport?.sport_name)}</h1>
        <Link className="sports-screen__link" to={`/s/${slug}/countries`}>
          {t('Countries')}
        </Link>
      </header>
      <div className="sport-tabs" role="tablist" aria-label={t('Day')}>
        <button
          type="button"
          role="tab"
          className="sport-tabs__tab"
          aria-selected={date === undefined}
          onClick={() => setDate(undefined)}
        >
          {t('All')}
        </button>
        {days.map((day) => (
          <button
            key={day.key}
            type="button"
            role="tab"
            className="sport-tabs__tab"
            aria-selected={date === day.key}
            onClick={() => setDate(day.key)}
          >
            {day.label}
          </button>
        ))}
      </div>
      <MatchList {...pages} isLoading={isLoading || pages.isLoading} />
    </div>
  );
}
