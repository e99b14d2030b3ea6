import type { Queryable } from '../db/database';

/**
 * What bettors back, read from the bet store for the recommendations (and any other reader), so
 * that they call the owner rather than name the bet tables (src/table-ownership.unit.test.ts).
 * Each read is bounded by an index so its cost does not grow with the whole bet history; the
 * bounds are the caller's (recommendations/signals-repository.ts).
 *
 * Each join to a bet's legs or a leg's bet is a lookup by primary key, written so that the plan
 * cannot change with the statistics: the lookups are LATERAL subqueries with OFFSET 0 (which
 * PostgreSQL never flattens into a join it might run as a scan), and a lookup of a bet's legs
 * never filters on the legs' status, which would let the planner AND in the whole partial
 * index of open legs for every bet. Right after a burst of bets, before autovacuum analyses the
 * tables, the plain joins took seconds. The bounds are written into the SQL as literals (as a
 * parameter, a LIMIT could be planned generically).
 */

/** Bets still waiting for their result: the "now" of "what bettors are backing now". */
const OPEN_BET = `b.status IN ('open', 'pending')`;

/** A bound written into the SQL: a positive whole number only. */
function bound(n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`not a read bound: ${n}`);
  return n;
}

/**
 * Distinct other bettors per match, among the `holders` latest bettors holding one of
 * `matchIds` in an open bet, counted over each holder's `openBetsPerHolder` latest open bets
 * (the matches of `matchIds` themselves left out).
 */
export async function coBackersPerMatch(
  db: Queryable,
  input: {
    matchIds: readonly number[];
    excludeProfileId: number | null;
    holders: number;
    openBetsPerHolder: number;
  },
): Promise<{ matchId: number; bettors: number }[]> {
  if (input.matchIds.length === 0) return [];
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
        LIMIT ${bound(input.holders)}
     )
     SELECT l.parent_match_id, count(DISTINCT h.profile_id)::int AS bettors
       FROM holders h
       CROSS JOIN LATERAL (
         SELECT b.id FROM bets b
          WHERE b.profile_id = h.profile_id AND ${OPEN_BET}
          ORDER BY b.created_at DESC
          LIMIT ${bound(input.openBetsPerHolder)}
       ) hb
       JOIN bet_legs l ON l.bet_id = hb.id
      WHERE NOT (l.parent_match_id = ANY($1::bigint[]))
      GROUP BY l.parent_match_id`,
    [input.matchIds, input.excludeProfileId ?? 0],
  );
  return rows.map((r) => ({ matchId: Number(r.parent_match_id), bettors: r.bettors }));
}

/** One count of {@link recentLegTallies}: every leg, or the legs of one competition, sport or team. */
export interface LegTally {
  kind: 'all' | 'competition' | 'sport' | 'team';
  /** The competition or sport id as text, the team's name lower-cased; '' for 'all'. */
  key: string;
  legs: number;
}

/**
 * The legs of a bettor's latest `bets` bets (any status), counted in all, per competition, per
 * sport and per team (a team counts whichever side it plays).
 */
export async function recentLegTallies(
  db: Queryable,
  profileId: number,
  bets: number,
): Promise<LegTally[]> {
  const { rows } = await db.query<LegTally>(
    `WITH recent AS (
       SELECT id FROM bets WHERE profile_id = $1 ORDER BY created_at DESC LIMIT ${bound(bets)}
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
  return rows;
}

/**
 * Open stakes per coming match among a country's bettors (cents; a multi-leg bet's stake counts
 * for each of its matches, as it rides on each), the `top` most backed first.
 */
export async function openStakesPerMatch(
  db: Queryable,
  country: string,
  now: Date,
  top: number,
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
      LIMIT ${bound(top)}`,
    [country, now],
  );
  return rows.map((r) => [Number(r.parent_match_id), Number(r.stake)]);
}
