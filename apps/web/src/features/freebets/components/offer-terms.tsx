import { formatCurrency, freeBetGrantTerms, OFFER_MESSAGES } from '@shangwe/domain';
import { useCountryConfig } from '../../../shared/country-store';
import { t, tAny } from '../../../lib/i18n';

/**
 * The terms that keep the offers from being farmed, stated where the offers are: the welcome
 * free bet needs its deposit kept at risk, and a free bet earned by a bet goes with that bet.
 */
export function OfferTerms() {
  const config = useCountryConfig();
  const welcome = freeBetGrantTerms(config.code).welcome;
  const money = (n: number) => formatCurrency(n, config);
  return (
    <section className="offer-section" aria-labelledby="offer-terms" data-testid="offer-terms">
      <h2 id="offer-terms">{t('Terms')}</h2>
      <p className="offer-note">
        {tAny(OFFER_MESSAGES.welcomeTerms(money(welcome.amount), money(welcome.minimumDeposit)))}
      </p>
      <p className="offer-note">{tAny(OFFER_MESSAGES.earnedTerms)}</p>
    </section>
  );
}
