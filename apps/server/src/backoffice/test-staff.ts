import type { StaffRole } from '@shangwe/contract/backoffice';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/session';
import type { AppContext } from '../platform/context';
import { insertStaffSession } from './staff-repository';
import { createStaff } from './staff-service';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
}

/**
 * Test factory: a staff member of `role` created the real way (createStaff, audited as made
 * by a test task). For API tests of any back-office feature.
 */
export async function createTestStaff(ctx: AppContext, role: StaffRole): Promise<TestStaff> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.test`;
  const created = await createStaff(
    ctx,
    { id: null, email: 'task:test' },
    { email, name: `Test ${role}`, role },
  );
  return {
    id: created.staff.id,
    email,
    password: created.initial_password,
    totpSecret: created.totp_secret,
    role,
  };
}

/**
 * A session token of a staff member, written straight to the table (a login per test would
 * spend TOTP codes, which work once per 30 s step). `pending` leaves out the second factor.
 */
export async function staffToken(
  ctx: AppContext,
  staff: Pick<TestStaff, 'id'>,
  options: { pending?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertStaffSession(ctx.db, {
    tokenHash: hashToken(token),
    staffId: staff.id,
    now,
    secondFactorAt: options.pending ? null : now,
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return token;
}

/** Headers of a call with a staff token. */
export const asStaff = (token: string) => ({ authorization: `Bearer ${token}` });
