import { getCountryConfig, isCountryCode } from '@shangwe/domain';
import { randomUUID } from 'node:crypto';
import { issueCode } from '../../accounts/sms-codes';
import { revokeAllSessions } from '../../auth/session';
import type { AppContext } from '../../platform/context';
import { house, InsufficientFundsError, transfer, userCash } from '../../wallet/ledger';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';
import { findBettorAccount } from './bettors-repository';

/** The bettor row locked for the action's transaction; 404 when there is none. */
async function lockedAccount(tx: Parameters<typeof findBettorAccount>[0], id: number) {
  const account = await findBettorAccount(tx, id, true);
  if (!account) throw boError('BETTOR_NOT_FOUND');
  return account;
}

/** A staff note on a bettor (the note and its audit row commit together). */
export async function addBettorNote(ctx: AppContext, staff: AuditActor, id: number, body: string) {
  await ctx.db.transaction(async (tx) => {
    await lockedAccount(tx, id);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO bettor_notes (profile_id, staff_id, staff_email, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [id, staff.id, staff.email, body, ctx.now()],
    );
    await recordStaffAction(tx, {
      staff,
      action: 'bettor.note',
      objectType: 'bettor',
      objectId: id,
      after: { note_id: Number(rows[0]!.id), body },
      at: ctx.now(),
    });
  });
}

/**
 * Locks a bettor: the login refuses them from now on and every session they hold ends (so no
 * bet, deposit or withdrawal can be made with one: bet placement re-checks the session).
 */
export async function lockBettor(ctx: AppContext, staff: AuditActor, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    if (account.locked_at) throw boError('BETTOR_ALREADY_LOCKED');
    const now = ctx.now();
    await tx.query('UPDATE profiles SET locked_at = $2, locked_reason = $3 WHERE id = $1', [
      id,
      now,
      reason,
    ]);
    await revokeAllSessions(tx, id, now);
    await recordStaffAction(tx, {
      staff,
      action: 'bettor.lock',
      objectType: 'bettor',
      objectId: id,
      before: { locked: false },
      after: { locked: true },
      reason,
      at: now,
    });
  });
}

/** Unlocks a bettor: they may log in again. */
export async function unlockBettor(ctx: AppContext, staff: AuditActor, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    if (!account.locked_at) throw boError('BETTOR_NOT_LOCKED');
    await tx.query('UPDATE profiles SET locked_at = NULL, locked_reason = NULL WHERE id = $1', [
      id,
    ]);
    await recordStaffAction(tx, {
      staff,
      action: 'bettor.unlock',
      objectType: 'bettor',
      objectId: id,
      before: { locked: true, locked_reason: account.locked_reason },
      after: { locked: false },
      reason,
      at: ctx.now(),
    });
  });
}

/**
 * Starts a password reset for the bettor: the existing reset flow's SMS code is texted to
 * their phone (the bettor sets the new password with it at "Forgot password"), and every
 * session they hold ends. Staff never see or set the password.
 */
export async function resetBettorPassword(
  ctx: AppContext,
  staff: AuditActor,
  id: number,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    const now = ctx.now();
    const brand = isCountryCode(account.country)
      ? getCountryConfig(account.country).appName
      : 'Shangwe';
    await issueCode(tx, { profileId: id, mobile: account.mobile, purpose: 'reset', now, brand });
    await revokeAllSessions(tx, id, now);
    await recordStaffAction(tx, {
      staff,
      action: 'bettor.reset_password',
      objectType: 'bettor',
      objectId: id,
      after: { reset_code_sent_to: account.mobile },
      reason,
      at: now,
    });
  });
}

/**
 * Corrects a bettor's cash through a compensating ledger movement against the house's
 * adjustments account (kind 'adjustment'): nothing already booked is ever edited, so the
 * ledger stays balanced (ledger:check). A debit cannot take the cash below zero.
 */
export async function adjustBettorCash(
  ctx: AppContext,
  staff: AuditActor,
  id: number,
  input: { direction: 'credit' | 'debit'; amount: number; reason: string },
): Promise<{ transaction_id: number; cash: number }> {
  const amountCents = Math.round(input.amount * 100);
  return ctx.db.transaction(async (tx) => {
    await lockedAccount(tx, id);
    const credit = input.direction === 'credit';
    let posting;
    try {
      posting = await transfer(tx, {
        from: credit ? house('adjustments') : userCash(id),
        to: credit ? userCash(id) : house('adjustments'),
        amountCents,
        kind: 'adjustment',
        reference: null,
        profileId: id,
        // One staff action, one movement: the audit row commits with it or neither does.
        idempotencyKey: `bo-adjust:${id}:${randomUUID()}`,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw boError('ADJUSTMENT_EXCEEDS_BALANCE');
      throw error;
    }
    const cashCents = posting.balances.find((b) => b.kind === 'cash')?.balanceCents ?? 0;
    const cashBefore = credit ? cashCents - amountCents : cashCents + amountCents;
    await recordStaffAction(tx, {
      staff,
      action: 'wallet.adjust',
      objectType: 'bettor',
      objectId: id,
      before: { cash: cashBefore / 100 },
      after: {
        cash: cashCents / 100,
        direction: input.direction,
        amount: amountCents / 100,
        transaction_id: posting.transactionId,
      },
      reason: input.reason,
      at: ctx.now(),
    });
    return { transaction_id: posting.transactionId, cash: cashCents / 100 };
  });
}
