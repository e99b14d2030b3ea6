import type { MatchSummary } from '@shangwe/contract';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useFirstInteraction } from '../../../lib/use-idle';
import { MatchRow } from './match-row';
import { msg, t, tAny } from '../../../lib/i18n';

/** Skeleton rows while a list loads: about one phone screen. */
export const SKELETON_ROWS = 10;

/** Rows rendered at first, and added each time the end of the list comes near. */
export const ROWS_STEP = 10;

/**
 * How many rows a list showed, per history entry: going back renders as many again, so the
 * saved scroll position exists. Bounded to the most recent entries.
 */
const renderedRows = new Map<string, number>();
const REMEMBERED_ENTRIES = 50;

function rememberRows(key: string, rows: number): void {
  renderedRows.delete(key);
  renderedRows.set(key, rows);
  if (renderedRows.size > REMEMBERED_ENTRIES) {
    renderedRows.delete(renderedRows.keys().next().value as string);
  }
}

/** Forgets every remembered count (tests start each render on the same history key). */
export function forgetRenderedRows(): void {
  renderedRows.clear();
}

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
 * A paged list of prematch matches. It renders ROWS_STEP rows, more as the end of the list comes
 * near, and asks for the next page once every loaded row shows (the 'Load more' button does the
 * same where IntersectionObserver is missing). The DOM holds only what the bettor has scrolled
 * through: a cheap phone never lays out rows nobody looked at.
 */
export function MatchList({
  matches,
  isLoading,
  isError,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  onRetry,
  emptyText = msg('No matches available'),
}: MatchListProps) {
  const { key } = useLocation();
  const [rows, setRows] = useState(() => ({ key, limit: renderedRows.get(key) ?? ROWS_STEP }));
  // A new history entry (another sport, another page) starts from its own count.
  const limit = rows.key === key ? rows.limit : (renderedRows.get(key) ?? ROWS_STEP);
  useEffect(() => rememberRows(key, limit), [key, limit]);

  // Rows render in a background pass React can interrupt, so new rows never block a slow
  // phone. The query's own update is synchronous (useSyncExternalStore), so in that pass a fresh
  // list keeps its skeleton and a growing list keeps the rows it already showed.
  const visible = useMemo(() => matches.slice(0, limit), [matches, limit]);
  const deferred = useDeferredValue(visible);
  const settled = deferred === visible;
  const sameList = deferred[0]?.parent_match_id === visible[0]?.parent_match_id;
  const shown = settled || sameList ? deferred : [];
  const more = limit < matches.length || hasNextPage;
  // Shows the next rows; once every loaded row shows, asks for the next page too, and its
  // rows appear as it arrives.
  const showMore = () => {
    setRows({ key, limit: Math.min(limit, matches.length) + ROWS_STEP });
    if (limit >= matches.length && hasNextPage && !isFetchingNextPage) fetchNextPage();
  };
  const next = useRef(showMore);
  useEffect(() => {
    next.current = showMore;
  });

  // Before the bettor scrolls, rows are added only to fill the screen; after, a little ahead.
  const interacted = useFirstInteraction();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || !settled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) next.current();
      },
      { rootMargin: interacted ? '400px 0px' : '0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, settled, interacted, shown.length, matches.length]);

  if (isLoading || (matches.length > 0 && shown.length === 0)) {
    return (
      <ul className="match-list match-list--loading" aria-busy="true" aria-label="Loading matches">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="match-row match-row--skeleton" />
        ))}
      </ul>
    );
  }
  if (isError && matches.length === 0) {
    return (
      <div className="list-message" role="alert">
        <p>{t('An error occurred, please try again')}</p>
        <button type="button" className="list-message__button" onClick={onRetry}>
          {t('Retry')}
        </button>
      </div>
    );
  }
  if (matches.length === 0) {
    return (
      <div className="list-message" role="status">
        <p>{tAny(emptyText)}</p>
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
        {more && (
          <button
            type="button"
            className="match-list__more"
            onClick={showMore}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('Loading…') : t('Load more')}
          </button>
        )}
      </div>
    </>
  );
}
