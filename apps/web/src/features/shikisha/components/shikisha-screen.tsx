import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../../lib/app-link';
import type { MatchSummary } from '@shangwe/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountryConfig } from '../../../shared/country-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { useShikishaMatches } from '../api/get-shikisha-matches';
import { shikishaMarketsPath } from '../shikisha-paths';
import './shikisha.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** The days a bettor can pick: all, then today and the next six (UTC days, as the API takes). */
export function shikishaDays(now: Date): { value: string; label: string }[] {
  const days = [{ value: '', label: t('All days') }];
  for (let i = 0; i < 7; i++) {
    const day = new Date(now.getTime() + i * 86_400_000);
    const value = day.toISOString().slice(0, 10);
    const label =
      i === 0 ? t('Today') : i === 1 ? t('Tomorrow') : `${value.slice(8, 10)}/${value.slice(5, 7)}`;
    days.push({ value, label });
  }
  return days;
}

export const NO_SHIKISHA_MATCHES = msg(
  'No matches offer this right now. Try another day or sport.',
);

function useDebouncedText(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function MatchRow({ match, name }: { match: MatchSummary; name: string }) {
  const zone = useMatchTimeZone();
  return (
    <li className="shk-match">
      <Link
        className="shk-match__link"
        to={shikishaMarketsPath(name, match.parent_match_id)}
        data-testid="shikisha-match"
      >
        <span className="shk-match__meta">
          {match.live ? (
            <span className="shk-live">{t('Live')}</span>
          ) : (
            formatKickOff(match.start_time, zone)
          )}
          {' · '}
          {match.category} · {match.competition_name}
        </span>
        <span className="shk-match__teams">
          <span>{match.home_team}</span>
          <span>{match.away_team}</span>
        </span>
        <span className="shk-match__build">
          {t('Build your bet ({count} markets)', { count: match.markets_count })}
        </span>
      </Link>
    </li>
  );
}

/**
 * `/{shikishaName}` (spec 02 §2.3): the matches that offer Shikisha, by sport and day, with
 * search; a match opens its builder.
 */
export function ShikishaScreen() {
  const config = useCountryConfig();
  const name = config.shikishaName;
  const [sportId, setSportId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedText(search, 300);
  const days = useMemo(() => shikishaDays(new Date()), []);
  // The sports come from the day's whole list; the sport filter is applied on it here.
  const { data, isLoading, isError, refetch } = useShikishaMatches({ date, q });
  const matches = useMemo(() => data?.data ?? [], [data]);
  const sports = useMemo(() => {
    const seen = new Map<number, string>();
    for (const m of matches) if (!seen.has(m.sport_id)) seen.set(m.sport_id, m.sport_name);
    return [...seen];
  }, [matches]);
  const shown = sportId === null ? matches : matches.filter((m) => m.sport_id === sportId);

  return (
    <section className="shk-screen" data-testid="shikisha-screen">
      <h1 className="shk-screen__title">{name}</h1>
      <p className="shk-screen__lead">{t('Combine several picks of one match into one bet.')}</p>
      <input
        type="search"
        className="shk-search"
        placeholder={t('Search team or competition')}
        aria-label={t('Search {product} matches', { product: name })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="shk-chips" role="group" aria-label={t('Day')}>
        {days.map((d) => (
          <button
            key={d.value || 'all'}
            type="button"
            className={date === d.value ? 'shk-chip shk-chip--on' : 'shk-chip'}
            aria-pressed={date === d.value}
            onClick={() => setDate(d.value)}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="shk-chips" role="group" aria-label={t('Sport')}>
        <button
          type="button"
          className={sportId === null ? 'shk-chip shk-chip--on' : 'shk-chip'}
          aria-pressed={sportId === null}
          onClick={() => setSportId(null)}
        >
          {t('All sports')}
        </button>
        {sports.map(([id, sportName]) => (
          <button
            key={id}
            type="button"
            className={sportId === id ? 'shk-chip shk-chip--on' : 'shk-chip'}
            aria-pressed={sportId === id}
            onClick={() => setSportId(id)}
          >
            {tAny(sportName)}
          </button>
        ))}
      </div>
      {isLoading ? (
        <Skeleton rows={6} height={76} />
      ) : isError ? (
        <EmptyState
          action={
            <button type="button" className="shk-button" onClick={() => void refetch()}>
              {t('Refresh')}
            </button>
          }
        />
      ) : shown.length === 0 ? (
        <p className="shk-screen__none" data-testid="shikisha-none">
          {tAny(NO_SHIKISHA_MATCHES)}
        </p>
      ) : (
        <ul className="shk-matches">
          {shown.map((m) => (
            <MatchRow key={m.parent_match_id} match={m} name={name} />
          ))}
        </ul>
      )}
    </section>
  );
}
