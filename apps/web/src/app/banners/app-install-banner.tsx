/**
 * The app-install banner for Android browsers (spec 02 §4.5): detected from the user agent,
 * the Opera browser or an `sdv2` query flag; hidden by the cookie closed_lite_banner, in a PWA
 * session (utm_source=pwa or standalone display) and once dismissed forever.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getCookie, setCookie } from '../../lib/cookies';
import { useIsDesktop } from '../../lib/use-breakpoint';
import { useFirstInteraction } from '../../lib/use-idle';
import { STORAGE_KEYS, writeFlag } from '../../lib/storage';
import { useProductAvailable, useCountryConfig } from '../../shared/country-store';
import { useSettingsStore } from '../../shared/settings-store';
import { MessageBanner } from './message-banner';

/** The banner name under which dismiss-forever is stored. */
export const APP_BANNER_NAME = 'app-install';

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

/** The app-install banner (advanced mode, with a confirm step before dismissing forever). */
export function AppInstallBanner() {
  const config = useCountryConfig();
  const available = useProductAvailable('appLink');
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const setTimestamp = useSettingsStore((s) => s.setAppDownloadLinkTimestamp);
  // Offered once the bettor starts using the page, never in the way of the first screen.
  const interacted = useFirstInteraction();
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
  if (!available || isDesktop || !show || !interacted) return null;
  writeFlag(STORAGE_KEYS.showAndroidBanner, true);
  return (
    <MessageBanner
      name={APP_BANNER_NAME}
      className="app-banner"
      message={{
        title: `${config.appName} App`,
        msg: 'Bet faster and use less data with our Android app.',
        actionLabel: 'Download',
        actionUrl: config.appLink,
        image: '/icon.svg',
        advanced: true,
        dismissable: true,
        confirmDismissForever: true,
      }}
      onAction={() => setTimestamp(Date.now())}
      onClosed={() => setCookie('closed_lite_banner', '1', 30)}
    />
  );
}
