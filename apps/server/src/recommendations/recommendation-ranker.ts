import type { Recommendation, RecommendationReason } from '@shangwe/contract';
import type { BettingHistory } from './signals-repository';

/** A match that may be recommended: open for prematch betting, not in the slip. */
export interface Candidate {
  parentMatchId: number;
  sportId: number;
  competitionId: number;
  homeTeam: string;
  awayTeam: string;
  startTime: Date;
}

/** Everything the ranking weighs, read once per request (signals-repository.ts). */
export interface Signals {
  /** Distinct other bettors holding a slip match who back this match now. */
  coBacked: ReadonlyMap<number, number>;
  history: BettingHistory;
  /** Competitions of the slip's matches. */
  slipCompetitions: ReadonlySet<number>;
  /** Open stakes (cents) on the match among the country's bettors. */
  popularity: ReadonlyMap<number, number>;
}

/**
 * Weights of the score (recommendations/README.md): what bettors with the same picks back now
 * counts most, the bettor's own habits next, the slip's competition and plain popularity last,
 * so a popular match elsewhere never hides the league a bettor always plays.
 */
export const WEIGHTS = {
  coBacked: 3,
  history: 2,
  sameCompetition: 0.5,
  popular: 1,
} as const;

/** Shares of the history part: the competition says most about a bettor, the sport least. */
export const HISTORY_WEIGHTS = { competition: 0.6, team: 0.25, sport: 0.15 } as const;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function maxOf(values: Iterable<number>): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

/**
 * Ranks candidates by score, best first, ties by earlier kick-off then id; at most `limit`.
 * Every part is normalised to 0..1 before its weight: co-backing by the most co-backed
 * candidate, popularity by log(1 + stake) against the most backed one (so one big stake does not
 * drown everything), history as shares of the bettor's legs.
 */
export function rankRecommendations(
  candidates: readonly Candidate[],
  signals: Signals,
  limit: number,
): Recommendation[] {
  const maxCo = maxOf(signals.coBacked.values());
  const maxPopular = Math.log1p(maxOf(signals.popularity.values()));
  const { history } = signals;
  const scored = candidates.map((c) => {
    const parts: [RecommendationReason, number][] = [];
    const co = maxCo > 0 ? (signals.coBacked.get(c.parentMatchId) ?? 0) / maxCo : 0;
    if (co > 0) parts.push(['co_backed', WEIGHTS.coBacked * co]);
    if (history.legs > 0) {
      const competition = (history.competitions.get(c.competitionId) ?? 0) / history.legs;
      const team =
        Math.max(
          history.teams.get(c.homeTeam.toLowerCase()) ?? 0,
          history.teams.get(c.awayTeam.toLowerCase()) ?? 0,
        ) / history.legs;
      const sport = (history.sports.get(c.sportId) ?? 0) / history.legs;
      const value =
        HISTORY_WEIGHTS.competition * competition +
        HISTORY_WEIGHTS.team * team +
        HISTORY_WEIGHTS.sport * sport;
      if (value > 0) parts.push(['history', WEIGHTS.history * value]);
    }
    if (signals.slipCompetitions.has(c.competitionId))
      parts.push(['same_competition', WEIGHTS.sameCompetition]);
    const stake = signals.popularity.get(c.parentMatchId) ?? 0;
    if (stake > 0 && maxPopular > 0)
      parts.push(['popular', (WEIGHTS.popular * Math.log1p(stake)) / maxPopular]);
    parts.sort((a, b) => b[1] - a[1]);
    const score = parts.reduce((sum, [, v]) => sum + v, 0);
    return { c, score, reasons: parts.length > 0 ? parts.map(([r]) => r) : ['soon' as const] };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.c.startTime.getTime() - b.c.startTime.getTime() ||
      a.c.parentMatchId - b.c.parentMatchId,
  );
  return scored.slice(0, limit).map(({ c, score, reasons }) => ({
    parent_match_id: c.parentMatchId,
    event_id: `sr:match:${c.parentMatchId}`,
    score: round4(score),
    reasons,
  }));
}
