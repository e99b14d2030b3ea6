import type { MatchSummary } from '@shangwe/contract';
import type { QueryKey } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from '../../../lib/app-link';
import { OddsButtonRow } from '../../../components/ui/odds-button-row';
import { formatClock, useLiveClock, useObservedClockRate } from '../../../lib/live-clock';
import { usePickMatch } from '../../../shared/slip-picks';
import { useLiveRowSocket } from '../hooks/use-live-list-socket';
import { t, tAny } from '../../../lib/i18n';

/** Only this small part re-renders every second. */
function RowClock({ match }: { match: MatchSummary }) {
  const rate = useObservedClockRate(match.clock_seconds, match.clock_running);
  const seconds = useLiveClock({
    seconds: match.match_time === null && !match.clock_running ? null : match.clock_seconds,
    running: match.clock_running,
    rate,
  });
  return (
    <span className="live-row__clock" data-testid="live-row-clock">
      {seconds !== null ? formatClock(seconds) : ''}
    </span>
  );
}

/** One live match: period, clock, score, teams and its main market's odds. */
export const LiveMatchRow = memo(function LiveMatchRow({
  match,
  queryKey,
}: {
  match: MatchSummary;
  queryKey: QueryKey;
}) {
  useLiveRowSocket(queryKey, match.parent_match_id);
  const pickMatch = usePickMatch(match);
  const market = match.markets[0];
  const more = Math.max(0, match.markets_count - match.markets.length);
  const href = `/live/m/${match.parent_match_id}`;
  return (
    <li className="live-row" data-testid="live-row">
      <Link className="live-row__info" to={href}>
        <span className="live-row__meta">
          <span className="live-row__period">{tAny(match.period)}</span>
          <RowClock match={match} />
          {match.game_id !== null && <span className="live-row__game-id">ID {match.game_id}</span>}
          {match.streamable && (
            <span
              className="live-row__tv"
              role="img"
              aria-label={t('Watch Live')}
              title={t('Watch Live')}
            >
              ▶
            </span>
          )}
          <span className="live-row__competition">
            {match.category} · {match.competition_name}
          </span>
        </span>
        <span className="live-row__team">
          <span className="live-row__name">{match.home_team}</span>
          <span className="live-row__goals">{match.score?.home ?? 0}</span>
        </span>
        <span className="live-row__team">
          <span className="live-row__name">{match.away_team}</span>
          <span className="live-row__goals">{match.score?.away ?? 0}</span>
        </span>
      </Link>
      <div className="live-row__odds">
        <OddsButtonRow match={pickMatch} market={market} />
        <Link
          className="live-row__more"
          to={href}
          aria-label={t('All markets of {home} v {away}', {
            home: match.home_team,
            away: match.away_team,
          })}
        >
          {more > 0 ? `+${more}` : '›'}
        </Link>
      </div>
    </li>
  );
});
