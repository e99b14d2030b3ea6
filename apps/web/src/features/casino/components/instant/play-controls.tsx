import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../../lib/app-link';
import { CASINO_LIMITS, formatCurrency, type CasinoGameId } from '@shangwe/domain';
import { errorMessageOf, isApiError } from '../../../../lib/api-client';
import { useCountryConfig } from '../../../../shared/country-store';
import { LOGIN_TO_BET, loginHref } from '../../login-href';
import { checkStake } from '../../stake-rules';
import { StakeField } from '../stake-field';
import { t, tAny } from '../../../../lib/i18n';

/** The message of a failed play, for the bettor (never a field name or a status). */
export function playErrorText(error: unknown): string {
  return isApiError(error) ? errorMessageOf(error.body, error.message) : errorMessageOf(null);
}

/**
 * The stake and the play button of an instant game. Anonymous visitors see the button; pressing
 * it asks them to log in and offers the way back here after.
 */
export function PlayControls({
  game,
  label,
  authenticated,
  busy,
  error,
  onPlay,
  extra,
}: {
  game: CasinoGameId;
  label: string;
  authenticated: boolean;
  busy: boolean;
  error: unknown;
  onPlay: (stakeCents: number) => void;
  extra?: React.ReactNode;
}) {
  const config = useCountryConfig();
  const location = useLocation();
  const [stake, setStake] = useState(() => String(CASINO_LIMITS[config.code][game].minStake));
  const [askLogin, setAskLogin] = useState(false);
  const check = checkStake(stake, config.code, game);
  return (
    <div className="play-controls">
      <StakeField
        game={game}
        value={stake}
        onChange={setStake}
        disabled={busy}
        error={check.ok || stake === '' ? null : check.message}
      />
      {extra}
      <button
        type="button"
        className="crash-btn crash-btn--bet"
        data-testid="instant-play"
        disabled={busy || (authenticated && !check.ok)}
        onClick={() => {
          if (!authenticated) setAskLogin(true);
          else if (check.ok) onPlay(check.cents);
        }}
      >
        <span>{tAny(label)}</span>
        <strong>{check.ok ? formatCurrency(check.cents / 100, config) : '—'}</strong>
      </button>
      {askLogin ? (
        <p className="crash-panel__login" role="alert">
          {tAny(LOGIN_TO_BET)}.{' '}
          <Link to={loginHref(location.pathname + location.search)}>{t('Login')}</Link>
        </p>
      ) : null}
      {error ? (
        <p className="crash-panel__error" role="alert">
          {tAny(playErrorText(error))}
        </p>
      ) : null}
    </div>
  );
}
