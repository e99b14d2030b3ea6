/**
 * The affiliate registration pixel (spec 01 §7: 'a hidden affiliate registration pixel loads
 * with the player id'): when a bettor who arrived with an affiliate tag (btag) registers, the
 * country's pixel address is requested with their player id and tag, so the affiliate is
 * credited. It is third-party tracking: it loads only once the bettor has consented (lib/consent).
 * A registration made before the bettor answered waits in local storage and loads when they
 * accept; declining drops it.
 */
import { readJson, removeKey, writeJson } from './storage';

const PENDING_KEY = 'affiliate_pixel_pending';

/** A registration the affiliate has not been told about yet. */
interface PendingPixel {
  playerId: string;
  btag: string;
}

/** What consent the bettor has given (lib/consent's stored choice). */
type Consent = 'granted' | 'denied' | null;

/**
 * The pixel's address for a registration: the country's template (https, with {playerId} and
 * {btag}) filled in, or null when the country has no pixel or the template is not https.
 */
export function affiliatePixelUrl(template: string, pending: PendingPixel): string | null {
  const trimmed = template.trim();
  if (!trimmed.startsWith('https://') || !trimmed.includes('{playerId}')) return null;
  return trimmed
    .replaceAll('{playerId}', encodeURIComponent(pending.playerId))
    .replaceAll('{btag}', encodeURIComponent(pending.btag));
}

function load(url: string): void {
  const img = document.createElement('img');
  img.src = url;
  img.width = 1;
  img.height = 1;
  img.alt = '';
  img.hidden = true;
  img.setAttribute('aria-hidden', 'true');
  img.dataset.testid = 'affiliate-pixel';
  document.body.appendChild(img);
}

/**
 * After a registration: loads the pixel now with consent, keeps it for later while the bettor
 * has not answered, and does nothing without an affiliate tag, with consent declined, or where
 * the country has no pixel. Returns what happened (tests, logs).
 */
export function requestAffiliatePixel(
  template: string,
  registration: { playerId: string | number; btag: string | null | undefined },
  consent: Consent,
): 'loaded' | 'waiting' | 'none' {
  const btag = registration.btag?.trim();
  if (!btag) return 'none';
  const pending = { playerId: String(registration.playerId), btag };
  const url = affiliatePixelUrl(template, pending);
  if (!url || consent === 'denied') return 'none';
  if (consent === null) {
    writeJson(PENDING_KEY, pending);
    return 'waiting';
  }
  load(url);
  return 'loaded';
}

/** On the bettor's answer: a waiting pixel loads with consent, and is dropped without. */
export function settleWaitingAffiliatePixel(template: string, consent: Consent): boolean {
  if (consent === null) return false;
  const pending = readJson<PendingPixel | null>(PENDING_KEY, null);
  if (!pending) return false;
  removeKey(PENDING_KEY);
  const url = consent === 'granted' ? affiliatePixelUrl(template, pending) : null;
  if (url) load(url);
  return url !== null;
}
