/**
 * The consent card (Kenya's Data Protection Act): asks once whether the country's tag manager
 * and pixel may load; nothing third-party loads before "Accept". It sits in the page's flow like
 * the app card, so it covers nothing.
 */
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { loadTrackingTags, setConsent, useConsent } from '../../lib/consent';
import { useCountryConfig } from '../../shared/country-store';
import { msg, tAny } from '../../lib/i18n';

export const CONSENT_TEXTS = {
  title: msg('Cookies and analytics'),
  message: msg(
    'We would like to use analytics and advertising tags (Google Tag Manager, Facebook Pixel) to measure and improve our service. Nothing is sent to them unless you accept.',
  ),
  accept: msg('Accept'),
  decline: msg('Decline'),
} as const;

export function ConsentBanner() {
  const consent = useConsent();
  const { trackingIds } = useCountryConfig();
  useEffect(() => {
    if (consent === 'granted') loadTrackingTags(trackingIds);
  }, [consent, trackingIds]);
  if (consent !== null) return null;
  return (
    <aside
      className="msg-banner msg-banner-basic consent-banner"
      aria-label={tAny(CONSENT_TEXTS.title)}
      data-testid="consent-banner"
    >
      <div className="msg-banner-text">
        <strong>{tAny(CONSENT_TEXTS.title)}</strong>
        <span>{tAny(CONSENT_TEXTS.message)}</span>
      </div>
      <div className="msg-banner-actions">
        <Button variant="secondary" className="btn-sm" onClick={() => setConsent('denied')}>
          {tAny(CONSENT_TEXTS.decline)}
        </Button>
        <Button className="btn-sm" onClick={() => setConsent('granted')}>
          {tAny(CONSENT_TEXTS.accept)}
        </Button>
      </div>
    </aside>
  );
}
