import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { outcomeName, PRODUCT, sanitizeShikishaInput, SHIKISHA_LIMITS } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { showKeptValue } from '../../../lib/controlled-input';
import { useBetslipStore, type BetslipPick } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { legOdd } from '../hooks/shikisha-slip-view';
import { shikishaCombo, usePlaceShikisha } from '../hooks/use-place-shikisha';
import { useShikishaMoney, useShikishaSlip } from '../hooks/use-shikisha-slip';
import {
  SHIKISHA_PLACEMENT_TEXTS,
  useShikishaPlacementStore,
} from '../stores/shikisha-placement-store';
import { shikishaMarketsPath, shikishaPath } from '../shikisha-paths';
import './shikisha.css';
import { msg, t, tAny } from '../../../lib/i18n';

export const CLEAR_CONFIRM_TEXT = msg('Are you sure you want to clear the betslip?');

/** Texts of the empty Shikisha slip (spec 01 §2: the normal wording plus a link). */
export function emptyShikishaText(name: string): string {
  return t('You have no {product} bets in your betslip.', { product: name });
}

function Leg({ pick, disabled }: { pick: BetslipPick; disabled: boolean }) {
  return (
    <li className="shk-leg" data-testid="shikisha-leg">
      <span className="shk-leg__names">
        <span className="shk-leg__market">{tAny(pick.market_name)}</span>
        <strong className="shk-leg__pick">{tAny(outcomeName(pick.odd.display))}</strong>
      </span>
      <span className="shk-leg__odd">{legOdd(pick)}</span>
      <button
        type="button"
        className="shk-leg__remove"
        aria-label={t('Remove {pick}', {
          pick: `${tAny(pick.market_name)} ${tAny(outcomeName(pick.odd.display))}`,
        })}
        disabled={disabled}
        // The same odd again toggles it off (spec 01 §3).
        onClick={() => useBetslipStore.getState().addPick('shikisha', pick)}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The Shikisha slip (spec 01 §2, §3, §5): the picks grouped by their match, Total Odds from the
 * server's joint price, Amount (default 100; above 300000 restores, negatives reset to 100),
 * bonus, points, taxes and Final Payout, the place button and share. Shown in the betslip's
 * Shikisha tab and beside the builder.
 */
export function ShikishaSlip() {
  const config = useCountryConfig();
  const { picks, stake, view } = useShikishaSlip();
  const money = useShikishaMoney();
  const placing = useShikishaPlacementStore((s) => s.placing);
  const moved = useShikishaPlacementStore((s) => s.moved);
  const authenticated = useSessionStore((s) => s.authenticated);
  const balance = useSessionStore((s) => s.user?.balance);
  const profileId = useSessionStore((s) => Number(s.user?.id));
  const place = usePlaceShikisha();
  const navigate = useNavigate();
  const location = useLocation();
  const [stakeText, setStakeText] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [payoutOpen, setPayoutOpen] = useState(false);
  const name = config.shikishaName;
  const movedHere = moved && moved.combo === shikishaCombo(picks) ? moved : null;

  if (picks.length === 0) {
    return (
      <div className="betslip__empty shk-empty" data-testid="shikisha-empty">
        <p className="betslip__empty-text">{emptyShikishaText(name)}</p>
        <Link to={shikishaPath(name)}>{t('Go to {product}', { product: name })}</Link>
      </div>
    );
  }

  const setStake = (n: number) => useBetslipStore.getState().setStake('shikisha', n);

  const press = () => {
    if (view.button.action === 'placing') return;
    if (view.button.action === 'removeInvalid') {
      useBetslipStore.getState().removeInvalid('shikisha', new Date());
      return;
    }
    const failure = view.failures[0];
    if (failure) {
      notify({ type: 'warning', title: failure.title, message: failure.message });
      if (failure.code === 'LOGIN_REQUIRED') {
        void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      }
      return;
    }
    const totalOdd = movedHere?.to ?? view.totalOdds;
    if (totalOdd === null) return;
    place({
      picks,
      stake,
      totalOdd,
      profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
    });
  };

  return (
    <div className="shk-slip" data-testid="shikisha-slip">
      <div className="shk-slip__controls">
        <span>
          {view.pickCount === 1 ? t('1 pick') : t('{count} picks', { count: view.pickCount })}
        </span>
        <button
          type="button"
          className="shk-link"
          disabled={placing}
          onClick={() => setConfirmClear(true)}
        >
          {t('Clear all')}
        </button>
      </div>
      {confirmClear && (
        <div className="shk-confirm" role="alertdialog" aria-label={t('Clear betslip')}>
          <p>{tAny(CLEAR_CONFIRM_TEXT)}</p>
          <button
            type="button"
            className="shk-button"
            onClick={() => {
              useBetslipStore.getState().clear('shikisha');
              setConfirmClear(false);
            }}
          >
            {t('Yes')}
          </button>
          <button
            type="button"
            className="shk-button shk-button--ghost"
            onClick={() => setConfirmClear(false)}
          >
            {t('No')}
          </button>
        </div>
      )}
      {view.groups.map((group) => {
        const first = group.picks[0]!;
        return (
          <section
            key={group.parent_match_id}
            className="shk-group"
            aria-label={`${first.home_team} v ${first.away_team}`}
          >
            <h3 className="shk-group__title">
              <Link to={shikishaMarketsPath(name, group.parent_match_id)}>
                {first.home_team} v {first.away_team}
              </Link>
            </h3>
            <ul className="shk-legs">
              {group.picks.map((p) => (
                <Leg
                  key={`${p.sub_type_id}|${p.odd.special_bet_value}|${p.odd.odd_key}`}
                  pick={p}
                  disabled={placing}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {view.refusal && (
        <p className="shk-refusal" role="alert" data-testid="shikisha-refusal">
          {tAny(view.refusal)}
        </p>
      )}
      {authenticated && typeof balance === 'number' && (
        <div className="shk-row">
          <span>{t('Balance')}</span>
          <span data-testid="shikisha-balance">{money(balance)}</span>
        </div>
      )}
      <div className="shk-row">
        <span>
          {t('Total Odds')} <small>{t('(min {odds})', { odds: view.minTotalOdd })}</small>
        </span>
        <strong data-testid="shikisha-total-odds">{view.totalOddsText}</strong>
      </div>
      <label className="shk-amount">
        <span>
          {t('Amount')}{' '}
          <small>
            {t('(min {min} - max {max})', {
              min: money(SHIKISHA_LIMITS.minStake),
              max: money(SHIKISHA_LIMITS.maxStake),
            })}
          </small>
        </span>
        <input
          type="number"
          inputMode="decimal"
          step="any"
          aria-label={t('Amount')}
          data-testid="shikisha-stake"
          disabled={placing}
          value={stakeText ?? (Number.isFinite(stake) ? String(stake) : '')}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed === '') {
              setStakeText('');
              setStake(Number.NaN);
              return;
            }
            const next = sanitizeShikishaInput(typed, Number.isFinite(stake) ? stake : null);
            if (next === null) {
              setStakeText(typed);
              setStake(Number.NaN);
              return;
            }
            // A restored or reset value replaces what was typed.
            const shown = next === Number(typed) ? typed : String(next);
            setStakeText(shown);
            setStake(next);
            showKeptValue(event.target, shown);
          }}
          onBlur={() => setStakeText(null)}
        />
      </label>
      {view.bonus > 0 && (
        <div className="shk-row">
          <span>
            {t('{product} Bonus ({percent}%)', { product: name, percent: view.bonusPercent })}
          </span>
          <span data-testid="shikisha-bonus">{money(view.bonus)}</span>
        </div>
      )}
      <div className="shk-row shk-row--payout">
        <span>
          {t('Final Payout')}
          <button
            type="button"
            className="shk-info"
            aria-label={t('Payout details')}
            aria-expanded={payoutOpen}
            onClick={() => setPayoutOpen((o) => !o)}
          >
            i
          </button>
        </span>
        <strong data-testid="shikisha-payout">{money(view.finalPayout)}</strong>
      </div>
      {payoutOpen && (
        <dl className="shk-popup" data-testid="shikisha-payout-popup">
          {view.exciseTax > 0 && (
            <div>
              <dt>{t('Excise Tax')}</dt>
              <dd>{money(view.exciseTax)}</dd>
            </div>
          )}
          <div>
            <dt>{t('Stake')}</dt>
            <dd>{money(view.stake - view.exciseTax)}</dd>
          </div>
          <div>
            <dt>{t('Final Payout')}</dt>
            <dd>{money(view.finalPayout)}</dd>
          </div>
          {view.withholdingTax > 0 && (
            <div>
              <dt>{t('Withholding Tax')}</dt>
              <dd>{money(view.withholdingTax)}</dd>
            </div>
          )}
        </dl>
      )}
      {view.points > 0 && (
        <div className="shk-row">
          <span>{t('Points')}</span>
          <span data-testid="shikisha-points">{view.points}</span>
        </div>
      )}
      {movedHere && (
        <p className="shk-refusal" role="alert" data-testid="shikisha-moved">
          {tAny(
            SHIKISHA_PLACEMENT_TEXTS.priceMoved(legNumber(movedHere.from), legNumber(movedHere.to)),
          )}
        </p>
      )}
      <div className="shk-actions">
        {view.button.action === 'placing' ? (
          <Loader />
        ) : (
          <button
            type="button"
            className="shk-button shk-button--place"
            data-testid="shikisha-place"
            disabled={view.button.disabled}
            onClick={press}
          >
            {movedHere && view.button.action === 'place'
              ? t('Accept and Place Bet')
              : tAny(view.button.label)}
          </button>
        )}
        <button
          type="button"
          className="shk-button shk-button--ghost"
          disabled={placing}
          onClick={() =>
            useBetslipStore
              .getState()
              .requestShare({ picks: [...picks], productType: PRODUCT.shikisha })
          }
        >
          {t('Share')}
        </button>
      </div>
    </div>
  );
}

function legNumber(n: number): string {
  return n.toFixed(2);
}
