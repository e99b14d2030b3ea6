import type {
  VirtualLeague,
  VirtualMarket,
  VirtualMatch,
  VirtualRound,
  VirtualRoundStatus,
  VirtualStanding,
} from '@shangwe/contract';
import type { Queryable } from '../db/database';
import { drawRound, MATCH_DAYS, minuteAt, scoreAt } from './virtual-engine';
import type { VirtualTimings } from './virtual-league';
import { matchesOfRounds, standingRows, type MatchRow, type RoundRow } from './virtual-repository';
import { virtualLeagueDef, VIRTUAL_TEAMS } from './virtual-teams';

/**
 * What the read calls serve, built from the stored rounds at `now`. A round's seed is served
 * only once it is finished; before that, goals are served only up to the running minute.
 */

/** The status a round has at `now` (the engine may be a tick behind the clock). */
export function statusAt(round: RoundRow, now: Date): VirtualRoundStatus {
  if (round.status === 'finished') return 'finished';
  return now < round.kick_off ? 'open' : 'playing';
}

export function leagueView(
  league: { id: number; name: string },
  season: number,
  timings: VirtualTimings,
): VirtualLeague {
  return {
    league_id: league.id,
    name: league.name,
    season,
    match_days: MATCH_DAYS,
    round_seconds: timings.roundMs / 1000,
    play_seconds: timings.playMs / 1000,
    teams: (virtualLeagueDef(league.id)?.teams ?? VIRTUAL_TEAMS).map((t) => ({
      team_id: t.id,
      name: t.name,
      short_name: t.short_name,
      attack: t.attack,
      defence: t.defence,
    })),
  };
}

function matchView(
  round: RoundRow,
  status: VirtualRoundStatus,
  match: MatchRow,
  live: { minute: number; goals: VirtualMatch['goals'] } | null,
  allMarkets: boolean,
): VirtualMatch {
  const markets: VirtualMarket[] = match.markets.map((m) => ({
    ...m,
    bet_status: status === 'open' ? 'active' : 'suspended',
  }));
  const finished = status === 'finished' && match.ft_home !== null;
  const goals = finished ? (match.goals ?? []) : (live?.goals ?? []);
  const score = finished
    ? { home: match.ft_home!, away: match.ft_away! }
    : live
      ? scoreAt(goals, live.minute)
      : null;
  const ht_score = finished
    ? { home: match.ht_home!, away: match.ht_away! }
    : live && live.minute >= 45
      ? scoreAt(goals, 45)
      : null;
  return {
    parent_virtual_id: match.id,
    round_id: round.id,
    match_index: match.match_index,
    home_team: match.home_team,
    away_team: match.away_team,
    home_team_id: match.home_team_id,
    away_team_id: match.away_team_id,
    start_time: round.kick_off.toISOString(),
    status,
    score,
    ht_score,
    goals,
    markets: allMarkets ? markets : markets.filter((m) => m.sub_type_id === 1),
    market_count: markets.length,
  };
}

/** A round as served, its matches included (their goals so far when in play). */
export function roundView(
  round: RoundRow,
  matches: readonly MatchRow[],
  now: Date,
  options: { allMarkets?: boolean } = {},
): VirtualRound {
  const status = statusAt(round, now);
  const sorted = [...matches].sort((a, b) => a.match_index - b.match_index);
  const minute = minuteAt(round, now);
  // In play, the goals so far come from the committed seed: none after the running minute.
  const drawn = status === 'playing' ? drawRound(round, sorted) : null;
  return {
    round_id: round.id,
    league_id: round.league_id,
    season: round.season,
    match_day: round.match_day,
    status,
    opens_at: round.opens_at.toISOString(),
    kick_off: round.kick_off.toISOString(),
    ends_at: round.ends_at.toISOString(),
    seed_hash: round.seed_hash,
    seed: status === 'finished' ? round.seed : null,
    matches: sorted.map((m, i) =>
      matchView(
        round,
        status,
        m,
        drawn ? { minute, goals: drawn[i]!.goals.filter((g) => g.minute <= minute) } : null,
        options.allMarkets ?? false,
      ),
    ),
  };
}

/** Rounds with their matches, in the order given. */
export async function roundViews(
  db: Queryable,
  rounds: readonly RoundRow[],
  now: Date,
): Promise<VirtualRound[]> {
  const matches = await matchesOfRounds(
    db,
    rounds.map((r) => r.id),
  );
  return rounds.map((r) =>
    roundView(
      r,
      matches.filter((m) => m.round_id === r.id),
      now,
    ),
  );
}

/** The table: points (3 a win, 1 a draw), then goal difference, goals scored, name. */
export async function standingsView(
  db: Queryable,
  leagueId: number,
  season: number,
): Promise<{ rows: VirtualStanding[]; playedMatchDays: number }> {
  const { rows, playedMatchDays } = await standingRows(db, leagueId, season);
  const byTeam = new Map(rows.map((r) => [r.team_id, r]));
  const table = (virtualLeagueDef(leagueId)?.teams ?? VIRTUAL_TEAMS).map((t) => {
    const r = byTeam.get(t.id);
    const row = {
      team_id: t.id,
      team: t.name,
      played: r?.played ?? 0,
      won: r?.won ?? 0,
      drawn: r?.drawn ?? 0,
      lost: r?.lost ?? 0,
      goals_for: r?.goals_for ?? 0,
      goals_against: r?.goals_against ?? 0,
    };
    return {
      ...row,
      goal_difference: row.goals_for - row.goals_against,
      points: row.won * 3 + row.drawn,
    };
  });
  table.sort(
    (a, b) =>
      b.points - a.points ||
      b.goal_difference - a.goal_difference ||
      b.goals_for - a.goals_for ||
      a.team.localeCompare(b.team),
  );
  return { rows: table.map((r, i) => ({ position: i + 1, ...r })), playedMatchDays };
}
