import type { FeatureModule } from '../../lib/feature-module';

/**
 * Jackpots and pool products (issue 15): the pool jackpots, their results, split pot,
 * Sababisha and the boosted multibet, each with its picker and slip.
 */
export const feature: FeatureModule = {
  screens: {
    jackpots: () => import('./components/jackpot-screens').then((m) => m.JackpotsScreen),
    'jackpots-midweek': () =>
      import('./components/jackpot-screens').then((m) => m.MidweekJackpotScreen),
    'jackpot-results': () =>
      import('./components/jackpot-results').then((m) => m.JackpotResultsScreen),
    'jackpot-result': () =>
      import('./components/jackpot-results').then((m) => m.JackpotResultScreen),
    'split-pot': () => import('./components/jackpot-screens').then((m) => m.SplitPotScreen),
    'split-pot-event': () =>
      import('./components/jackpot-screens').then((m) => m.SplitPotEventScreen),
    sababisha: () => import('./components/jackpot-screens').then((m) => m.SababishaScreen),
    'boosted-jackpots': () =>
      import('./components/jackpot-screens').then((m) => m.BoostedListScreen),
    'boosted-jackpot-event': () =>
      import('./components/jackpot-screens').then((m) => m.BoostedEventScreen),
    'boosted-betslip': () =>
      import('./components/jackpot-screens').then((m) => m.BoostedBetslipScreen),
  },
  slipPanels: {
    jackpot: () => import('./components/jackpot-slip-panel').then((m) => m.JackpotSlipPanel),
  },
};
