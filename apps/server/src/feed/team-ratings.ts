import { createRandom } from './random';

/**
 * A club's playing strength, stable for a feed seed: every competition a club appears in (its
 * league, a cup, a continental competition) sees the same side. Ratings are multipliers around 1.
 */
export interface TeamRatings {
  /** Scoring power: multiplies the goals or points a side is expected to score. */
  attack: number;
  /** Leakiness: multiplies what its opponents are expected to score (below 1 is a tight side). */
  defence: number;
  /** One overall number for sorting and for sets sports (≈ 0.58 .. 1.73). */
  strength: number;
}

/** Identity of a club across competitions: a bettor tells sides apart by sport and name. */
export const clubKey = (sportId: number, teamName: string) => `${sportId}|${teamName}`;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The ratings of a club, from the feed seed and its identity. */
export function clubRatings(seed: number, sportId: number, teamName: string): TeamRatings {
  const random = createRandom(seed, 'club', clubKey(sportId, teamName));
  // A shared quality plus independent attack and defence: good sides score more and concede less.
  const quality = clamp(random.normal() * 0.22, -0.55, 0.55);
  const attack = Math.exp(quality + clamp(random.normal() * 0.1, -0.25, 0.25));
  const defence = Math.exp(-quality + clamp(random.normal() * 0.1, -0.25, 0.25));
  return {
    attack: round3(attack),
    defence: round3(defence),
    strength: round3(Math.exp(quality)),
  };
}

/** What a competition adds to every match in it: its scoring level and home advantage. */
export interface CompetitionStyle {
  /** Multiplier of the sport's usual scoring (some leagues are tighter than others). */
  scoring: number;
  /** Multiplier of the home side's scoring (and divisor of the away side's). */
  homeAdvantage: number;
}

export function competitionStyle(seed: number, competitionId: number): CompetitionStyle {
  const random = createRandom(seed, 'competition-style', competitionId);
  return {
    scoring: round3(0.88 + 0.24 * random.next()),
    homeAdvantage: round3(1.05 + 0.12 * random.next()),
  };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}
