import type { Queryable } from '../db/database';

/**
 * Read-only queries of the bet store for the back office (the bettor view, result corrections,
 * trading alerts), so that it calls the owner rather than name the bet tables
 * (src/table-ownership.unit.test.ts). Each returns typed rows; the caller shapes them. The
 * finance reports, which join wagers to their money, read the view `wagers_read` instead
 * (migration 0155, README.md "Views").
 */

/** A wager as the bettor view lists it (amounts in cents, as stored). */
export interface BettorWagerRow {
  id: number;
  short_id: string;
  product: string;
  status: string;
  stake: string;
  possible_win: string;
  amount_paid: string;
  created_at: Date;
}

/** A bettor's newest `limit` wagers, newest first. */
export async function latestWagersOf(
  db: Queryable,
  profileId: number,
  limit: number,
): Promise<BettorWagerRow[]> {
  const { rows } = await db.query<BettorWagerRow>(
    `SELECT id, short_id, product, status, stake, possible_win, amount_paid, created_at
     FROM bets WHERE profile_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [profileId, limit],
  );
  return rows;
}

/** The bettors with a wager whose short code or reference is `code` (any case). */
export async function bettorsWithWagerCode(db: Queryable, code: string): Promise<number[]> {
  const { rows } = await db.query<{ profile_id: string }>(
    `SELECT profile_id FROM bets WHERE lower(short_id) = lower($1) OR lower(ref) = lower($1)`,
    [code],
  );
  return rows.map((r) => Number(r.profile_id));
}

/** One leg of a wager with its wager's product, or undefined when there is no such leg. */
export async function wagerLeg(
  db: Queryable,
  betId: number,
  legNo: number,
): Promise<
  | {
      parent_match_id: number | string;
      sub_type_id: number;
      special_bet_value: string;
      status: string;
      product: string;
    }
  | undefined
> {
  const { rows } = await db.query<{
    parent_match_id: number | string;
    sub_type_id: number;
    special_bet_value: string;
    status: string;
    product: string;
  }>(
    `SELECT l.parent_match_id, l.sub_type_id, l.special_bet_value, l.status, b.product
       FROM bet_legs l JOIN bets b ON b.id = l.bet_id WHERE l.bet_id = $1 AND l.leg_no = $2`,
    [betId, legNo],
  );
  return rows[0];
}

/**
 * Wagers holding a settled leg (won, lost, void) on one of these markets of a match, except
 * those of the listed products, in id order.
 */
export async function settledWagersOnMarkets(
  db: Queryable,
  parentMatchId: number | string,
  markets: readonly { sub_type_id: number; special_bet_value: string }[],
  exceptProducts: readonly string[],
): Promise<number[]> {
  if (markets.length === 0) return [];
  const { rows } = await db.query<{ bet_id: number | string }>(
    `SELECT DISTINCT l.bet_id FROM bet_legs l
       JOIN bets b ON b.id = l.bet_id
       JOIN unnest($2::int[], $3::text[]) AS m(sub_type_id, sbv)
         ON m.sub_type_id = l.sub_type_id AND m.sbv = l.special_bet_value
      WHERE l.parent_match_id = $1 AND l.status IN ('won', 'lost', 'void')
        AND NOT (b.product = ANY($4::text[]))
      ORDER BY l.bet_id`,
    [
      parentMatchId,
      markets.map((m) => m.sub_type_id),
      markets.map((m) => m.special_bet_value),
      [...exceptProducts],
    ],
  );
  return rows.map((r) => Number(r.bet_id));
}

/** A bettor's settled (won or lost) wagers of a window: count, staked, paid, payout variance. */
export interface BettorReturnRow {
  profile_id: string | number;
  bets: number;
  staked: string;
  paid: string;
  /** Σ stake² · max(total_odd − 1, 0): the payout variance of fair prices. */
  variance: string;
  last: Date | string;
}

/**
 * Per bettor, their wagers of these products settled won or lost since `since`, for bettors
 * with at least `minBets` of them.
 */
export async function settledReturnsByBettor(
  db: Queryable,
  since: Date,
  products: readonly string[],
  minBets: number,
): Promise<BettorReturnRow[]> {
  const { rows } = await db.query<BettorReturnRow>(
    `SELECT profile_id, count(*)::int AS bets, sum(stake)::text AS staked,
            sum(amount_paid)::text AS paid,
            sum(stake::numeric * stake::numeric * GREATEST(total_odd - 1, 0))::text AS variance,
            max(settled_at) AS last
       FROM bets
      WHERE status IN ('won', 'lost') AND settled_at >= $1 AND product = ANY($2::text[])
      GROUP BY profile_id HAVING count(*) >= $3`,
    [since, [...products], minBets],
  );
  return rows;
}

/** One selection of a match backed by many bettors in a window, its open legs' figures. */
export interface SelectionBackersRow {
  parent_match_id: string | number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
  home_team: string;
  away_team: string;
  market_name: string;
  bettors: number;
  bets: number;
  stakes: string;
  last: Date | string;
}

/**
 * Selections backed by open legs of wagers placed in [from, to] by at least `minBettors`
 * bettors: the 100 with the most bettors.
 */
export async function selectionBackers(
  db: Queryable,
  from: Date,
  to: Date,
  minBettors: number,
): Promise<SelectionBackersRow[]> {
  const { rows } = await db.query<SelectionBackersRow>(
    `SELECT l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick,
            max(l.home_team) AS home_team, max(l.away_team) AS away_team,
            max(l.market_name) AS market_name,
            count(DISTINCT b.profile_id)::int AS bettors, count(*)::int AS bets,
            sum(b.stake)::text AS stakes, max(b.created_at) AS last
       FROM bets b JOIN bet_legs l ON l.bet_id = b.id
      WHERE b.created_at >= $1 AND b.created_at <= $2 AND l.status = 'open'
      GROUP BY l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick
     HAVING count(DISTINCT b.profile_id) >= $3
      ORDER BY count(DISTINCT b.profile_id) DESC LIMIT 100`,
    [from, to, minBettors],
  );
  return rows;
}

/** A moment of a match (a goal, a bet stop); `at` as the database wrote it (text, exact). */
export interface MatchMoment<K extends string> {
  parent_match_id: string | number;
  kind: K;
  at: string;
}

/** A wager placed on a match shortly before one of its moments. */
export interface WagerBeforeMomentRow<K extends string> {
  bet_id: string | number;
  profile_id: string | number;
  parent_match_id: string | number;
  kind: K;
  seconds: string;
  stake: string;
  at: Date | string;
  home_team: string;
  away_team: string;
}

/**
 * Wagers (neither rejected nor cancelled) with a leg on a match placed in the `seconds` before
 * one of its moments: each wager once, with the first such moment; the first 200 by wager id.
 */
export async function wagersPlacedBeforeMoments<K extends string>(
  db: Queryable,
  moments: readonly MatchMoment<K>[],
  seconds: number,
): Promise<WagerBeforeMomentRow<K>[]> {
  if (moments.length === 0) return [];
  const { rows } = await db.query<WagerBeforeMomentRow<K>>(
    `SELECT DISTINCT ON (b.id) b.id AS bet_id, b.profile_id, l.parent_match_id, e.kind,
            extract(epoch FROM e.at - b.created_at)::text AS seconds, b.stake::text AS stake,
            e.at, l.home_team, l.away_team
       FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS e(parent_match_id, kind, at)
       JOIN bet_legs l ON l.parent_match_id = e.parent_match_id
       JOIN bets b ON b.id = l.bet_id
      WHERE b.created_at < e.at
        AND b.created_at >= e.at - make_interval(secs => $4)
        AND b.status NOT IN ('rejected', 'cancelled')
      ORDER BY b.id, e.at LIMIT 200`,
    [
      moments.map((m) => String(m.parent_match_id)),
      moments.map((m) => m.kind),
      moments.map((m) => m.at),
      seconds,
    ],
  );
  return rows;
}

/** A product's settled wagers of a window: count, staked, paid, residuals against its mean. */
export interface ProductReturnRow {
  product: string;
  bets: number;
  staked: string;
  paid: string;
  /** Σ (paid − mean return · stake)² over the product's settled wagers of the window. */
  residuals: string;
  last: Date | string;
}

/**
 * Per product of the list, its wagers settled won or lost since `since`, for products with at
 * least `minBets` of them.
 */
export async function settledReturnsByProduct(
  db: Queryable,
  since: Date,
  products: readonly string[],
  minBets: number,
): Promise<ProductReturnRow[]> {
  const { rows } = await db.query<ProductReturnRow>(
    `WITH t AS (
       SELECT product, count(*)::int AS bets, sum(stake)::numeric AS staked,
              sum(amount_paid)::numeric AS paid, max(settled_at) AS last
         FROM bets WHERE status IN ('won', 'lost') AND settled_at >= $1 AND product = ANY($2::text[])
        GROUP BY product HAVING count(*) >= $3)
     SELECT t.product, t.bets, t.staked::text AS staked, t.paid::text AS paid, t.last,
            (SELECT sum(power(b.amount_paid - (t.paid / t.staked) * b.stake, 2))
               FROM bets b WHERE b.product = t.product AND b.status IN ('won', 'lost')
                 AND b.settled_at >= $1)::text AS residuals
       FROM t`,
    [since, [...products], minBets],
  );
  return rows;
}
