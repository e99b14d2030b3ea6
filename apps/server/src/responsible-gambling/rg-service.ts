import type { RgStatusResponse } from '@shangwe/contract';
import {
  canConfirmLimitChange,
  COOLING_OFF_MS,
  exclusionEnd,
  exclusionHolds,
  isLimitSlot,
  LIMIT_SLOTS,
  limitChangeEffect,
  limitName,
  limitWindow,
  validateDateOfBirth,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  type LimitSlotPeriod,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import { notificationChannels } from '../notifications/notification-channels';
import type { AppContext } from '../platform/context';
import { badRequest, DomainError } from '../platform/errors';
import { stakedAndReturnedSince } from '../wagers/wagering-reads';
import {
  depositsSince,
  exclusionInForce,
  limitsOf,
  lockBettor,
  logRgEvent,
  markGuarded,
  wageringSince,
} from './rg-repository';
import { textFormats } from './rg-texts';

/** Who makes a change: the bettor, or a staff member with a reason (audited in rg_events). */
export type Actor =
  | { staff: null }
  | {
      staff: string;
      reason: string;
      /** The back office's audit row, written in the change's own transaction. */
      audit?: (tx: Queryable) => Promise<unknown>;
    };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything the Responsible Gambling page shows, for the bettor of `profileId`. */
export async function rgStatus(
  db: Queryable,
  bettor: { profileId: number; country: string; startedAt: Date },
  now: Date,
): Promise<RgStatusResponse> {
  const { config } = textFormats(bettor.country);
  const profile = await db.query<{ dob: string | null; minutes: number | null }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, reality_check_minutes AS minutes
       FROM profiles WHERE id = $1`,
    [bettor.profileId],
  );
  const rows = await limitsOf(db, bettor.profileId);
  const windows = LIMIT_SLOTS.map((slot) =>
    slot.period === 'bet' ? null : limitWindow(slot.period, now, config.timezone),
  );
  const starts = windows.map((w) => w?.start ?? now);
  const [wagering, deposits, session] = await Promise.all([
    wageringSince(db, bettor.profileId, starts),
    depositsSince(db, bettor.profileId, starts),
    sessionFigures(db, bettor.profileId, bettor.startedAt),
  ]);
  const limits = LIMIT_SLOTS.map((slot, i) => {
    const row = rows.find((r) => r.kind === slot.kind && r.period === slot.period);
    const window = windows[i] ?? null;
    const usedCents =
      window === null
        ? null
        : slot.kind === 'deposit'
          ? deposits[i]!
          : slot.kind === 'stake'
            ? wagering[i]!.staked
            : Math.max(0, wagering[i]!.lost);
    const pending = row?.requested_at
      ? {
          amount: row.pending_amount === null ? null : row.pending_amount / 100,
          requested_at: row.requested_at.toISOString(),
          confirmable_at: new Date(row.requested_at.getTime() + COOLING_OFF_MS).toISOString(),
          confirmable: canConfirmLimitChange(row.requested_at, now),
        }
      : null;
    return {
      kind: slot.kind,
      period: slot.period,
      amount: row?.amount == null ? null : row.amount / 100,
      used: usedCents === null ? null : usedCents / 100,
      resets_at: iso(window?.resetsAt ?? null),
      pending,
    };
  });
  const exclusion = await exclusionInForce(db, bettor.profileId, now);
  return {
    currency: config.currency,
    date_of_birth_needed: profile.rows[0]?.dob == null,
    limits,
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          period: exclusion.period,
          starts_at: exclusion.starts_at.toISOString(),
          ends_at: exclusion.ends_at.toISOString(),
          end_requested_at: iso(exclusion.end_requested_at),
          can_request_end:
            exclusion.kind === 'self_exclusion' &&
            now >= exclusion.ends_at &&
            exclusion.end_requested_at === null,
          imposed_by_operator: exclusion.imposed_by !== null,
        }
      : null,
    reality_check_minutes: profile.rows[0]?.minutes ?? null,
    session: { started_at: bettor.startedAt.toISOString(), ...session },
  };
}

/** Staked, returned and net (returned less staked) on wagers placed since `since`, major units. */
async function sessionFigures(db: Queryable, profileId: number, since: Date) {
  const { staked, returned } = await stakedAndReturnedSince(db, profileId, since);
  return { staked: staked / 100, returned: returned / 100, net: (returned - staked) / 100 };
}

function slotOf(kind: string, period: string): { kind: LimitKind; period: LimitSlotPeriod } {
  if (!isLimitSlot(kind, period)) throw new DomainError('RG_UNKNOWN_LIMIT');
  return { kind: kind as LimitKind, period: period as LimitSlotPeriod };
}

/**
 * Sets, lowers, raises or removes a limit. A first limit or a decrease is in force at once; an
 * increase or removal waits 24 hours and the bettor's confirmation (`confirmLimitChange`). An
 * operator's change is in force at once and a limit an operator set only an operator lifts.
 */
export async function setLimit(
  ctx: AppContext,
  profileId: number,
  input: { kind: string; period: string; amount: number | null },
  actor: Actor,
): Promise<string> {
  const slot = slotOf(input.kind, input.period);
  const requested = input.amount === null ? null : Math.round(input.amount * 100);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const bettor = await lockBettor(tx, profileId);
    if (!bettor) throw badRequest('Unknown bettor', 'BAD_REQUEST');
    const row = (await limitsOf(tx, profileId)).find(
      (r) => r.kind === slot.kind && r.period === slot.period,
    );
    const current = row?.amount ?? null;
    const name = limitName(slot.kind, slot.period);
    const { money, when } = textFormats(bettor.country);
    const effect = actor.staff !== null ? 'now' : limitChangeEffect(current, requested);
    if (effect === 'unchanged' && !row?.requested_at) return `Your ${name} is unchanged.`;
    await markGuarded(tx, profileId);
    if (effect === 'now' || effect === 'unchanged') {
      await tx.query(
        `INSERT INTO rg_limits (profile_id, kind, period, amount, pending_amount, requested_at, imposed_by, updated_at)
         VALUES ($1, $2, $3, $4, NULL, NULL, $5, $6)
         ON CONFLICT (profile_id, kind, period) DO UPDATE
           SET amount = EXCLUDED.amount, pending_amount = NULL, requested_at = NULL,
               imposed_by = EXCLUDED.imposed_by, updated_at = EXCLUDED.updated_at`,
        [profileId, slot.kind, slot.period, requested, actor.staff, now],
      );
      await logRgEvent(tx, {
        profileId,
        kind: 'limit_set',
        detail: { ...slot, amount: requested, previous: current },
        staff: actor.staff,
        reason: actor.staff === null ? null : actor.reason,
        now,
      });
      if (actor.staff !== null) await actor.audit?.(tx);
      return requested === null
        ? `Your ${name} is removed.`
        : `Your ${name} is now ${money(requested)}.`;
    }
    if (row?.imposed_by) {
      throw new DomainError(
        'FORBIDDEN',
        `Your ${name} was set by our team. Please contact customer service to change it.`,
      );
    }
    await tx.query(
      `UPDATE rg_limits SET pending_amount = $4, requested_at = $5, updated_at = $5
        WHERE profile_id = $1 AND kind = $2 AND period = $3`,
      [profileId, slot.kind, slot.period, requested, now],
    );
    await logRgEvent(tx, {
      profileId,
      kind: 'limit_change_requested',
      detail: { ...slot, amount: requested, current },
      now,
    });
    const at = when(new Date(now.getTime() + COOLING_OFF_MS));
    return `Your ${name} stays ${money(current!)} for now. You can confirm the change after ${at}.`;
  });
}

/** Confirms an increase or removal after its 24 hours; it is in force from then. */
export async function confirmLimitChange(
  ctx: AppContext,
  profileId: number,
  input: { kind: string; period: string },
): Promise<string> {
  const slot = slotOf(input.kind, input.period);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const bettor = await lockBettor(tx, profileId);
    const row = (await limitsOf(tx, profileId)).find(
      (r) => r.kind === slot.kind && r.period === slot.period,
    );
    if (!bettor || !row?.requested_at) throw new DomainError('RG_NOTHING_TO_CONFIRM');
    if (!canConfirmLimitChange(row.requested_at, now)) {
      const { when } = textFormats(bettor.country);
      throw new DomainError(
        'RG_COOLING_OFF',
        `You can confirm this change after ${when(new Date(row.requested_at.getTime() + COOLING_OFF_MS))}.`,
      );
    }
    await tx.query(
      `UPDATE rg_limits SET amount = pending_amount, pending_amount = NULL, requested_at = NULL,
              updated_at = $4
        WHERE profile_id = $1 AND kind = $2 AND period = $3`,
      [profileId, slot.kind, slot.period, now],
    );
    await logRgEvent(tx, {
      profileId,
      kind: 'limit_change_confirmed',
      detail: { ...slot, amount: row.pending_amount, previous: row.amount },
      now,
    });
    const name = limitName(slot.kind, slot.period);
    const { money } = textFormats(bettor.country);
    return row.pending_amount === null
      ? `Your ${name} is removed.`
      : `Your ${name} is now ${money(row.pending_amount)}.`;
  });
}

/**
 * Starts a time-out or self-exclusion at once. It cannot be shortened or lifted; a new one
 * while one holds is refused (a longer break starts after asking again once it ends).
 */
export async function startExclusion(
  ctx: AppContext,
  profileId: number,
  input: { kind: string; period: string },
  actor: Actor,
): Promise<string> {
  if (input.kind !== 'time_out' && input.kind !== 'self_exclusion') {
    throw new DomainError('RG_UNKNOWN_PERIOD');
  }
  const kind = input.kind as ExclusionKind;
  const now = ctx.now();
  const endsAt = exclusionEnd(kind, input.period, now);
  if (!endsAt) throw new DomainError('RG_UNKNOWN_PERIOD');
  const message = await ctx.db.transaction(async (tx) => {
    const bettor = await lockBettor(tx, profileId);
    if (!bettor) throw badRequest('Unknown bettor', 'BAD_REQUEST');
    const current = await exclusionInForce(tx, profileId, now);
    // An operator may lengthen a break; a bettor takes another only after this one.
    if (current && (actor.staff === null || current.ends_at >= endsAt)) {
      throw new DomainError('RG_EXCLUSION_ACTIVE');
    }
    await markGuarded(tx, profileId);
    await tx.query(
      `INSERT INTO rg_exclusions (profile_id, kind, period, starts_at, ends_at, imposed_by, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        profileId,
        kind,
        input.period,
        now,
        endsAt,
        actor.staff,
        actor.staff === null ? null : actor.reason,
      ],
    );
    await logRgEvent(tx, {
      profileId,
      kind: 'exclusion_started',
      detail: { kind, period: input.period, ends_at: endsAt.toISOString() },
      staff: actor.staff,
      reason: actor.staff === null ? null : actor.reason,
      now,
    });
    if (actor.staff !== null) await actor.audit?.(tx);
    const { when } = textFormats(bettor.country);
    return kind === 'time_out'
      ? `Your break has started. You can bet and deposit again after ${when(endsAt)}.`
      : `Your self-exclusion has started and lasts until ${when(endsAt)}. After that, it ends only when you ask, 24 hours later.`;
  });
  // No broadcasts during the break: the bettor's open sockets leave the broadcast rooms now
  // (a reconnecting one is kept out by the gateway, a missed one by the notification list).
  await ctx.bus
    .publish(notificationChannels.breakStarted, { profile_id: profileId })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, 'break not announced'));
  return message;
}

/** Asks to end a self-exclusion past its end: it ends 24 hours later. */
export async function requestExclusionEnd(ctx: AppContext, profileId: number): Promise<string> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const bettor = await lockBettor(tx, profileId);
    const current = await exclusionInForce(tx, profileId, now);
    if (!bettor || !current)
      throw new DomainError('RG_NOTHING_TO_CONFIRM', 'You have no break in place');
    if (current.kind !== 'self_exclusion' || now < current.ends_at) {
      throw new DomainError('RG_END_NOT_YET');
    }
    if (current.end_requested_at === null) {
      await tx.query('UPDATE rg_exclusions SET end_requested_at = $2 WHERE id = $1', [
        current.id,
        now,
      ]);
      await logRgEvent(tx, {
        profileId,
        kind: 'exclusion_end_requested',
        detail: { id: current.id },
        now,
      });
    }
    const endAt = new Date((current.end_requested_at ?? now).getTime() + COOLING_OFF_MS);
    return `Your self-exclusion ends on ${textFormats(bettor.country).when(endAt)}.`;
  });
}

/** Chooses the reality-check interval (15, 30, 60 minutes) or none. */
export async function setRealityCheck(
  ctx: AppContext,
  profileId: number,
  minutes: number | null,
): Promise<string> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE profiles SET reality_check_minutes = $2 WHERE id = $1', [
      profileId,
      minutes,
    ]);
    await logRgEvent(tx, { profileId, kind: 'reality_check_set', detail: { minutes }, now });
  });
  return minutes === null
    ? 'Reality check is off.'
    : `We will show you a reality check every ${minutes} minutes.`;
}

/** Records the date of birth of an account made before it was asked (under 18: refused). */
export async function setDateOfBirth(
  ctx: AppContext,
  user: SessionUser,
  raw: string,
): Promise<string> {
  const now = ctx.now();
  const valid = validateDateOfBirth(raw, now);
  if (!valid.ok)
    throw badRequest(valid.failure.message, valid.failure.code, { field: 'date_of_birth' });
  await ctx.db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      'UPDATE profiles SET date_of_birth = $2 WHERE id = $1 AND date_of_birth IS NULL',
      [user.profileId, valid.value],
    );
    if (rowCount > 0) {
      await logRgEvent(tx, {
        profileId: user.profileId,
        kind: 'date_of_birth_given',
        detail: {},
        now,
      });
    }
  });
  return 'Thank you. Your date of birth is saved.';
}

/** Whether a break holds (the domain's rule over a stored row). */
export function holds(
  row: { kind: ExclusionKind; ends_at: Date; end_requested_at: Date | null },
  now: Date,
) {
  return exclusionHolds(
    { kind: row.kind, endsAt: row.ends_at, endRequestedAt: row.end_requested_at },
    now,
  );
}

export type { LimitPeriod };
