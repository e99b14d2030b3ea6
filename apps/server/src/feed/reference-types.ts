/**
 * The shape of the catalog's reference data: categories (countries, tours) holding competitions
 * with their real sides. Lists are facts; ratings come from each side's place in its list.
 */

/** A league, a cup or a tour event. */
export interface CompetitionDef {
  name: string;
  /**
   * 'league': its sides meet in rounds on `days`; 'cup': rounds on some of its `days`, drawing
   * on `teams` or the best sides of `from`; 'players': tennis and table-tennis events.
   */
  kind: 'league' | 'cup' | 'players';
  /** Sides strongest first. */
  teams?: readonly string[];
  /** Cups: `Category/Competition` keys whose strongest sides (not in `exclude`) enter, `size` of them. */
  from?: readonly string[];
  exclude?: readonly string[];
  size?: number;
  /** Quality (log scale) of the strongest and weakest side of the list. */
  quality?: readonly [number, number];
  /** Relative number of fixtures per day in small catalogs, and rank in lists. */
  weight: number;
  /**
   * Weekdays (0 Sunday .. 6 Saturday): a league's weekend and midweek round days, three and
   * four days apart; a cup's possible round days. Absent: every other day (NBA, NHL).
   */
  days?: readonly number[];
  /** Cups: a round every this many weeks (default every week). */
  roundsEveryWeeks?: number;
  /** IANA time zone of the kick-off times. */
  zone?: string;
  /** Local kick-off times on Saturday and Sunday, and on other days. */
  weekend?: readonly string[];
  midweek?: readonly string[];
  /** Youth, reserve and women's sides of its clubs play in their own competitions. */
  secondTeams?: boolean;
}

export interface CategoryDef {
  sport_id: number;
  name: string;
  country_code?: string;
  competitions: readonly CompetitionDef[];
}

export const SAT = 6;
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;

export const list = (s: string, separator = ','): string[] =>
  s
    .split(separator)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
