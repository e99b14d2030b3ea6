import type { FeatureModule } from '../../lib/feature-module';

/**
 * Free bets and promotions (issue 16): Offers & Rewards (`/freebets`), one free bet
 * (`/freebets/{id}`), one promotion (`/freebets/offers/{promoId}`) and the public list of
 * promotions by category (`/offers`). The slip's own free-bet and opt-in parts live with the
 * betslip; both read the same shared stores and queries.
 */
export const feature: FeatureModule = {
  screens: {
    freebets: () => import('./components/offers-rewards-screen').then((m) => m.OffersRewardsScreen),
    'freebet-detail': () =>
      import('./components/freebet-detail-screen').then((m) => m.FreebetDetailScreen),
    'freebet-offer': () =>
      import('./components/promo-detail-screen').then((m) => m.PromoDetailScreen),
    offers: () => import('./components/offers-screen').then((m) => m.OffersScreen),
  },
};
