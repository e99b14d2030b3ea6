import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { exclusionTermsSql } from './exclusion-sql';
import { setLimit, startExclusion } from './rg-service';

/** Writes the back office's audit row in the transaction of the change (recordStaffAction). */
type Audit = (tx: Queryable) => Promise<unknown>;

/**
 * What an operator does for a bettor: impose a limit or a break with a reason, and log a
 * contact. Each change is appended to rg_events with the staff member and the reason, and a
 * contact to rg_interactions (both append only). Served under /api/ops/rg/* for now; the back
 * office's staff-audited routes call these same functions.
 */
export async function imposeLimit(
  ctx: AppContext,
  input: {
    profileId: number;
    staff: string;
    reason: string;
    kind: string;
    period: string;
    amount: number | null;
  },
  audit?: Audit,
): Promise<string> {
  return setLimit(ctx, input.profileId, input, {
    staff: input.staff,
    reason: input.reason,
    ...(audit ? { audit } : {}),
  });
}

export async function imposeExclusion(
  ctx: AppContext,
  input: { profileId: number; staff: string; reason: string; kind: string; period: string },
  audit?: Audit,
): Promise<string> {
  return startExclusion(ctx, input.profileId, input, {
    staff: input.staff,
    reason: input.reason,
    ...(audit ? { audit } : {}),
  });
}

export async function logInteraction(
  ctx: AppContext,
  input: { profileId: number; staff: string; channel: string; note: string },
  audit?: Audit,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO rg_interactions (profile_id, staff, channel, note, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [input.profileId, input.staff, input.channel || 'phone', input.note, ctx.now()],
    );
    await audit?.(tx);
  });
}

/** What the back office shows of a bettor's controls: limits, break, events (newest 50). */
export async function bettorControls(ctx: AppContext, profileId: number) {
  const [profile, limits, exclusions, events] = await Promise.all([
    ctx.db.query<{ dob: string | null; confirmed: boolean; minutes: number | null }>(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob,
              date_of_birth_confirmed_at IS NOT NULL AS confirmed,
              reality_check_minutes AS minutes
         FROM profiles WHERE id = $1`,
      [profileId],
    ),
    ctx.db.query<{
      kind: string;
      period: string;
      amount: number | null;
      pending_amount: number | null;
      requested_at: Date | null;
      imposed_by: string | null;
    }>(
      `SELECT kind, period, amount::float8 / 100 AS amount,
              pending_amount::float8 / 100 AS pending_amount, requested_at, imposed_by
         FROM rg_limits WHERE profile_id = $1 ORDER BY kind, period`,
      [profileId],
    ),
    ctx.db.query<{
      kind: string;
      period: string;
      starts_at: Date;
      ends_at: Date;
      end_requested_at: Date | null;
      imposed_by: string | null;
      reason: string | null;
      in_force: boolean;
    }>(
      `SELECT kind, period, starts_at, ends_at, end_requested_at, imposed_by, reason,
              ${exclusionTermsSql('$2::timestamptz')} AS in_force
         FROM rg_exclusions WHERE profile_id = $1 ORDER BY id DESC LIMIT 20`,
      [profileId, ctx.now()],
    ),
    ctx.db.query<{
      at: Date;
      kind: string;
      detail: unknown;
      staff: string | null;
      reason: string | null;
    }>(
      `SELECT created_at AS at, kind, detail, staff, reason
         FROM rg_events WHERE profile_id = $1 ORDER BY id DESC LIMIT 50`,
      [profileId],
    ),
  ]);
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  const row = profile.rows[0];
  return {
    date_of_birth: row?.dob ?? null,
    date_of_birth_confirmed: row?.confirmed ?? false,
    reality_check_minutes: row?.minutes ?? null,
    limits: limits.rows.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount === null ? null : Number(l.amount),
      pending_amount: l.pending_amount === null ? null : Number(l.pending_amount),
      requested_at: iso(l.requested_at),
      imposed_by: l.imposed_by,
    })),
    exclusions: exclusions.rows.map((x) => ({
      kind: x.kind,
      period: x.period,
      starts_at: iso(x.starts_at)!,
      ends_at: iso(x.ends_at)!,
      end_requested_at: iso(x.end_requested_at),
      imposed_by: x.imposed_by,
      reason: x.reason,
      in_force: Boolean(x.in_force),
    })),
    events: events.rows.map((e) => ({
      at: iso(e.at)!,
      kind: e.kind,
      detail: typeof e.detail === 'string' ? e.detail : JSON.stringify(e.detail ?? {}),
      staff: e.staff,
      reason: e.reason,
    })),
  };
}

/** A bettor's markers (last 90 days) and the contacts logged, newest first. */
export async function bettorFile(ctx: AppContext, profileId: number) {
  const markers = await ctx.db.query<{
    day: string;
    marker: string;
    score: number;
    explanation: string;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, marker, score::float8 AS score, explanation
       FROM rg_markers WHERE profile_id = $1 AND day >= ($2::timestamptz - interval '90 days')::date
      ORDER BY day DESC, marker`,
    [profileId, ctx.now()],
  );
  const interactions = await ctx.db.query<{
    at: Date;
    staff: string;
    channel: string;
    note: string;
  }>(
    `SELECT created_at AS at, staff, channel, note FROM rg_interactions WHERE profile_id = $1 ORDER BY id DESC`,
    [profileId],
  );
  return {
    markers: markers.rows,
    interactions: interactions.rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
  };
}

/** Operator calls over HTTP are on when RG_OPS_API=1, or by default outside production. */
export function rgOpsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.RG_OPS_API === '1' || (env.RG_OPS_API !== '0' && env.NODE_ENV !== 'production');
}
