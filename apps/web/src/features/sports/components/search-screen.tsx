import { useEffect, useState } from 'react';
import { t, tAny } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { SEARCH_MIN_LENGTH, useSearchMatches } from '../api/search-matches';
import '../sports.css';
import { MatchRow } from './match-row';

/** Typing pauses this long before a search is sent: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /search: matches by team, competition or country name. The term lives in the address (?q=). */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const term = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const search = useSearchMatches(term);
  const results = search.data?.data ?? [];
  const short = term.trim().length < SEARCH_MIN_LENGTH;

  return (
    <div className="sports-screen" data-testid="search-screen">
      <h1 className="sports-screen__title">{t('Search')}</h1>
      <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          className="search-form__input"
          type="search"
          inputMode="search"
          aria-label={t('Search')}
          placeholder={t('Search by team, league or country')}
          autoFocus
          value={q}
          onChange={(e) =>
            setParams(
              (p) => {
                if (e.target.value) p.set('q', e.target.value);
                else p.delete('q');
                return p;
              },
              { replace: true },
            )
          }
        />
      </form>
      {short && (
        <p className="list-message">
          {t('Type at least {count} letters of a team, league or country.', {
            count: SEARCH_MIN_LENGTH,
          })}
        </p>
      )}
      {!short && search.isError && (
        <p className="list-message" role="alert">
          {tAny(search.error.message)}
        </p>
      )}
      {!short && search.isLoading && (
        <p className="list-message" aria-busy="true">
          {t('Searching…')}
        </p>
      )}
      {!short && search.isSuccess && results.length === 0 && (
        <p className="list-message" role="status">
          {t('No matches found for ‘{term}’', { term: term.trim() })}
        </p>
      )}
      {!short && results.length > 0 && (
        <ul className="match-list" aria-label={t('Search results')}>
          {results.map((match) => (
            <MatchRow key={match.parent_match_id} match={match} />
          ))}
        </ul>
      )}
    </div>
  );
}
