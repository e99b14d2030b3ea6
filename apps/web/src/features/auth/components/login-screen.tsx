import { validateLoginPassword, validateLoginPhone } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../../lib/app-link';
import { Button } from '../../../components/ui';
import { hasErrorCode } from '../../../lib/api-client';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { accountErrorMessage } from '../api/account-error';
import { loginRequest } from '../api/accounts-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthLayout } from './auth-layout';
import { PhoneField, PasswordField, RequestError } from './account-fields';
import { VerifyCodeForm } from './verify-code-form';
import { t, tAny } from '../../../lib/i18n';

/**
 * Why the bettor was sent here, when the screen that sent them says so in the navigation
 * state, e.g. 'Please login to place a bet' (spec 01 §5) from the betslip.
 */
function useLoginNotice(): string | null {
  const state: unknown = useLocation().state;
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** /login (spec 01 §2, §5): phone and password, then back to `next`. */
export function LoginScreen() {
  const config = useCountryConfig();
  const notice = useLoginNotice();
  const { next, nextQuery } = useReturnPath();
  const authenticated = useSessionStore((s) => s.authenticated);
  const completeLogin = useCompleteLogin();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ mobile?: string; password?: string }>({});

  const login = useMutation({
    mutationFn: loginRequest,
    onSuccess: (answer) => completeLogin(answer, next),
  });

  // An account that never verified its phone gets a fresh code with the 403 answer: verify here.
  const unverified =
    login.isError && hasErrorCode(login.error, 'ACCOUNT_NOT_VERIFIED')
      ? { mobile: login.variables.mobile, message: accountErrorMessage(login.error) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phone = validateLoginPhone(mobile, config);
    const pass = validateLoginPassword(password);
    setErrors({
      mobile: phone.ok ? undefined : phone.failure.message,
      password: pass.ok ? undefined : pass.failure.message,
    });
    if (!phone.ok || !pass.ok || login.isPending) return;
    login.mutate({ mobile: phone.value, password: pass.value, remember, src: config.appSrc });
  };

  // A logged-in bettor has nothing to do here.
  if (authenticated) return <Navigate to={next} replace />;

  if (unverified) {
    return (
      <AuthLayout title={t('Verify your phone')} testId="login-verify-screen" brand>
        <p className="auth-note auth-note--success" role="status">
          {tAny(unverified.message)}
        </p>
        <VerifyCodeForm mobile={unverified.mobile} next={next} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('Login')} testId="login-screen" brand>
      {notice && (
        <p className="auth-note auth-note--notice" role="alert" data-testid="login-notice">
          {tAny(notice)}
        </p>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <PhoneField
          sample={config.mobileSample}
          value={mobile}
          error={errors.mobile}
          onChange={setMobile}
        />
        <PasswordField value={password} error={errors.password} onChange={setPassword} />
        <div className="auth-row">
          <label className="auth-check">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {t('Remember me')}
          </label>
          <Link to="/forgotpassword">{t('Forgot password?')}</Link>
        </div>
        <RequestError error={login.error} />
        <Button type="submit" block loading={login.isPending}>
          {t('Login')}
        </Button>
      </form>
      <p className="auth-switch">
        {t("Don't have an account?")} <Link to={`/register${nextQuery}`}>{t('Register')}</Link>
      </p>
    </AuthLayout>
  );
}
