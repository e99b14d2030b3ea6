import type { MatchSummary } from '@shangwe/contract';
import { memo } from 'react';
import { Link } from '../../../lib/app-link';
import { OddsButtonRow } from '../../../components/ui/odds-button-row';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { t } from '../../../lib/i18n';

/** One prematch match in a list: kick-off, teams, competition, main market odds, more markets. */
export const MatchRow = memo(function MatchRow({ match }: { match: MatchSummary }) {
  const timeZone = useMatchTimeZone();
  const market = match.markets[0];
  const more = Math.max(0, match.markets_count - match.markets.length);
  const href = match.live ? `/live/m/${match.parent_match_id}` : `/m/${match.parent_match_id}`;
  return (
    <li className="match-row" data-testid="match-row">
      <Link className="match-row__info" to={href}>
        <span className="match-row__meta">
          {match.live ? (
            <span className="match-row__time match-row__time--live">
              {t('Live')} {match.score ? `${match.score.home}-${match.score.away}` : ''}
            </span>
          ) : (
            <span className="match-row__time">{formatKickOff(match.start_time, timeZone)}</span>
          )}
          {match.game_id !== null && (
            // The short id bettors type by SMS and USSD (issue 36).
            <span className="match-row__game-id">ID {match.game_id}</span>
          )}
          <span className="match-row__competition">
            {match.category} · {match.competition_name}
          </span>
        </span>
        <span className="match-row__team">{match.home_team}</span>
        <span className="match-row__team">{match.away_team}</span>
      </Link>
      <div className="match-row__odds">
        <OddsButtonRow match={match} market={market} />
        <Link
          className="match-row__more"
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
