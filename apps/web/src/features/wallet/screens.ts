/**
 * The wallet screens and the deposit sheet, each loaded on demand: /profile,
 * /profile/transactions, and the DepositPromptHost overlay that answers
 * `useDepositPromptStore().openDeposit()` from anywhere in the app, and BalanceSync, which
 * refreshes a stored session's balance at start and when the tab is shown again.
 */
import type { FeatureModule } from '../../lib/feature-module';

export const feature: FeatureModule = {
  screens: {
    profile: () => import('./components/profile-screen').then((m) => m.ProfileScreen),
    'profile-transactions': () =>
      import('./components/transactions-screen').then((m) => m.TransactionsScreen),
  },
  // Both serve a signed-in bettor's wallet: a visitor never loads them.
  overlays: [
    {
      load: () => import('./components/deposit-prompt-host').then((m) => m.DepositPromptHost),
      when: 'signed-in',
    },
    {
      load: () => import('./components/balance-sync').then((m) => m.BalanceSync),
      when: 'signed-in',
    },
  ],
};
