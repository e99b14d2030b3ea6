import type { ReactNode } from 'react';
import { Link } from '../../../lib/app-link';
import { useCountryConfig } from '../../../shared/country-store';
import '../auth.css';
import { t } from '../../../lib/i18n';

/**
 * The frame of the account screens: a title and a card. `brand` adds a home link bar for the
 * routes whose layout has no header (login, register); bare-layout routes keep the shell's.
 */
export function AuthLayout({
  title,
  children,
  testId,
  brand = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  brand?: boolean;
}) {
  const config = useCountryConfig();
  return (
    <main className={`auth-screen${brand ? '' : ' auth-screen--framed'}`} data-testid={testId}>
      {brand ? (
        <Link to="/" className="auth-brand" aria-label={t('{brand} home', { brand: config.brand })}>
          {config.brand}
        </Link>
      ) : null}
      <section className="auth-card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
