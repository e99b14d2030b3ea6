import {
  addQuickDepositAmount,
  DEPOSIT_INPUT,
  formatCurrency,
  sanitizeDepositInput,
  validateDepositAmount,
} from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { showKeptValue } from '../../../lib/controlled-input';
import { useCountryConfig, useFeatureEnabled } from '../../../shared/country-store';
import type { DepositPromptReason } from '../../../shared/deposit-prompt-store';
import { notify } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { depositRequest, useDepositProviders } from '../api/deposit';
import { DEPOSIT_FAILED_TITLE, watchDeposit } from '../api/deposit-watch';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import '../wallet.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** Texts of the deposit form (spec 01 §2, §8). */
export const DEPOSIT_TEXTS = {
  heading: msg('Deposit'),
  description: msg('Top up your account instantly. Choose an amount and confirm on your phone.'),
  /** A card or bank checkout (Nigeria's Paystack): nothing is confirmed on the phone. */
  checkoutDescription: msg(
    'Top up your account instantly. Choose an amount and pay by card or bank on the secure payment page.',
  ),
  insufficientHeading: msg('Insufficient Funds'),
  insufficientDescription: msg('Your current balance is too low to place this bet. Deposit now.'),
  placeholder: msg('Enter amount to deposit'),
  minimumHint: (amount: string) => t('Minimum {amount}', { amount }),
  button: msg('Deposit'),
  failedTitle: DEPOSIT_FAILED_TITLE,
  initiated: msg(
    'Your deposit has been initiated. Complete the payment to see it in your balance.',
  ),
  openCheckout: msg('Continue to payment'),
  /** Shown under the instruction while the prompt is on the bettor's phone. */
  pending: msg('Waiting for your payment to be confirmed…'),
} as const;

/** How long the success note and the failure note stay (spec 01 §9). */
export const DEPOSIT_NOTE_MS = { initiated: 15_000, failed: 5_000 } as const;

type DepositState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'initiated'; message: string; url: string | null }
  | { status: 'failed'; message: string };

/** Props of {@link DepositForm}. */
export interface DepositFormProps {
  reason?: DepositPromptReason;
  /** Amount pre-filled (the insufficient-balance prompt passes the stake). */
  initialAmount?: number;
  /** Called when the form sends the bettor elsewhere (e.g. /login after a 401). */
  onLeave?: () => void;
}

/**
 * The deposit form (spec 01 §2, §4, §5): heading, description, quick-add 100/250/500/1000,
 * the amount input with its rules, provider checkboxes unless paymentProviders is disabled, and
 * the Deposit button. States idle → loading → initiated (note 15 s) or failed (5 s).
 */
export function DepositForm({ reason = 'deposit', initialAmount, onLeave }: DepositFormProps) {
  const config = useCountryConfig();
  const navigate = useNavigate();
  const logout = useSessionStore((s) => s.logout);
  const providersEnabled = useFeatureEnabled('paymentProviders');
  const providersQuery = useDepositProviders(providersEnabled);
  // The server also says whether the choice is offered (selectable) for this country.
  const providers = providersQuery.data?.selectable ? providersQuery.data.data : [];
  const showProviders = providersEnabled && providers.length > 0;
  const inputId = useId();
  const hintId = useId();
  const [amount, setAmount] = useState<number | null>(
    initialAmount === undefined ? null : sanitizeDepositInput(Math.ceil(initialAmount), null),
  );
  const [provider, setProvider] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<DepositState>({ status: 'idle' });

  const chosenProvider =
    provider ?? providers.find((p) => p.default)?.name ?? providers[0]?.name ?? null;

  // The initiated and failed notes close by themselves after their spec durations.
  useEffect(() => {
    if (state.status !== 'initiated' && state.status !== 'failed') return;
    const timer = setTimeout(() => setState({ status: 'idle' }), DEPOSIT_NOTE_MS[state.status]);
    return () => clearTimeout(timer);
  }, [state]);

  const deposit = useMutation({
    mutationFn: depositRequest,
    onMutate: () => setState({ status: 'loading' }),
    onSuccess: (answer) => {
      const url = answer.url ?? null;
      let opened = false;
      if (url) {
        // 'noopener' in the features makes window.open answer null even when it opened, so the
        // opener link is cut by hand to tell a blocked pop-up from an opened one.
        const checkout = window.open(url, '_blank');
        if (checkout) {
          checkout.opener = null;
          opened = true;
        }
      }
      setState({
        status: 'initiated',
        message: answer.message || DEPOSIT_TEXTS.initiated,
        // A blocked pop-up leaves a link to tap instead.
        url: url && !opened ? url : null,
      });
      watchDeposit(answer.data.reference);
    },
    onError: (err) => {
      if (isApiError(err, 401)) {
        // spec 01 §4: a 401 on deposit logs out and goes to /login
        logout();
        notify({ type: 'error', title: msg('Session expired'), message: err.message });
        onLeave?.();
        navigate('/login');
        return;
      }
      setState({
        status: 'failed',
        message: isApiError(err) ? err.message : NETWORK_ERROR_MESSAGE,
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDepositAmount(amount, config);
    if (!result.ok) {
      setError(result.failure.message);
      return;
    }
    setError(null);
    if (deposit.isPending) return;
    deposit.mutate({
      amount: result.value,
      provider: showProviders ? (chosenProvider ?? undefined) : undefined,
      version: config.depositWithdrawVersion,
      idempotencyKey: newIdempotencyKey(),
    });
  };

  const busy = state.status === 'loading';
  // How the money comes in decides what the bettor is told to do (phone prompt or card page).
  const offered = providersQuery.data?.data ?? [];
  const payingBy = offered.find((p) => p.name === chosenProvider) ?? offered.find((p) => p.default);
  const insufficient = reason === 'insufficient-funds';
  return (
    <form className="deposit-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <h2 className="deposit-form__heading">
        {tAny(insufficient ? DEPOSIT_TEXTS.insufficientHeading : DEPOSIT_TEXTS.heading)}
      </h2>
      <p className="deposit-form__description">
        {tAny(
          insufficient
            ? DEPOSIT_TEXTS.insufficientDescription
            : payingBy?.type === 'checkout'
              ? DEPOSIT_TEXTS.checkoutDescription
              : DEPOSIT_TEXTS.description,
        )}
      </p>
      <div className="deposit-form__quick" role="group" aria-label={t('Quick amounts')}>
        {config.depositQuickAmounts.map((value) => (
          <button
            key={value}
            type="button"
            className="deposit-form__chip"
            disabled={busy}
            onClick={() => {
              setAmount((current) => addQuickDepositAmount(current, value));
              setError(null);
            }}
          >
            +{value}
          </button>
        ))}
      </div>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('Amount')}
      </label>
      <input
        id={inputId}
        className={`deposit-form__input${error ? ' is-invalid' : ''}`}
        type="number"
        inputMode="numeric"
        min={DEPOSIT_INPUT.min}
        step={DEPOSIT_INPUT.step}
        placeholder={tAny(DEPOSIT_TEXTS.placeholder)}
        value={amount ?? ''}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(e) => {
          const next = sanitizeDepositInput(e.target.value, amount);
          setAmount(next);
          // A capped or reset amount replaces what was typed.
          if (next !== null && next !== Number(e.target.value)) {
            showKeptValue(e.target, String(next));
          }
          setError(null);
        }}
      />
      <p
        id={hintId}
        className={error ? 'deposit-form__error' : 'deposit-form__hint'}
        role={error ? 'alert' : undefined}
      >
        {error
          ? tAny(error)
          : DEPOSIT_TEXTS.minimumHint(formatCurrency(config.minimumDepositAmount, config))}
      </p>
      {showProviders ? (
        <fieldset className="deposit-form__providers" disabled={busy}>
          <legend>{t('Pay with')}</legend>
          {providers.map((p) => (
            <label key={p.name} className="deposit-form__provider">
              <input
                type="checkbox"
                name="provider"
                checked={chosenProvider === p.name}
                onChange={() => setProvider(p.name)}
              />
              {tAny(p.label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {state.status === 'initiated' ? (
        <div className="deposit-form__note deposit-form__note--success" role="status">
          <p>{tAny(state.message)}</p>
          <p className="deposit-form__pending" data-testid="deposit-pending">
            {tAny(DEPOSIT_TEXTS.pending)}
          </p>
          {state.url ? (
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              {tAny(DEPOSIT_TEXTS.openCheckout)}
            </a>
          ) : null}
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="deposit-form__note deposit-form__note--error" role="alert">
          <strong>{tAny(DEPOSIT_TEXTS.failedTitle)}</strong>
          <p>{tAny(state.message)}</p>
        </div>
      ) : null}
      <Button type="submit" block loading={busy}>
        {tAny(DEPOSIT_TEXTS.button)}
      </Button>
    </form>
  );
}
