import type { FeatureModule } from '../../lib/feature-module';

/**
 * The accumulator bonus terms page (spec 02 §2.8): the country's matrix, the terms and the
 * progress of the bettor's slip. The betslip's acca sheet links here.
 */
export const feature: FeatureModule = {
  routes: [
    {
      name: 'acca-bonus',
      path: '/acca-bonus',
      title: 'Accumulator Bonus',
      meta: {
        showHeader: true,
        showTopNav: true,
        showFooter: true,
        showBetslip: true,
        showLeftNav: true,
        showRightNav: true,
        miniBetslipViewable: true,
      },
      load: () => import('./components/acca-terms-page').then((m) => m.AccaTermsPage),
    },
  ],
};
