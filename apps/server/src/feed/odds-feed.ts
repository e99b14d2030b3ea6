/**
 * What the catalog needs from an odds provider. The simulated feed (fixture-generator.ts)
 * implements it; a real provider adapter would map its fixtures and prices to the same shapes.
 */

export interface SportRow {
  sport_id: number;
  sport_name: string;
  priority: number;
}
export interface CategoryRow {
  category_id: number;
  sport_id: number;
  category_name: string;
  country_code: string | null;
  priority: number;
}
export interface CompetitionRow {
  competition_id: number;
  category_id: number;
  sport_id: number;
  competition_name: string;
  priority: number;
}
export interface TeamRow {
  team_id: number;
  competition_id: number;
  sport_id: number;
  team_name: string;
  strength: number;
}

export interface ReferenceData {
  sports: SportRow[];
  categories: CategoryRow[];
  competitions: CompetitionRow[];
  teams: TeamRow[];
}

export interface FeedOutcome {
  odd_key: string;
  outcome_id: string;
  display: string;
  odd_value: number;
  sort: number;
}

export interface FeedMarket {
  sub_type_id: number;
  name: string;
  special_bet_value: string;
  priority: number;
  bet_status: 'ACTIVE' | 'STOPPED';
  outcomes: FeedOutcome[];
}

/** The scoring model a match was priced with (stored with the match; the live engine reuses it). */
export type MatchModel =
  | { family: 'goals'; lh: number; la: number }
  | { family: 'points'; mh: number; ma: number; sd: number }
  | { family: 'sets'; p: number; totalLine: number };

export interface FeedMatch {
  parent_match_id: number;
  match_id: number;
  sport_id: number;
  category_id: number;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  start_time: Date;
  model: MatchModel;
  demo: boolean;
  markets: FeedMarket[];
}

export interface OddsFeed {
  /** Sports, categories (countries), competitions and teams. */
  referenceData(): ReferenceData;
  /** Keys of the fixture batches that should exist at `now` (e.g. one per day ahead). */
  batchesDue(now: Date): string[];
  /** The fixtures of one batch, priced. The same key always gives the same fixtures. */
  fixtures(batchKey: string): FeedMatch[];
  /**
   * Drops what generating fixtures kept for the next batch (shared prices, distributions). A
   * sync writes a week at start and then a few matches every 10 minutes: between syncs this
   * memory only costs every garbage collection of the process, so it is built again on demand.
   */
  releaseCaches?(): void;
}
