/**
 * The app-install card for Android browsers (spec 02 §4.5): detected from the user agent, the
 * Opera browser or an `sdv2` query flag; hidden by the cookie closed_lite_banner and in a PWA
 * session (utm_source=pwa or standalone display).
 *
 * It sits in the page's flow after the content, so it never covers a button and never pushes
 * what the bettor is about to tap; one tap on its close hides it (and sets the cookie). Its
 * action is the browser's own install prompt (the app is a PWA); a download link only where the
 * country configures an app link. With neither, there is nothing to offer and no card.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getCookie, setCookie } from '../../lib/cookies';
import { t } from '../../lib/i18n';
import { promptInstall, useCanPromptInstall } from '../../lib/install-prompt';
import { useIsDesktop } from '../../lib/use-breakpoint';
import { STORAGE_KEYS, writeFlag } from '../../lib/storage';
import { useProductAvailable, useCountryConfig } from '../../shared/country-store';
import { useSettingsStore } from '../../shared/settings-store';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useBannerStore } from './banner-store';

/** The banner name under which hiding is stored. */
export const APP_BANNER_NAME = 'app-install';

/** Days the closed card stays away (cookie closed_lite_banner). */
const CLOSED_DAYS = 30;

/** Whether this visit qualifies for the Android banner. */
export function wantsAndroidBanner(
  userAgent: string,
  search: string,
  standalone: boolean,
): boolean {
  const params = new URLSearchParams(search);
  if (params.get('utm_source') === 'pwa' || standalone) return false;
  const android =
    /android/i.test(userAgent) || /\bOPR\/|Opera/i.test(userAgent) || params.has('sdv2');
  return android && getCookie('closed_lite_banner') === null;
}

/** The app-install card. */
export function AppInstallBanner() {
  const config = useCountryConfig();
  const available = useProductAvailable('appLink');
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const setTimestamp = useSettingsStore((s) => s.setAppDownloadLinkTimestamp);
  const installable = useCanPromptInstall();
  const hidden = useBannerStore(
    (s) => !!s.hiddenThisVisit[APP_BANNER_NAME] || !!s.dismissedForever[APP_BANNER_NAME],
  );
  const hideForVisit = useBannerStore((s) => s.hideForVisit);
  const show = useMemo(
    () =>
      wantsAndroidBanner(
        navigator.userAgent,
        location.search,
        typeof window.matchMedia === 'function' &&
          window.matchMedia('(display-mode: standalone)').matches,
      ),
    [location.search],
  );
  const appLink = config.appLink.trim();
  if (!available || isDesktop || !show || hidden || (!installable && appLink === '')) return null;
  writeFlag(STORAGE_KEYS.showAndroidBanner, true);

  const close = () => {
    hideForVisit(APP_BANNER_NAME);
    setCookie('closed_lite_banner', '1', CLOSED_DAYS);
  };
  return (
    <aside
      className="msg-banner msg-banner-advanced app-banner"
      aria-label={`${config.appName} App`}
      data-testid={`banner-${APP_BANNER_NAME}`}
    >
      <img className="msg-banner-icon" src="/icon.svg" alt="" width={40} height={40} />
      <div className="msg-banner-text">
        <strong>{config.appName} App</strong>
        <span>
          {installable
            ? t('Add {name} to your home screen: it opens faster and uses less data.', {
                name: config.appName,
              })
            : t('Bet faster and use less data with our Android app.')}
        </span>
      </div>
      {installable ? (
        <Button
          className="btn-sm"
          onClick={() => {
            setTimestamp(Date.now());
            void promptInstall().then((outcome) => {
              if (outcome === 'accepted') close();
            });
          }}
        >
          {t('Install')}
        </Button>
      ) : (
        <a
          className="btn btn-accent btn-sm"
          href={appLink}
          target="_blank"
          rel="noreferrer"
          onClick={() => setTimestamp(Date.now())}
        >
          {t('Download')}
        </a>
      )}
      <button type="button" className="icon-btn" aria-label={t('Close banner')} onClick={close}>
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
