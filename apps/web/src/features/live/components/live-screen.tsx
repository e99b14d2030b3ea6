import type { MatchSummary } from '@shangwe/contract';
import { useCallback, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useIsDesktop } from '../../../lib/use-breakpoint';
import { useFirstInteraction, useNearScreen, useProgressiveCount } from '../../../lib/use-idle';
import { WATCH_LIVE_SLUG, findBySlug, sportSlug } from '../../../lib/sport-slugs';
import { liveMatchesQueryKey, useLiveMatches, type LiveFilter } from '../api/get-live-matches';
import { useLiveSports } from '../api/get-live-sports';
import { PULL_BLOCK_HEIGHT, usePullToRefresh } from '../hooks/use-pull-to-refresh';
import '../live.css';
import { LiveEmpty } from './live-empty';
import { LiveListSkeleton } from './live-list-skeleton';
import { LiveMatchRow } from './live-match-row';
import { LiveSportsNav } from './live-sports-nav';
import { msg, t, tAny } from '../../../lib/i18n';

const PULL_TEXT = {
  idle: '',
  pull: msg('Pull to refresh'),
  trigger: msg('Release to refresh'),
  loading: msg('Loading…'),
  done: msg('Updated'),
} as const;

/** Rows the first render draws (about a phone screen), and rows added per idle period after. */
export const FIRST_ROWS = 8;
export const ROWS_PER_STEP = 6;

/** Groups consecutive matches by sport (the server lists them sport by sport). */
function bySport(
  matches: MatchSummary[],
): { sportId: number; sportName: string; matches: MatchSummary[] }[] {
  const groups: { sportId: number; sportName: string; matches: MatchSummary[] }[] = [];
  for (const match of matches) {
    let group = groups.find((g) => g.sportId === match.sport_id);
    if (!group) {
      group = { sportId: match.sport_id, sportName: match.sport_name, matches: [] };
      groups.push(group);
    }
    group.matches.push(match);
  }
  return groups;
}

/**
 * /live and /live/{sportName}: live matches of all sports, of one sport, or with video
 * ('streamable'), with the live sports list, a 10-row skeleton, the empty state and
 * pull-to-refresh on mobile.
 */
export function LiveScreen() {
  const { sportName } = useParams();
  const sports = useLiveSports();
  const filter = useMemo<LiveFilter | null>(() => {
    if (!sportName) return { kind: 'all' };
    if (sportName.toLowerCase() === WATCH_LIVE_SLUG) return { kind: 'streamable' };
    const sport = findBySlug(sports.data?.data ?? [], sportName, (s) => sportSlug(s.sport_name));
    if (sport) return { kind: 'sport', sportId: sport.sport_id };
    return null;
  }, [sportName, sports.data]);
  const unknownSport = filter === null && !sports.isLoading;
  const matches = useLiveMatches(filter);
  const queryKey = useMemo(() => liveMatchesQueryKey(filter ?? { kind: 'all' }), [filter]);

  const refetchSports = sports.refetch;
  const refetchMatches = matches.refetch;
  const hasFilter = filter !== null;
  const refresh = useCallback(
    () => Promise.all([refetchSports(), hasFilter ? refetchMatches() : Promise.resolve()]),
    [refetchSports, refetchMatches, hasFilter],
  );
  const container = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(container, refresh, !useIsDesktop());

  // A match that ended since the list loaded (pushed status) leaves the live list at once.
  const list = useMemo(
    () =>
      (matches.data?.data ?? []).filter((m) => m.status !== 'ended' && m.status !== 'cancelled'),
    [matches.data],
  );
  const loading = !unknownSport && (filter === null || matches.isLoading);
  const groups =
    filter?.kind === 'all' ? bySport(list) : [{ sportId: 0, sportName: '', matches: list }];
  // A long live list (dozens of matches, each with a clock, odds and its own pushes) renders a
  // screenful first and the rest a few rows per idle period: no long task on a slow phone. Until
  // the bettor scrolls or taps, rows are added only while the end of the list is on screen.
  const end = useRef<HTMLDivElement>(null);
  const interacted = useFirstInteraction();
  const endOnScreen = useNearScreen(end, '0px', !interacted);
  let budget = useProgressiveCount(
    list.length,
    filter ? JSON.stringify(filter) : '',
    FIRST_ROWS,
    ROWS_PER_STEP,
    !interacted && !endOnScreen,
  );
  const shownGroups = groups
    .map((group) => {
      const matches = group.matches.slice(0, Math.max(0, budget));
      budget -= matches.length;
      return { ...group, matches };
    })
    .filter((group) => group.matches.length > 0);

  return (
    <div className="live-screen" ref={container} data-testid="live-screen">
      <div
        className={`live-pull live-pull--${pull.state}`}
        style={{ height: pull.distance, maxHeight: PULL_BLOCK_HEIGHT * 2 }}
        aria-live="polite"
      >
        {pull.state !== 'idle' && (
          <span className="live-pull__text">
            {pull.state === 'loading' && <span className="spinner spinner-sm" />}{' '}
            {tAny(PULL_TEXT[pull.state])}
          </span>
        )}
      </div>
      <LiveSportsNav data={sports.data} />
      {loading ? (
        <LiveListSkeleton />
      ) : list.length === 0 ? (
        <LiveEmpty
          onRefresh={() => void refresh()}
          refreshing={matches.isFetching || sports.isFetching}
        />
      ) : (
        shownGroups.map((group) => (
          <section
            key={group.sportId}
            className="live-group"
            aria-label={tAny(group.sportName) || t('Live matches')}
          >
            {group.sportName && <h2 className="live-group__title">{tAny(group.sportName)}</h2>}
            <ul className="live-list">
              {group.matches.map((match) => (
                <LiveMatchRow key={match.parent_match_id} match={match} queryKey={queryKey} />
              ))}
            </ul>
          </section>
        ))
      )}
      <div ref={end} className="live-screen__end" />
    </div>
  );
}
