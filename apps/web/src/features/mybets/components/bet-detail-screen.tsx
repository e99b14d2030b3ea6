import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import type { BetSummary } from '@shangwe/contract';
import { outcomeName } from '@shangwe/domain';
import { routeErrorText } from '../../../lib/route-error-text';
import { useSessionStore } from '../../../shared/session-store';
import { useBet, useBetByShortId } from '../api/get-bet';
import { useCashoutWhitelisted } from '../../../shared/cashout-whitelist';
import { useDateTime } from '../hooks/use-money';
import { BetActions } from './bet-actions';
import { BetFigures } from './bet-figures';
import { BET_STATUS_LABELS, LEG_STATUS_LABELS } from './bet-status';
import './mybets.css';
import { msg, t, tAny } from '../../../lib/i18n';

function BetDetail({ bet }: { bet: BetSummary }) {
  const dateTime = useDateTime();
  const user = useSessionStore((s) => s.user);
  const profileId = Number(user?.id) || undefined;
  const whitelist = useCashoutWhitelisted(profileId, !!user);
  return (
    <article className="bet-detail" data-testid="bet-detail">
      <header className="bet-detail__head">
        <h1>{t('Bet #{code}', { code: bet.short_bet_id })}</h1>
        <span className={`bet-status bet-status--${bet.status}`} data-testid="bet-status">
          {tAny(BET_STATUS_LABELS[bet.status])}
        </span>
      </header>
      <p className="bet-detail__meta">
        {t('Placed {time}', { time: dateTime(bet.created) })}
        {bet.settled_at && ` · ${t('Settled {time}', { time: dateTime(bet.settled_at) })}`}
      </p>
      {bet.reject_reason && (
        <p className="mybets__error" role="alert">
          {tAny(bet.reject_reason)}
        </p>
      )}
      <ul className="bet-legs">
        {bet.legs.map((leg) => (
          <li
            key={`${leg.parent_match_id}-${leg.sub_type_id}-${leg.special_bet_value}`}
            className="bet-leg"
            data-testid="bet-leg"
          >
            <div className="bet-leg__match">
              {leg.home_team} v {leg.away_team}
              {leg.game_id != null && <span className="bet-leg__game-id">ID {leg.game_id}</span>}
              <span className="bet-leg__time">{dateTime(leg.start_time)}</span>
            </div>
            <div className="bet-leg__pick">
              {tAny(leg.market_name)}: <strong>{tAny(outcomeName(leg.display))}</strong> @{' '}
              {leg.odd_value.toFixed(2)}
            </div>
            <div className="bet-leg__result">
              <span className={`bet-status bet-status--${leg.status}`}>
                {tAny(LEG_STATUS_LABELS[leg.status])}
              </span>
              {leg.result && <span> · {t('Result: {result}', { result: leg.result })}</span>}
            </div>
          </li>
        ))}
      </ul>
      <BetFigures bet={bet} />
      <BetActions bet={bet} whitelisted={whitelist.data === true} followOffer />
      <Link to="/mybets">{t('Back to My Bets')}</Link>
    </article>
  );
}

/** What /b/{code} and /mybets/{betId} say for a bet that is not there (or not the bettor's). */
export const BET_NOT_FOUND_TEXT = msg('Bet not found');

function DetailState({
  query,
}: {
  query: {
    data?: { data: BetSummary };
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
}) {
  if (query.data) return <BetDetail bet={query.data.data} />;
  if (query.isError) {
    const { text, retry } = routeErrorText(query.error, BET_NOT_FOUND_TEXT);
    return (
      <div className="mybets__error-state">
        <p role="alert" className="mybets__error" data-testid="bet-error">
          {tAny(text)}
        </p>
        {retry ? (
          <button type="button" onClick={() => void query.refetch()}>
            {t('Retry')}
          </button>
        ) : (
          <Link to="/mybets">{t('Go to My Bets')}</Link>
        )}
      </div>
    );
  }
  return <p role="status">{t('Loading the bet…')}</p>;
}

/** `/mybets/{betId}` (mybets-betdetail). */
export function BetDetailScreen() {
  const { betId = '' } = useParams();
  const query = useBet(betId);
  return (
    <section className="mybets">
      <DetailState query={query} />
    </section>
  );
}

/** `/b/{shortBetId}` (short bet detail). */
export function ShortBetScreen() {
  const { shortBetId = '' } = useParams();
  const query = useBetByShortId(shortBetId);
  return (
    <section className="mybets">
      <DetailState query={query} />
    </section>
  );
}
