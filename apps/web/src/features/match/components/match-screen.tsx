import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { isApiError } from '../../../lib/api-client';
import { routeErrorText } from '../../../lib/route-error-text';
import { matchQueryKey, useMatch } from '../api/get-match';
import { useMatchSocket } from '../hooks/use-match-socket';
import '../match.css';
import { MarketList } from './market-list';
import { MatchHeader } from './match-header';
import { msg, t, tAny } from '../../../lib/i18n';

/** What a match page says for a match id that leads nowhere. */
const MATCH_NOT_AVAILABLE_TEXT = msg('This match is not available');

/** The match markets screen, prematch (/m/{matchId}) or live (/live/m/{matchId}). */
export function MatchScreen({ live }: { live: boolean }) {
  const { matchId = '' } = useParams();
  const parentMatchId = Number(matchId);
  const valid = Number.isInteger(parentMatchId) && parentMatchId > 0;
  const query = useMatch(parentMatchId, live);
  useMatchSocket(parentMatchId, matchQueryKey(parentMatchId, live), valid && query.isSuccess);

  // An unknown id (404) or one the server refuses as malformed (400): never its schema words.
  if (!valid || (query.isError && (isApiError(query.error, 404) || isApiError(query.error, 400)))) {
    return (
      <div className="list-message" role="alert">
        <p>
          {valid && query.error
            ? tAny(routeErrorText(query.error, MATCH_NOT_AVAILABLE_TEXT).text)
            : tAny(MATCH_NOT_AVAILABLE_TEXT)}
        </p>
        <Link className="list-message__button" to={live ? '/live' : '/'}>
          {live ? t('Go to live') : t('Go to home')}
        </Link>
      </div>
    );
  }
  if (query.isLoading) {
    return (
      <div className="match-screen" aria-busy="true">
        <div className="match-header match-header--skeleton" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="market-group market-group--skeleton" />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="list-message" role="alert">
        <p>{t('An error occurred, please try again')}</p>
        <button type="button" className="list-message__button" onClick={() => void query.refetch()}>
          {t('Retry')}
        </button>
      </div>
    );
  }
  const match = query.data.data;
  return (
    <div className="match-screen" data-testid={live ? 'live-match-screen' : 'match-screen'}>
      {live && !match.live && match.status === 'not_started' && (
        <p className="match-screen__note">
          {t('This match has not started yet.')}{' '}
          <Link to={`/m/${match.parent_match_id}`}>{t('See prematch markets')}</Link>
        </p>
      )}
      {!live && match.live && (
        <p className="match-screen__note">
          {t('This match is live.')}{' '}
          <Link to={`/live/m/${match.parent_match_id}`}>{t('See live markets')}</Link>
        </p>
      )}
      <MatchHeader match={match} />
      <MarketList match={match} />
    </div>
  );
}

/** /m/{matchId}: prematch match markets. */
export function PrebetMarketsScreen() {
  return <MatchScreen live={false} />;
}

/** /live/m/{matchId}: live match markets with score and clock. */
export function LiveMarketsScreen() {
  return <MatchScreen live />;
}
