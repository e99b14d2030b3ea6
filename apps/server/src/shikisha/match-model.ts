import type { Queryable } from '../db/database';
import { marketDefsFor } from '../feed/fixture-generator';
import type { MarketDef } from '../feed/market-definitions';
import type { MatchModel } from '../feed/odds-feed';
import type { GoalsLiveState } from '../feed/pricing';
import { sportById } from '../feed/reference-data';
import { buildTimeline, stateAt, type Timeline } from '../live/match-timeline';

/**
 * What Shikisha prices a match with: the feed's scoring model (stored with the match, never
 * changed after) and the market definitions rebuilt from it, whose settle functions are the
 * very ones the live engine results markets with.
 */
export interface ShikishaMatch {
  parent_match_id: number;
  sport_id: number;
  start_time: Date;
  model: Extract<MatchModel, { family: 'goals' }>;
  /** Markets a Shikisha can build: those settled from the half-time and full-time score. */
  buildable: Map<string, MarketDef>;
  /** The live engine's timeline of the match, built on first live use (per feed seed). */
  timeline: { seed: number; timeline: Timeline } | null;
}

/** Key of a market line. */
export const lineKey = (subTypeId: number, specialBetValue: string) =>
  `${subTypeId}|${specialBetValue}`;

/**
 * Markets whose settlement reads only the score at half-time and full-time: 1X2, double
 * chance, totals, BTTS, correct score, handicaps, half markets, odd/even, team totals... A
 * market reading anything else (set scores; corners, cards or players if a feed had them) has
 * no distribution here and is never offered for building.
 */
export const isBuildable = (def: MarketDef) => def.uses !== 'sets';

const cache = new Map<number, ShikishaMatch | null>();
const MAX_CACHED = 5000;

interface MatchRow {
  parent_match_id: number | string;
  sport_id: number;
  home_team: string;
  away_team: string;
  start_time: Date | string;
  model: MatchModel | string;
}

/**
 * The Shikisha model of a match, or null when Shikisha is not offered on it (unknown match,
 * or a sport without a goals model). Cached: the model and the definitions never change.
 */
export async function loadShikishaMatch(
  db: Queryable,
  parentMatchId: number,
): Promise<ShikishaMatch | null> {
  if (cache.has(parentMatchId)) return cache.get(parentMatchId)!;
  const { rows } = await db.query<MatchRow>(
    `SELECT parent_match_id, sport_id, home_team, away_team, start_time, model
       FROM matches WHERE parent_match_id = $1`,
    [parentMatchId],
  );
  const row = rows[0];
  // An unknown match is not cached: the feed may write it later.
  if (!row) return null;
  const match = shikishaMatchOf(row);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(parentMatchId, match);
  return match;
}

function shikishaMatchOf(row: MatchRow): ShikishaMatch | null {
  const model = (typeof row.model === 'string' ? JSON.parse(row.model) : row.model) as MatchModel;
  const sport = sportById.get(row.sport_id);
  if (!sport || model.family !== 'goals') return null;
  const defs = marketDefsFor(sport, row.home_team, row.away_team, model);
  const buildable = new Map<string, MarketDef>();
  for (const def of defs) {
    if (isBuildable(def)) buildable.set(lineKey(def.sub_type_id, def.special_bet_value), def);
  }
  const parentMatchId = Number(row.parent_match_id);
  return {
    parent_match_id: parentMatchId,
    sport_id: row.sport_id,
    start_time: row.start_time instanceof Date ? row.start_time : new Date(row.start_time),
    model,
    buildable,
    timeline: null,
  };
}

/** The prematch state: nothing played, no score. */
export const prematchState = (match: ShikishaMatch): GoalsLiveState => ({
  lh: match.model.lh,
  la: match.model.la,
  score: [0, 0],
  htScore: null,
  played: 0,
});

/**
 * Match seconds between two in-play prices, as the live engine re-prices the catalog
 * (live-engine.ts REPRICE_EVERY): a Shikisha price holds between steps like a market price,
 * so the time a quote, a placement or the live bet delay takes does not move it by itself.
 */
export const LIVE_PRICE_STEP_SECONDS = 20;

/**
 * The in-play state at `now`, from the same timeline the live engine plays the match from
 * (score, half-time score, share played on the last price step): the in-play distribution is
 * conditioned on it.
 */
export function liveState(
  match: ShikishaMatch,
  now: Date,
  clock: { seed: number; timeScale: number },
): GoalsLiveState {
  const sport = sportById.get(match.sport_id)!;
  if (match.timeline?.seed !== clock.seed) {
    match.timeline = {
      seed: clock.seed,
      timeline: buildTimeline(clock.seed, match.parent_match_id, sport, match.model),
    };
  }
  const elapsed = ((now.getTime() - match.start_time.getTime()) / 1000) * clock.timeScale;
  const timeline = match.timeline.timeline;
  const state = stateAt(sport, timeline, elapsed);
  let played = state.played;
  if (timeline.kind === 'clocked' && state.played < 1) {
    const step = Math.floor(state.clockSeconds / LIVE_PRICE_STEP_SECONDS) * LIVE_PRICE_STEP_SECONDS;
    // Never before half-time once the half-time score is known.
    played = Math.max(step / timeline.playSeconds, state.htScore ? 0.5 : 0);
  }
  return {
    lh: match.model.lh,
    la: match.model.la,
    score: state.score,
    htScore: state.htScore,
    played,
  };
}
