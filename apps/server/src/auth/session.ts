import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { unauthorized } from '../platform/errors';

/** KYC state of a bettor: '0' none, '1' submitted, '2' verified, '3' rejected. */
export type KycStatus = '0' | '1' | '2' | '3';

/** The bettor behind a valid session. */
export interface SessionUser {
  profileId: number;
  /** Normalised international form without '+', e.g. 254712345678. */
  mobile: string;
  /** KE, GH or NG: the country the bettor registered in. */
  country: string;
  /** True once KYC details are on file and not rejected (status '1' or '2'). */
  hasKyc: boolean;
  kycStatus: KycStatus;
  /** The raw token of this request (for logout). */
  token: string;
  /**
   * True when the responsible-gambling check must judge this bettor's stakes and deposits: a
   * limit or a break was set, or no date of birth is on file (responsible-gambling/README.md).
   */
  rgGuarded: boolean;
  /** When this session began: the reality check counts from it. */
  startedAt: Date;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 'remember me' sessions last 30 days, others 1 day. */
export const SESSION_TTL_MS = { remember: 30 * DAY_MS, standard: DAY_MS } as const;

/** sha256 hex of a token: the only form a session token is stored in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session token of a request: body `token` or `Authorization: Bearer`. Never the query
 * string: addresses end up in proxy logs, browser history and Referer headers.
 * Returns undefined when none is present.
 */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.token === 'string' && body.token !== '')
    return body.token;
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (token) return token;
  }
  return undefined;
}

/** A row of profiles as the session lookup reads it. */
interface SessionRow {
  profile_id: number;
  mobile: string;
  country: string;
  kyc_status: KycStatus;
  expires_at: Date;
  created_at: Date;
  rg_guarded: boolean;
}

/**
 * Sessions this process has read, by token hash, for a call whose own write re-checks the
 * session in the database (bet placement): it can skip the read, never the check. Bounded;
 * the oldest entries go first.
 */
const remembered = new Map<string, { user: SessionUser; expiresAt: number }>();
const REMEMBERED_SESSIONS = 50_000;

function remember(tokenHash: string, user: SessionUser, expiresAt: Date): void {
  remembered.delete(tokenHash);
  remembered.set(tokenHash, { user, expiresAt: expiresAt.getTime() });
  if (remembered.size > REMEMBERED_SESSIONS) {
    remembered.delete(remembered.keys().next().value as string);
  }
}

/**
 * The bettor of a token as this process last read it, unless expired at `now`; null when it
 * never read it. Only for a write that re-checks the session itself (see {@link sessionIsLiveSql}):
 * a session revoked by another process stays here until then. Its profile id and country never
 * change; its KYC fields may be out of date.
 */
export function rememberedSession(token: string, now: Date): SessionUser | null {
  const entry = remembered.get(hashToken(token));
  if (!entry || entry.expiresAt <= now.getTime()) return null;
  return { ...entry.user, token };
}

/**
 * SQL that is true while the session of token hash `$hash` is live for profile `$profile` at
 * `$now` (parameter numbers given): the check a write makes for a remembered session.
 */
export function sessionIsLiveSql(hash: number, profile: number, now: number): string {
  return `EXISTS (SELECT 1 FROM sessions WHERE token_hash = $${hash} AND profile_id = $${profile}
            AND revoked_at IS NULL AND expires_at > $${now})`;
}

/** Looks a raw token up; null when unknown, revoked or expired at `now`. */
export async function findSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  // Tokens we issue are 43 characters of base64url; anything else cannot be one.
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<SessionRow>(
    `SELECT s.profile_id, p.mobile, p.country, p.kyc_status, s.expires_at, s.created_at,
            (p.rg_guarded OR p.date_of_birth IS NULL) AS rg_guarded
     FROM sessions s JOIN profiles p ON p.id = s.profile_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) {
    remembered.delete(tokenHash);
    return null;
  }
  const user: SessionUser = {
    profileId: row.profile_id,
    mobile: row.mobile,
    country: row.country,
    kycStatus: row.kyc_status,
    hasKyc: row.kyc_status === '1' || row.kyc_status === '2',
    token,
    rgGuarded: row.rg_guarded,
    startedAt: new Date(row.created_at),
  };
  remember(tokenHash, user, new Date(row.expires_at));
  return user;
}

/**
 * The bettor of a protected call. Throws 401 'Your session has expired. Please login again'
 * (code SESSION_EXPIRED) when the token is missing, unknown, revoked or expired.
 */
export async function requireSession(
  request: FastifyRequest,
  ctx: Pick<AppContext, 'db' | 'now'>,
): Promise<SessionUser> {
  return requireTokenSession(ctx, tokenFrom(request), ctx.now());
}

/** The bettor of a token (read from the database at `now`); the 401 of requireSession without. */
export async function requireTokenSession(
  ctx: Pick<AppContext, 'db'>,
  token: string | undefined,
  now: Date,
): Promise<SessionUser> {
  const user = token ? await findSession(ctx.db, token, now) : null;
  if (!user) throw unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
  return user;
}

/** Issues a new opaque session token for a bettor (30 days with remember, else 1 day). */
export async function createSession(
  db: Queryable,
  input: { profileId: number; remember: boolean; now: Date; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    input.now.getTime() + (input.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.standard),
  );
  await db.query(
    `INSERT INTO sessions (token_hash, profile_id, remember, created_at, expires_at, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      input.profileId,
      input.remember,
      input.now,
      expiresAt,
      input.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return { token, expiresAt };
}

/** Ends one session (logout). Returns false when the token was not a live session. */
export async function revokeSession(db: Queryable, token: string, now: Date): Promise<boolean> {
  remembered.delete(hashToken(token));
  const result = await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token), now],
  );
  return result.rowCount > 0;
}

/** Ends every session of a bettor (password reset). */
export async function revokeAllSessions(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE profile_id = $1 AND revoked_at IS NULL',
    [profileId, now],
  );
}
