import type { FeatureModule } from '../../lib/feature-module';

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
  overlays: [() => import('./components/betslip-runtime').then((m) => m.BetslipRuntime)],
};
