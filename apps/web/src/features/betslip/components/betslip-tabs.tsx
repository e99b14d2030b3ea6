import { Suspense } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/ui/loader';
import { usePickCount } from '../../../shared/betslip-store';
import { useCountryStore } from '../../../shared/country-store';
import { useJackpotPickCount } from '../../../shared/jackpot-slip-store';
import { useSlipPanel } from '../../../shared/slip-panels';
import { LoadCodeBox } from './load-code-box';
import { NormalSlip } from './normal-slip';
import { PlacementOutcomeNote } from './placement-outcome';
import './betslip.css';

/** The slip tabs: Normal, the shikisha product, Virtual, Jackpot (every jackpot-style slip). */
export type BetslipTab = 'main' | 'shikisha' | 'virtual' | 'jackpot';

/** Texts of the empty slips (spec 01 §2). */
export function emptySlipText(productName: string): string {
  return `You have no ${productName} bets in your betslip.`;
}
export const EMPTY_VIRTUAL_TEXT = 'You have no virtual bets in your betslip.';

export interface BetslipTabsProps {
  tab: BetslipTab;
  onTab: (tab: BetslipTab) => void;
  variant?: 'panel' | 'page';
  /** The acca bonus banner above already says what the slip's acca hint says. */
  accaHintShownAbove?: boolean;
}

/**
 * The betslip with its tabs and counts (spec 01 §2): Normal (count), the shikisha product name
 * (count) and Virtual (count); the shikisha and virtual tabs appear only where those products
 * are available. A product feature that registers its own slip (`slipPanels` in its screens.ts)
 * is shown in its tab; without one, the tab links to the product's page.
 */
export function BetslipTabs({
  tab,
  onTab,
  variant = 'panel',
  accaHintShownAbove = false,
}: BetslipTabsProps) {
  const config = useCountryStore((s) => s.config);
  const mainCount = usePickCount('main');
  const shikishaCount = usePickCount('shikisha');
  const virtualCount = usePickCount('virtual');
  const ShikishaPanel = useSlipPanel('shikisha');
  const VirtualPanel = useSlipPanel('virtual');
  const JackpotPanel = useSlipPanel('jackpot');
  const jackpotCount = useJackpotPickCount();
  const products = config?.availableProducts ?? [];
  const shikishaName = config?.shikishaName ?? 'Shikisha';
  const tabs: { key: BetslipTab; label: string; count: number }[] = [
    { key: 'main', label: 'Normal', count: mainCount },
  ];
  if (products.includes('shikisha'))
    tabs.push({ key: 'shikisha', label: shikishaName, count: shikishaCount });
  if (products.includes('virtuals'))
    tabs.push({ key: 'virtual', label: 'Virtual', count: virtualCount });
  // Only when the jackpots feature provides its slip, and only once it holds picks: the
  // jackpot pages carry their own slip beside the picker.
  if (JackpotPanel && jackpotCount > 0)
    tabs.push({ key: 'jackpot', label: 'Jackpot', count: jackpotCount });
  const shikishaPath = `/${shikishaName.toLowerCase().replace(/\s+/g, '-')}`;

  return (
    <div className={`betslip betslip--${variant}`} data-testid={`betslip-${variant}`}>
      <div className="betslip__tabs" role="tablist" aria-label="Betslips">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? 'betslip__tab betslip__tab--active' : 'betslip__tab'}
            onClick={() => onTab(t.key)}
          >
            {t.label} <span className="betslip__count">{t.count}</span>
          </button>
        ))}
      </div>
      <div className="betslip__body" role="tabpanel">
        {tab === 'main' && <PlacementOutcomeNote />}
        {tab === 'main' &&
          (mainCount === 0 ? (
            <div className="betslip__empty" data-testid="empty-slip">
              <p className="betslip__empty-text">Your betslip is empty. Pick an odd to add it.</p>
              <LoadCodeBox />
            </div>
          ) : (
            <NormalSlip variant={variant} hideAccaHint={accaHintShownAbove} />
          ))}
        {tab === 'shikisha' && ShikishaPanel && (
          <Suspense fallback={<Loader />}>
            <ShikishaPanel />
          </Suspense>
        )}
        {tab === 'shikisha' && !ShikishaPanel && shikishaCount === 0 && (
          <div className="betslip__empty">
            <p className="betslip__empty-text">{emptySlipText(shikishaName)}</p>
            <Link to={shikishaPath}>Go to {shikishaName}</Link>
          </div>
        )}
        {tab === 'shikisha' && !ShikishaPanel && shikishaCount > 0 && (
          <div className="betslip__empty">
            <Link to={shikishaPath}>Open your {shikishaName} slip</Link>
          </div>
        )}
        {tab === 'jackpot' && JackpotPanel && (
          <Suspense fallback={<Loader />}>
            <JackpotPanel />
          </Suspense>
        )}
        {tab === 'virtual' && VirtualPanel && (
          <Suspense fallback={<Loader />}>
            <VirtualPanel />
          </Suspense>
        )}
        {tab === 'virtual' && !VirtualPanel && virtualCount > 0 && (
          <div className="betslip__empty">
            <Link to="/virtual">Open your virtual slip</Link>
          </div>
        )}
        {tab === 'virtual' && !VirtualPanel && virtualCount === 0 && (
          <div className="betslip__empty">
            <p className="betslip__empty-text">{EMPTY_VIRTUAL_TEXT}</p>
            <Link to="/virtual">Go to virtual sports</Link>
          </div>
        )}
      </div>
    </div>
  );
}
