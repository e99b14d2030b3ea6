import type { FeatureModule } from '../../lib/feature-module';

/**
 * Bet recommendations (spec 01 §2, spec 02 §3.8): the slider under the normal slip's picks,
 * registered as a slip panel so that the betslip shows it without importing this feature.
 */
export const feature: FeatureModule = {
  slipPanels: {
    recommendations: () =>
      import('./components/recommendation-slider').then((m) => m.RecommendationSlider),
  },
};
