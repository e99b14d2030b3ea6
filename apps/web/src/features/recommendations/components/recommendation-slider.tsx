import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { usePicks } from '../../../shared/betslip-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { useRecommendationsStore } from '../../../shared/recommendations-store';
import { useSessionStore } from '../../../shared/session-store';
import { recommendationsOn, useSettingsStore } from '../../../shared/settings-store';
import { useRecommendations } from '../api/get-recommendations';
import { RecommendationOddsRow } from './recommendation-odds';
import './recommendations.css';
import { t } from '../../../lib/i18n';

/** How far a finger must travel sideways to turn the page. */
const SWIPE_PX = 40;

/**
 * The recommendation slider of the normal slip (spec 01 §2, spec 02 §3.8): matches suggested for
 * the slip's picks, at most 5, one per page, with their 1X2 odds (a dash when absent). Picking an
 * odd adds it to the slip (tracked); 'Turn off' opts out (the settings flag, with the spec's
 * notice). Nothing shows for an empty slip, after opting out, or when there is nothing to suggest.
 */
export function RecommendationSlider() {
  const shown = useSettingsStore((s) => recommendationsOn(s.seeRecommendations));
  const optOut = useSettingsStore((s) => s.setSeeRecommendations);
  const picks = usePicks('main');
  const userId = useSessionStore((s) => (s.authenticated ? s.user?.id : undefined));
  const slipMatchIds = useMemo(
    () => [...new Set(picks.map((p) => p.parent_match_id))].sort((a, b) => a - b),
    [picks],
  );
  const query = useRecommendations({ userId, slipMatchIds }, shown && slipMatchIds.length > 0);
  // The previous list stays while the next loads: drop what the slip has taken since.
  const matches = useMemo(
    () => (query.data ?? []).filter((m) => !slipMatchIds.includes(m.parent_match_id)),
    [query.data, slipMatchIds],
  );
  const [page, setPage] = useState(0);
  const current = Math.min(page, Math.max(matches.length - 1, 0));
  const match = matches[current];
  const markSeen = useRecommendationsStore((s) => s.markSeen);
  const timeZone = useMatchTimeZone();
  const swipeFrom = useRef<number | null>(null);

  const visible = shown && slipMatchIds.length > 0 && match !== undefined;
  useEffect(() => {
    if (visible) markSeen([match.parent_match_id]);
  }, [visible, match, markSeen]);

  if (!visible) return null;
  const go = (to: number) => setPage((to + matches.length) % matches.length);
  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || matches.length < 2) return;
    const dx = e.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
  };

  return (
    <section className="recs" aria-label={t('Recommended for you')} data-testid="recommendations">
      <header className="recs__head">
        <h3 className="recs__title">{t('Recommended for you')}</h3>
        <button
          type="button"
          className="recs__off"
          data-testid="recommendations-off"
          onClick={() => optOut(false)}
        >
          {t('Turn off')}
        </button>
      </header>
      <div
        className="recs__page"
        data-testid="recommendation"
        data-match={match.parent_match_id}
        aria-roledescription="slide"
        aria-label={t('{current} of {count}', { current: current + 1, count: matches.length })}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <p className="recs__meta">
          <span className="recs__competition">
            {match.category} · {match.competition_name}
          </span>
          <time dateTime={match.start_time}>{formatKickOff(match.start_time, timeZone)}</time>
        </p>
        <p className="recs__teams">
          <span>{match.home_team}</span>
          <span className="recs__vs">v</span>
          <span>{match.away_team}</span>
        </p>
        <RecommendationOddsRow match={match} />
      </div>
      {matches.length > 1 && (
        <nav className="recs__pager" aria-label={t('Recommendations')}>
          <button
            type="button"
            className="recs__arrow"
            aria-label={t('Previous recommendation')}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          <span className="recs__dots" aria-hidden="true">
            {matches.map((m, i) => (
              <span
                key={m.parent_match_id}
                className={i === current ? 'recs__dot recs__dot--on' : 'recs__dot'}
              />
            ))}
          </span>
          <span className="visually-hidden" aria-live="polite">
            {t('{current} of {count}', { current: current + 1, count: matches.length })}
          </span>
          <button
            type="button"
            className="recs__arrow"
            aria-label={t('Next recommendation')}
            data-testid="recommendation-next"
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </nav>
      )}
    </section>
  );
}
