import type { StaffRole } from '@shangwe/contract/backoffice';
import type { AppContext } from '../platform/context';
import { recordStaffAction, type AuditActor } from './audit';
import { boError } from './errors';
import { newTotpSecret, otpauthUri } from './totp';

interface StaffListRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled_at: Date | null;
  created_at: Date;
}

/** Every staff account, newest first (never a hash or a secret). */
export async function listStaff(ctx: AppContext, page: number, perPage: number) {
  const { rows } = await ctx.db.query<StaffListRow>(
    `SELECT id, email, name, role, disabled_at, created_at FROM staff
     ORDER BY id DESC LIMIT $1 OFFSET $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      email: r.email,
      name: r.name,
      role: r.role,
      disabled_at: r.disabled_at ? new Date(r.disabled_at).toISOString() : null,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/** The staff row locked for an action on it; 404 when there is none, 409 on one's own. */
async function lockedStaff(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  by: AuditActor,
  id: number,
) {
  if (by.id === id) throw boError('STAFF_SELF');
  const { rows } = await tx.query<{ id: number; email: string; disabled_at: Date | null }>(
    'SELECT id, email, disabled_at FROM staff WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw boError('STAFF_NOT_FOUND');
  return rows[0];
}

/**
 * Disables a staff account: the login refuses it and its sessions end at once (the guard
 * reads only sessions of accounts not disabled; they are revoked too). Audited 'staff.disable'.
 */
export async function disableStaff(ctx: AppContext, by: AuditActor, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const staff = await lockedStaff(tx, by, id);
    if (staff.disabled_at) throw boError('STAFF_ALREADY_DISABLED');
    const now = ctx.now();
    await tx.query('UPDATE staff SET disabled_at = $2 WHERE id = $1', [id, now]);
    await tx.query(
      'UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
      [id, now],
    );
    await recordStaffAction(tx, {
      staff: by,
      action: 'staff.disable',
      objectType: 'staff',
      objectId: id,
      before: { disabled: false },
      after: { disabled: true },
      reason,
      at: now,
    });
  });
}

/**
 * A new TOTP secret for a staff member who lost their authenticator: the old one stops
 * working, their sessions end, and the new otpauth URI is answered once, to hand over.
 * Audited 'staff.reset_totp' (never the secret itself).
 */
export async function resetStaffTotp(ctx: AppContext, by: AuditActor, id: number, reason: string) {
  const secret = newTotpSecret();
  const email = await ctx.db.transaction(async (tx) => {
    const staff = await lockedStaff(tx, by, id);
    const now = ctx.now();
    await tx.query('UPDATE staff SET totp_secret = $2, totp_last_step = NULL WHERE id = $1', [
      id,
      secret,
    ]);
    await tx.query(
      'UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
      [id, now],
    );
    await recordStaffAction(tx, {
      staff: by,
      action: 'staff.reset_totp',
      objectType: 'staff',
      objectId: id,
      after: { totp: 'new secret issued' },
      reason,
      at: now,
    });
    return staff.email;
  });
  return { otpauth_uri: otpauthUri(email, secret) };
}
