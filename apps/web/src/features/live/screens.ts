import type { FeatureModule } from '../../lib/feature-module';

/**
 * Live list, live sport list and livescore screens, plus the always-mounted sync of the top-bar
 * live and bet-builder counts. Loaders only: each screen is its own lazy chunk.
 */
export const feature: FeatureModule = {
  preload: {
    live: () => void import('./api/preload').then((m) => m.preloadLive(undefined)),
    'live-sport': ({ params }) =>
      void import('./api/preload').then((m) => m.preloadLive(params.sportName)),
  },
  screens: {
    live: () => import('./components/live-screen').then((m) => m.LiveScreen),
    'live-sport': () => import('./components/live-screen').then((m) => m.LiveScreen),
    livescore: () => import('./components/livescore-screen').then((m) => m.LivescoreScreen),
  },
  overlays: [() => import('./components/total-matches-sync').then((m) => m.TotalMatchesSync)],
};
