import { z } from 'zod';
import { emptyToUndefined, fromJson, idInput } from './form-input';

/**
 * Browser push (spec 02 §3.9, §4.5, §7): the VAPID public key the browser subscribes with, the
 * subscription the browser hands to POST {push service}/users, and its removal with
 * DELETE {push service}/user/{id}. Pushes are Web Push (RFC 8030) with VAPID (RFC 8292) and an
 * aes128gcm payload (RFC 8291) holding PushPayload as JSON.
 */

/**
 * The user_id of a subscription, derived from its endpoint (spec 02 §3.9): the endpoint's last
 * path segment, which every push service makes unique per subscription. Letters, digits and
 * `-_:.` only, so it is safe in the DELETE path.
 */
export function pushUserIdFromEndpoint(endpoint: string): string {
  // No URL class here: the contract builds without DOM or Node libraries.
  const path = /^https?:\/\/[^/?#]+([^?#]*)/.exec(endpoint)?.[1] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the raw segment.
  }
  return decoded.replace(/[^A-Za-z0-9_:.-]/g, '');
}

const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`)
    .min(min, `${label} is too short`)
    .max(max, `${label} is too long`);

/** A PushSubscription as the browser's `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'subscription.endpoint is required' })
    .max(1000)
    .url('subscription.endpoint must be a URL')
    .refine((v) => /^https?:\/\//.test(v), 'subscription.endpoint must be an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes uncompressed, base64url). */
    p256dh: base64url('subscription.keys.p256dh', 80, 100),
    /** The 16-byte auth secret (base64url). */
    auth: base64url('subscription.keys.auth', 16, 30),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/users (spec 02 §3.9): user_id, subscription, and when logged in profile_id, mobile. */
export const pushUserBodySchema = z.object({
  user_id: z
    .string({ error: 'user_id is required' })
    .min(1, 'user_id is required')
    .max(500)
    .regex(/^[A-Za-z0-9_:.-]+$/, 'user_id must be derived from the subscription endpoint'),
  subscription: fromJson(pushSubscriptionSchema),
  profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
  mobile: z.preprocess(emptyToUndefined, z.string().max(20).optional()),
  token: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
});
export type PushUserBody = z.input<typeof pushUserBodySchema>;

export const pushUserResponseSchema = z.object({
  user_id: z.string(),
  /** The bettor it belongs to, null for an anonymous browser. */
  profile_id: z.number().nullable(),
  created: z.boolean(),
});
export type PushUserResponse = z.infer<typeof pushUserResponseSchema>;

export const pushUserParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[A-Za-z0-9_:.-]+$/, 'id must be derived from the subscription endpoint'),
});
export const pushUserDeleteResponseSchema = z.object({ user_id: z.string(), deleted: z.boolean() });

/** GET /api/push/vapid-public-key: the applicationServerKey to subscribe with (base64url). */
export const pushVapidKeyResponseSchema = z.object({ public_key: z.string() });
export type PushVapidKeyResponse = z.infer<typeof pushVapidKeyResponseSchema>;

/**
 * What a push carries (the JSON the service worker reads): the title and body it shows, the page
 * a click opens (a path of the site), and the notification's id and type.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  notification_id: z.number(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Spec 02 §4.5 and §8 texts of the push settings card, verbatim. */
export const PUSH_TEXTS = {
  denied: 'You have blocked notifications',
  default: 'Notifications set to ask',
  granted: 'Thank you for granting notifications',
  notSet: 'Notifications not set',
  unsupported: 'Your browser does not support notifications',
  browserUnsupported: 'This browser does not support notifications',
  pushBlocked: 'You have blocked push notifications.',
  pushUnsupported: "Sorry, Push notification isn't supported in your browser.",
  accessNotGranted: 'Access not granted',
  enableError: 'Error occurred while enabling push',
  unregisterError: 'Unable to unregister push notification.',
  swUnsupported: 'Service worker is not supported',
  swError: 'Service Worker Error',
} as const;
