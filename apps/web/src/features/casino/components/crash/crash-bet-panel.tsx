import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../../lib/app-link';
import {
  CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  CASINO_LIMITS,
  cents,
  formatCurrency,
  formatMultiplier,
  multipliedPayout,
  toCents,
} from '@shangwe/domain';
import type { CrashRound, CrashRoundBet } from '@shangwe/contract';
import { errorMessageOf, isApiError } from '../../../../lib/api-client';
import { useCountryConfig } from '../../../../shared/country-store';
import { useSessionStore } from '../../../../shared/session-store';
import { LOGIN_TO_BET, loginHref } from '../../login-href';
import { checkStake } from '../../stake-rules';
import { StakeField } from '../stake-field';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of a bet panel. */
export const PANEL_TEXT = {
  bet: msg('Bet'),
  nextRound: msg('Bet next round'),
  cancel: msg('Cancel'),
  waiting: msg('Waiting for take-off'),
  cashOut: msg('Cash out'),
  autoCashout: msg('Auto cash-out'),
  autoRange: msg('Auto cash-out must be between 1.01x and 10000x'),
  lost: msg('Crashed'),
} as const;

/** The auto cash-out typed (e.g. '2' or '2.5'): hundredths within the game's range, or null. */
export function autoCashoutHundredths(text: string): number | null {
  const value = Number(text.trim());
  if (!Number.isFinite(value) || text.trim() === '') return null;
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6) return null;
  return hundredths >= CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS &&
    hundredths <= CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS
    ? hundredths
    : null;
}

/**
 * One of the two bet panels: stake, auto cash-out, and one big button whose words follow the
 * round (Bet, Bet next round, Waiting for take-off, Cash out with the amount now, Cashed out).
 * Anonymous visitors watch; their Bet asks them to log in.
 */
export function CrashBetPanel({
  slot,
  round,
  bet,
  hundredths,
  onBet,
  onCashout,
}: {
  slot: 1 | 2;
  round: CrashRound;
  bet: CrashRoundBet | undefined;
  hundredths: number;
  onBet: (input: {
    roundId: number;
    slot: 1 | 2;
    stake: number;
    autoCashout: number | null;
  }) => Promise<unknown>;
  onCashout: (roundId: number, slot: 1 | 2) => Promise<unknown>;
}) {
  const config = useCountryConfig();
  const authenticated = useSessionStore((s) => s.authenticated);
  const location = useLocation();
  const autoId = useId();
  const [stake, setStake] = useState(() => String(CASINO_LIMITS[config.code].crash.minStake));
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askLogin, setAskLogin] = useState(false);
  const money = (n: number) => formatCurrency(n, config);

  const stakeCheck = checkStake(stake, config.code, 'crash');
  const autoValue = autoOn ? autoCashoutHundredths(auto) : null;
  const autoError = autoOn && autoValue === null ? PANEL_TEXT.autoRange : null;

  const place = async (roundId: number) => {
    if (!stakeCheck.ok || autoError) return;
    setBusy(true);
    setError(null);
    try {
      await onBet({
        roundId,
        slot,
        stake: stakeCheck.cents / 100,
        autoCashout: autoValue === null ? null : autoValue / 100,
      });
    } catch (e) {
      setError(isApiError(e) ? errorMessageOf(e.body, e.message) : errorMessageOf(null));
    } finally {
      setBusy(false);
    }
  };

  // A bet asked for during the flight goes in as soon as the next round opens.
  const placedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!queued || round.phase !== 'betting' || bet || placedFor.current === round.round_id) return;
    placedFor.current = round.round_id;
    setQueued(false);
    void place(round.round_id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fires on the round, not the form
  }, [queued, round.round_id, round.phase, bet]);

  const cashOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCashout(round.round_id, slot);
    } catch (e) {
      setError(isApiError(e) ? errorMessageOf(e.body, e.message) : errorMessageOf(null));
    } finally {
      setBusy(false);
    }
  };

  const press = () => {
    if (!authenticated) {
      setAskLogin(true);
      return;
    }
    if (round.phase === 'betting') void place(round.round_id);
    else setQueued(true);
  };

  let button: React.ReactNode;
  const locked = !!bet || queued || busy;
  if (bet?.status === 'open' && round.phase === 'flying') {
    // What the server pays at this multiplier: the domain's rule, capped at the maximum win.
    const maxWin = toCents(CASINO_LIMITS[config.code].crash.maxWin);
    const value = multipliedPayout(cents(Math.round(bet.stake * 100)), hundredths, maxWin) / 100;
    button = (
      <button
        type="button"
        className="crash-btn crash-btn--cashout"
        disabled={busy}
        onClick={() => void cashOut()}
      >
        <span>{tAny(PANEL_TEXT.cashOut)}</span>
        <strong data-testid="crash-cashout-value">{money(value)}</strong>
      </button>
    );
  } else if (bet?.status === 'open') {
    button = (
      <button type="button" className="crash-btn crash-btn--waiting" disabled>
        <span>{tAny(PANEL_TEXT.waiting)}</span>
        <strong>{money(bet.stake)}</strong>
      </button>
    );
  } else if (bet?.status === 'cashed_out') {
    button = (
      <button type="button" className="crash-btn crash-btn--won" disabled>
        <span>
          {t('Cashed out {multiplier}', {
            multiplier: formatMultiplier(Math.round((bet.cashout_multiplier ?? 0) * 100)),
          })}
        </span>
        <strong>{money(bet.payout)}</strong>
      </button>
    );
  } else if (bet?.status === 'lost') {
    button = (
      <button type="button" className="crash-btn crash-btn--lost" disabled>
        <span>{tAny(PANEL_TEXT.lost)}</span>
        <strong>{money(bet.stake)}</strong>
      </button>
    );
  } else if (queued) {
    button = (
      <button
        type="button"
        className="crash-btn crash-btn--queued"
        onClick={() => setQueued(false)}
      >
        <span>{tAny(PANEL_TEXT.cancel)}</span>
        <strong>{t('Waiting for next round')}</strong>
      </button>
    );
  } else {
    button = (
      <button
        type="button"
        className="crash-btn crash-btn--bet"
        disabled={busy || (authenticated && (!stakeCheck.ok || !!autoError))}
        onClick={press}
      >
        <span>{tAny(round.phase === 'betting' ? PANEL_TEXT.bet : PANEL_TEXT.nextRound)}</span>
        <strong>{stakeCheck.ok ? money(stakeCheck.cents / 100) : '—'}</strong>
      </button>
    );
  }

  return (
    <section
      className="crash-panel"
      aria-label={t('Bet {slot}', { slot })}
      data-testid={`crash-panel-${slot}`}
    >
      <div className="crash-panel__inputs">
        <StakeField
          game="crash"
          value={stake}
          onChange={setStake}
          disabled={locked}
          error={stakeCheck.ok || stake === '' ? null : stakeCheck.message}
        />
        <div className="crash-auto">
          <label className="crash-auto__switch">
            <input
              type="checkbox"
              checked={autoOn}
              disabled={locked}
              onChange={(e) => setAutoOn(e.target.checked)}
            />
            <span>{tAny(PANEL_TEXT.autoCashout)}</span>
          </label>
          <span className="crash-auto__field">
            <input
              id={autoId}
              aria-label={t('Auto cash-out multiplier')}
              inputMode="decimal"
              value={auto}
              disabled={!autoOn || locked}
              aria-invalid={autoError ? true : undefined}
              onChange={(e) => setAuto(e.target.value.replace(',', '.').replace(/[^0-9.]/g, ''))}
            />
            <span aria-hidden="true">x</span>
          </span>
        </div>
        {autoError ? (
          <p className="stake-field__error" role="alert">
            {tAny(autoError)}
          </p>
        ) : null}
      </div>
      {button}
      {askLogin ? (
        <p className="crash-panel__login" role="alert">
          {tAny(LOGIN_TO_BET)}.{' '}
          <Link to={loginHref(location.pathname + location.search)}>{t('Login')}</Link>
        </p>
      ) : null}
      {error ? (
        <p className="crash-panel__error" role="alert">
          {tAny(error)}
        </p>
      ) : null}
    </section>
  );
}
