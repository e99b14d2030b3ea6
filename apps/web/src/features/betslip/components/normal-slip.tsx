import { PRODUCT } from '@shangwe/domain';
import { Suspense, useState } from 'react';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';
import { useCountryStore } from '../../../shared/country-store';
import { useSlipPanel } from '../../../shared/slip-panels';
import type { NormalSlipView } from '../hooks/slip-view';
import {
  useNormalSlipView,
  useSlipMoney,
  balanceStake,
  quickStake,
} from '../hooks/use-normal-slip-view';
import { useSlipButton } from '../hooks/use-slip-button';
import { usePlacementStore } from '../stores/placement-store';
import { AccaSheet } from './acca-hint';
import { CashoutIndicator } from './cashout-indicator';
import { PickRow } from './pick-row';
import { SlipFreebets } from './slip-freebets';
import { SlipPromoOptIn } from './slip-promo-opt-in';
import { t, tAny } from '../../../lib/i18n';

export const CLEAR_CONFIRM_TEXT = 'Are you sure you want to clear the betslip?';
const QUICK_STAKES: ('clear' | number)[] = ['clear', 5, 10, 50, 100, 1000];

/** Final Payout with its info popup: each tax row only when above 0 (spec 01 §2). */
function PayoutRow({ view, money }: { view: NormalSlipView; money: (n: number) => string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="slip-row slip-row--payout">
      <span className="slip-row__label">
        {t('Final Payout')}
        <button
          type="button"
          className="slip-info"
          aria-label={t('Payout details')}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          i
        </button>
      </span>
      <strong data-testid="final-payout">{money(view.finalPayout)}</strong>
      {open && (
        <dl className="slip-popup" role="tooltip" data-testid="payout-popup">
          {view.exciseTax > 0 && (
            <div>
              <dt>{t('Excise Tax')}</dt>
              <dd data-testid="popup-excise">{money(view.exciseTax)}</dd>
            </div>
          )}
          <div>
            <dt>{t('Stake')}</dt>
            <dd data-testid="popup-stake">{money(view.stakeAfterExcise)}</dd>
          </div>
          <div>
            <dt>{t('Final Payout')}</dt>
            <dd data-testid="popup-payout">{money(view.finalPayout)}</dd>
          </div>
          {view.withholdingTax > 0 && (
            <div>
              <dt>{t('Withholding Tax')}</dt>
              <dd data-testid="popup-wht">{money(view.withholdingTax)}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * The normal slip's content (spec 01 §2): picks with their states, Keep Betslip and Clear all,
 * the acca and win-boost hints, Balance, Total Odds, Amount and quick stakes, Final Payout,
 * points, the place button and the share button. `variant` "page" is /betslip, "panel" the
 * desktop right-hand panel. `hideAccaHint`: the panel's acca banner is showing the same line,
 * which a bettor should read once.
 */
export function NormalSlip({
  variant = 'panel',
  hideAccaHint = false,
}: {
  variant?: 'panel' | 'page';
  hideAccaHint?: boolean;
}) {
  const view = useNormalSlipView();
  const money = useSlipMoney();
  const config = useCountryStore((s) => s.config);
  const placing = usePlacementStore((s) => s.placing);
  const keepBetslip = useBetslipStore((s) => s.keepBetslip);
  const setKeepBetslip = useBetslipStore((s) => s.setKeepBetslip);
  const removePick = useBetslipStore((s) => s.removePick);
  const clear = useBetslipStore((s) => s.clear);
  const setStake = useBetslipStore((s) => s.setStake);
  const stakeValue = useBetslipStore((s) => s.stakes.main);
  const requestShare = useBetslipStore((s) => s.requestShare);
  const authenticated = useSessionStore((s) => s.authenticated);
  const balance = useSessionStore((s) => s.user?.balance);
  const { press, failures } = useSlipButton(view);
  const [confirmClear, setConfirmClear] = useState(false);
  const [accaOpen, setAccaOpen] = useState(false);
  const [stakeText, setStakeText] = useState<string | null>(null);
  const Recommendations = useSlipPanel('recommendations');

  const shownStake = view.freebetApplied
    ? String(view.stake)
    : (stakeText ?? (Number.isFinite(stakeValue) ? String(stakeValue) : ''));
  // An applied free bet is the stake: the amount field and quick stakes wait until it is removed.
  const stakeLocked = placing || view.freebetApplied;

  return (
    <div className={`normal-slip normal-slip--${variant}`} data-testid="normal-slip">
      <div className="slip-controls">
        <label className="slip-keep">
          <input
            type="checkbox"
            checked={keepBetslip}
            disabled={!view.canKeep || placing}
            onChange={(event) => setKeepBetslip(event.target.checked)}
          />
          {t('Keep Betslip?')}
        </label>
        <button
          type="button"
          className="slip-link"
          onClick={() => setConfirmClear(true)}
          disabled={placing}
        >
          {t('Clear all')}
        </button>
      </div>
      {confirmClear && (
        <div className="slip-confirm" role="alertdialog" aria-label={t('Clear betslip')}>
          <p>{tAny(CLEAR_CONFIRM_TEXT)}</p>
          <div className="slip-confirm__buttons">
            <button
              type="button"
              className="slip-button"
              onClick={() => {
                clear('main');
                setConfirmClear(false);
              }}
            >
              {t('Yes')}
            </button>
            <button
              type="button"
              className="slip-button slip-button--ghost"
              onClick={() => setConfirmClear(false)}
            >
              {t('No')}
            </button>
          </div>
        </div>
      )}
      <ul className="slip-picks">
        {view.picks.map((p) => (
          <PickRow
            key={p.pick.parent_match_id}
            view={p}
            disabled={placing}
            onRemove={() => removePick('main', p.pick.parent_match_id)}
          />
        ))}
      </ul>
      {Recommendations && <Suspense fallback={null}>{<Recommendations />}</Suspense>}
      {view.acca && !hideAccaHint && (
        <button
          type="button"
          className="slip-hint slip-hint--acca"
          data-testid="acca-hint"
          onClick={() => setAccaOpen(true)}
        >
          {tAny(view.acca.message)}
        </button>
      )}
      {view.winBoostHint && (
        <p className="slip-hint" data-testid="win-boost-hint">
          {tAny(view.winBoostHint)}
        </p>
      )}
      <SlipFreebets view={view} />
      {authenticated && typeof balance === 'number' && !view.freebetApplied && (
        <div className="slip-row">
          <span className="slip-row__label">{t('Balance')}</span>
          <button
            type="button"
            className="slip-link"
            data-testid="slip-balance"
            disabled={placing}
            onClick={() => {
              const next = balanceStake(balance);
              if (next !== null) {
                setStakeText(null);
                setStake('main', next);
              }
            }}
          >
            {money(balance)}
          </button>
        </div>
      )}
      <div className="slip-row">
        <span className="slip-row__label">
          {t('Total Odds')} <small>{t('(min {odds})', { odds: view.minTotalOdd })}</small>
        </span>
        <strong data-testid="total-odds">{view.totalOddsText}</strong>
      </div>
      <label className="slip-amount">
        <span className="slip-row__label">
          {t('Amount')}{' '}
          <small>
            {t('(min {min} - max {max})', { min: money(view.minStake), max: money(view.maxStake) })}
          </small>
        </span>
        <input
          type="number"
          inputMode="decimal"
          min={view.minStake}
          max={view.maxStake}
          step="any"
          value={shownStake}
          disabled={stakeLocked}
          aria-label={t('Amount')}
          data-testid="stake-input"
          onChange={(event) => {
            setStakeText(event.target.value);
            const n = Number(event.target.value);
            setStake('main', event.target.value === '' || !Number.isFinite(n) ? Number.NaN : n);
          }}
          onBlur={() => setStakeText(null)}
        />
      </label>
      <div className="slip-quick" role="group" aria-label={t('Quick stakes')}>
        {QUICK_STAKES.map((q) => (
          <button
            key={String(q)}
            type="button"
            className="slip-chip"
            disabled={stakeLocked}
            onClick={() => {
              setStakeText(null);
              setStake('main', quickStake(stakeValue, q));
            }}
          >
            {q === 'clear' ? t('Clear') : `+${q}`}
          </button>
        ))}
      </div>
      <SlipPromoOptIn view={view} />
      <PayoutRow view={view} money={money} />
      <CashoutIndicator view={view} />
      {view.points > 0 && (
        <div className="slip-row">
          <span className="slip-row__label">{t('Points')}</span>
          <span data-testid="slip-points">{view.points}</span>
        </div>
      )}
      {failures.length > 0 && (
        <ul className="slip-failures" data-testid="slip-failures" role="alert">
          {failures.map((f) => (
            <li key={f}>{tAny(f)}</li>
          ))}
        </ul>
      )}
      <div className="slip-actions">
        {placing ? (
          <div
            className="slip-loader"
            role="status"
            aria-label={t('Placing bet')}
            data-testid="placing"
          >
            <span className="slip-spinner" aria-hidden="true" /> {t('Placing bet…')}
          </div>
        ) : (
          <button
            type="button"
            className="slip-button slip-button--place"
            data-testid="place-bet"
            disabled={view.button.disabled}
            onClick={press}
          >
            {tAny(view.button.label)}
          </button>
        )}
        <button
          type="button"
          className="slip-button slip-button--ghost slip-share"
          data-testid="share-betslip"
          disabled={placing}
          onClick={() =>
            requestShare({ picks: view.picks.map((p) => p.pick), productType: PRODUCT.normal })
          }
        >
          {t('Share')}
        </button>
      </div>
      {accaOpen && config && view.acca && (
        <AccaSheet
          productName={config.accaBonusProductName}
          matrix={config.accaBonusMatrix}
          minimumOdd={config.accaBonusMinimumOdd}
          minSelections={config.accaBonusMinSelections}
          onClose={() => setAccaOpen(false)}
        />
      )}
    </div>
  );
}
