import { useQuery } from '@tanstack/react-query';
import { Loader } from '../../../components/ui/loader';
import { promosQuery } from '../../../shared/offers-queries';
import { useSessionStore } from '../../../shared/session-store';
import { PromoCard } from './offer-cards';
import { OfferTerms } from './offer-terms';
import { OFFER_TEXTS, promosByCategory } from './offer-texts';
import './freebets.css';
import { t, tAny } from '../../../lib/i18n';

/**
 * `/offers`: the running promotions by category, for anybody (GET offers); a signed-in bettor
 * also sees which ones they opted in to.
 */
export function OffersScreen() {
  const authenticated = useSessionStore((s) => s.authenticated);
  const promos = useQuery(promosQuery(authenticated));
  const groups = promos.data ? promosByCategory(promos.data.categories, promos.data.data) : [];
  return (
    <div className="offer-screen" data-testid="offers">
      <h1 className="offer-title">{tAny(OFFER_TEXTS.offers)}</h1>
      {promos.isPending ? (
        <Loader label={t('Loading offers')} />
      ) : groups.length === 0 ? (
        <p className="offer-message">{tAny(OFFER_TEXTS.noPromos)}</p>
      ) : (
        groups.map(({ category, promos: list }) => (
          <section
            key={category.category_id}
            className="offer-section"
            aria-labelledby={`offer-cat-${category.category_id}`}
            data-testid="offer-category"
          >
            <h2 id={`offer-cat-${category.category_id}`}>{category.category_name}</h2>
            {category.description && <p className="offer-note">{category.description}</p>}
            <ul className="offer-cards">
              {list.map((p) => (
                <PromoCard key={p.promo_id} promo={p} />
              ))}
            </ul>
          </section>
        ))
      )}
      <OfferTerms />
    </div>
  );
}
