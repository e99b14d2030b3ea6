import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { JackpotEvent, JackpotPlaceResponse } from '@shangwe/contract';
import {
  formatCurrency,
  formatTotalOdds,
  toMajor,
  type Cents,
  type CountryConfig,
} from '@shangwe/domain';
import { t, tAny } from '../../../lib/i18n';
import { useCountryConfig } from '../../../shared/country-store';
import { useJackpotSlip, useJackpotSlipStore } from '../../../shared/jackpot-slip-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { DEFAULT_FIXED_STAKE, isFixedOdds, jackpotSlipView } from '../hooks/jackpot-slip-view';
import { usePlaceJackpot } from '../hooks/use-place-jackpot';

/** Texts of the slip (spec 01 §2: the empty-slip wording). */
export const emptyJackpotSlipText = (name: string) =>
  t('You have no {name} bets in your betslip.', { name });

/**
 * The slip of one event: matches picked, lines, stake (lines × stake per line, or the typed
 * amount split across the lines on Sababisha), best and worst payout, the place button.
 */
export function JackpotSlip({
  event,
  onPlaced,
}: {
  event: JackpotEvent;
  onPlaced?: (res: JackpotPlaceResponse) => void;
}) {
  const config = useCountryConfig();
  const slip = useJackpotSlip(event.event_id, event.kind);
  const view = jackpotSlipView(event, slip, config as CountryConfig);
  const authenticated = useSessionStore((s) => s.authenticated);
  const profileId = useSessionStore((s) => Number(s.user?.id));
  const { place, placing } = usePlaceJackpot(onPlaced);
  const navigate = useNavigate();
  const location = useLocation();
  const [stakeText, setStakeText] = useState<string | null>(null);
  const money = (amount: number) => formatCurrency(amount, config);
  const cents = (c: number) => money(toMajor(c as Cents));
  const fixed = isFixedOdds(event.kind);
  const closed = event.status !== 'open';
  const ref = useRef<HTMLElement>(null);
  // The bottom nav's betslip button leads here (#jackpot-slip) on a jackpot page.
  useEffect(() => {
    if (location.hash === '#jackpot-slip') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [location.hash, location.key]);

  const press = () => {
    if (!authenticated) {
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    if (view.refusal) {
      notify({ type: 'warning', title: event.name, message: tAny(view.refusal) });
      return;
    }
    place({
      kind: event.kind,
      eventId: event.event_id,
      matches: view.matches,
      stake: view.stake,
      profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
    });
  };

  return (
    <section
      ref={ref}
      id="jackpot-slip"
      className="jp-slip"
      aria-label={t('{name} betslip', { name: event.name })}
      data-testid="jackpot-slip"
    >
      <div className="jp-slip__row">
        <span>{t('Matches picked')}</span>
        <strong data-testid="jackpot-picked">
          {view.picked}/{event.matches.length}
        </strong>
      </div>
      {event.kind !== 'boosted' && (
        <div className="jp-slip__row">
          <span>{t('Lines')}</span>
          <strong data-testid="jackpot-lines">{view.lines}</strong>
        </div>
      )}
      {!fixed && event.kind !== 'free' && (
        <div className="jp-slip__row">
          <span>{t('Stake per line')}</span>
          <span>{money(event.stake_per_line)}</span>
        </div>
      )}
      {fixed && (
        <label className="jp-slip__amount">
          <span>{t('Amount')}</span>
          <input
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            aria-label={t('Amount')}
            data-testid="jackpot-stake-input"
            disabled={placing}
            value={stakeText ?? String(slip.stake ?? DEFAULT_FIXED_STAKE)}
            onChange={(e) => {
              setStakeText(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value !== '' && Number.isFinite(n) && n >= 0) {
                useJackpotSlipStore.getState().setStake(event.event_id, event.kind, n);
              }
            }}
            onBlur={() => setStakeText(null)}
          />
        </label>
      )}
      {view.sababisha && (
        <>
          <div className="jp-slip__row">
            <span>{t('Stake per line')}</span>
            <strong data-testid="sababisha-stake-per-line">
              {cents(view.sababisha.stakePerLineCents)}
            </strong>
          </div>
          <div className="jp-slip__row">
            <span>{t('Best payout')}</span>
            <strong data-testid="sababisha-best">{cents(view.sababisha.bestPayoutCents)}</strong>
          </div>
          <div className="jp-slip__row">
            <span>{t('Worst payout')}</span>
            <strong data-testid="sababisha-worst">{cents(view.sababisha.worstPayoutCents)}</strong>
          </div>
        </>
      )}
      {view.boosted && (
        <>
          <div className="jp-slip__row">
            <span>{t('Total Odds')}</span>
            <strong data-testid="boosted-total-odds">
              {formatTotalOdds(view.boosted.totalOdds)}
            </strong>
          </div>
          <div className="jp-slip__row">
            <span>{t('Possible Payout')}</span>
            <strong data-testid="boosted-payout">{money(view.boosted.finalPayout)}</strong>
          </div>
        </>
      )}
      <div className="jp-slip__row jp-slip__row--total">
        <span>{event.kind === 'free' ? t('Stake') : t('Total stake')}</span>
        <strong data-testid="jackpot-total-stake">
          {event.kind === 'free' ? t('Free') : money(view.stake)}
        </strong>
      </div>
      {view.picked > 0 && view.refusal && (
        <p className="jp-slip__refusal" role="status" data-testid="jackpot-refusal">
          {tAny(view.refusal)}
        </p>
      )}
      <div className="jp-slip__actions">
        <button
          type="button"
          className="jp-button jp-button--ghost"
          disabled={placing || view.picked === 0}
          onClick={() => useJackpotSlipStore.getState().clear(event.event_id)}
        >
          {t('Clear')}
        </button>
        <button
          type="button"
          className="jp-button"
          data-testid="jackpot-place"
          disabled={placing || closed}
          onClick={press}
        >
          {closed
            ? t('Closed')
            : placing
              ? t('Placing…')
              : authenticated
                ? t('Place Bet')
                : t('Login to Bet')}
        </button>
      </div>
    </section>
  );
}
