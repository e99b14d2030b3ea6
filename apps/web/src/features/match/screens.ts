import type { FeatureModule } from '../../lib/feature-module';

/** Match markets screens (prematch and live); one lazy chunk shared by both routes. */
export const feature: FeatureModule = {
  preload: {
    'prebet-markets': ({ params }) =>
      void import('./api/preload').then((m) => m.preloadMatch(params.matchId, false)),
    'live-markets': ({ params }) =>
      void import('./api/preload').then((m) => m.preloadMatch(params.matchId, true)),
  },
  screens: {
    'prebet-markets': () => import('./components/match-screen').then((m) => m.PrebetMarketsScreen),
    'live-markets': () => import('./components/match-screen').then((m) => m.LiveMarketsScreen),
  },
};
