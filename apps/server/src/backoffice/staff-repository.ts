import { permissionsOf, type StaffMember, type StaffRole } from '@shangwe/contract/backoffice';
import type { Queryable } from '../db/database';

/** A row of `staff` (migration 0085). */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  disabled_at: Date | null;
}

const COLUMNS = 'id, email, name, role, password_hash, totp_secret, totp_last_step, disabled_at';

/** What the API answers about a staff member (never the hash or the secret). */
export const presentStaff = (
  row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>,
): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  permissions: permissionsOf(row.role),
});

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE email = $1`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function findStaffById(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertStaff(
  db: Queryable,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    passwordHash: string;
    totpSecret: string;
    now: Date;
    createdBy: number | null;
  },
): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `INSERT INTO staff (email, name, role, password_hash, totp_secret, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      input.email,
      input.name,
      input.role,
      input.passwordHash,
      input.totpSecret,
      input.now,
      input.createdBy,
    ],
  );
  return rows[0] ?? null;
}

/**
 * Takes TOTP time step `step` for the staff member unless it (or a later one) was used: the
 * UPDATE's condition makes two concurrent logins with the same code accept only one.
 */
export async function claimTotpStep(
  db: Queryable,
  staffId: number,
  step: number,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE staff SET totp_last_step = $2
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [staffId, step],
  );
  return result.rowCount > 0;
}

/** A staff session as the guard reads it. */
export interface StaffSessionRow extends StaffRow {
  second_factor_at: Date | null;
  expires_at: Date;
}

export async function findLiveStaffSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<StaffSessionRow | null> {
  const { rows } = await db.query<StaffSessionRow>(
    `SELECT s.id, s.email, s.name, s.role, s.password_hash, s.totp_secret, s.totp_last_step,
            s.disabled_at, x.second_factor_at, x.expires_at
     FROM staff_sessions x JOIN staff s ON s.id = x.staff_id
     WHERE x.token_hash = $1 AND x.revoked_at IS NULL AND x.expires_at > $2
       AND s.disabled_at IS NULL`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function insertStaffSession(
  db: Queryable,
  input: {
    tokenHash: string;
    staffId: number;
    now: Date;
    secondFactorAt: Date | null;
    expiresAt: Date;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, second_factor_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      input.tokenHash,
      input.staffId,
      input.now,
      input.secondFactorAt,
      input.expiresAt,
      input.ip,
      input.userAgent?.slice(0, 300) ?? null,
    ],
  );
}

/** Gives a pending session its second factor and its full lifetime. */
export async function completeStaffSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE staff_sessions SET second_factor_at = $2, expires_at = $3
     WHERE token_hash = $1 AND second_factor_at IS NULL AND revoked_at IS NULL`,
    [tokenHash, now, expiresAt],
  );
  return result.rowCount > 0;
}

export async function revokeStaffSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, now],
  );
}
