import type { LivescoreMatch } from '@shangwe/contract';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/app-link';
import { formatClock, useLiveClock } from '../../../lib/live-clock';
import { formatKickOffTime, useMatchTimeZone } from '../../../shared/match-time';
import { useLivescore } from '../api/get-livescore';
import '../live.css';
import { msg, t, tAny } from '../../../lib/i18n';

function dayKey(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

function ScoreClock({ match }: { match: LivescoreMatch }) {
  const timeZone = useMatchTimeZone();
  const seconds = useLiveClock({
    seconds: match.live && match.match_time !== null ? match.clock_seconds : null,
    running: match.live && match.clock_running,
  });
  if (match.live) {
    return (
      <span className="livescore-row__status livescore-row__status--live">
        {seconds !== null && match.clock_running ? formatClock(seconds) : tAny(match.period)}
      </span>
    );
  }
  if (match.status === 'not_started') {
    return (
      <span className="livescore-row__status">{formatKickOffTime(match.start_time, timeZone)}</span>
    );
  }
  return (
    <span className="livescore-row__status">
      {match.status === 'ended' ? t('FT') : tAny(match.period)}
    </span>
  );
}

/** /livescore: a day's matches by sport and competition with scores, live first-class. */
export function LivescoreScreen() {
  const days = useMemo(
    () => [
      { key: dayKey(-1), label: msg('Yesterday') },
      { key: dayKey(0), label: msg('Today') },
      { key: dayKey(1), label: msg('Tomorrow') },
    ],
    [],
  );
  const [date, setDate] = useState(days[1]!.key);
  const [sportId, setSportId] = useState<number | undefined>(undefined);
  // One call per day; the sport chips filter locally so every sport stays selectable.
  const query = useLivescore({ date });
  const sports = query.data?.data ?? [];
  const shown = sportId === undefined ? sports : sports.filter((s) => s.sport_id === sportId);

  return (
    <div className="livescore-screen" data-testid="livescore-screen">
      <h1 className="livescore-screen__title">{t('Live Score')}</h1>
      <div className="live-chips" role="tablist" aria-label={t('Day')}>
        {days.map((day) => (
          <button
            key={day.key}
            type="button"
            role="tab"
            className="live-chips__chip"
            aria-selected={date === day.key}
            onClick={() => setDate(day.key)}
          >
            {tAny(day.label)}
          </button>
        ))}
      </div>
      {query.isLoading && (
        <p className="live-message" aria-busy="true">
          {t('Loading…')}
        </p>
      )}
      {query.isError && (
        <div className="live-message" role="alert">
          <p>{t('An error occurred, please try again')}</p>
          <button type="button" className="live-empty__button" onClick={() => void query.refetch()}>
            {t('Retry')}
          </button>
        </div>
      )}
      {query.isSuccess && sports.length === 0 && (
        <p className="live-message">{t('No matches on this day')}</p>
      )}
      {sports.length > 1 && (
        <div className="live-chips" role="tablist" aria-label={t('Sport')}>
          <button
            type="button"
            role="tab"
            className="live-chips__chip"
            aria-selected={sportId === undefined}
            onClick={() => setSportId(undefined)}
          >
            {t('All')}
          </button>
          {sports.map((sport) => (
            <button
              key={sport.sport_id}
              type="button"
              role="tab"
              className="live-chips__chip"
              aria-selected={sportId === sport.sport_id}
              onClick={() => setSportId(sport.sport_id)}
            >
              {tAny(sport.sport_name)}
            </button>
          ))}
        </div>
      )}
      {shown.map((sport) => (
        <section key={sport.sport_id} className="livescore-sport">
          <h2 className="live-group__title">{tAny(sport.sport_name)}</h2>
          {sport.competitions.map((competition) => (
            <div key={competition.competition_id} className="livescore-competition">
              <h3 className="livescore-competition__title">
                {competition.category} · {competition.competition_name}
              </h3>
              <ul className="livescore-list">
                {competition.matches.map((match) => (
                  <li key={match.parent_match_id} className="livescore-row">
                    <ScoreClock match={match} />
                    <Link
                      className="livescore-row__teams"
                      to={
                        match.live
                          ? `/live/m/${match.parent_match_id}`
                          : `/m/${match.parent_match_id}`
                      }
                    >
                      <span>{match.home_team}</span>
                      <span>{match.away_team}</span>
                    </Link>
                    <span className="livescore-row__score">
                      <span>{match.score?.home ?? '-'}</span>
                      <span>{match.score?.away ?? '-'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
