import type { BetStatus, MatchStatus } from '@shangwe/contract';
import type { StoredOutcome } from '../catalog/selection-lookup';
import type { Queryable } from '../db/database';
import type { MatchModel } from '../feed/odds-feed';

/** SQL of the live engine: the matches it must run, and batched writes of their changes. */

export interface LiveMatchRow {
  parent_match_id: number;
  match_id: number;
  sport_id: number;
  home_team: string;
  away_team: string;
  start_time: Date;
  status: MatchStatus;
  model: MatchModel;
}

export interface StoredMarketRow {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_status: BetStatus;
  outcomes: StoredOutcome[];
}

/** Markets per UPDATE statement. */
const WRITE_CHUNK = 150;

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Matches in play, or due to kick off by `now`, that the engine does not run yet. */
export async function dueMatches(
  db: Queryable,
  now: Date,
  exclude: readonly number[],
): Promise<LiveMatchRow[]> {
  const { rows } = await db.query<LiveMatchRow>(
    `SELECT parent_match_id, match_id, sport_id, home_team, away_team, start_time, status, model
       FROM matches
      WHERE status IN ('not_started', 'live') AND start_time <= $1
        AND NOT (parent_match_id = ANY($2::bigint[]))
      ORDER BY start_time, parent_match_id`,
    [now.toISOString(), exclude],
  );
  return rows.map((r) => ({
    ...r,
    parent_match_id: Number(r.parent_match_id),
    match_id: Number(r.match_id),
    start_time: r.start_time instanceof Date ? r.start_time : new Date(r.start_time),
    model: asJson<MatchModel>(r.model),
  }));
}

export async function marketsOf(
  db: Queryable,
  parentMatchIds: readonly number[],
): Promise<StoredMarketRow[]> {
  if (parentMatchIds.length === 0) return [];
  const { rows } = await db.query<StoredMarketRow>(
    `SELECT parent_match_id, sub_type_id, special_bet_value, bet_status, outcomes
       FROM markets WHERE parent_match_id = ANY($1::bigint[])`,
    [parentMatchIds],
  );
  return rows.map((r) => ({
    ...r,
    parent_match_id: Number(r.parent_match_id),
    outcomes: asJson<StoredOutcome[]>(r.outcomes),
  }));
}

export interface MatchWrite {
  parent_match_id: number;
  status: MatchStatus;
  period: string;
  home_score: number | null;
  away_score: number | null;
  clock_seconds: number;
  clock_running: boolean;
  score_detail: Record<string, unknown>;
  ended: boolean;
}

export interface MarketWrite {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_status: BetStatus;
  outcomes: StoredOutcome[];
}

/** Writes match and market changes of one tick in the caller's transaction. */
export async function writeLiveChanges(
  db: Queryable,
  now: Date,
  matches: readonly MatchWrite[],
  markets: readonly MarketWrite[],
): Promise<Set<string>> {
  // Markets a trading suspension holds STOPPED whatever the engine asked (migration 0095):
  // 'parent_match_id/sub_type_id/special_bet_value', so the engine's push says STOPPED too.
  const held = new Set<string>();
  if (matches.length > 0) {
    await db.query(
      `UPDATE matches m SET status = x.status, period = x.period, home_score = x.home_score,
              away_score = x.away_score, clock_seconds = x.clock_seconds, clock_running = x.clock_running,
              score_detail = x.score_detail,
              ended_at = CASE WHEN x.ended THEN COALESCE(m.ended_at, $2::timestamptz) ELSE m.ended_at END,
              resulted_at = CASE WHEN x.ended THEN COALESCE(m.resulted_at, $2::timestamptz) ELSE m.resulted_at END,
              updated_at = $2::timestamptz
         FROM json_to_recordset($1::json) AS x(parent_match_id bigint, status text, period text,
              home_score int, away_score int, clock_seconds int, clock_running boolean,
              score_detail jsonb, ended boolean)
        WHERE m.parent_match_id = x.parent_match_id`,
      [JSON.stringify(matches), now.toISOString()],
    );
  }
  for (let start = 0; start < markets.length; start += WRITE_CHUNK) {
    // The embedded database runs on the event loop: small statements with a yield between
    // them keep API requests flowing while a busy tick writes.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const { rows } = await db.query<{
      parent_match_id: number | string;
      sub_type_id: number;
      special_bet_value: string;
    }>(
      `WITH w AS (
         UPDATE markets mk SET bet_status = x.bet_status, outcomes = x.outcomes
           FROM json_to_recordset($1::json) AS x(parent_match_id bigint, sub_type_id int,
                special_bet_value text, bet_status text, outcomes jsonb)
          WHERE mk.parent_match_id = x.parent_match_id AND mk.sub_type_id = x.sub_type_id
            AND mk.special_bet_value = x.special_bet_value
          RETURNING mk.parent_match_id, mk.sub_type_id, mk.special_bet_value, mk.suspended_from)
       SELECT parent_match_id, sub_type_id, special_bet_value FROM w WHERE suspended_from IS NOT NULL`,
      [JSON.stringify(markets.slice(start, start + WRITE_CHUNK))],
    );
    for (const r of rows)
      held.add(heldKey(Number(r.parent_match_id), r.sub_type_id, r.special_bet_value));
  }
  return held;
}

/** The key of a market in writeLiveChanges' answer. */
export const heldKey = (parentMatchId: number, subTypeId: number, specialBetValue: string) =>
  `${parentMatchId}/${subTypeId}/${specialBetValue}`;
