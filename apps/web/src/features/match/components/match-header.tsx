import type { MatchDetail } from '@shangwe/contract';
import { formatClock, useLiveClock, useObservedClockRate } from '../../../lib/live-clock';
import { t, tAny } from '../../../lib/i18n';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { ScoreDetail } from './score-detail';

/**
 * Teams, competition and either the kick-off time or, while live, the score, period and a clock
 * that ticks every second locally and is corrected by every server value.
 */
export function MatchHeader({ match }: { match: MatchDetail }) {
  const timeZone = useMatchTimeZone();
  const rate = useObservedClockRate(match.clock_seconds, match.clock_running);
  const seconds = useLiveClock({
    seconds: match.match_time === null && !match.clock_running ? null : match.clock_seconds,
    running: match.live && match.clock_running,
    rate,
  });
  const showScore = match.live || match.status === 'ended';
  return (
    <header className="match-header" data-testid="match-header">
      <p className="match-header__competition">
        {tAny(match.sport_name)} · {match.category} · {match.competition_name}
        {match.game_id !== null && (
          <span className="match-header__game-id" data-testid="match-game-id">
            {' '}
            · ID {match.game_id}
          </span>
        )}
      </p>
      <div className="match-header__teams">
        <span className="match-header__team">{match.home_team}</span>
        <span className="match-header__score" data-testid="match-score">
          {showScore && match.score ? `${match.score.home} - ${match.score.away}` : 'vs'}
        </span>
        <span className="match-header__team match-header__team--away">{match.away_team}</span>
      </div>
      <p className="match-header__status">
        {match.live ? (
          <>
            <span className="match-header__live">{t('Live')}</span>
            <span className="match-header__period">{tAny(match.period)}</span>
            {seconds !== null && (
              <span className="match-header__clock" data-testid="match-clock">
                {formatClock(seconds)}
              </span>
            )}
          </>
        ) : match.status === 'not_started' ? (
          <span>{formatKickOff(match.start_time, timeZone)}</span>
        ) : (
          <span>{tAny(match.period)}</span>
        )}
      </p>
      {match.live && <ScoreDetail detail={match.score_detail} sportId={match.sport_id} />}
    </header>
  );
}
