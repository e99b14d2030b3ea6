import type { StaffRole } from '@shangwe/contract/backoffice';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../accounts/password';
import type { AppContext } from '../platform/context';
import { boError } from './errors';
import { recordStaffAction, type AuditActor } from './audit';
import { insertStaff, presentStaff } from './staff-repository';
import { newTotpSecret, otpauthUri } from './totp';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  reason?: string | undefined;
}

/**
 * Creates a staff account with a random initial password and a fresh TOTP secret, audited in
 * the same transaction ('staff.create'). The password and the otpauth URI are returned once,
 * to hand to the new staff member; only the password's hash is stored. There is no default
 * password anywhere.
 */
export async function createStaff(ctx: AppContext, by: AuditActor, input: NewStaff) {
  const initialPassword = randomBytes(15).toString('base64url');
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(initialPassword);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash,
      totpSecret,
      now,
      createdBy: by.id,
    });
    if (!created) throw boError('STAFF_EMAIL_IN_USE');
    await recordStaffAction(tx, {
      staff: by,
      action: 'staff.create',
      objectType: 'staff',
      objectId: created.id,
      before: null,
      after: { email: created.email, name: created.name, role: created.role },
      reason: input.reason,
      at: now,
    });
    return created;
  });
  return {
    staff: presentStaff(row),
    initial_password: initialPassword,
    totp_secret: totpSecret,
    otpauth_uri: otpauthUri(row.email, totpSecret),
  };
}
