/** The help area (spec 01 §2 help list): help centre, responsible gaming, phone, e-mail. */
import { Link } from '../../lib/app-link';
import { t, tAny } from '../../lib/i18n';
import { useCountryConfig } from '../../shared/country-store';
import { NavEntryLink } from '../layouts/nav-entry-link';
import { helpEntries } from '../navigation';

/** The help screen. */
export function HelpScreen() {
  const config = useCountryConfig();
  return (
    <section className="page" data-testid="help-screen">
      <h1>{t('Get Help')}</h1>
      <ul className="help-list">
        {helpEntries(config).map((entry) => (
          <li key={entry.key}>
            <NavEntryLink entry={entry} className="help-item">
              <strong>{tAny(entry.label)}</strong>
              {entry.detail ? <span className="muted">{entry.detail}</span> : null}
            </NavEntryLink>
          </li>
        ))}
      </ul>
      <p>
        {t('Read the')} <Link to="/legal">{t('terms and conditions')}</Link>{' '}
        {t('for the rules that apply to your bets in {country}.', { country: config.country })}
      </p>
    </section>
  );
}
