import { validateKycApplication, type KycApplication } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { Button } from '../../../components/ui';
import { getCookie } from '../../../lib/cookies';
import { t, tAny } from '../../../lib/i18n';
import { notify } from '../../../shared/notice-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { submitAndVerifyKyc } from '../api/accounts-api';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthLayout } from './auth-layout';
import { RequestError } from './account-fields';
import { TextField } from './text-field';

type KycForm = Record<keyof KycApplication, string>;
const EMPTY: KycForm = { official_name: '', date_of_birth: '', id_type: '', id_number: '' };

/** Which form field a domain failure code belongs to. */
function fieldOf(code: string): keyof KycForm {
  if (code.startsWith('KYC_NAME')) return 'official_name';
  if (code.startsWith('KYC_DATE')) return 'date_of_birth';
  if (code === 'KYC_UNDER_AGE') return 'date_of_birth';
  if (code.startsWith('KYC_ID_TYPE')) return 'id_type';
  return 'id_number';
}

/**
 * /kyc (spec 02 §3.1, §5): official name, date of birth, ID type and number, checked with the
 * country's ID patterns, sent to POST /api/add-kyc; then back to `next`.
 */
export function KycScreen() {
  const config = useCountryConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const { next } = useReturnPath('/profile');
  const user = useSessionStore((s) => s.user);
  const updateUser = useSessionStore((s) => s.updateUser);
  const [form, setForm] = useState<KycForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<KycForm>>({});
  const selectId = useId();

  const submitKyc = useMutation({
    mutationFn: submitAndVerifyKyc,
    onSuccess: (answer) => {
      updateUser({ has_kyc: answer.data.has_kyc, kyc: answer.data.kyc });
      if (answer.status === 'success') {
        notify({ type: 'success', message: answer.message });
        navigate(next, { replace: true });
      }
    },
  });

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(here)}`} replace />;
  }

  const set = (field: keyof KycForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateKycApplication(form, config, new Date());
    if (!result.ok) {
      setErrors({ [fieldOf(result.failure.code)]: result.failure.message });
      return;
    }
    setErrors({});
    if (submitKyc.isPending) return;
    submitKyc.mutate({
      ...result.value,
      mobile: user.mobile,
      src: config.appSrc,
      share_code: getCookie('share_code') ?? undefined,
    });
  };

  return (
    <AuthLayout title={t('Complete Your Application')} testId="kyc-screen">
      <p className="auth-note">
        {t(
          'Due to government regulation in your country, additional details are required for you to enjoy the full {brand} experience.',
          { brand: config.brand },
        )}{' '}
        <Link to="/kyc-all-requirements">{t('See all requirements')}</Link>
      </p>
      {String(user.kyc?.status) === '3' && user.kyc?.reason && !submitKyc.data ? (
        <p className="auth-alert" role="alert" data-testid="kyc-rejection">
          {t(
            'Your identity could not be verified: {reason}. Please check your details and try again.',
            { reason: tAny(user.kyc.reason) },
          )}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={t('Official name (as on your ID)')}
          name="official_name"
          autoComplete="name"
          value={form.official_name}
          error={errors.official_name}
          onChange={(e) => set('official_name')(e.target.value)}
        />
        <TextField
          label={t('Date of birth')}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          value={form.date_of_birth}
          error={errors.date_of_birth}
          onChange={(e) => set('date_of_birth')(e.target.value)}
        />
        <div className={`auth-field${errors.id_type ? ' auth-field--invalid' : ''}`}>
          <label htmlFor={selectId}>{t('ID type')}</label>
          <select
            id={selectId}
            name="id_type"
            value={form.id_type}
            aria-invalid={errors.id_type ? true : undefined}
            onChange={(e) => set('id_type')(e.target.value)}
          >
            <option value="">{t('Select ID type')}</option>
            {config.kyc.idTypes.map((type) => (
              <option key={type.key} value={type.key}>
                {tAny(type.label)}
              </option>
            ))}
          </select>
          {errors.id_type ? (
            <p className="auth-field__error" role="alert">
              {tAny(errors.id_type)}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('ID number')}
          name="id_number"
          autoCapitalize="characters"
          value={form.id_number}
          error={errors.id_number}
          onChange={(e) => set('id_number')(e.target.value.toUpperCase())}
        />
        {submitKyc.data?.status === 'failed' ? (
          <p className="auth-alert" role="alert">
            {tAny(submitKyc.data.message)}
          </p>
        ) : null}
        <RequestError error={submitKyc.error} />
        <Button type="submit" block loading={submitKyc.isPending}>
          {t('Submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
