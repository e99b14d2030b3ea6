import type { FeatureModule } from '../../lib/feature-module';

/** Shared betslips: the receiver screen and the share sheet host (opened via the betslip store). */
export const feature: FeatureModule = {
  screens: {
    'share-receiver': () =>
      import('./components/share-receiver-screen').then((m) => m.ShareReceiverScreen),
  },
  // The sheet opens from a tap, so its code loads at the bettor's first interaction.
  overlays: [
    {
      load: () => import('./components/share-sheet').then((m) => m.ShareSheetHost),
      when: 'interaction',
    },
  ],
};
