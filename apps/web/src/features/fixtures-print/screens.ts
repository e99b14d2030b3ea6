import type { FeatureModule } from '../../lib/feature-module';

/** Print Matches (spec 02 §2.3 /download-fixtures, desktop): a printable list of coming matches. */
export const feature: FeatureModule = {
  screens: {
    'download-fixtures': () =>
      import('./components/fixtures-print-screen').then((m) => m.FixturesPrintScreen),
  },
};
