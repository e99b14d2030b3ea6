import { Link } from '../../../lib/app-link';
import type { FreeBet, Promo } from '@shangwe/contract';
import { formatCurrency, formatFullDateTime, hasPromoDays, promoDaysText } from '@shangwe/domain';
import { useCountryConfig } from '../../../shared/country-store';
import { awardText, freebetStatusLabel, productLabel } from './offer-texts';
import { PromoArt } from './promo-art';
import { t, tAny } from '../../../lib/i18n';

/** One free bet in a list: amount, title, product, expiry or use, linking to its page. */
export function FreebetCard({ freebet }: { freebet: FreeBet }) {
  const config = useCountryConfig();
  const money = (n: number) => formatCurrency(n, config);
  const when =
    freebet.status === 'active'
      ? t('Expires {time}', {
          time: formatFullDateTime(new Date(freebet.expiry_date), config.timezone),
        })
      : freebet.status === 'used' && freebet.used_at
        ? t('Used {time}', { time: formatFullDateTime(new Date(freebet.used_at), config.timezone) })
        : t('Expired {time}', {
            time: formatFullDateTime(new Date(freebet.expiry_date), config.timezone),
          });
  return (
    <li className={`offer-card offer-card--${freebet.status}`} data-testid="freebet-card">
      <Link to={`/freebets/${freebet.free_bet_profile_id}`} className="offer-card__link">
        <span className="offer-card__amount">{money(freebet.amount)}</span>
        <span className="offer-card__body">
          <strong className="offer-card__name">{tAny(freebet.title)}</strong>
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

/** 'Saturdays and Sundays · until 22/01/2027 23:59', or 'Until …' for a promo of every day. */
function scheduleText(promo: Promo, timeZone: string): string {
  const until = formatFullDateTime(new Date(promo.end_time), timeZone);
  return hasPromoDays(promo.schedule_days)
    ? `${tAny(promoDaysText(promo.schedule_days))} · ${t('until {time}', { time: until })}`
    : t('Until {time}', { time: until });
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
          <PromoArt image={promo.image_url} />
        </span>
        <span className="offer-card__body">
          <strong className="offer-card__name">{promo.promo_name}</strong>
          <small>{awardText(promo.award, money)}</small>
          <small data-testid="promo-schedule">{scheduleText(promo, config.timezone)}</small>
        </span>
        {promo.opted_in && <span className="offer-badge offer-badge--active">{t('Opted in')}</span>}
      </Link>
    </li>
  );
}
