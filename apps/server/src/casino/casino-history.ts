import { CASINO_PRODUCT } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import type { CasinoHistoryRow } from './instant-presenters';

const PRODUCTS: Record<string, string> = CASINO_PRODUCT;

/**
 * A player's casino bets, newest first, with their round or fairness inputs. The wagers come
 * through the bet store's published read `wagers_read` (migration 0155), joined in the one query.
 */
export async function casinoHistory(
  db: Queryable,
  profileId: number,
  game: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CasinoHistoryRow[]; total: number }> {
  const products = game ? [PRODUCTS[game]!] : Object.values(PRODUCTS);
  const total = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wagers_read WHERE profile_id = $1 AND product = ANY($2::text[])',
    [profileId, products],
  );
  const { rows } = await db.query<CasinoHistoryRow>(
    `SELECT b.id AS bet_id, b.product, b.stake, b.amount_paid, b.status, b.created_at, b.settled_at,
            cb.round_id, cb.cashout_multiplier, r.crash_point, r.crashes_at,
            ib.game, ib.outcome, ib.target, ib.direction, ib.multiplier_x10000, ib.nonce,
            sp.client_seed, sp.server_seed, sp.server_seed_hash, sp.retired_at
       FROM wagers_read b
       LEFT JOIN crash_bets cb ON cb.bet_id = b.id
       LEFT JOIN crash_rounds r ON r.id = cb.round_id
       LEFT JOIN casino_instant_bets ib ON ib.bet_id = b.id
       LEFT JOIN casino_seed_pairs sp ON sp.id = ib.seed_pair_id
      WHERE b.profile_id = $1 AND b.product = ANY($2::text[])
      ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
    [profileId, products, limit, offset],
  );
  return { rows, total: Number(total.rows[0]!.n) };
}

/** One instant bet of a player with its fairness inputs (for the play answer). */
export async function instantBetOf(
  db: Queryable,
  betId: number,
): Promise<(CasinoHistoryRow & { profile_id: number }) | undefined> {
  const { rows } = await db.query<CasinoHistoryRow & { profile_id: number }>(
    `SELECT b.id AS bet_id, b.profile_id, b.product, b.stake, b.amount_paid, b.status, b.created_at,
            b.settled_at, NULL::bigint AS round_id, NULL::int AS cashout_multiplier,
            NULL::int AS crash_point, NULL::timestamptz AS crashes_at,
            ib.game, ib.outcome, ib.target, ib.direction, ib.multiplier_x10000, ib.nonce,
            sp.client_seed, sp.server_seed, sp.server_seed_hash, sp.retired_at
       FROM wagers_read b JOIN casino_instant_bets ib ON ib.bet_id = b.id
       JOIN casino_seed_pairs sp ON sp.id = ib.seed_pair_id
      WHERE b.id = $1`,
    [betId],
  );
  return rows[0];
}
