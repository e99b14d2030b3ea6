import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashToken } from './session';

/**
 * The cookie naming a device a bettor has logged in from. HttpOnly and sent only to /api: the
 * page's scripts never see it, and it proves nothing but "this browser logged in here before".
 */
export const KNOWN_DEVICE_COOKIE = 'shangwe_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Our tokens are 43 characters of base64url; anything else is not one of them. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The device token of a request's Cookie header, or undefined. */
export function deviceTokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== KNOWN_DEVICE_COOKIE) continue;
    const token = value.join('=');
    if (TOKEN_SHAPE.test(token)) return token;
  }
  return undefined;
}

/** The Set-Cookie value for a device token (Secure when the site is served over https). */
export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${KNOWN_DEVICE_COOKIE}=${token}`,
    'Path=/api',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** True when `token` is a device `profileId` has logged in from. */
export async function isKnownDevice(
  db: Queryable,
  profileId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM known_devices WHERE token_hash = $1 AND profile_id = $2',
    [hashToken(token), profileId],
  );
  return rows.length > 0;
}

/**
 * Records a successful login from a device: keeps the device's token when it already names one
 * of this bettor's devices, else issues a new one. Returns the token the cookie should carry.
 */
export async function rememberDevice(
  db: Queryable,
  profileId: number,
  token: string | undefined,
  now: Date,
): Promise<string> {
  if (token) {
    const seen = await db.query(
      'UPDATE known_devices SET last_seen_at = $3 WHERE token_hash = $1 AND profile_id = $2',
      [hashToken(token), profileId, now],
    );
    if (seen.rowCount > 0) return token;
  }
  const fresh = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO known_devices (token_hash, profile_id, created_at, last_seen_at)
     VALUES ($1, $2, $3, $3)`,
    [hashToken(fresh), profileId, now],
  );
  return fresh;
}
