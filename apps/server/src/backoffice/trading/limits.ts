import type { BoLimit } from '@shangwe/contract/backoffice';
import type { z } from 'zod';
import type { boLimitBodySchema } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

type LimitBody = z.infer<typeof boLimitBodySchema>;

interface LimitRow {
  id: number | string;
  sport_id: number | null;
  competition_id: number | null;
  sub_type_id: number | null;
  parent_match_id: number | string | null;
  max_stake_cents: number | string | null;
  max_liability_cents: number | string | null;
  staff_email: string;
  updated_at: Date | string;
}

const units = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);
const cents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

function present(r: LimitRow): BoLimit {
  return {
    id: Number(r.id),
    sport_id: r.sport_id,
    competition_id: r.competition_id,
    sub_type_id: r.sub_type_id,
    parent_match_id: r.parent_match_id === null ? null : Number(r.parent_match_id),
    max_stake: units(r.max_stake_cents),
    max_liability: units(r.max_liability_cents),
    staff_email: r.staff_email,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** Every limit row, most specific first. */
export async function listLimits(db: Queryable): Promise<BoLimit[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT * FROM trading_limits
      ORDER BY (parent_match_id IS NOT NULL)::int * 8 + (competition_id IS NOT NULL)::int * 4
             + (sub_type_id IS NOT NULL)::int * 2 + (sport_id IS NOT NULL)::int DESC, id`,
  );
  return rows.map(present);
}

/**
 * Sets the limit row of one scope (sport / competition / market type / match, any mix),
 * replacing the one there was, audited with both. Placements read it at once: the limit is
 * resolved by the database per bet (`trading_limit_of`, migration 0096).
 */
export async function setLimit(ctx: AppContext, by: AuditActor, body: LimitBody): Promise<BoLimit> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const scope = [
      body.sport_id ?? null,
      body.competition_id ?? null,
      body.sub_type_id ?? null,
      body.parent_match_id ?? null,
    ];
    const before = await tx.query<LimitRow>(
      `SELECT * FROM trading_limits
        WHERE COALESCE(sport_id, 0) = COALESCE($1::int, 0)
          AND COALESCE(competition_id, 0) = COALESCE($2::int, 0)
          AND COALESCE(sub_type_id, -1) = COALESCE($3::int, -1)
          AND COALESCE(parent_match_id, 0) = COALESCE($4::bigint, 0) FOR UPDATE`,
      scope,
    );
    if (before.rows[0]) {
      await tx.query('DELETE FROM trading_limits WHERE id = $1', [before.rows[0].id]);
    }
    const { rows } = await tx.query<LimitRow>(
      `INSERT INTO trading_limits (sport_id, competition_id, sub_type_id, parent_match_id,
         max_stake_cents, max_liability_cents, staff_email, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [...scope, cents(body.max_stake), cents(body.max_liability), by.email, now],
    );
    const limit = present(rows[0]!);
    await recordStaffAction(tx, {
      staff: by,
      action: 'trading.limit',
      objectType: 'trading_limit',
      objectId: scope.map((v) => v ?? '*').join('/'),
      before: before.rows[0] ? present(before.rows[0]) : null,
      after: limit,
      reason: body.reason,
      at: now,
    });
    return limit;
  });
}

/** Sets a bettor's stake factor (0.01–10: scales every stake limit for them), audited. */
export async function setStakeFactor(
  ctx: AppContext,
  by: AuditActor,
  profileId: number,
  factor: number,
  reason: string,
): Promise<{ profile_id: number; factor: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const profile = await tx.query('SELECT 1 FROM profiles WHERE id = $1', [profileId]);
    if (profile.rows.length === 0) throw boError('TRADING_BETTOR_NOT_FOUND');
    const before = await tx.query<{ factor: string }>(
      'SELECT factor FROM trading_bettor_factors WHERE profile_id = $1 FOR UPDATE',
      [profileId],
    );
    await tx.query(
      `INSERT INTO trading_bettor_factors (profile_id, factor, staff_email, updated_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (profile_id) DO UPDATE SET factor = EXCLUDED.factor,
         staff_email = EXCLUDED.staff_email, updated_at = EXCLUDED.updated_at`,
      [profileId, factor, by.email, now],
    );
    await recordStaffAction(tx, {
      staff: by,
      action: 'trading.stake_factor',
      objectType: 'bettor',
      objectId: profileId,
      before: { factor: before.rows[0] ? Number(before.rows[0].factor) : 1 },
      after: { factor },
      reason,
      at: now,
    });
    return { profile_id: profileId, factor };
  });
}
