import { validateLoginPhone, validateNewPassword } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { Button } from '../../../components/ui';
import { msg, t, tAny } from '../../../lib/i18n';
import { notify } from '../../../shared/notice-store';
import { useCountryConfig } from '../../../shared/country-store';
import { forgotPasswordRequest, resetPasswordRequest } from '../api/accounts-api';
import { PhoneField, PasswordField, RequestError } from './account-fields';
import { TextField } from './text-field';
import { AuthLayout } from './auth-layout';
import { CODE_REQUIRED_MESSAGE } from './verify-code-form';

/** Shown after a successful reset when the server does not log the bettor in. */
export const PASSWORD_RESET_MESSAGE = msg('Your password has been reset. Please login.');

/**
 * /forgotpassword: the phone gets a reset code by SMS (POST /api/forgot-password), then the code
 * and a new password reset it (POST /api/reset-password).
 */
export function ForgotPasswordScreen() {
  const config = useCountryConfig();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<{ mobile: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; password?: string }>({});

  const request = useMutation({
    mutationFn: forgotPasswordRequest,
    onSuccess: (answer, phone) => setSentTo({ mobile: phone, message: answer.success.message }),
  });
  const reset = useMutation({
    mutationFn: resetPasswordRequest,
    // The reset ends every session (the server answers a message, never a token): log in again.
    onSuccess: (answer) => {
      notify({ type: 'success', message: answer.success.message || PASSWORD_RESET_MESSAGE });
      navigate('/login', { replace: true });
    },
  });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const phone = validateLoginPhone(mobile, config);
    setErrors({ mobile: phone.ok ? undefined : phone.failure.message });
    if (phone.ok && !request.isPending) request.mutate(phone.value);
  };

  const submitReset = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const value = code.replace(/\s/g, '');
    const pass = validateNewPassword(password);
    setErrors({
      code: value === '' ? CODE_REQUIRED_MESSAGE : undefined,
      password: pass.ok ? undefined : pass.failure.message,
    });
    if (value === '' || !pass.ok || reset.isPending) return;
    reset.mutate({ mobile: sentTo.mobile, code: value, password: pass.value });
  };

  return (
    <AuthLayout title={t('Forgot password')} testId="forgot-password-screen">
      {sentTo === null ? (
        <form className="auth-form" onSubmit={submitPhone} noValidate>
          <p className="auth-note">
            {t('Enter your phone number and we will send you a reset code.')}
          </p>
          <PhoneField
            sample={config.mobileSample}
            value={mobile}
            error={errors.mobile}
            onChange={setMobile}
          />
          <RequestError error={request.error} />
          <Button type="submit" block loading={request.isPending}>
            {t('Send reset code')}
          </Button>
        </form>
      ) : (
        <form className="auth-form" onSubmit={submitReset} noValidate>
          <p className="auth-note auth-note--success" role="status">
            {tAny(sentTo.message)}
          </p>
          <TextField
            label={t('Reset code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <PasswordField
            label={msg('New password')}
            isNew
            value={password}
            error={errors.password}
            onChange={setPassword}
          />
          <RequestError error={reset.error} />
          <Button type="submit" block loading={reset.isPending}>
            {t('Reset password')}
          </Button>
          <Button
            variant="ghost"
            block
            loading={request.isPending}
            onClick={() => request.mutate(sentTo.mobile)}
          >
            {t('Resend code')}
          </Button>
        </form>
      )}
      <p className="auth-switch">
        {t('Remembered it?')} <Link to="/login">{t('Login')}</Link>
      </p>
    </AuthLayout>
  );
}
