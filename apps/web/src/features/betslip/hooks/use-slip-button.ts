import { useState } from 'react';
import { useBetslipStore } from '../../../shared/betslip-store';
import type { NormalSlipView } from './slip-view';
import { usePlaceBetFlow } from './use-place-bet-flow';

/**
 * What pressing the place button does (spec 01 §4, §5): remove invalid picks, accept odd
 * changes (and place, on the full slip), or place. Rule failures (minimum stake, minimum total
 * odd, live maximum …) stop the bet and are shown from the first press on.
 */
export function useSlipButton(view: NormalSlipView) {
  const place = usePlaceBetFlow('main');
  const [showFailures, setShowFailures] = useState(false);

  const press = () => {
    const store = useBetslipStore.getState();
    switch (view.button.action) {
      case 'placing':
        return;
      case 'removeInvalid':
        store.removeInvalid('main', new Date());
        return;
      case 'acceptChanges':
        store.acceptChanges('main');
        return;
      case 'acceptAndPlace':
      case 'place':
        if (view.button.action === 'acceptAndPlace') store.acceptChanges('main');
        if (view.failures.length > 0) {
          setShowFailures(true);
          return;
        }
        void place(view.totalOdds);
    }
  };

  return { press, failures: showFailures ? view.failures : [] };
}
