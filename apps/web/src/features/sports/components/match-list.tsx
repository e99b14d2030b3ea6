import type { MatchSummary } from '@shangwe/contract';
import { useDeferredValue, useEffect, useRef } from 'react';
import { MatchRow } from './match-row';

/** Rows of a fresh list rendered in the first pass: about one phone screen. */
export const FIRST_ROWS = 10;

export interface MatchListProps {
  matches: MatchSummary[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onRetry: () => void;
  emptyText?: string;
}

/**
 * A paged list of prematch matches. The next page loads when the end of the list scrolls into
 * view (and by the 'Load more' button where IntersectionObserver is missing), so the DOM holds
 * only what the bettor has scrolled through: a cheap phone never renders hundreds of rows at once.
 */
export function MatchList({
  matches,
  isLoading,
  isError,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  onRetry,
  emptyText = 'No matches available',
}: MatchListProps) {
  // New rows render in a background pass React can interrupt, so 30 rows never block a slow
  // phone; a fresh list shows its first screenful at once and the rest in that pass.
  const deferred = useDeferredValue(matches);
  const settled = deferred === matches;
  const kept = deferred.length > 0 && deferred[0] === matches[0] ? deferred.length : 0;
  const shown = settled ? matches : matches.slice(0, Math.max(kept, FIRST_ROWS));
  const sentinel = useRef<HTMLDivElement>(null);
  const next = useRef(fetchNextPage);
  useEffect(() => {
    next.current = fetchNextPage;
  }, [fetchNextPage]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || !settled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) next.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, settled, shown.length]);

  if (isLoading) {
    return (
      <ul className="match-list match-list--loading" aria-busy="true" aria-label="Loading matches">
        {Array.from({ length: FIRST_ROWS }, (_, i) => (
          <li key={i} className="match-row match-row--skeleton" />
        ))}
      </ul>
    );
  }
  if (isError && matches.length === 0) {
    return (
      <div className="list-message" role="alert">
        <p>An error occurred, please try again</p>
        <button type="button" className="list-message__button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (matches.length === 0) {
    return (
      <div className="list-message" role="status">
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="match-list">
        {shown.map((match) => (
          <MatchRow key={match.parent_match_id} match={match} />
        ))}
      </ul>
      <div ref={sentinel} className="match-list__end">
        {hasNextPage && (
          <button
            type="button"
            className="match-list__more"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}
