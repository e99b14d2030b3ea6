import { can, type Permission } from '@shangwe/contract/backoffice';
import { hashToken } from '../auth/session';
import type { AppContext } from '../platform/context';
import { findLiveStaffSession } from './staff-repository';

/**
 * Whether a socket's `{ token }` is a live staff session, second factor given, whose role has
 * `permission`: what a staff-only room (support agents, traders) asks before a socket joins.
 */
export async function staffSocketAllowed(
  ctx: AppContext,
  input: unknown,
  permission: Permission,
): Promise<boolean> {
  const token = (input as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 500) return false;
  const session = await findLiveStaffSession(ctx.db, hashToken(token), ctx.now());
  return session !== null && session.second_factor_at !== null && can(session.role, permission);
}
