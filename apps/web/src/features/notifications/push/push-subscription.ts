import { endpoints, pushUserIdFromEndpoint, PUSH_TEXTS } from '@shangwe/contract';
import { api, errorMessageOf, isApiError } from '../../../lib/api-client';
import type { PushEnvironment } from './push-permission';

/** A push step that failed, with the spec 02 §8 message to show. */
export class PushError extends Error {
  override readonly name = 'PushError';
}

/** The service worker of the app (`service-worker.js`, spec 02 §4.5). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** How long to wait for the service worker to be ready before giving up. */
const READY_TIMEOUT_MS = 15_000;

/** base64url (the VAPID public key) to the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The app's service worker registration (registered by the shell; registered here if not). */
async function serviceWorkerRegistration(env: PushEnvironment): Promise<ServiceWorkerRegistration> {
  const container = env.serviceWorker;
  if (!container) throw new PushError(PUSH_TEXTS.swUnsupported);
  try {
    const existing = await container.getRegistration();
    if (!existing) await container.register(SERVICE_WORKER_URL, { scope: '/' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('not ready')), READY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([container.ready, timeout]);
    } finally {
      clearTimeout(timer);
    }
  } catch {
    throw new PushError(PUSH_TEXTS.swError);
  }
}

/** This browser's current push subscription, or null (also when push is unavailable). */
export async function currentSubscription(env: PushEnvironment): Promise<PushSubscription | null> {
  if (!env.serviceWorker || !env.PushManager) return null;
  const registration = await env.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.pushManager) return null;
  return registration.pushManager.getSubscription().catch(() => null);
}

/** Who the subscription belongs to, when logged in (spec 02 §3.9). */
export interface PushOwner {
  profileId: number;
  mobile: string;
}

/**
 * Turns push on (spec 02 §4.5, §7): asks permission, subscribes with the server's VAPID key and
 * sends the subscription to POST {push service}/users with user_id (from the endpoint) and,
 * when logged in, profile_id and mobile. Rejects with a PushError carrying the spec's message.
 */
export async function subscribeToPush(
  env: PushEnvironment,
  owner: PushOwner | null,
): Promise<PushSubscription> {
  if (!env.Notification) throw new PushError(PUSH_TEXTS.browserUnsupported);
  if (!env.serviceWorker) throw new PushError(PUSH_TEXTS.swUnsupported);
  if (!env.PushManager) throw new PushError(PUSH_TEXTS.pushUnsupported);

  const permission = await env.Notification.requestPermission();
  if (permission === 'denied') throw new PushError(PUSH_TEXTS.pushBlocked);
  if (permission !== 'granted') throw new PushError(PUSH_TEXTS.accessNotGranted);

  const registration = await serviceWorkerRegistration(env);
  try {
    const { public_key } = await api.call(endpoints.pushVapidKey, {}, { auth: 'none' });
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(public_key),
      }));
    const json = subscription.toJSON();
    await api.call(endpoints.pushSubscribe, {
      body: {
        user_id: pushUserIdFromEndpoint(subscription.endpoint),
        subscription: {
          endpoint: subscription.endpoint,
          expirationTime: json.expirationTime ?? null,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
        ...(owner ? { profile_id: owner.profileId, mobile: owner.mobile } : {}),
      },
    });
    return subscription;
  } catch (error) {
    const detail = isApiError(error)
      ? errorMessageOf(error.body, error.message)
      : error instanceof Error
        ? error.message
        : '';
    throw new PushError(detail ? `${PUSH_TEXTS.enableError}: ${detail}` : PUSH_TEXTS.enableError);
  }
}

/**
 * Turns push off: removes the subscription on the server (DELETE {push service}/user/{id}, the
 * id derived from its endpoint) and in the browser. Rejects with 'Unable to unregister push
 * notification.' when either fails.
 */
export async function unsubscribeFromPush(env: PushEnvironment): Promise<void> {
  try {
    const subscription = await currentSubscription(env);
    if (!subscription) return;
    await api
      .call(endpoints.pushUnsubscribe, {
        params: { id: pushUserIdFromEndpoint(subscription.endpoint) },
      })
      .catch((error: unknown) => {
        // Already gone on the server (expired and removed): only the browser's copy is left.
        if (!isApiError(error, 404)) throw error;
      });
    await subscription.unsubscribe();
  } catch {
    throw new PushError(PUSH_TEXTS.unregisterError);
  }
}
