import type { Queryable } from '../db/database';

/**
 * The database side of recommendations: three reads, each bounded by an index so their cost
 * does not grow with the whole bet history. No scoring here (recommendation-ranker.ts).
 *
 * Each join to a bet's legs or a leg's bet is a lookup by primary key, written so that the plan
 * cannot change with the statistics: the lookups are LATERAL subqueries with OFFSET 0 (which
 * PostgreSQL never flattens into a join it might run as a scan), and a lookup of a bet's legs
 * never filters on the legs' status, which would let the planner AND in the whole partial
 * index of open legs for every bet. Right after a burst of bets, before autovacuum analyses the
 * tables, the plain joins took seconds.
 */

/** Bets still waiting for their result: the "now" of "what bettors are backing now". */
const OPEN_BET = `b.status IN ('open', 'pending')`;

/**
 * Most recent holders of a slip match whose other open picks are counted. A match everybody
 * holds would otherwise make one request read every open bet; the latest 200 holders are the
 * freshest sample of "bettors like you" and keep the read small.
 */
export const CO_BACKING_HOLDERS = 200;

/**
 * Open bets read per holder (their latest): what they back now. A per-holder bound keeps the
 * read on indexes (bets_profile_created, then the legs' primary key) however many open legs
 * the whole book holds.
 */
export const HOLDER_OPEN_BETS = 10;

/** Bets of the bettor's history read (their latest): enough to know their habits, never all. */
export const HISTORY_BETS = 100;

/** How many of the most backed matches popularity keeps. */
export const POPULAR_MATCHES = 300;

/** Distinct other bettors per match, among those holding one of `slipMatchIds` in an open bet. */
export async function coBackedMatches(
  db: Queryable,
  slipMatchIds: readonly number[],
  excludeProfileId: number | null,
): Promise<Map<number, number>> {
  if (slipMatchIds.length === 0) return new Map();
  // Holders come through bet_legs_open_match (parent_match_id WHERE status = 'open'); their
  // latest open bets through bets_profile_created, and those bets' legs through the legs' key.
  const { rows } = await db.query<{ parent_match_id: string | number; bettors: number }>(
    `WITH holders AS (
       SELECT b.profile_id, max(b.created_at) AS latest
         FROM bet_legs l
         CROSS JOIN LATERAL (
           SELECT b.profile_id, b.created_at FROM bets b
            WHERE b.id = l.bet_id AND ${OPEN_BET} AND b.profile_id <> $2
           OFFSET 0
         ) b
        WHERE l.status = 'open' AND l.parent_match_id = ANY($1::bigint[])
        GROUP BY b.profile_id
        ORDER BY latest DESC
        LIMIT ${CO_BACKING_HOLDERS}
     )
     SELECT l.parent_match_id, count(DISTINCT h.profile_id)::int AS bettors
       FROM holders h
       CROSS JOIN LATERAL (
         SELECT b.id FROM bets b
          WHERE b.profile_id = h.profile_id AND ${OPEN_BET}
          ORDER BY b.created_at DESC
          LIMIT ${HOLDER_OPEN_BETS}
       ) hb
       JOIN bet_legs l ON l.bet_id = hb.id
      WHERE NOT (l.parent_match_id = ANY($1::bigint[]))
      GROUP BY l.parent_match_id`,
    [slipMatchIds, excludeProfileId ?? 0],
  );
  return new Map(rows.map((r) => [Number(r.parent_match_id), r.bettors]));
}

/** What a bettor bets on: legs per competition, sport and team over their latest bets. */
export interface BettingHistory {
  legs: number;
  competitions: Map<number, number>;
  sports: Map<number, number>;
  /** Keyed by team name (lower-cased): a team is backed whichever side it plays. */
  teams: Map<string, number>;
}

export const EMPTY_HISTORY: BettingHistory = {
  legs: 0,
  competitions: new Map(),
  sports: new Map(),
  teams: new Map(),
};

/** The bettor's habits from the legs of their latest {@link HISTORY_BETS} bets (any status). */
export async function bettingHistory(db: Queryable, profileId: number): Promise<BettingHistory> {
  const { rows } = await db.query<{ kind: string; key: string; legs: number }>(
    `WITH recent AS (
       SELECT id FROM bets WHERE profile_id = $1 ORDER BY created_at DESC LIMIT ${HISTORY_BETS}
     ), legs AS (
       SELECT m.competition_id, m.sport_id, lower(m.home_team) AS home, lower(m.away_team) AS away
         FROM recent r
         CROSS JOIN LATERAL (
           SELECT parent_match_id FROM bet_legs WHERE bet_id = r.id OFFSET 0
         ) l
         JOIN matches m ON m.parent_match_id = l.parent_match_id
     )
     SELECT 'all' AS kind, '' AS key, count(*)::int AS legs FROM legs
     UNION ALL
     SELECT 'competition', competition_id::text, count(*)::int FROM legs GROUP BY competition_id
     UNION ALL
     SELECT 'sport', sport_id::text, count(*)::int FROM legs GROUP BY sport_id
     UNION ALL
     SELECT 'team', team, count(*)::int
       FROM (SELECT home AS team FROM legs UNION ALL SELECT away FROM legs) t GROUP BY team`,
    [profileId],
  );
  const history: BettingHistory = {
    legs: 0,
    competitions: new Map(),
    sports: new Map(),
    teams: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 'all') history.legs = row.legs;
    else if (row.kind === 'competition') history.competitions.set(Number(row.key), row.legs);
    else if (row.kind === 'sport') history.sports.set(Number(row.key), row.legs);
    else history.teams.set(row.key, row.legs);
  }
  return history;
}

/**
 * Open stakes per coming match among a country's bettors (cents; a multi-leg bet's stake counts
 * for each of its matches, as it rides on each). The most backed {@link POPULAR_MATCHES} only.
 */
export async function popularMatches(
  db: Queryable,
  country: string,
  now: Date,
): Promise<[number, number][]> {
  const { rows } = await db.query<{ parent_match_id: string | number; stake: string | number }>(
    `SELECT l.parent_match_id, sum(b.stake)::bigint AS stake
       FROM bet_legs l
       CROSS JOIN LATERAL (
         SELECT b.stake FROM bets b WHERE b.id = l.bet_id AND ${OPEN_BET} AND b.country = $1 OFFSET 0
       ) b
      WHERE l.status = 'open' AND l.start_time > $2
      GROUP BY l.parent_match_id
      ORDER BY stake DESC, l.parent_match_id
      LIMIT ${POPULAR_MATCHES}`,
    [country, now],
  );
  return rows.map((r) => [Number(r.parent_match_id), Number(r.stake)]);
}
