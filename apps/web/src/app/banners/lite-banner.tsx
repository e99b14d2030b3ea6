/**
 * The lite banner: says lite mode came on by itself (a slow connection) and lets the bettor turn
 * it off; closing it sets the cookie closed_lite_banner (spec 02 §3.9). Also keeps the document's
 * `data-lite` mark in step with the setting (the inline script of index.html sets it before the
 * first paint).
 */
import { useEffect, useState } from 'react';
import { getCookie, setCookie } from '../../lib/cookies';
import { t, tAny } from '../../lib/i18n';
import {
  applyLiteMode,
  browserConnection,
  LITE_BANNER_ACTION,
  LITE_BANNER_COOKIE,
  LITE_BANNER_COOKIE_DAYS,
  LITE_BANNER_TEXT,
  slowConnection,
  useLiteMode,
} from '../../shared/lite-mode';
import { useSettingsStore } from '../../shared/settings-store';

/** The banner, shown while lite mode is on by itself and the bettor has not closed it. */
export function LiteBanner() {
  const lite = useLiteMode();
  const chosen = useSettingsStore((s) => s.liteMode) !== null;
  const setLiteMode = useSettingsStore((s) => s.setLiteMode);
  // The cookie is read only when the banner could show: reading document.cookie is a
  // synchronous round trip to the browser process, which a slow phone feels in the first render.
  const [closed, setClosed] = useState<boolean | null>(null);
  useEffect(() => applyLiteMode(lite), [lite]);
  if (!lite || chosen || !slowConnection(browserConnection())) return null;
  if (closed ?? getCookie(LITE_BANNER_COOKIE) !== null) return null;
  const close = () => {
    setCookie(LITE_BANNER_COOKIE, '1', LITE_BANNER_COOKIE_DAYS);
    setClosed(true);
  };
  return (
    <div className="lite-banner" role="status" data-testid="lite-banner">
      <span className="lite-banner-text">{tAny(LITE_BANNER_TEXT)}</span>
      <button type="button" className="lite-banner-action" onClick={() => setLiteMode(false)}>
        {tAny(LITE_BANNER_ACTION)}
      </button>
      <button type="button" className="lite-banner-close" aria-label={t('Close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
