import { boEndpoints } from '@shangwe/contract/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BoApiError, boRequest, sessionToken } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/session';

/** Login in two steps: email and password, then the code of the authenticator app. */
export function LoginPage() {
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (step === 'password') {
        const answer = await boRequest(boEndpoints.login, { body: { email, password } });
        sessionToken.set(answer.token);
        setStep('totp');
      } else {
        const answer = await boRequest(boEndpoints.loginTotp, { body: { totp } });
        queryClient.setQueryData(ME_QUERY_KEY, answer.staff);
        void navigate('/', { replace: true });
      }
    } catch (caught) {
      const message =
        caught instanceof BoApiError ? caught.message : 'An error occurred. Please try again';
      // A pending session that expired: start again from the password.
      if (caught instanceof BoApiError && caught.status === 401) {
        sessionToken.clear();
        setStep('password');
        setTotp('');
      }
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="bo-login">
      <form className="bo-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>Shangwe Back Office</h1>
        {step === 'password' ? (
          <>
            <label>
              Email
              <input
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            </label>
            <label>
              Password
              <input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </label>
          </>
        ) : (
          <label>
            Code from your authenticator app
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
              autoFocus
              required
            />
          </label>
        )}
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="bo-primary" disabled={busy}>
          {step === 'password' ? 'Continue' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
