/** The help area (spec 01 §2 help list): help centre, responsible gaming, phone, e-mail. */
import { Link } from 'react-router';
import { useCountryConfig } from '../../shared/country-store';
import { NavEntryLink } from '../layouts/nav-entry-link';
import { helpEntries } from '../navigation';

/** The help screen. */
export function HelpScreen() {
  const config = useCountryConfig();
  return (
    <section className="page" data-testid="help-screen">
      <h1>Get Help</h1>
      <ul className="help-list">
        {helpEntries(config).map((entry) => (
          <li key={entry.key}>
            <NavEntryLink entry={entry} className="help-item">
              <strong>{entry.label}</strong>
              {entry.detail ? <span className="muted">{entry.detail}</span> : null}
            </NavEntryLink>
          </li>
        ))}
      </ul>
      <p>
        Read the <Link to="/legal">terms and conditions</Link> for the rules that apply to your bets
        in {config.country}.
      </p>
    </section>
  );
}
