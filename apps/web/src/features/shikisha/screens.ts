import type { FeatureModule } from '../../lib/feature-module';

/**
 * Shikisha, the bet-builder: the list of matches that offer it, the builder of one match, and
 * its slip in the betslip's Shikisha tab (`/betslip?type=shikisha`).
 */
export const feature: FeatureModule = {
  screens: {
    shikisha: () => import('./components/shikisha-screen').then((m) => m.ShikishaScreen),
    'shikisha-markets': () =>
      import('./components/shikisha-markets-screen').then((m) => m.ShikishaMarketsScreen),
  },
  slipPanels: {
    shikisha: () => import('./components/shikisha-slip').then((m) => m.ShikishaSlip),
  },
};
