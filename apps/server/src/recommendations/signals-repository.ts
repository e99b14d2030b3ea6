import type { Queryable } from '../db/database';
import { coBackersPerMatch, openStakesPerMatch, recentLegTallies } from '../wagers/backing-reads';

/**
 * The database side of recommendations: three reads of what bettors back, each bounded so that
 * its cost does not grow with the whole bet history. The bet store answers them
 * (wagers/backing-reads.ts, which says how each stays on its indexes); the bounds and the shape
 * the ranking reads are here. No scoring here (recommendation-ranker.ts).
 */

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
  const counts = await coBackersPerMatch(db, {
    matchIds: slipMatchIds,
    excludeProfileId,
    holders: CO_BACKING_HOLDERS,
    openBetsPerHolder: HOLDER_OPEN_BETS,
  });
  return new Map(counts.map((c) => [c.matchId, c.bettors]));
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
  const rows = await recentLegTallies(db, profileId, HISTORY_BETS);
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
  return openStakesPerMatch(db, country, now, POPULAR_MATCHES);
}
