import type { Queryable } from '../db/database';

/** A promo with its award, as stored (award amount in minor units). */
export interface PromoRow {
  id: number;
  country: string;
  category_id: number;
  reference: string;
  promo_name: string;
  description: string;
  image_url: string;
  start_time: Date;
  end_time: Date;
  /** ISO weekdays it runs on (migration 0080); null: every day. */
  schedule_days: number[] | null;
  status: string;
  rules: Array<{ rule: string; value: number | string }>;
  max_awards_per_bettor: number | null;
  award_id: number;
  award_amount: number;
  award_type: 'cash' | 'freebet';
  award_on: 'placed' | 'won' | 'lost';
  award_status: string;
  freebet_days: number;
  freebet_min_odd: number | null;
}

export interface PromoCategoryRow {
  id: number;
  category_name: string;
  description: string;
  status: string;
}

const COLUMNS = `p.id, p.country, p.category_id, p.reference, p.promo_name, p.description, p.image_url,
  p.start_time, p.end_time, p.schedule_days, p.status, p.rules, p.max_awards_per_bettor, a.id AS award_id,
  a.amount AS award_amount, a.award_type, a.award_on, a.status AS award_status, a.freebet_days,
  a.freebet_min_odd`;

const normalise = (row: PromoRow): PromoRow => ({
  ...row,
  id: Number(row.id),
  award_id: Number(row.award_id),
  award_amount: Number(row.award_amount),
  freebet_min_odd: row.freebet_min_odd === null ? null : Number(row.freebet_min_odd),
  schedule_days: row.schedule_days ? row.schedule_days.map(Number) : null,
  rules: typeof row.rules === 'string' ? (JSON.parse(row.rules) as PromoRow['rules']) : row.rules,
});

/**
 * The promos of a country within their dates now (started, not ended, active), ending soonest
 * first; a promo of some weekdays is listed on the others too, with its days, so bettors see
 * when it runs (opt-in and placement refuse it on those days).
 */
export async function listRunningPromos(
  db: Queryable,
  country: string,
  now: Date,
): Promise<PromoRow[]> {
  const { rows } = await db.query<PromoRow>(
    `SELECT ${COLUMNS} FROM promos p JOIN promo_awards a ON a.promo_id = p.id
      WHERE p.country = $1 AND p.status = 'active' AND p.start_time <= $2 AND p.end_time > $2
      ORDER BY p.end_time, p.id`,
    [country, now],
  );
  return rows.map(normalise);
}

export async function findPromo(db: Queryable, id: number): Promise<PromoRow | undefined> {
  const { rows } = await db.query<PromoRow>(
    `SELECT ${COLUMNS} FROM promos p JOIN promo_awards a ON a.promo_id = p.id WHERE p.id = $1`,
    [id],
  );
  return rows[0] ? normalise(rows[0]) : undefined;
}

export async function listPromoCategories(db: Queryable): Promise<PromoCategoryRow[]> {
  const { rows } = await db.query<PromoCategoryRow>(
    'SELECT id, category_name, description, status FROM promo_categories ORDER BY id',
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The promos a bettor stands opted in to. */
export async function optedInPromoIds(db: Queryable, profileId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ promo_id: number }>(
    `SELECT promo_id FROM promo_opt_ins WHERE profile_id = $1 AND status = 'opted_in'`,
    [profileId],
  );
  return new Set(rows.map((r) => Number(r.promo_id)));
}

/** Opts a bettor in (once: a second opt-in while standing changes nothing). */
export async function optIn(
  db: Queryable,
  promoId: number,
  profileId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO promo_opt_ins (promo_id, profile_id, status, opted_in_at)
     VALUES ($1, $2, 'opted_in', $3)
     ON CONFLICT (promo_id, profile_id) WHERE status = 'opted_in' DO NOTHING`,
    [promoId, profileId, now],
  );
}

/**
 * Closes a bettor's standing opt-in: 'opted_out' (the bettor's choice) or 'used' (a bet took
 * it). Nothing when none stands.
 */
export async function closeOptIn(
  db: Queryable,
  promoId: number,
  profileId: number,
  status: 'opted_out' | 'used',
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE promo_opt_ins SET status = $3, closed_at = $4
      WHERE promo_id = $1 AND profile_id = $2 AND status = 'opted_in'`,
    [promoId, profileId, status, now],
  );
}

/** The promo a wager opted in to, still waiting for its award, locked; undefined if none. */
export async function lockWaitingPromoBet(
  tx: Queryable,
  betId: number,
): Promise<{ bet_id: number; promo_id: number; profile_id: number } | undefined> {
  const { rows } = await tx.query<{ bet_id: number; promo_id: number; profile_id: number }>(
    `SELECT bet_id, promo_id, profile_id FROM promo_bets
      WHERE bet_id = $1 AND award_status = 'waiting' FOR UPDATE`,
    [betId],
  );
  const row = rows[0];
  return row
    ? {
        bet_id: Number(row.bet_id),
        promo_id: Number(row.promo_id),
        profile_id: Number(row.profile_id),
      }
    : undefined;
}

/** The promo row of a wager, locked, whatever its award's state; undefined if none. */
export async function lockPromoBet(
  tx: Queryable,
  betId: number,
): Promise<
  | {
      promo_id: number;
      award_status: string;
      award_amount: number | null;
      free_bet_id: number | null;
    }
  | undefined
> {
  const { rows } = await tx.query<{
    promo_id: number;
    award_status: string;
    award_amount: number | null;
    free_bet_id: number | null;
  }>(
    `SELECT promo_id, award_status, award_amount, free_bet_id FROM promo_bets
      WHERE bet_id = $1 FOR UPDATE`,
    [betId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    promo_id: Number(row.promo_id),
    award_status: row.award_status,
    award_amount: row.award_amount === null ? null : Number(row.award_amount),
    free_bet_id: row.free_bet_id === null ? null : Number(row.free_bet_id),
  };
}

/** Records what became of a paid award when its wager was undone ('withdrawn' or 'kept'). */
export async function markAwardUndone(
  tx: Queryable,
  betId: number,
  status: 'withdrawn' | 'kept',
): Promise<void> {
  await tx.query(
    `UPDATE promo_bets SET award_status = $2 WHERE bet_id = $1 AND award_status = 'paid'`,
    [betId, status],
  );
}

/** How many awards of a promo a bettor has been paid and kept (a withdrawn one does not count). */
export async function paidAwards(
  tx: Queryable,
  promoId: number,
  profileId: number,
): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM promo_bets
      WHERE promo_id = $1 AND profile_id = $2 AND award_status IN ('paid', 'kept')`,
    [promoId, profileId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function finishPromoBet(
  tx: Queryable,
  betId: number,
  result: {
    status: 'paid' | 'not_due' | 'capped';
    amount: number | null;
    freeBetId: number | null;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE promo_bets SET award_status = $2, award_amount = $3, free_bet_id = $4, awarded_at = $5
      WHERE bet_id = $1 AND award_status = 'waiting'`,
    [betId, result.status, result.amount, result.freeBetId, result.now],
  );
}
