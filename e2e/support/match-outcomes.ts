import type pg from 'pg';
import { marketDefsFor } from '../../apps/server/src/feed/fixture-generator';
import type { MatchModel } from '../../apps/server/src/feed/odds-feed';
import { sportById } from '../../apps/server/src/feed/reference-data';
import { finalStateOf, resultsOf } from '../../apps/server/src/live/live-pricing';
import { buildTimeline, stateAt } from '../../apps/server/src/live/match-timeline';

/**
 * How the live engine will settle a match, read from its seeded timeline with the same pure
 * functions the server runs: its market definitions and, per market, the result of each outcome.
 * The journeys use it to bet on outcomes they know will win (or lose) and check the payout.
 */
export async function seededResults(db: pg.Client, feedSeed: number, parentMatchId: number) {
  const { rows } = await db.query(
    'SELECT sport_id, home_team, away_team, model FROM matches WHERE parent_match_id = $1',
    [parentMatchId],
  );
  const row = rows[0] as { sport_id: number; home_team: string; away_team: string; model: unknown };
  const sport = sportById.get(Number(row.sport_id))!;
  const model = (typeof row.model === 'string' ? JSON.parse(row.model) : row.model) as MatchModel;
  const final = stateAt(sport, buildTimeline(feedSeed, parentMatchId, sport, model), 10_000_000);
  const defs = marketDefsFor(sport, row.home_team, row.away_team, model);
  return { defs, results: resultsOf(defs, finalStateOf(final)) };
}

/** The 1X2 outcome of a match that the live engine will declare won, from its seeded timeline. */
export async function winningOutcome(
  db: pg.Client,
  feedSeed: number,
  parentMatchId: number,
): Promise<string> {
  const { defs, results } = await seededResults(db, feedSeed, parentMatchId);
  const index = defs.findIndex((d) => d.sub_type_id === 1 && d.special_bet_value === '');
  const outcome = defs[index]!.outcomes.findIndex((_, i) => results[index]![i] === 'won');
  return defs[index]!.outcomes[outcome]!.odd_key;
}

/**
 * The matches finish: their kick-off moves five hours into the past, and the live engine plays
 * them to the end at its next tick (the settlement worker then pays the bets).
 */
export async function finishMatches(db: pg.Client, parentMatchIds: number[]): Promise<void> {
  await db.query(
    `UPDATE matches SET start_time = now() - interval '5 hours' WHERE parent_match_id = ANY($1::bigint[])`,
    [parentMatchIds],
  );
}
