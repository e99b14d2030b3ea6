import type { BoEndpoint, StaffAccess } from '@shangwe/contract/backoffice';
import { can, type StaffMember } from '@shangwe/contract/backoffice';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hashToken } from '../auth/session';
import type { AppContext } from '../platform/context';
import { route, type ContractHandler } from '../platform/contract-routes';
import { boError } from './errors';
import { findLiveStaffSession, presentStaff } from './staff-repository';

/** The staff member of a back-office call, as the guard resolved it. */
export interface StaffContext extends StaffMember {
  /** sha256 of the session token (logout revokes it). */
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back-office guard (requireStaff) before the handler runs. */
    staff: StaffContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call a back-office route: every /api/bo/ route must say (routes.ts checks). */
    staff?: StaffAccess;
  }
}

/** The bearer token of a back-office call: the Authorization header only (never body or query). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+/i.test(header)) return undefined;
  return header.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/**
 * The ONE guard of the back office: an onRequest hook (it answers before the body is even
 * parsed) that resolves the staff session of the bearer token and checks `access`:
 * - no token, an unknown, expired or revoked one (a bettor's token is unknown here):
 *   401 STAFF_SESSION_EXPIRED;
 * - a session still waiting for its TOTP code, on anything but the TOTP step:
 *   401 STAFF_SECOND_FACTOR_REQUIRED;
 * - a role without the permission: 403 STAFF_FORBIDDEN.
 * On success `request.staff` holds the staff member.
 */
export function requireStaff(ctx: AppContext, access: StaffAccess): onRequestHookHandler {
  return async (request) => {
    if (access === 'public') return;
    const token = bearerOf(request);
    const session = token ? await findLiveStaffSession(ctx.db, hashToken(token), ctx.now()) : null;
    if (!session) throw boError('STAFF_SESSION_EXPIRED');
    const pending = session.second_factor_at === null;
    if (access === 'pending' ? !pending : pending) {
      throw boError(pending ? 'STAFF_SECOND_FACTOR_REQUIRED' : 'STAFF_SESSION_EXPIRED');
    }
    if (access !== 'pending' && access !== 'session' && !can(session.role, access)) {
      throw boError('STAFF_FORBIDDEN');
    }
    request.staff = {
      ...presentStaff(session),
      tokenHash: hashToken(token!),
      expiresAt: session.expires_at,
    };
  };
}

/** The staff member the guard put on a request (throws on a route without a guard: a bug). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new Error(`${request.routeOptions.url} has no staff guard`);
  return request.staff;
}

/**
 * Registers a back-office route from its contract endpoint, behind the guard its endpoint
 * names (`endpoint.staff`). The only way a /api/bo/ route is added (routes.ts refuses others).
 */
export function boRoute<E extends BoEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: ContractHandler<E>,
  options: { bodyLimit?: number } = {},
): void {
  route(app, endpoint, handler, {
    onRequest: requireStaff(ctx, endpoint.staff),
    config: { staff: endpoint.staff },
    ...options,
  });
}
