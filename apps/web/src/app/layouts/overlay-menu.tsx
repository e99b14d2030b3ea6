/** The overlay side menu (spec 02 §2.7). */
import { COUNTRY_PICKER, countryName, isCountryCode, resolveCountryCode } from '@shangwe/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/app-link';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Toggle } from '../../components/ui/toggle';
import { msg, t, tAny, useLanguage } from '../../lib/i18n';
import { useIsDesktop } from '../../lib/use-breakpoint';
import { useCountsStore } from '../../shared/counts-store';
import { switchCountry, useCountryConfig, useFeatureEnabled } from '../../shared/country-store';
import { notify } from '../../shared/notice-store';
import { LOGOUT_MESSAGE, signOut, useSessionStore } from '../../shared/session-store';
import { useLiteMode } from '../../shared/lite-mode';
import { recommendationsOn, useSettingsStore } from '../../shared/settings-store';
import { CountryPickerList } from '../country-sheet';
import { LanguageChoice, offersLanguages } from '../language-choice';
import { Flag } from '../flag';
import { leaveSite } from '../country-startup';
import { helpEntries, menuEntries } from '../navigation';
import { useShellUi } from '../ui-store';
import { CountBadge } from './top-bar';
import { NavEntryLink } from './nav-entry-link';
import { Slot } from './slot';

/** The menu drawer and the sheets it opens. */
export function OverlayMenu() {
  const open = useShellUi((s) => s.menuOpen);
  const setOpen = useShellUi((s) => s.setMenuOpen);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <>
      {open ? <MenuDrawer onClose={() => setOpen(false)} /> : null}
      <SwitchCountrySheet />
      <LanguagesSheet />
    </>
  );
}

function MenuDrawer({ onClose }: { onClose: () => void }) {
  const config = useCountryConfig();
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const counts = useCountsStore();
  const authenticated = useSessionStore((s) => s.authenticated);
  const settings = useSettingsStore();
  const lite = useLiteMode();
  const affiliatesEnabled = useFeatureEnabled('affiliates');
  const openCountrySheet = useShellUi((s) => s.setCountrySheetOpen);
  const openLanguageSheet = useShellUi((s) => s.setLanguageSheetOpen);
  const flag = COUNTRY_PICKER.find((c) => c.code === config.code)?.flag ?? '';
  const language = useLanguage();

  return (
    <div className="menu-layer" data-testid="overlay-menu">
      <div className="sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="menu" role="dialog" aria-modal="true" aria-label={t('Menu')}>
        <header className="menu-header">
          <span className="logo-mark">{config.brand.toUpperCase()}</span>
          <Link
            to={authenticated ? '/notifications' : '/login?next=/notifications'}
            className="icon-btn menu-notifications"
            aria-label={t('Notifications')}
            onClick={onClose}
          >
            <Icon name="bell" />
            {isDesktop ? <span className="icon-text">{t('Notifications')}</span> : null}
            <CountBadge count={counts.unreadNotifications} label={msg('unread notifications')} />
          </Link>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('Languages')}
            data-testid="menu-language-button"
            onClick={() => openLanguageSheet(true)}
          >
            {language.toUpperCase()}
          </button>
          <button type="button" className="icon-btn" aria-label={t('Close menu')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>

        <nav aria-label={t('Products')}>
          <ul className="menu-list">
            {menuEntries(config).map((entry) => {
              const count = entry.count ? counts[entry.count] : 0;
              return (
                <li key={entry.key}>
                  <NavEntryLink entry={entry} className="menu-item" onNavigate={onClose}>
                    {entry.logoUrl && !lite ? (
                      <img src={entry.logoUrl} alt="" width={20} height={20} loading="lazy" />
                    ) : null}
                    <span>{tAny(entry.label)}</span>
                    {entry.isNew ? <span className="new-badge">{t('New')}</span> : null}
                    {count > 0 ? <span className="count">{count}</span> : null}
                  </NavEntryLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className="menu-section" aria-labelledby="menu-preferences">
          <h2 id="menu-preferences">{t('Preferences')}</h2>
          {offersLanguages(config.code) ? (
            <button
              type="button"
              className="menu-item"
              data-testid="menu-language-row"
              onClick={() => openLanguageSheet(true)}
            >
              <span>{t('Language')}</span>
              <span className="muted">{language === 'sw' ? 'Kiswahili' : 'English'}</span>
            </button>
          ) : null}
          <Toggle
            label={t('Dark theme')}
            checked={settings.dark}
            onChange={settings.setDark}
            testId="menu-theme-toggle"
          />
          <Toggle
            label={t('Auto-refresh')}
            checked={settings.autorefresh && !lite}
            onChange={settings.setAutorefresh}
            disabled={lite}
          />
          {/* No pictures, animations or auto-refresh: on by itself on a slow connection. */}
          <Toggle
            label={t('Lite mode')}
            checked={lite}
            onChange={settings.setLiteMode}
            testId="menu-lite-toggle"
          />
          <Slot name="notificationSettings" />
        </section>

        <section className="menu-section menu-card" aria-labelledby="menu-recommendations">
          <h2 id="menu-recommendations">{t('Recommendations')}</h2>
          <Toggle
            label={t('Turn On/Off recommendations')}
            checked={recommendationsOn(settings.seeRecommendations)}
            onChange={settings.setSeeRecommendations}
          />
        </section>

        <section className="menu-section" aria-labelledby="menu-help">
          <h2 id="menu-help">{t('Get Help')}</h2>
          <ul className="menu-list">
            {helpEntries(config).map((entry) => (
              <li key={entry.key}>
                <NavEntryLink entry={entry} className="menu-item" onNavigate={onClose}>
                  <span>{tAny(entry.label)}</span>
                  {entry.detail ? <span className="muted">{entry.detail}</span> : null}
                </NavEntryLink>
              </li>
            ))}
          </ul>
        </section>

        <section className="menu-section">
          <ul className="menu-list">
            {affiliatesEnabled ? (
              <li>
                <a
                  className="menu-item"
                  href={config.affiliatesLink}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('Affiliates')}
                </a>
              </li>
            ) : null}
            <li>
              {config.termsLinkType === 'external' ? (
                <a className="menu-item" href={config.termsLink} target="_blank" rel="noreferrer">
                  <span>{t('T&Cs / Legal')}</span>
                  <span className="muted">{t('All legal references')}</span>
                </a>
              ) : (
                <Link className="menu-item" to={config.termsLink} onClick={onClose}>
                  <span>{t('T&Cs / Legal')}</span>
                  <span className="muted">{t('All legal references')}</span>
                </Link>
              )}
            </li>
            <li>
              <button
                type="button"
                className="menu-item"
                data-testid="country-line"
                onClick={() => openCountrySheet(true)}
              >
                <Flag code={config.code} emoji={flag} />
                <span>
                  {t('You are using {brand} {country}', {
                    brand: config.brand,
                    country: config.country,
                  })}
                </span>
              </button>
            </li>
            {authenticated ? (
              <li>
                <button
                  type="button"
                  className="menu-item menu-logout"
                  onClick={() => {
                    onClose();
                    void signOut().then(() => {
                      notify({ type: 'success', message: LOGOUT_MESSAGE });
                      void navigate('/');
                    });
                  }}
                >
                  {t('Logout')}
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      </aside>
    </div>
  );
}

/** 'Switch your Country' (spec 02 §2.7, §4.1 step 5). */
function SwitchCountrySheet() {
  const open = useShellUi((s) => s.countrySheetOpen);
  const setOpen = useShellUi((s) => s.setCountrySheetOpen);
  const config = useCountryConfig();
  const [selected, setSelected] = useState<string>(config.code);
  return (
    <BottomSheet
      state={open ? 'open' : 'close'}
      title={t('Switch your Country')}
      onClose={() => setOpen(false)}
      testId="switch-country-sheet"
    >
      <CountryPickerList selected={selected} onSelect={setSelected} />
      <Button
        block
        onClick={() => {
          const resolution = resolveCountryCode(selected);
          if (resolution.action === 'redirect') {
            leaveSite.to(resolution.url);
            return;
          }
          if (resolution.code === config.code) {
            setOpen(false);
            return;
          }
          if (isCountryCode(resolution.code)) switchCountry(resolution.code);
        }}
      >
        {t('Proceed')}
      </Button>
      {selected !== config.code && selected !== 'ET' ? (
        <p className="muted small">
          Switching to {isCountryCode(selected) ? countryName(selected) : selected} resets the
          settings saved on this device.
        </p>
      ) : null}
    </BottomSheet>
  );
}

/** The Languages sheet (spec 02 §2.7): English, and Kiswahili where the country offers it. */
function LanguagesSheet() {
  const open = useShellUi((s) => s.languageSheetOpen);
  const setOpen = useShellUi((s) => s.setLanguageSheetOpen);
  const config = useCountryConfig();
  return (
    <BottomSheet
      state={open ? 'half' : 'close'}
      title={t('Languages')}
      onClose={() => setOpen(false)}
      testId="language-sheet"
    >
      {offersLanguages(config.code) ? (
        <LanguageChoice onChosen={() => setOpen(false)} />
      ) : (
        <ul className="menu-list" aria-label={t('Languages')} />
      )}
    </BottomSheet>
  );
}
