/**
 * Shell parts that are not needed for the first paint, loaded in their own chunk: banners,
 * the data notifier, the carrier lookup (userinfo) and service-worker registration. The nav
 * counts are kept current by the live feature's TotalMatchesSync overlay.
 */
import { useEffect } from 'react';
import { useFirstInteraction } from '../../lib/use-idle';
import { api } from '../../lib/api-client';
import { useCountryConfig } from '../../shared/country-store';
import { useSettingsStore } from '../../shared/settings-store';
import { AppInstallBanner } from '../banners/app-install-banner';
import { DataNotifier } from '../banners/data-notifier';
import { registerServiceWorker } from '../pwa';

function useUserInfo() {
  const config = useCountryConfig();
  const update = useSettingsStore((s) => s.updateDataNotifier);
  useEffect(() => {
    let cancelled = false;
    api
      .get<{ isSaf?: boolean; data?: { isSaf?: boolean } }>(config.userInfoUrl, {
        auth: 'none',
        base: 'root',
      })
      .then((info) => {
        const isSaf = Boolean(info.isSaf ?? info.data?.isSaf);
        if (!cancelled) update({ isSaf, userinfo: { isSaf } });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [config.userInfoUrl, update]);
}

/** The late-loaded shell parts. */
export function LateShell() {
  useUserInfo();
  useEffect(() => registerServiceWorker(), []);
  // Warm the menu chunk at the first interaction so the first tap on Menu opens at once.
  const interacted = useFirstInteraction();
  useEffect(() => {
    if (interacted) void import('./overlay-menu');
  }, [interacted]);
  return (
    <>
      <AppInstallBanner />
      <DataNotifier />
    </>
  );
}
