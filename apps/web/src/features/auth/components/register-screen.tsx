import { validateDateOfBirth, validateRegistration } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { Button } from '../../../components/ui';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { signupRequest } from '../api/accounts-api';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthLayout } from './auth-layout';
import { DateOfBirthField, PhoneField, PasswordField, RequestError } from './account-fields';
import { VerifyCodeForm } from './verify-code-form';
import { msg, t, tAny } from '../../../lib/i18n';

/** Shown once the account exists and the SMS code is on its way. */
export const ACCOUNT_CREATED_MESSAGE = msg(
  'Account created. Enter the code sent to your phone to verify.',
);

/**
 * /register (spec 01 §5, §7): phone and password → POST /api/newsignup → the SMS code step,
 * which verifies the account and logs the bettor in.
 */
export function RegisterScreen() {
  const config = useCountryConfig();
  const { next, nextQuery } = useReturnPath();
  const authenticated = useSessionStore((s) => s.authenticated);
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [errors, setErrors] = useState<{
    mobile?: string;
    password?: string;
    date_of_birth?: string;
  }>({});
  const [registered, setRegistered] = useState<{ mobile: string; message: string } | null>(null);

  const signup = useMutation({
    mutationFn: signupRequest,
    onSuccess: (answer, input) =>
      setRegistered({
        mobile: input.mobile,
        message: answer.success?.message || ACCOUNT_CREATED_MESSAGE,
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRegistration({ mobile, password }, config);
    if (!result.ok) {
      const field = result.failure.code.startsWith('PHONE') ? 'mobile' : 'password';
      setErrors({ [field]: result.failure.message });
      return;
    }
    // Adults only: the same rule the server applies (packages/domain).
    const dob = validateDateOfBirth(dateOfBirth, new Date());
    if (!dob.ok) {
      setErrors({ date_of_birth: dob.failure.message });
      return;
    }
    setErrors({});
    if (!signup.isPending)
      signup.mutate({ ...result.value, date_of_birth: dob.value, src: config.appSrc });
  };

  // A logged-in bettor has nothing to do here.
  if (authenticated) return <Navigate to={next} replace />;

  if (registered) {
    return (
      <AuthLayout title={t('Verify your phone')} testId="register-verify-screen" brand>
        <p className="auth-note auth-note--success" role="status">
          {tAny(registered.message)}
        </p>
        <VerifyCodeForm mobile={registered.mobile} next={next} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('Register')} testId="register-screen" brand>
      <form className="auth-form" onSubmit={submit} noValidate>
        <PhoneField
          sample={config.mobileSample}
          value={mobile}
          error={errors.mobile}
          onChange={setMobile}
        />
        <PasswordField isNew value={password} error={errors.password} onChange={setPassword} />
        <DateOfBirthField
          value={dateOfBirth}
          error={errors.date_of_birth}
          onChange={setDateOfBirth}
        />
        <RequestError error={signup.error} />
        <Button type="submit" block loading={signup.isPending}>
          {t('Register')}
        </Button>
        <p className="auth-fineprint">
          {t('By registering you confirm that you are 18 years or older and accept our terms.')}
        </p>
      </form>
      <p className="auth-switch">
        {t('Already have an account?')} <Link to={`/login${nextQuery}`}>{t('Login')}</Link>
      </p>
    </AuthLayout>
  );
}
