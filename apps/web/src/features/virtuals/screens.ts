import type { FeatureModule } from '../../lib/feature-module';

/**
 * Virtual sports (issue 14): the virtual league's screens, the Virtual tab of the betslip and
 * the full-screen super-league page.
 */
export const feature: FeatureModule = {
  screens: {
    virtual: () => import('./components/virtual-home').then((m) => m.VirtualMatchesScreen),
    'virtual-matches': () =>
      import('./components/virtual-home').then((m) => m.VirtualMatchesScreen),
    'virtual-ongoing': () =>
      import('./components/virtual-home').then((m) => m.VirtualOngoingScreen),
    'virtual-results': () =>
      import('./components/virtual-home').then((m) => m.VirtualResultsScreen),
    'virtual-table': () => import('./components/virtual-home').then((m) => m.VirtualTableScreen),
    'virtual-markets': () =>
      import('./components/virtual-markets').then((m) => m.VirtualMarketsScreen),
    'golden-race': () => import('./components/super-league').then((m) => m.SuperLeagueScreen),
  },
  slipPanels: {
    virtual: () => import('./components/virtual-slip').then((m) => m.VirtualSlip),
  },
  preload: {
    virtual: () =>
      void Promise.all([import('./api/virtual-queries'), import('../../lib/query-client')]).then(
        ([q, c]) => c.queryClient.prefetchQuery(q.matchDayQuery()),
      ),
  },
};
