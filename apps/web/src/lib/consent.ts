/**
 * The bettor's consent to third-party tracking (Kenya's Data Protection Act 2019: consent before
 * personal data goes to third parties). The data layer is the app's own and stays in the
 * browser; the tag manager and the pixel that would read it and send it on are loaded only once
 * the bettor has agreed, with the ids of their country's configuration.
 */
import { useSyncExternalStore } from 'react';
import { settleWaitingAffiliatePixel } from './affiliate-pixel';
import { readString, writeString } from './storage';

/** What the bettor chose: null until asked. */
export type ConsentChoice = 'granted' | 'denied';

const CONSENT_KEY = 'analytics_consent';
const watchers = new Set<() => void>();

/** The stored choice, or null while the bettor has not answered. */
export function readConsent(): ConsentChoice | null {
  const value = readString(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Stores the bettor's answer. */
export function setConsent(choice: ConsentChoice): void {
  writeString(CONSENT_KEY, choice);
  // Declined: a registration's affiliate pixel waiting for the answer is dropped.
  if (choice === 'denied') settleWaitingAffiliatePixel('', 'denied');
  for (const watch of watchers) watch();
}

/** React view of {@link readConsent}. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    readConsent,
    () => null,
  );
}

/** The per-country tag ids (country configuration `trackingIds`). */
export interface TrackingIds {
  googleTagManager: string;
  facebookPixel: string;
  /** The affiliate registration pixel's address template (lib/affiliate-pixel). */
  affiliateRegistrationPixel?: string;
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };

let loaded = false;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Loads the country's tag manager and pixel, once, and only with consent granted. Returns
 * whether they were (or already had been) loaded.
 */
export function loadTrackingTags(ids: TrackingIds): boolean {
  if (readConsent() !== 'granted') return false;
  // A registration made before the bettor accepted tells its affiliate now.
  settleWaitingAffiliatePixel(ids.affiliateRegistrationPixel ?? '', 'granted');
  if (loaded) return true;
  loaded = true;
  const gtm = ids.googleTagManager.trim();
  if (/^GTM-[A-Z0-9]+$/.test(gtm)) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
  }
  const pixel = ids.facebookPixel.trim();
  if (/^\d+$/.test(pixel)) {
    const w = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
    if (!w.fbq) {
      // The pixel's own stub: calls wait in its queue until fbevents.js has loaded.
      const fbq: Fbq = (...args: unknown[]) => {
        (fbq.queue ??= []).push(args);
      };
      w.fbq = fbq;
      w._fbq = fbq;
    }
    w.fbq('init', pixel);
    w.fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  return true;
}

/** Test seam: forget that the tags were loaded. */
export function resetTrackingTagsForTest(): void {
  loaded = false;
}
