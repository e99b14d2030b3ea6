import type { FeatureModule } from '../../lib/feature-module';

/** My Bets: the list by status, the bet detail by id and by short id. */
export const feature: FeatureModule = {
  screens: {
    mybets: () => import('./components/mybets-screen').then((m) => m.MyBetsScreen),
    'mybets-betdetail': () =>
      import('./components/bet-detail-screen').then((m) => m.BetDetailScreen),
    'short-bet-detail': () =>
      import('./components/bet-detail-screen').then((m) => m.ShortBetScreen),
  },
};
