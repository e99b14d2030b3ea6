import { PRODUCT } from '@shangwe/domain';
import type { VirtualGoal, VirtualMarket, VirtualRoundStatus } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { openWagerIdsOnMatches } from '../wagers/bet-lookups';

/** SQL of the virtual league: rounds, their matches and the bets on them. */

export interface RoundRow {
  id: number;
  league_id: number;
  season: number;
  match_day: number;
  status: VirtualRoundStatus;
  opens_at: Date;
  kick_off: Date;
  ends_at: Date;
  /** Secret until the round is finished: never served before. */
  seed: string;
  seed_hash: string;
  finished_at: Date | null;
  settled_at: Date | null;
}

export interface MatchRow {
  id: number;
  round_id: number;
  match_index: number;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  markets: VirtualMarket[];
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
  goals: VirtualGoal[] | null;
}

const ROUND_COLUMNS = `id::int AS id, league_id, season, match_day, status, opens_at, kick_off,
  ends_at, seed, seed_hash, finished_at, settled_at`;
const MATCH_COLUMNS = `id::int AS id, round_id::int AS round_id, match_index, home_team_id,
  away_team_id, home_team, away_team, markets, ht_home, ht_away, ft_home, ft_away, goals`;

export async function ensureLeague(db: Queryable, id: number, name: string): Promise<number> {
  await db.query(
    `INSERT INTO virtual_leagues (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
    [id, name],
  );
  const { rows } = await db.query<{ season: number }>(
    `SELECT season FROM virtual_leagues WHERE id = $1`,
    [id],
  );
  return rows[0]!.season;
}

export async function setLeagueSeason(db: Queryable, id: number, season: number): Promise<void> {
  await db.query(`UPDATE virtual_leagues SET season = $2 WHERE id = $1`, [id, season]);
}

/** Rounds not finished yet, by kick-off. */
export async function unfinishedRounds(db: Queryable, leagueId: number): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM virtual_rounds
     WHERE league_id = $1 AND status <> 'finished' ORDER BY kick_off`,
    [leagueId],
  );
  return rows;
}

export async function latestRound(db: Queryable, leagueId: number): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM virtual_rounds WHERE league_id = $1
     ORDER BY kick_off DESC LIMIT 1`,
    [leagueId],
  );
  return rows[0] ?? null;
}

export async function roundById(db: Queryable, id: number): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM virtual_rounds WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function finishedRounds(
  db: Queryable,
  leagueId: number,
  limit: number,
): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM virtual_rounds WHERE league_id = $1 AND status = 'finished'
     ORDER BY kick_off DESC LIMIT $2`,
    [leagueId, limit],
  );
  return rows;
}

export async function matchesOfRounds(
  db: Queryable,
  roundIds: readonly number[],
): Promise<MatchRow[]> {
  if (roundIds.length === 0) return [];
  const { rows } = await db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM virtual_matches WHERE round_id = ANY($1::bigint[])
     ORDER BY round_id, match_index`,
    [roundIds],
  );
  return rows;
}

export async function matchesByIds(db: Queryable, ids: readonly number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM virtual_matches WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return rows;
}

/** The picks' matches with their rounds, in one round trip (placement and settlement). */
export async function matchesWithRounds(
  db: Queryable,
  ids: readonly number[],
): Promise<Array<{ match: MatchRow; round: RoundRow }>> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<MatchRow & { round: RoundRow }>(
    `SELECT ${MATCH_COLUMNS},
       (SELECT to_jsonb(r) FROM virtual_rounds r WHERE r.id = m.round_id) AS round
     FROM virtual_matches m WHERE m.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map(({ round, ...match }) => ({
    match,
    round: {
      ...round,
      id: Number(round.id),
      opens_at: new Date(round.opens_at),
      kick_off: new Date(round.kick_off),
      ends_at: new Date(round.ends_at),
      finished_at: round.finished_at ? new Date(round.finished_at) : null,
      settled_at: round.settled_at ? new Date(round.settled_at) : null,
    },
  }));
}

export interface NewMatch {
  match_index: number;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  markets: VirtualMarket[];
}

/** Writes a round that opens for betting and its priced matches; null if its slot is taken. */
export async function insertRound(
  db: Queryable,
  round: Omit<RoundRow, 'id' | 'status' | 'finished_at' | 'settled_at'>,
  matches: readonly NewMatch[],
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO virtual_rounds (league_id, season, match_day, status, opens_at, kick_off, ends_at,
       seed, seed_hash)
     VALUES ($1, $2, $3, 'open', $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [
      round.league_id,
      round.season,
      round.match_day,
      round.opens_at,
      round.kick_off,
      round.ends_at,
      round.seed,
      round.seed_hash,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.query(
    `INSERT INTO virtual_matches (round_id, match_index, home_team_id, away_team_id, home_team,
       away_team, markets)
     SELECT $1, m.match_index, m.home_team_id, m.away_team_id, m.home_team, m.away_team, m.markets
     FROM jsonb_to_recordset($2::jsonb) AS m(match_index smallint, home_team_id int,
       away_team_id int, home_team text, away_team text, markets jsonb)`,
    [id, JSON.stringify(matches)],
  );
  return id;
}

export async function markPlaying(db: Queryable, roundId: number): Promise<void> {
  await db.query(`UPDATE virtual_rounds SET status = 'playing' WHERE id = $1 AND status = 'open'`, [
    roundId,
  ]);
}

export interface MatchResult {
  id: number;
  ht: [number, number];
  ft: [number, number];
  goals: VirtualGoal[];
  markets: VirtualMarket[];
}

/** Stores a round's results and finishes it (once: a finished round is left alone). */
export async function finishRound(
  db: Queryable,
  roundId: number,
  results: readonly MatchResult[],
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE virtual_rounds SET status = 'finished', finished_at = $2
     WHERE id = $1 AND status <> 'finished' RETURNING id::int AS id`,
    [roundId, now],
  );
  if (rows.length === 0) return false;
  await db.query(
    `UPDATE virtual_matches v SET ht_home = r.ht_home, ht_away = r.ht_away, ft_home = r.ft_home,
       ft_away = r.ft_away, goals = r.goals, markets = r.markets
     FROM jsonb_to_recordset($2::jsonb) AS r(id bigint, ht_home smallint, ht_away smallint,
       ft_home smallint, ft_away smallint, goals jsonb, markets jsonb)
     WHERE v.id = r.id AND v.round_id = $1`,
    [
      roundId,
      JSON.stringify(
        results.map((r) => ({
          id: r.id,
          ht_home: r.ht[0],
          ht_away: r.ht[1],
          ft_home: r.ft[0],
          ft_away: r.ft[1],
          goals: r.goals,
          markets: r.markets,
        })),
      ),
    ],
  );
  return true;
}

/** Finished rounds whose bets were not all settled yet (after a restart, or a failed pass). */
export async function unsettledFinishedRounds(db: Queryable, leagueId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM virtual_rounds
     WHERE league_id = $1 AND status = 'finished' AND settled_at IS NULL ORDER BY kick_off`,
    [leagueId],
  );
  return rows.map((r) => r.id);
}

export async function markSettled(db: Queryable, roundId: number, now: Date): Promise<void> {
  await db.query(`UPDATE virtual_rounds SET settled_at = $2 WHERE id = $1`, [roundId, now]);
}

/** Virtual bets with a leg still open on a match of this round. */
export async function openBetIdsOfRound(db: Queryable, roundId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM virtual_matches WHERE round_id = $1',
    [roundId],
  );
  return openWagerIdsOnMatches(
    db,
    PRODUCT.virtual,
    rows.map((r) => r.id),
  );
}

export interface StandingRow {
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
}

/** Each team's record over the finished match-days of a season. */
export async function standingRows(
  db: Queryable,
  leagueId: number,
  season: number,
): Promise<{ rows: StandingRow[]; playedMatchDays: number }> {
  const { rows } = await db.query<StandingRow>(
    `WITH sides AS (
       SELECT m.home_team_id AS team_id, m.ft_home AS gf, m.ft_away AS ga
       FROM virtual_matches m JOIN virtual_rounds r ON r.id = m.round_id
       WHERE r.league_id = $1 AND r.season = $2 AND r.status = 'finished'
       UNION ALL
       SELECT m.away_team_id, m.ft_away, m.ft_home
       FROM virtual_matches m JOIN virtual_rounds r ON r.id = m.round_id
       WHERE r.league_id = $1 AND r.season = $2 AND r.status = 'finished')
     SELECT team_id, count(*)::int AS played,
       count(*) FILTER (WHERE gf > ga)::int AS won,
       count(*) FILTER (WHERE gf = ga)::int AS drawn,
       count(*) FILTER (WHERE gf < ga)::int AS lost,
       coalesce(sum(gf), 0)::int AS goals_for, coalesce(sum(ga), 0)::int AS goals_against
     FROM sides GROUP BY team_id`,
    [leagueId, season],
  );
  const played = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM virtual_rounds
     WHERE league_id = $1 AND season = $2 AND status = 'finished'`,
    [leagueId, season],
  );
  return { rows, playedMatchDays: played.rows[0]!.n };
}
