/**
 * The pure part of the service worker's push handling (no worker globals, so it is unit-tested
 * in the web suite): reading a push's JSON (the contract's PushPayload: title, body, url,
 * notification_id, type) and choosing the page a click opens. Kept free of runtime imports: the
 * service worker script is built from this folder alone and must stay small.
 */

/** What a shown push needs. */
export interface PushNotificationSpec {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    data: { url: string; notification_id: number | null };
  };
}

/** The title shown when a push carries none (or is not our JSON). */
export const FALLBACK_PUSH_TITLE = 'Shangwe Bet';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads a push's text into what `showNotification` takes. Tolerates a plain-text payload. */
export function pushNotificationSpec(raw: string | null): PushNotificationSpec {
  let payload: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      payload = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      payload = { body: raw };
    }
  }
  const id =
    typeof payload.notification_id === 'number' && Number.isFinite(payload.notification_id)
      ? payload.notification_id
      : null;
  return {
    title: text(payload.title) || FALLBACK_PUSH_TITLE,
    options: {
      body: text(payload.body),
      icon: '/icon.svg',
      badge: '/icon.svg',
      // One notification per id: a push delivered twice replaces itself instead of stacking.
      tag: id !== null ? `notification-${id}` : 'notification',
      data: { url: text(payload.url) || '/notifications', notification_id: id },
    },
  };
}

/**
 * The address a click opens: the push's page on this site. Anything pointing elsewhere (another
 * origin, a javascript: URL) opens the notifications page instead.
 */
export function clickTarget(url: unknown, origin: string): string {
  const fallback = new URL('/notifications', origin).href;
  if (typeof url !== 'string' || !url) return fallback;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : fallback;
  } catch {
    return fallback;
  }
}
