import { seedOf } from './random';

/**
 * When a club may play. A team plays on two fixed days of every week, three then four days apart
 * (Saturday and Tuesday, say), so its matches never overlap and it never plays more than twice
 * in a week; a league shares its days, so its clubs meet in rounds. A tennis or table-tennis
 * player plays every other day. The calendar is a pure function of the seed: any day's fixtures
 * can be generated alone and still agree with every other day's.
 */
export interface Rhythm {
  /** Length of the cycle, in days. */
  period: number;
  /** Days of the cycle (day number modulo period) the club may play on. */
  days: readonly number[];
}

/** Days between a team's two matches of a week: 3 one way, 4 the other. */
export const TEAM_REST_DAYS = 3;

/**
 * A team's rhythm: two match days a week, phased by its home competition. Competitions of a sport
 * take turns (`index` is the competition's place in its sport) so the sport plays every day.
 */
export function teamRhythm(seed: number, sportId: number, index: number): Rhythm {
  const first = (seedOf(seed, 'round-day', sportId) + index) % 7;
  return { period: 7, days: [first, (first + TEAM_REST_DAYS) % 7] };
}

/** A player's rhythm: every other day. */
export function playerRhythm(seed: number, sportId: number, name: string): Rhythm {
  return { period: 2, days: [seedOf(seed, 'player-day', sportId, name) % 2] };
}

export function playsOn(rhythm: Rhythm, day: number): boolean {
  const m = ((day % rhythm.period) + rhythm.period) % rhythm.period;
  return rhythm.days.includes(m);
}
