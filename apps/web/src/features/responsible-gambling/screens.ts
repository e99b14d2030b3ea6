/**
 * Responsible gambling (issue 31): the /responsible-gambling screen, and two overlays for a
 * signed-in bettor: the reality check and the date-of-birth question of accounts made before it
 * was asked. All loaded on demand, so a first visit downloads none of it.
 */
import type { FeatureModule } from '../../lib/feature-module';

export const feature: FeatureModule = {
  screens: {
    'responsible-gambling': () => import('./components/rg-screen').then((m) => m.RgScreen),
  },
  overlays: [
    {
      load: () => import('./components/rg-session-host').then((m) => m.RgSessionHost),
      when: 'signed-in',
    },
  ],
};
