import type { BetStatus, MatchStatus } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { StoredOutcome } from './selection-lookup';

/** SQL the catalog store loads itself with (start-up, new fixtures). Never called per request. */

export interface SportRecord {
  sport_id: number;
  sport_name: string;
  priority: number;
}
export interface CategoryRecord {
  category_id: number;
  sport_id: number;
  category_name: string;
  priority: number;
}
export interface CompetitionRecord {
  competition_id: number;
  category_id: number;
  sport_id: number;
  competition_name: string;
  priority: number;
}
export interface MatchRecord {
  parent_match_id: number;
  match_id: number;
  /** Short game id (migration 0088); null only for a match stored before a number was free. */
  game_id: number | null;
  sport_id: number;
  category_id: number;
  competition_id: number;
  home_team: string;
  away_team: string;
  start_time: Date;
  status: MatchStatus;
  period: string;
  home_score: number | null;
  away_score: number | null;
  clock_seconds: number;
  clock_running: boolean;
  score_detail: Record<string, unknown>;
  ended_at: Date | null;
  /** When the live engine last wrote the match (clock extrapolation). */
  updated_at: Date;
}
export interface MarketRecord {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  name: string;
  bet_status: BetStatus;
  priority: number;
  outcomes: StoredOutcome[];
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const date = (v: unknown) => (v instanceof Date ? v : new Date(v as string));

export async function loadReference(db: Queryable) {
  const [sports, categories, competitions] = await Promise.all([
    db.query<SportRecord>('SELECT sport_id, sport_name, priority FROM sports'),
    db.query<CategoryRecord>(
      'SELECT category_id, sport_id, category_name, priority FROM categories',
    ),
    db.query<CompetitionRecord>(
      'SELECT competition_id, category_id, sport_id, competition_name, priority FROM competitions',
    ),
  ]);
  return { sports: sports.rows, categories: categories.rows, competitions: competitions.rows };
}

const MATCH_COLUMNS = `parent_match_id, match_id, game_id, sport_id, category_id, competition_id, home_team, away_team,
  start_time, status, period, home_score, away_score, clock_seconds, clock_running, score_detail, ended_at, updated_at`;

function toMatch(r: MatchRecord): MatchRecord {
  return {
    ...r,
    parent_match_id: Number(r.parent_match_id),
    match_id: Number(r.match_id),
    start_time: date(r.start_time),
    ended_at: r.ended_at ? date(r.ended_at) : null,
    updated_at: date(r.updated_at),
    score_detail: json(r.score_detail),
  };
}

/** Matches open for betting, plus those ended since `endedSince` (livescore, recent results). */
export async function loadMatches(
  db: Queryable,
  endedSince: Date,
  ids?: readonly number[],
): Promise<MatchRecord[]> {
  const { rows } = ids
    ? await db.query<MatchRecord>(
        `SELECT ${MATCH_COLUMNS} FROM matches WHERE parent_match_id = ANY($1::bigint[])`,
        [ids],
      )
    : await db.query<MatchRecord>(
        `SELECT ${MATCH_COLUMNS} FROM matches
          WHERE status IN ('not_started', 'live') OR ended_at >= $1`,
        [endedSince.toISOString()],
      );
  return rows.map(toMatch);
}

export async function loadMarkets(db: Queryable, ids: readonly number[]): Promise<MarketRecord[]> {
  const out: MarketRecord[] = [];
  for (let i = 0; i < ids.length; i += 300) {
    const { rows } = await db.query<MarketRecord>(
      `SELECT parent_match_id, sub_type_id, special_bet_value, name, bet_status, priority, outcomes
         FROM markets WHERE parent_match_id = ANY($1::bigint[])`,
      [ids.slice(i, i + 300)],
    );
    for (const r of rows)
      out.push({ ...r, parent_match_id: Number(r.parent_match_id), outcomes: json(r.outcomes) });
  }
  return out;
}
