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

/**
 * The quality (log scale) of the side at `rank` (0 the strongest) of a list of `size` sides
 * whose strongest and weakest have the qualities of `range`: the reference lists are ordered
 * by strength, so the favourites are the favourites.
 */
export function qualityAt(range: readonly [number, number], rank: number, size: number): number {
  const [top, bottom] = range;
  if (size <= 1) return top;
  // Concave: the gap between first and fifth is larger than between fifteenth and twentieth.
  const t = Math.sqrt(rank / (size - 1));
  return top + (bottom - top) * t;
}

/**
 * The ratings of a club of the given quality: a seeded nudge splits it into attack and
 * defence (some sides score more, others concede less) without changing who is stronger.
 */
export function clubRatings(
  seed: number,
  sportId: number,
  teamName: string,
  quality: number,
): TeamRatings {
  const random = createRandom(seed, 'club', clubKey(sportId, teamName));
  const q = clamp(quality, -0.6, 0.6);
  const style = clamp(random.normal() * 0.06, -0.12, 0.12);
  return {
    attack: round3(Math.exp(q + style)),
    defence: round3(Math.exp(-q + style)),
    strength: round3(Math.exp(q)),
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
