import { formatCurrency, validateWithdrawAmount } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { notify } from '../../../shared/notice-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { refreshBalance } from '../../../shared/balance';
import { useDepositProviders } from '../api/deposit';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { withdrawRequest } from '../api/withdraw';
import '../wallet.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** Texts of the withdrawal form. */
export const WITHDRAW_TEXTS = {
  heading: msg('Withdraw'),
  description: (destination: string) => t('The money is sent {destination}.', { destination }),
  toMpesa: (mobile: string) => t('to your M-Pesa number {mobile}', { mobile }),
  toMomo: (mobile: string) => t('to your MTN MoMo number {mobile}', { mobile }),
  toPaystack: msg('to the card or bank account you deposited with'),
  toMobileMoney: (mobile: string) => t('to your mobile money account {mobile}', { mobile }),
  placeholder: msg('Enter amount to withdraw'),
  limitsHint: (min: string, max: string) => t('Minimum {min}, maximum {max}', { min, max }),
  button: msg('Withdraw'),
  failedTitle: msg('Withdrawal failed'),
  requested: msg('Your withdrawal request has been received.'),
} as const;

/**
 * Where the country's payout rail sends the money, from the providers the deposit sheet lists
 * (the server pays out through the first one that pays out: never the sandbox checkout).
 */
export function payoutDestination(
  providers: readonly { name: string; label: string }[] | undefined,
  mobile: string,
): string {
  const rail = Array.isArray(providers) ? providers.find((p) => p.name !== 'checkout') : undefined;
  if (rail?.name === 'paystack') return tAny(WITHDRAW_TEXTS.toPaystack);
  if (rail?.name === 'mpesa' || rail?.label === 'M-Pesa') return WITHDRAW_TEXTS.toMpesa(mobile);
  if (rail?.name === 'momo' || rail?.label === 'MTN Mobile Money') {
    return WITHDRAW_TEXTS.toMomo(mobile);
  }
  return WITHDRAW_TEXTS.toMobileMoney(mobile);
}

/**
 * The withdrawal form: amount within the country's withdraw limits (domain rules), sent to
 * POST /api/v2/withdraw; the balance is refreshed since the funds are reserved at once.
 */
export function WithdrawForm({ onDone }: { onDone?: () => void }) {
  const config = useCountryConfig();
  const mobile = useSessionStore((s) => s.user?.mobile ?? '');
  // Loaded by the screen that opens this form (ProfileScreen); read from the shared cache here.
  const providers = useDepositProviders(false).data?.data;
  const inputId = useId();
  const hintId = useId();
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);

  const withdraw = useMutation({
    mutationFn: withdrawRequest,
    onSuccess: (answer) => {
      notify({ type: 'success', message: answer.message || WITHDRAW_TEXTS.requested });
      // The funds are reserved at once: the answer carries the balance after the reservation.
      useSessionStore.getState().setBalance({ balance: answer.data.balance });
      void refreshBalance();
      onDone?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWithdrawAmount(raw, config);
    if (!result.ok) {
      setError(result.failure.message);
      return;
    }
    setError(null);
    if (!withdraw.isPending) {
      withdraw.mutate({
        amount: result.value,
        version: config.depositWithdrawVersion,
        idempotencyKey: newIdempotencyKey(),
      });
    }
  };

  const failure = withdraw.isError
    ? isApiError(withdraw.error)
      ? withdraw.error.message
      : NETWORK_ERROR_MESSAGE
    : null;

  return (
    <form className="deposit-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <h2 className="deposit-form__heading">{tAny(WITHDRAW_TEXTS.heading)}</h2>
      <p className="deposit-form__description">
        {WITHDRAW_TEXTS.description(payoutDestination(providers, mobile))}
      </p>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('Amount')}
      </label>
      <input
        id={inputId}
        className={`deposit-form__input${error ? ' is-invalid' : ''}`}
        type="number"
        inputMode="decimal"
        min={config.minimumWithdrawAmount}
        max={config.maximumWithdrawAmount}
        placeholder={tAny(WITHDRAW_TEXTS.placeholder)}
        value={raw}
        disabled={withdraw.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(e) => {
          setRaw(e.target.value);
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
          : WITHDRAW_TEXTS.limitsHint(
              formatCurrency(config.minimumWithdrawAmount, config),
              formatCurrency(config.maximumWithdrawAmount, config),
            )}
      </p>
      {failure ? (
        <div className="deposit-form__note deposit-form__note--error" role="alert">
          <strong>{tAny(WITHDRAW_TEXTS.failedTitle)}</strong>
          <p>{tAny(failure)}</p>
        </div>
      ) : null}
      <Button type="submit" block loading={withdraw.isPending}>
        {tAny(WITHDRAW_TEXTS.button)}
      </Button>
    </form>
  );
}
