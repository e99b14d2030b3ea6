import type { FeatureModule } from '../../lib/feature-module';

/**
 * The casino (issue 18): the lobby and its categories, and the full-screen page of each of the
 * studio's own games (crash, dice, spin wheel).
 */
export const feature: FeatureModule = {
  screens: {
    casino: () => import('./components/casino-lobby').then((m) => m.CasinoLobbyScreen),
    'casino-category': () => import('./components/casino-lobby').then((m) => m.CasinoLobbyScreen),
    'casino-game': () => import('./components/game-page').then((m) => m.CasinoGameScreen),
  },
};
