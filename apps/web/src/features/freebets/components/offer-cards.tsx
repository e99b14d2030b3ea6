import { Link } from 'react-router';
import type { FreeBet, Promo } from '@shangwe/contract';
import { formatCurrency, formatFullDateTime } from '@shangwe/domain';
import { BannerArt, artworkNamed } from '../../../shared/banner-art';
import { useCountryConfig } from '../../../shared/country-store';
import { awardText, freebetStatusLabel, productLabel } from './offer-texts';

/** One free bet in a list: amount, title, product, expiry or use, linking to its page. */
export function FreebetCard({ freebet }: { freebet: FreeBet }) {
  const config = useCountryConfig();
  const money = (n: number) => formatCurrency(n, config);
  const when =
    freebet.status === 'active'
      ? `Expires ${formatFullDateTime(new Date(freebet.expiry_date), config.timezone)}`
      : freebet.status === 'used' && freebet.used_at
        ? `Used ${formatFullDateTime(new Date(freebet.used_at), config.timezone)}`
        : `Expired ${formatFullDateTime(new Date(freebet.expiry_date), config.timezone)}`;
  return (
    <li className={`offer-card offer-card--${freebet.status}`} data-testid="freebet-card">
      <Link to={`/freebets/${freebet.free_bet_profile_id}`} className="offer-card__link">
        <span className="offer-card__amount">{money(freebet.amount)}</span>
        <span className="offer-card__body">
          <strong className="offer-card__name">{freebet.title}</strong>
          <small>
            {productLabel(freebet.product_name)} · {when}
          </small>
        </span>
        <span className={`offer-badge offer-badge--${freebet.status}`}>
          {freebetStatusLabel(freebet.status)}
        </span>
      </Link>
    </li>
  );
}

/**
 * One promo in a list: its artwork (the motif its banner would carry), name, what it awards, until
 * when, and whether the bettor opted in.
 */
export function PromoCard({ promo }: { promo: Promo }) {
  const config = useCountryConfig();
  const money = (n: number) => formatCurrency(n, config);
  return (
    <li className="offer-card" data-testid="promo-card">
      <Link to={`/freebets/offers/${promo.promo_id}`} className="offer-card__link">
        <span className="offer-card__art">
          <BannerArt artwork={artworkNamed(promo.image_url)} />
        </span>
        <span className="offer-card__body">
          <strong className="offer-card__name">{promo.promo_name}</strong>
          <small>{awardText(promo.award, money)}</small>
          <small>Until {formatFullDateTime(new Date(promo.end_time), config.timezone)}</small>
        </span>
        {promo.opted_in && <span className="offer-badge offer-badge--active">Opted in</span>}
      </Link>
    </li>
  );
}
