import { Suspense } from 'react';
import { Link } from '../../../lib/app-link';
import { Loader } from '../../../components/ui/loader';
import { usePickCount } from '../../../shared/betslip-store';
import { useCountryStore } from '../../../shared/country-store';
import { useJackpotPickCount } from '../../../shared/jackpot-slip-store';
import type { RouteSlipTab } from '../../../shared/route-slip';
import { useSlipPanel } from '../../../shared/slip-panels';
import { LoadCodeBox } from './load-code-box';
import { NormalSlip } from './normal-slip';
import { PlacementOutcomeNote } from './placement-outcome';
import './betslip.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** The slip tabs: Normal, the shikisha product, Virtual, Jackpot (every jackpot-style slip). */
export type BetslipTab = RouteSlipTab;

/** Texts of the empty slips (spec 01 §2). */
export function emptySlipText(productName: string): string {
  return t('You have no {product} bets in your betslip.', { product: productName });
}
/** What the panel says where the page shows the tab's slip itself. */
export function inPageSlipText(productName: string): string {
  return t('Your {product} slip is on this page.', { product: productName });
}
export const EMPTY_VIRTUAL_TEXT = msg('You have no virtual bets in your betslip.');

export interface BetslipTabsProps {
  tab: BetslipTab;
  onTab: (tab: BetslipTab) => void;
  variant?: 'panel' | 'page';
  /** The acca bonus banner above already says what the slip's acca hint says. */
  accaHintShownAbove?: boolean;
  /** The page on screen shows this tab's slip itself: the tab names it instead of repeating it. */
  inPageTab?: BetslipTab;
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
  inPageTab,
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
    { key: 'main', label: t('Normal'), count: mainCount },
  ];
  if (products.includes('shikisha'))
    tabs.push({ key: 'shikisha', label: shikishaName, count: shikishaCount });
  if (products.includes('virtuals'))
    tabs.push({ key: 'virtual', label: t('Virtual'), count: virtualCount });
  // Only when the jackpots feature provides its slip, and only once it holds picks or is the
  // page's product: the jackpot pages carry their own slip beside the picker.
  if (JackpotPanel && (jackpotCount > 0 || tab === 'jackpot'))
    tabs.push({ key: 'jackpot', label: t('Jackpot'), count: jackpotCount });
  // A tab this country or build lacks falls back to Normal.
  const active = tabs.some((t) => t.key === tab) ? tab : 'main';
  // A slip the page shows itself is named here, not shown a second time.
  const inPage = inPageTab !== undefined && active === inPageTab;
  const shown = inPage ? null : active;
  const shikishaPath = `/${shikishaName.toLowerCase().replace(/\s+/g, '-')}`;

  return (
    <div className={`betslip betslip--${variant}`} data-testid={`betslip-${variant}`}>
      <div className="betslip__tabs" role="tablist" aria-label={t('Betslips')}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={active === tab.key}
            className={active === tab.key ? 'betslip__tab betslip__tab--active' : 'betslip__tab'}
            onClick={() => onTab(tab.key)}
          >
            {tab.label} <span className="betslip__count">{tab.count}</span>
          </button>
        ))}
      </div>
      <div className="betslip__body" role="tabpanel">
        {inPage && (
          <p className="betslip__empty betslip__empty-text" data-testid="slip-in-page">
            {inPageSlipText(active === 'shikisha' ? shikishaName : t(active))}
          </p>
        )}
        {shown === 'main' && <PlacementOutcomeNote />}
        {shown === 'main' &&
          (mainCount === 0 ? (
            <div className="betslip__empty" data-testid="empty-slip">
              <p className="betslip__empty-text">
                {t('Your betslip is empty. Pick an odd to add it.')}
              </p>
              <LoadCodeBox />
            </div>
          ) : (
            <NormalSlip variant={variant} hideAccaHint={accaHintShownAbove} />
          ))}
        {shown === 'shikisha' && ShikishaPanel && (
          <Suspense fallback={<Loader />}>
            <ShikishaPanel />
          </Suspense>
        )}
        {shown === 'shikisha' && !ShikishaPanel && shikishaCount === 0 && (
          <div className="betslip__empty">
            <p className="betslip__empty-text">{emptySlipText(shikishaName)}</p>
            <Link to={shikishaPath}>{t('Go to {product}', { product: shikishaName })}</Link>
          </div>
        )}
        {shown === 'shikisha' && !ShikishaPanel && shikishaCount > 0 && (
          <div className="betslip__empty">
            <Link to={shikishaPath}>
              {t('Open your {product} slip', { product: shikishaName })}
            </Link>
          </div>
        )}
        {shown === 'jackpot' && JackpotPanel && (
          <Suspense fallback={<Loader />}>
            <JackpotPanel />
          </Suspense>
        )}
        {shown === 'virtual' && VirtualPanel && (
          <Suspense fallback={<Loader />}>
            <VirtualPanel />
          </Suspense>
        )}
        {shown === 'virtual' && !VirtualPanel && virtualCount > 0 && (
          <div className="betslip__empty">
            <Link to="/virtual">{t('Open your virtual slip')}</Link>
          </div>
        )}
        {shown === 'virtual' && !VirtualPanel && virtualCount === 0 && (
          <div className="betslip__empty">
            <p className="betslip__empty-text">{tAny(EMPTY_VIRTUAL_TEXT)}</p>
            <Link to="/virtual">{t('Go to virtual sports')}</Link>
          </div>
        )}
      </div>
    </div>
  );
}
