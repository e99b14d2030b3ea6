import type { ExclusionKind, LimitKind, LimitSlotPeriod } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { cashWagersSince } from '../wagers/wagering-reads';
import { exclusionTermsSql } from './exclusion-sql';

export interface LimitRow {
  kind: LimitKind;
  period: LimitSlotPeriod;
  amount: number | null;
  pending_amount: number | null;
  requested_at: Date | null;
  imposed_by: string | null;
}

export interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  period: string;
  starts_at: Date;
  ends_at: Date;
  end_requested_at: Date | null;
  imposed_by: string | null;
}

/** Locks the bettor's profile row so their guarded movements are judged one at a time. */
export async function lockBettor(
  tx: Queryable,
  profileId: number,
): Promise<{ date_of_birth: string | null; country: string } | undefined> {
  // NO KEY UPDATE: rows referencing the profile (bets, sessions) can still be written meanwhile.
  const { rows } = await tx.query<{ date_of_birth: string | null; country: string }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, country
       FROM profiles WHERE id = $1 FOR NO KEY UPDATE`,
    [profileId],
  );
  return rows[0];
}

export async function limitsOf(db: Queryable, profileId: number): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT kind, period, amount::float8 AS amount, pending_amount::float8 AS pending_amount,
            requested_at, imposed_by
       FROM rg_limits WHERE profile_id = $1`,
    [profileId],
  );
  return rows;
}

/** The break in force at `now`, if any (the latest). */
export async function exclusionInForce(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<ExclusionRow | undefined> {
  const { rows } = await db.query<ExclusionRow>(
    `SELECT id, kind, period, starts_at, ends_at, end_requested_at, imposed_by
       FROM rg_exclusions
      WHERE profile_id = $1 AND ${exclusionTermsSql('$2')}
      ORDER BY id DESC LIMIT 1`,
    [profileId, now],
  );
  return rows[0];
}

/**
 * Cash staked and net lost (stakes less what came back) on wagers placed since each start,
 * free bets aside (not the bettor's money); a refused or cancelled wager counts nothing. The
 * wagers are the bet store's (wagers/wagering-reads.ts).
 */
export async function wageringSince(
  db: Queryable,
  profileId: number,
  starts: Date[],
): Promise<{ staked: number; lost: number }[]> {
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  const rows = await cashWagersSince(db, profileId, earliest);
  return starts.map((start) => {
    let staked = 0;
    let lost = 0;
    for (const r of rows) {
      if (r.created_at < start) continue;
      if (r.counted) staked += r.stake;
      lost += r.stake - r.paid;
    }
    return { staked, lost };
  });
}

/** Deposits asked for or paid since each start (a failed one counts nothing). */
export async function depositsSince(
  db: Queryable,
  profileId: number,
  starts: Date[],
): Promise<number[]> {
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  const { rows } = await db.query<{ created_at: Date; amount: number }>(
    `SELECT created_at, amount::float8 AS amount FROM deposits
      WHERE profile_id = $1 AND created_at >= $2 AND status IN ('initiated', 'completed')`,
    [profileId, earliest],
  );
  return starts.map((start) =>
    rows.filter((r) => r.created_at >= start).reduce((sum, r) => sum + r.amount, 0),
  );
}

/** Appends to the log of responsible-gambling changes (who, what, why). */
export async function logRgEvent(
  tx: Queryable,
  input: {
    profileId: number;
    kind: string;
    detail: object;
    staff?: string | null;
    reason?: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO rg_events (profile_id, kind, detail, staff, reason, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
    [
      input.profileId,
      input.kind,
      JSON.stringify(input.detail),
      input.staff ?? null,
      input.reason ?? null,
      input.now,
    ],
  );
}

/** Marks the bettor as judged by the responsible-gambling check from now on. */
export async function markGuarded(tx: Queryable, profileId: number): Promise<void> {
  await tx.query('UPDATE profiles SET rg_guarded = true WHERE id = $1 AND NOT rg_guarded', [
    profileId,
  ]);
}
