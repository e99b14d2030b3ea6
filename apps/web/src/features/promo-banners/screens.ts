import type { FeatureModule } from '../../lib/feature-module';

/**
 * Promotional banners of the country configuration (spec 02 §3.1): a carousel above home, the
 * casino lobby and virtuals, and the hero banner of Shikisha and Sababisha.
 */
export const feature: FeatureModule = {
  slots: {
    promoBanners: () => import('./components/promo-banners').then((m) => m.PromoBanners),
  },
};
