import { useId } from 'react';
import type { CasinoGameId } from '@shangwe/domain';
import { useCountryConfig } from '../../../shared/country-store';
import { stepStake } from '../stake-rules';
import { msg, t, tAny } from '../../../lib/i18n';

/**
 * The stake of a casino bet: a number field in the country's currency with ½ and 2× steps,
 * big enough for a thumb. The parent checks the value (`checkStake`) and shows the message.
 */
export function StakeField({
  game,
  value,
  onChange,
  disabled = false,
  label = msg('Stake'),
  error,
}: {
  game: CasinoGameId;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  error?: string | null;
}) {
  const id = useId();
  const config = useCountryConfig();
  return (
    <div className="stake-field">
      <label htmlFor={id} className="stake-field__label">
        {tAny(label)} ({config.currencySymbol})
      </label>
      <div className="stake-field__row">
        <button
          type="button"
          className="stake-field__step"
          disabled={disabled}
          aria-label={t('Halve {what}', { what: tAny(label).toLowerCase() })}
          onClick={() => onChange(stepStake(value, 0.5, config.code, game))}
        >
          ½
        </button>
        <input
          id={id}
          className="stake-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value.replace(',', '.').replace(/[^0-9.]/g, ''))}
        />
        <button
          type="button"
          className="stake-field__step"
          disabled={disabled}
          aria-label={t('Double {what}', { what: tAny(label).toLowerCase() })}
          onClick={() => onChange(stepStake(value, 2, config.code, game))}
        >
          2×
        </button>
      </div>
      {error ? (
        <p className="stake-field__error" role="alert">
          {tAny(error)}
        </p>
      ) : null}
    </div>
  );
}
