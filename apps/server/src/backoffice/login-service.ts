import type { z } from 'zod';
import type { boLoginBodySchema } from '@shangwe/contract/backoffice';
import { randomBytes } from 'node:crypto';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../accounts/password';
import {
  consume,
  ensureNotLimited,
  recordFailure,
  resetLimit,
  type Caller,
} from '../auth/rate-limit';
import { hashToken } from '../auth/session';
import type { AppContext } from '../platform/context';
import { boError } from './errors';
import { recordStaffAction } from './audit';
import type { StaffContext } from './guard';
import {
  claimTotpStep,
  completeStaffSession,
  findStaffById,
  findStaffByEmail,
  insertStaffSession,
  presentStaff,
  revokeStaffSession,
  type StaffRow,
} from './staff-repository';
import { totpStep } from './totp';

/**
 * Limits of the back-office login, like the bettor login's (auth/rate-limit.ts): failures are
 * counted per email and address and per email (a guesser who changes address), the address
 * itself is capped. A staff account locked by failures is unlocked by waiting out the window
 * (15 minutes) or by an admin.
 */
export const STAFF_LOGIN_LIMITS = {
  perIp: { name: 'bo-login-ip', limit: 100, windowSeconds: 15 * 60 },
  failuresPerEmailAndIp: { name: 'bo-login-fail-email-ip', limit: 5, windowSeconds: 15 * 60 },
  failuresPerEmail: { name: 'bo-login-fail-email', limit: 20, windowSeconds: 15 * 60 },
} as const;

/** A full session lasts one working day; a pending one only as long as it takes to type a code. */
export const STAFF_SESSION_TTL_MS = 10 * 60 * 60 * 1000;
export const PENDING_SESSION_TTL_MS = 5 * 60 * 1000;

type LoginBody = z.output<typeof boLoginBodySchema>;

export interface LoginAnswer {
  token: string;
  second_factor: 'required' | 'done';
  expires_at: string;
  staff: ReturnType<typeof presentStaff> | null;
}

async function countFailure(ctx: AppContext, email: string, caller: Caller) {
  await recordFailure(ctx, STAFF_LOGIN_LIMITS.failuresPerEmailAndIp, `${email}@${caller.ip}`);
  await recordFailure(ctx, STAFF_LOGIN_LIMITS.failuresPerEmail, email);
}

async function clearFailures(ctx: AppContext, email: string, caller: Caller) {
  await resetLimit(ctx, STAFF_LOGIN_LIMITS.failuresPerEmailAndIp, `${email}@${caller.ip}`);
}

/** Checks a TOTP code for `staff` and takes its time step (a code works once); throws if not. */
async function acceptTotp(ctx: AppContext, staff: StaffRow, code: string, caller: Caller) {
  const step = totpStep(staff.totp_secret, code, ctx.now());
  if (step === null || !(await claimTotpStep(ctx.db, staff.id, step))) {
    await countFailure(ctx, staff.email, caller);
    throw boError('STAFF_CODE_INVALID');
  }
}

/** Opens a full session and writes the login to the audit log, in one transaction. */
async function openFullSession(
  ctx: AppContext,
  staff: StaffRow,
  caller: Caller,
  pendingTokenHash?: string,
): Promise<LoginAnswer> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  const token = pendingTokenHash ? undefined : randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    if (pendingTokenHash) {
      if (!(await completeStaffSession(tx, pendingTokenHash, now, expiresAt))) {
        throw boError('STAFF_SESSION_EXPIRED');
      }
    } else {
      await insertStaffSession(tx, {
        tokenHash: hashToken(token!),
        staffId: staff.id,
        now,
        secondFactorAt: now,
        expiresAt,
        ip: caller.ip,
        userAgent: caller.userAgent,
      });
    }
    await recordStaffAction(tx, {
      staff: { id: staff.id, email: staff.email },
      action: 'staff.login',
      objectType: 'staff',
      objectId: staff.id,
      after: { ip: caller.ip, user_agent: caller.userAgent?.slice(0, 200) ?? null },
      at: now,
    });
  });
  await clearFailures(ctx, staff.email, caller);
  return {
    token: token ?? '',
    second_factor: 'done',
    expires_at: expiresAt.toISOString(),
    staff: presentStaff(staff),
  };
}

/**
 * `POST /api/bo/login`: email and password, and the TOTP code when sent with them. Without the
 * code the answer is a pending session (5 minutes) that only `POST /api/bo/login/totp` accepts.
 * Wrong email and wrong password answer the same (no oracle of who is staff).
 */
export async function staffLogin(
  ctx: AppContext,
  caller: Caller,
  body: LoginBody,
): Promise<LoginAnswer> {
  await consume(ctx, STAFF_LOGIN_LIMITS.perIp, caller.ip, caller);
  await ensureNotLimited(
    ctx,
    STAFF_LOGIN_LIMITS.failuresPerEmailAndIp,
    `${body.email}@${caller.ip}`,
    caller,
  );
  await ensureNotLimited(ctx, STAFF_LOGIN_LIMITS.failuresPerEmail, body.email, caller);
  const staff = await findStaffByEmail(ctx.db, body.email);
  // Hash even for an unknown email so the answer time does not tell who is staff.
  const matches = await verifyPassword(body.password, staff?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!staff || !matches || staff.disabled_at) {
    await countFailure(ctx, body.email, caller);
    throw boError('STAFF_INVALID_CREDENTIALS');
  }
  if (body.totp) {
    await acceptTotp(ctx, staff, body.totp, caller);
    return openFullSession(ctx, staff, caller);
  }
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_SESSION_TTL_MS);
  await insertStaffSession(ctx.db, {
    tokenHash: hashToken(token),
    staffId: staff.id,
    now,
    secondFactorAt: null,
    expiresAt,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
  return { token, second_factor: 'required', expires_at: expiresAt.toISOString(), staff: null };
}

/** `POST /api/bo/login/totp`: the second step; the pending session becomes a full one. */
export async function staffLoginTotp(
  ctx: AppContext,
  caller: Caller,
  pending: StaffContext,
  code: string,
): Promise<LoginAnswer> {
  await ensureNotLimited(
    ctx,
    STAFF_LOGIN_LIMITS.failuresPerEmailAndIp,
    `${pending.email}@${caller.ip}`,
    caller,
  );
  await ensureNotLimited(ctx, STAFF_LOGIN_LIMITS.failuresPerEmail, pending.email, caller);
  const staff = await findStaffById(ctx.db, pending.id);
  if (!staff) throw boError('STAFF_SESSION_EXPIRED');
  await acceptTotp(ctx, staff, code, caller);
  return openFullSession(ctx, staff, caller, pending.tokenHash);
}

/** `POST /api/bo/logout`: ends the session, audited. */
export async function staffLogout(ctx: AppContext, staff: StaffContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeStaffSession(tx, staff.tokenHash, ctx.now());
    await recordStaffAction(tx, {
      staff,
      action: 'staff.logout',
      objectType: 'staff',
      objectId: staff.id,
      at: ctx.now(),
    });
  });
}
