import { Link } from 'react-router';
import { useCountryConfig } from '../../../shared/country-store';
import { AuthLayout } from './auth-layout';

const FIELD_LABELS = {
  official_name: 'Your official name, exactly as it appears on your ID',
  date_of_birth: 'Your date of birth (you must be 18 years or older)',
  id_type: 'One identity document and its number',
} as const;

/** /kyc-all-requirements: what the country's KYC asks for (spec 02 §3.1), then to /kyc. */
export function KycRequirementsScreen() {
  const config = useCountryConfig();
  return (
    <AuthLayout title="KYC Requirements" testId="kyc-requirements-screen">
      <p className="auth-note">
        {config.kyc.required
          ? `In ${config.country} the law requires these details before you can bet:`
          : `In ${config.country} these details are optional; they help us protect your account:`}
      </p>
      <ul className="kyc-list">
        {config.kyc.fields.map((field) => (
          <li key={field}>{FIELD_LABELS[field]}</li>
        ))}
      </ul>
      <h2 className="auth-subtitle">Accepted identity documents</h2>
      <ul className="kyc-list">
        {config.kyc.idTypes.map((type) => (
          <li key={type.key}>{type.label}</li>
        ))}
      </ul>
      <Link className="btn btn-primary btn-block" to="/kyc">
        Complete my application
      </Link>
    </AuthLayout>
  );
}
