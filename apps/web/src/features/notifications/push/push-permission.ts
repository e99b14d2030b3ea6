import { PUSH_TEXTS } from '@shangwe/contract';
import { msg } from '../../../lib/i18n';

/** The browser's permission states of spec 02 §4.5. */
export type PushPermissionState = 'denied' | 'default' | 'granted' | 'unsupported';

/** The browser parts push needs; injected in tests. */
export interface PushEnvironment {
  Notification?: { permission: string; requestPermission(): Promise<string> };
  serviceWorker?: ServiceWorkerContainer;
  PushManager?: unknown;
}

/** The real browser's parts (each absent where the browser lacks it). */
export function browserPushEnvironment(): PushEnvironment {
  if (typeof window === 'undefined') return {};
  return {
    Notification: 'Notification' in window ? window.Notification : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    PushManager: 'PushManager' in window ? window.PushManager : undefined,
  };
}

/** The permission state: unsupported without the Notification API (or without push). */
export function permissionState(env: PushEnvironment): PushPermissionState | 'unknown' {
  if (!env.Notification) return 'unsupported';
  const { permission } = env.Notification;
  if (permission === 'denied' || permission === 'default' || permission === 'granted') {
    return permission;
  }
  return 'unknown';
}

/**
 * The card's status text for a state (spec 02 §4.5, verbatim). A value the browser reports
 * that none of the four states names shows as 'Notifications not set'.
 */
export function permissionStatusText(state: PushPermissionState | 'unknown'): string {
  switch (state) {
    case 'denied':
      return PUSH_TEXTS.denied;
    case 'default':
      return PUSH_TEXTS.default;
    case 'granted':
      return PUSH_TEXTS.granted;
    case 'unsupported':
      return PUSH_TEXTS.unsupported;
    default:
      return PUSH_TEXTS.notSet;
  }
}

/** How a bettor turns blocked notifications back on (the blocked status's instructions). */
export const BLOCKED_INSTRUCTIONS = msg(
  "To turn them on, open your browser's site settings for this site and allow notifications.",
);
