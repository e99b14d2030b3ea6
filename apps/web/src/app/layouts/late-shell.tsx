/**
 * Shell parts that are not needed for the first paint, loaded in their own chunk: banners,
 * the data notifier, the carrier lookup (userinfo) and service-worker registration. The nav
 * counts are kept current by the live feature's TotalMatchesSync overlay.
 */
import { useEffect } from 'react';
import { useFirstInteraction } from '../../lib/use-idle';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { rememberCampaign, sendAnalyticsClientId, sendCampaign } from '../../lib/analytics-client';
import { useSessionStore } from '../../shared/session-store';
import { useCountryConfig } from '../../shared/country-store';
import { useSettingsStore } from '../../shared/settings-store';
import { AppInstallBanner } from '../banners/app-install-banner';
import { ConsentBanner } from '../banners/consent-banner';
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

/**
 * Campaign attribution (spec 01 §7): a landing link's `hoid` is kept, and told to the server
 * for the logged-in bettor; the browser's analytics client id goes with the user-info POST
 * (again when the bettor logs in, so the server ties the two).
 */
function useCampaignAttribution() {
  const { search } = useLocation();
  const profileId = useSessionStore((s) => (s.authenticated ? Number(s.user?.id) || null : null));
  useEffect(() => rememberCampaign(search), [search]);
  useEffect(() => {
    void sendAnalyticsClientId();
    if (profileId !== null) void sendCampaign(profileId);
  }, [profileId]);
}

/** The late-loaded shell parts. */
export function LateShell() {
  useUserInfo();
  useEffect(() => registerServiceWorker(), []);
  // Warm the menu chunk at the first interaction so the first tap on Menu opens at once.
  const interacted = useFirstInteraction();
  useCampaignAttribution();
  useEffect(() => {
    if (interacted) void import('./overlay-menu');
  }, [interacted]);
  return (
    <>
      <ConsentBanner />
      <AppInstallBanner />
      <DataNotifier />
    </>
  );
}
