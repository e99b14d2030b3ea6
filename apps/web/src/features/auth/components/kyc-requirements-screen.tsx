import { Link } from '../../../lib/app-link';
import { msg, t, tAny } from '../../../lib/i18n';
import { useCountryConfig } from '../../../shared/country-store';
import { AuthLayout } from './auth-layout';

const FIELD_LABELS = {
  official_name: msg('Your official name, exactly as it appears on your ID'),
  date_of_birth: msg('Your date of birth (you must be 18 years or older)'),
  id_type: msg('One identity document and its number'),
} as const;

/** /kyc-all-requirements: what the country's KYC asks for (spec 02 §3.1), then to /kyc. */
export function KycRequirementsScreen() {
  const config = useCountryConfig();
  return (
    <AuthLayout title={t('KYC Requirements')} testId="kyc-requirements-screen">
      <p className="auth-note">
        {config.kyc.required
          ? t('In {country} the law requires these details before you can bet:', {
              country: config.country,
            })
          : t('In {country} these details are optional; they help us protect your account:', {
              country: config.country,
            })}
      </p>
      <ul className="kyc-list">
        {config.kyc.fields.map((field) => (
          <li key={field}>{tAny(FIELD_LABELS[field])}</li>
        ))}
      </ul>
      <h2 className="auth-subtitle">{t('Accepted identity documents')}</h2>
      <ul className="kyc-list">
        {config.kyc.idTypes.map((type) => (
          <li key={type.key}>{tAny(type.label)}</li>
        ))}
      </ul>
      <Link className="btn btn-primary btn-block" to="/kyc">
        {t('Complete my application')}
      </Link>
    </AuthLayout>
  );
}
