import {
  DEVICE_CLIENT_ID,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  DEVICE_STATUS_ACTIVE,
  endpoints,
} from '@shangwe/contract';
import { api, isApiError } from '../../../lib/api-client';
import { getCookie, setCookie } from '../../../lib/cookies';
import { readString, writeString } from '../../../lib/storage';

/** Local storage key of this browser's own device id (sent as device_id). */
export const DEVICE_ID_KEY = 'device_id';

/** The device payload of spec 02 §3.5 (POST/PATCH devices and the socket `update`). */
export interface DevicePayload {
  client_id: number;
  device_id: string;
  user_device_id?: number;
  profile_id: number;
  status: number;
  token: string;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Plain-http pages have no randomUUID; getRandomValues is there everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's device id, created once and kept in local storage. */
export function deviceId(): string {
  const stored = readString(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  writeString(DEVICE_ID_KEY, id);
  return id;
}

/** The server's id of this browser (cookie user_device_id, spec 02 §4.4), or null. */
export function storedUserDeviceId(): number | null {
  const value = Number(getCookie(DEVICE_COOKIE));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The device payload for the bettor `profileId` with session `token`. */
export function devicePayload(profileId: number, token: string): DevicePayload {
  const userDeviceId = storedUserDeviceId();
  return {
    client_id: DEVICE_CLIENT_ID,
    device_id: deviceId(),
    ...(userDeviceId ? { user_device_id: userDeviceId } : {}),
    profile_id: profileId,
    status: DEVICE_STATUS_ACTIVE,
    token,
  };
}

async function register(payload: DevicePayload): Promise<number> {
  const { user_device_id: _unused, ...fresh } = payload;
  const device = await api.call(
    endpoints.notificationDeviceRegister,
    { body: fresh },
    { handleUnauthorized: false },
  );
  setCookie(DEVICE_COOKIE, String(device.user_device_id), DEVICE_COOKIE_DAYS);
  return device.user_device_id;
}

/**
 * Registers this browser for the bettor (spec 02 §4.4): POST when no device id is stored
 * (201 answers user_device_id, kept in a cookie for 3650 days), PATCH otherwise. A stored id
 * the server no longer knows, or that belonged to another bettor on this browser, is replaced
 * by a new registration. Resolves with user_device_id.
 */
export async function registerDevice(profileId: number, token: string): Promise<number> {
  const payload = devicePayload(profileId, token);
  if (payload.user_device_id === undefined) return register(payload);
  try {
    const device = await api.call(
      endpoints.notificationDeviceUpdate,
      { body: { ...payload, user_device_id: payload.user_device_id } },
      { handleUnauthorized: false },
    );
    return device.user_device_id;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return register(payload);
    }
    throw error;
  }
}
