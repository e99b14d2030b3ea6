import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { formatCurrency, formatFullDateTime, freeBetMinOdd } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useAppliedFreebet, useFreebetsStore } from '../../../shared/freebets-store';
import { freebetQuery } from '../../../shared/offers-queries';
import { useSessionStore } from '../../../shared/session-store';
import { OFFER_TEXTS, freebetStatusLabel, productLabel } from './offer-texts';
import './freebets.css';
import { t, tAny } from '../../../lib/i18n';

/**
 * `/freebets/{id}`: one of the bettor's free bets with its terms (amount, product, minimum odd,
 * expiry, profit-only payout) and, while it is active, 'Use in betslip', which applies it to the
 * normal slip (the stake becomes its amount) and opens the slip.
 */
export function FreebetDetailScreen() {
  const { id } = useParams();
  const freebetId = Number(id);
  const valid = Number.isSafeInteger(freebetId) && freebetId > 0;
  const authenticated = useSessionStore((s) => s.authenticated);
  const config = useCountryConfig();
  const navigate = useNavigate();
  const applied = useAppliedFreebet();
  const detail = useQuery({ ...freebetQuery(freebetId), enabled: valid && authenticated });
  const money = (n: number) => formatCurrency(n, config);

  let body;
  if (!authenticated) {
    body = (
      <p className="offer-message">
        {tAny(OFFER_TEXTS.loginForFreebets)}{' '}
        <Link to={`/login?next=${encodeURIComponent(`/freebets/${id ?? ''}`)}`}>{t('Login')}</Link>
      </p>
    );
  } else if (!valid) {
    body = <p className="offer-message">{tAny(OFFER_TEXTS.freebetNotFound)}</p>;
  } else if (detail.isPending) {
    body = <Loader label={t('Loading free bet')} />;
  } else if (detail.isError) {
    body = <p className="offer-message">{tAny(detail.error.message)}</p>;
  } else {
    const f = detail.data.data;
    const minOdd = freeBetMinOdd(f.claim_rules);
    const isApplied = applied?.free_bet_profile_id === f.free_bet_profile_id;
    body = (
      <article className="offer-detail" data-testid="freebet-detail">
        <div className="offer-hero">
          <p className="offer-hero__name">{tAny(f.title)}</p>
          <p className="offer-hero__amount" data-testid="freebet-amount">
            {money(f.amount)}
          </p>
          <span className={`offer-badge offer-badge--${f.status}`}>
            {freebetStatusLabel(f.status)}
          </span>
        </div>
        <dl className="offer-facts">
          <div>
            <dt>{t('For')}</dt>
            <dd>{productLabel(f.product_name)}</dd>
          </div>
          {minOdd !== null && (
            <div>
              <dt>{t('Minimum total odds')}</dt>
              <dd>{minOdd.toFixed(2)}</dd>
            </div>
          )}
          <div>
            <dt>{f.status === 'expired' ? t('Expired') : t('Expires')}</dt>
            <dd>{formatFullDateTime(new Date(f.expiry_date), config.timezone)}</dd>
          </div>
          {f.used_at && (
            <div>
              <dt>{t('Used')}</dt>
              <dd>
                {formatFullDateTime(new Date(f.used_at), config.timezone)}
                {f.bet_id !== null && (
                  <>
                    {' '}
                    · <Link to={`/mybets/${f.bet_id}`}>{t('View Bet')}</Link>
                  </>
                )}
              </dd>
            </div>
          )}
        </dl>
        <p className="offer-note">{tAny(f.description)}</p>
        <p className="offer-note">{tAny(OFFER_TEXTS.profitOnly)}</p>
        {f.status === 'active' && (
          <button
            type="button"
            className="offer-button"
            data-testid="use-freebet"
            onClick={() => {
              if (!isApplied) {
                useFreebetsStore.getState().apply(f);
                useBetslipStore.getState().setStake('main', f.amount);
              }
              void navigate('/betslip');
            }}
          >
            {isApplied ? t('Applied: open betslip') : tAny(OFFER_TEXTS.useFreebet)}
          </button>
        )}
      </article>
    );
  }

  return (
    <div className="offer-screen">
      <Link to="/freebets" className="offer-back">
        ‹ {tAny(OFFER_TEXTS.title)}
      </Link>
      {body}
    </div>
  );
}
