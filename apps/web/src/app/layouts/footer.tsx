/** The footer (spec 02 §2.8): columns, contact and social links, licence, the country's limits. */
import { formatCurrency } from '@shangwe/domain';
import { Link } from '../../lib/app-link';
import { useCountryConfig } from '../../shared/country-store';
import { helpEntries, menuEntries } from '../navigation';
import { NavEntryLink } from './nav-entry-link';
import { t, tAny } from '../../lib/i18n';

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

/** The footer. */
export function Footer() {
  const config = useCountryConfig();
  const money = (amount: number) => formatCurrency(amount, config);
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer-columns">
        <section>
          <h2>{t('Products')}</h2>
          <ul>
            {menuEntries(config)
              .filter((e) => e.to)
              .slice(0, 8)
              .map((entry) => (
                <li key={entry.key}>
                  <NavEntryLink entry={entry}>{tAny(entry.label)}</NavEntryLink>
                </li>
              ))}
          </ul>
        </section>
        <section>
          <h2>{t('Help')}</h2>
          <ul>
            {helpEntries(config).map((entry) => (
              <li key={entry.key}>
                <NavEntryLink entry={entry}>{tAny(entry.label)}</NavEntryLink>
              </li>
            ))}
            <li>
              <Link to={config.termsLinkType === 'internal' ? config.termsLink : '/legal'}>
                {t('Terms & Conditions')}
              </Link>
            </li>
          </ul>
        </section>
        <section data-testid="footer-limits">
          <h2>{t('Betting in {country}', { country: config.country })}</h2>
          <ul className="limits">
            <li>
              {t('Currency:')} <strong data-testid="currency">{config.currency}</strong>
            </li>
            <li>
              {t('Minimum bet:')} <strong>{money(config.minimumBetAmount)}</strong>
            </li>
            <li>
              {t('Maximum bet:')} <strong>{money(config.maximumBetAmount)}</strong>
            </li>
            <li>
              {t('Maximum win:')} <strong>{money(config.maximumPossibleWin)}</strong>
            </li>
            <li>
              {t('Deposit:')} <strong>{money(config.minimumDepositAmount)}</strong> {t('to')}{' '}
              <strong>{money(config.maximumDepositAmount)}</strong>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('Contact us')}</h2>
          <ul>
            <li>
              <a href={`tel:${config.supportNumber.replace(/\s+/g, '')}`}>{config.supportNumber}</a>
            </li>
            <li>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </li>
          </ul>
          <ul className="social" aria-label={t('Social links')}>
            {Object.entries(config.socialUrls).map(([key, url]) => (
              <li key={key}>
                <a href={url} target="_blank" rel="noreferrer">
                  {SOCIAL_LABELS[key] ?? key}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="licence">{tAny(config.licenseDescription)}</p>
      <p className="licence">{t('18+ · Bet responsibly')}</p>
    </footer>
  );
}
