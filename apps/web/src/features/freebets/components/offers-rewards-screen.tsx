import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/app-link';
import { Loader } from '../../../components/ui/loader';
import { freebetsQuery, promosQuery } from '../../../shared/offers-queries';
import { useSessionStore } from '../../../shared/session-store';
import { FreebetCard, PromoCard } from './offer-cards';
import { OfferTerms } from './offer-terms';
import { OFFER_TEXTS, sortFreebets } from './offer-texts';
import './freebets.css';
import { t, tAny } from '../../../lib/i18n';

function FreebetList() {
  const list = useQuery(freebetsQuery('all'));
  if (list.isPending) return <Loader label={t('Loading free bets')} />;
  if (list.isError) return <p className="offer-message">{tAny(list.error.message)}</p>;
  const freebets = sortFreebets(list.data.data);
  if (freebets.length === 0) return <p className="offer-message">{tAny(OFFER_TEXTS.noFreebets)}</p>;
  return (
    <ul className="offer-cards" aria-label={tAny(OFFER_TEXTS.freebets)}>
      {freebets.map((f) => (
        <FreebetCard key={f.free_bet_profile_id} freebet={f} />
      ))}
    </ul>
  );
}

/** The promos a bettor (or visitor) can take part in now. */
export function PromoList({ signedIn }: { signedIn: boolean }) {
  const promos = useQuery(promosQuery(signedIn));
  if (promos.isPending) return <Loader label={t('Loading promotions')} />;
  // Spec 02 §8: a failed promo fetch is an empty list.
  const list = promos.data?.data ?? [];
  if (list.length === 0) return <p className="offer-message">{tAny(OFFER_TEXTS.noPromos)}</p>;
  return (
    <ul className="offer-cards" aria-label={tAny(OFFER_TEXTS.promotions)}>
      {list.map((p) => (
        <PromoCard key={p.promo_id} promo={p} />
      ))}
    </ul>
  );
}

/**
 * `/freebets`, Offers & Rewards (spec 01 §2): the bettor's free bets (active first, then used
 * and expired ones) and the running promotions with their opt-in state. A visitor sees the
 * promotions and a way to log in for the rest.
 */
export function OffersRewardsScreen() {
  const authenticated = useSessionStore((s) => s.authenticated);
  return (
    <div className="offer-screen" data-testid="offers-rewards">
      <h1 className="offer-title">{tAny(OFFER_TEXTS.title)}</h1>
      <section className="offer-section" aria-labelledby="offer-freebets">
        <h2 id="offer-freebets">{tAny(OFFER_TEXTS.freebets)}</h2>
        {authenticated ? (
          <FreebetList />
        ) : (
          <p className="offer-message">
            {tAny(OFFER_TEXTS.loginForFreebets)}{' '}
            <Link to={`/login?next=${encodeURIComponent('/freebets')}`}>{t('Login')}</Link>
          </p>
        )}
        <p className="offer-note">{tAny(OFFER_TEXTS.profitOnly)}</p>
      </section>
      <section className="offer-section" aria-labelledby="offer-promos">
        <h2 id="offer-promos">{tAny(OFFER_TEXTS.promotions)}</h2>
        <PromoList signedIn={authenticated} />
      </section>
      <OfferTerms />
    </div>
  );
}
