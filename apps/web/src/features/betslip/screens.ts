import type { FeatureModule } from '../../lib/feature-module';
import { useBetslipStore } from '../../shared/betslip-store';

/**
 * The normal betslip: the /betslip screen, the desktop right-hand panel, the mobile mini
 * betslip and the always-on runtime (deep links, tracking values, live odds refresh, connection
 * notices).
 */
export const feature: FeatureModule = {
  screens: {
    betslip: () => import('./components/betslip-screen').then((m) => m.BetslipScreen),
  },
  slots: {
    rightNav: () => import('./components/betslip-screen').then((m) => m.BetslipPanel),
    miniBetslip: () => import('./components/mini-betslip').then((m) => m.MiniBetslip),
  },
  overlays: [
    {
      load: () => import('./components/betslip-runtime').then((m) => m.BetslipRuntime),
      when: 'interaction',
      // A deep link or tracking values in the address, or live picks to keep current.
      neededNow: () =>
        window.location.search.length > 1 || useBetslipStore.getState().slips.main.length > 0,
    },
  ],
};
