import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui';
import { useCountryConfig } from '../../../shared/country-store';
import { notify } from '../../../shared/notice-store';
import { sendCodeRequest, verifyCodeRequest } from '../api/accounts-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { accountErrorMessage } from '../api/account-error';
import { RequestError } from './account-fields';
import { TextField } from './text-field';
import { msg, t } from '../../../lib/i18n';

/** Shown when the code box is submitted empty. */
export const CODE_REQUIRED_MESSAGE = msg('Please enter the code sent to your phone');

/**
 * The SMS code step after registration: POST /api/code with the code verifies the account and
 * answers like a login; "Resend code" asks POST /api/code for a new one.
 */
export function VerifyCodeForm({ mobile, next }: { mobile: string; next: string }) {
  const { ussdVerificationCodeNumber: ussd } = useCountryConfig();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const verify = useMutation({
    mutationFn: verifyCodeRequest,
    onSuccess: (answer) => completeLogin(answer, next),
  });
  const resend = useMutation({
    mutationFn: () => sendCodeRequest(mobile),
    onSuccess: (answer) => notify({ type: 'success', message: answer.success.message }),
    onError: (err) => notify({ type: 'error', message: accountErrorMessage(err) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (value === '') {
      setError(CODE_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    if (!verify.isPending) verify.mutate({ mobile, code: value, remember: true });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t('Verification code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <RequestError error={verify.error} />
      <Button type="submit" block loading={verify.isPending}>
        {t('Verify')}
      </Button>
      <Button variant="ghost" block loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('Resend code')}
      </Button>
      {ussd ? (
        <p className="auth-fineprint">
          {t('No SMS? Dial')} <a href={`tel:${encodeURIComponent(ussd)}`}>{ussd}</a>{' '}
          {t('from this phone to get your code.')}
        </p>
      ) : null}
    </form>
  );
}
