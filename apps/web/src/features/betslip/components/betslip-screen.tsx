import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBetslipStore, usePickCount } from '../../../shared/betslip-store';
import { useFeatureEnabled } from '../../../shared/country-store';
import { useRouteSlip } from '../../../shared/route-slip';
import { useNormalSlipView } from '../hooks/use-normal-slip-view';
import { useAccaBanner } from './acca-hint';
import { BetslipTabs, type BetslipTab } from './betslip-tabs';
import { t } from '../../../lib/i18n';

function tabOf(type: string | null): BetslipTab {
  return type === 'shikisha' || type === 'virtual' || type === 'jackpot' ? type : 'main';
}

/**
 * `/betslip` (spec 01 §2): `type` picks the tab, `ref` reloads the copy kept for an asynchronous
 * bet (e.g. a live bet that was refused, from the 'Retry Bet' notification).
 */
export function BetslipScreen() {
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState<BetslipTab>(() => tabOf(search.get('type')));
  const ref = search.get('ref');
  const reloaded = useRef<string | null>(null);

  useEffect(() => {
    if (!ref || reloaded.current === ref) return;
    reloaded.current = ref;
    const copy = useBetslipStore.getState().refs[ref];
    if (!copy) return;
    const store = useBetslipStore.getState();
    store.setPicks(copy.kind, copy.picks);
    store.setStake(copy.kind, copy.stake);
    if (copy.kind === 'main' || copy.kind === 'shikisha' || copy.kind === 'virtual')
      setTab(copy.kind);
  }, [ref]);

  return (
    <section className="betslip-screen" data-testid="betslip-screen">
      <h1 className="betslip-screen__title">{t('Betslip')}</h1>
      <BetslipTabs
        tab={tab}
        variant="page"
        onTab={(next) => {
          setTab(next);
          const params = new URLSearchParams(search);
          if (next === 'main') params.delete('type');
          else params.set('type', next);
          setSearch(params, { replace: true });
        }}
      />
    </section>
  );
}

/** The acca bonus mini banner's line, from the slip's quote. */
function AccaBanner() {
  const view = useNormalSlipView();
  if (!view.acca) return null;
  return (
    <div className="slip-acca-banner" role="status" data-testid="acca-banner">
      {view.acca.message}
    </div>
  );
}

/**
 * The desktop right-hand betslip panel (spec 01 §1), with the acca bonus mini banner for 5
 * seconds each time the pick count rises (spec 01 §2, §4). While the banner shows, the slip's
 * own acca hint (the same line) waits, so the bonus is announced once. On a product's pages it
 * opens that product's tab.
 */
export function BetslipPanel() {
  const route = useRouteSlip();
  // The bettor's choice holds until the page's product changes; then that product's tab opens.
  const [chosen, setChosen] = useState<{ under: BetslipTab; tab: BetslipTab } | null>(null);
  const tab = chosen?.under === route.tab ? chosen.tab : route.tab;
  const setTab = (next: BetslipTab) => setChosen({ under: route.tab, tab: next });
  const count = usePickCount('main');
  const bannerShown = useAccaBanner(count);
  const accaEnabled = useFeatureEnabled('accaBonus');
  const bannerVisible = accaEnabled && bannerShown && count > 0;
  return (
    <aside className="betslip-panel" aria-label="Betslip">
      <h2 className="betslip-panel__title">Betslip</h2>
      {bannerVisible && <AccaBanner />}
      <BetslipTabs
        tab={tab}
        onTab={setTab}
        accaHintShownAbove={bannerVisible}
        inPageTab={route.inPage ? route.tab : undefined}
      />
    </aside>
  );
}
