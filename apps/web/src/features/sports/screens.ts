import type { FeatureModule } from '../../lib/feature-module';

/**
 * Sports browsing screens and the desktop left sports list. Loaders only: each screen is its
 * own lazy chunk.
 */
export const feature: FeatureModule = {
  preload: {
    home: ({ search }) => void import('./api/preload').then((m) => m.preloadHome(search)),
    sport: () => void import('./api/preload').then((m) => m.preloadSports()),
    'sport-countries': () => void import('./api/preload').then((m) => m.preloadSports()),
    'sport-competition': () => void import('./api/preload').then((m) => m.preloadSports()),
  },
  screens: {
    home: () => import('./components/home-screen').then((m) => m.HomeScreen),
    search: () => import('./components/search-screen').then((m) => m.SearchScreen),
    sport: () => import('./components/sport-screen').then((m) => m.SportScreen),
    'sport-countries': () =>
      import('./components/sport-countries-screen').then((m) => m.SportCountriesScreen),
    'sport-competition': () =>
      import('./components/sport-competition-screen').then((m) => m.SportCompetitionScreen),
  },
  slots: {
    leftNav: () => import('./components/sports-list').then((m) => m.DesktopSportsList),
    prematchNav: () => import('./components/sports-list').then((m) => m.MobileSportsStrip),
  },
};
