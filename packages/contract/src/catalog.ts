import { z } from 'zod';
import { pageMetaSchema } from './paging';

/**
 * The sports catalog calls (spec 01 §7, spec 02 §7): sports, matches by sport, match markets,
 * live matches, bulk matches, search, livescore and categories. Ids are numbers; times are ISO
 * 8601 strings in UTC; odds are decimal numbers with 2 decimals.
 */

/** ACTIVE = open for betting; STOPPED = suspended (spec 01: 'STOPPED means suspended'); SETTLED = resulted. */
export const betStatusSchema = z.enum(['ACTIVE', 'STOPPED', 'SETTLED']);
export type BetStatus = z.infer<typeof betStatusSchema>;

export const matchStatusSchema = z.enum(['not_started', 'live', 'ended', 'cancelled']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export const outcomeResultSchema = z.enum(['won', 'lost', 'void']);
export type OutcomeResult = z.infer<typeof outcomeResultSchema>;

/** One priced outcome; carries everything a betslip pick's `odd` needs (spec 01 §3). */
export const oddSchema = z.object({
  odd_key: z.string(),
  outcome_id: z.string(),
  odd_value: z.number(),
  display: z.string(),
  special_bet_value: z.string(),
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  sport_id: z.number(),
  result: outcomeResultSchema.nullable(),
});
export type Odd = z.infer<typeof oddSchema>;

export const marketSchema = z.object({
  sub_type_id: z.number(),
  name: z.string(),
  special_bet_value: z.string(),
  bet_status: betStatusSchema,
  odds: z.array(oddSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({ home: z.number(), away: z.number() });

/** A match in lists (sport page, live list, search, bulk): its main market(s) only. */
export const matchSummarySchema = z.object({
  parent_match_id: z.number(),
  match_id: z.number(),
  /** The short game id (10000-99999) bettors type by SMS and USSD; null for a match without one. */
  game_id: z.number().nullable(),
  sport_id: z.number(),
  sport_name: z.string(),
  category_id: z.number(),
  category: z.string(),
  competition_id: z.number(),
  competition_name: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  start_time: z.string(),
  status: matchStatusSchema,
  /** True while the match is in play. */
  live: z.boolean(),
  /** 'Not started', '1st half', 'Halftime', 'Q3', 'Set 2', 'Ended' ... */
  period: z.string(),
  /** null before kick-off. */
  score: scoreSchema.nullable(),
  clock_seconds: z.number(),
  clock_running: z.boolean(),
  /** 'mm:ss' of the match clock while live (clocked sports), else null. */
  match_time: z.string().nullable(),
  /** Live video available ('Watch Live'). */
  streamable: z.boolean(),
  /** How many markets the match has (the '+N' on a row). */
  markets_count: z.number(),
  markets: z.array(marketSchema),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** A match with all its markets and live detail (period scores, sets, cards). */
export const matchDetailSchema = matchSummarySchema.extend({
  score_detail: z.record(z.string(), z.unknown()),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** Messages start with a capital so that parseInput passes them on unchanged. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const positiveInt = (name: string, max?: number) => {
  const message = `${cap(name)} must be a whole number ${max !== undefined ? `from 1 to ${max}` : '(1 or more)'}`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, issue) => {
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (value === '' || !Number.isInteger(n) || n < 1 || (max !== undefined && n > max)) {
      issue.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
};

const idList = (name: string) =>
  z
    .string({ error: `${cap(name)} must be a comma-separated list of ids` })
    .transform((value, issue) => {
      const parts = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const ids = parts.map(Number);
      if (ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n < 1)) {
        issue.addIssue({
          code: 'custom',
          message: `${cap(name)} must be a comma-separated list of ids`,
        });
        return z.NEVER;
      }
      return ids;
    });

const booleanFlag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], {
      error: `${cap(name)} must be 1 or 0`,
    })
    .transform((v) => v === true || v === '1' || v === 'true');

/** Query of GET /api/uo/sport. */
export const sportMatchesQuerySchema = z.object({
  id: positiveInt('id'),
  page: positiveInt('page').default(1),
  limit: positiveInt('limit', 1000).default(100),
  category: positiveInt('category').optional(),
  competition: positiveInt('competition').optional(),
  /** A UTC day, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a day as YYYY-MM-DD')
    .optional(),
  /** 1 = live matches only, 0 = prematch only; absent = both. */
  live: booleanFlag('live').optional(),
  /** Markets to include (sub_type_ids); default: the sport's main market. */
  stids: idList('stids').optional(),
});
export type SportMatchesQuery = z.infer<typeof sportMatchesQuerySchema>;

export const sportMatchesResponseSchema = z.object({
  data: z.array(matchSummarySchema),
  meta: pageMetaSchema.extend({ sport_id: z.number(), sport_name: z.string() }),
});
export type SportMatchesResponse = z.infer<typeof sportMatchesResponseSchema>;

/** GET /api/sports: Soccer first. */
export const sportSchema = z.object({
  sport_id: z.number(),
  sport_name: z.string(),
  total_matches: z.number(),
  live_matches: z.number(),
});
export type Sport = z.infer<typeof sportSchema>;
export const sportsResponseSchema = z.object({ data: z.array(sportSchema) });
export type SportsResponse = z.infer<typeof sportsResponseSchema>;

/** GET /api/uo/totalMatches. */
export const totalMatchesResponseSchema = z.object({
  total_live_matches: z.number(),
  total_shikisha_matches: z.number(),
  total_matches: z.number(),
});
export type TotalMatchesResponse = z.infer<typeof totalMatchesResponseSchema>;

/** GET /api/match and GET /api/live/match. */
export const matchQuerySchema = z.object({ parent_match_id: positiveInt('parent_match_id') });
export type MatchQuery = z.infer<typeof matchQuerySchema>;
export const matchResponseSchema = z.object({ data: matchDetailSchema });
export type MatchResponse = z.infer<typeof matchResponseSchema>;

/**
 * GET /api/live/uo/match: `id` is the parent_match_id; `type` picks markets: 'all' (default),
 * 'main' (the sport's main market) or comma-separated sub_type_ids.
 */
export const liveOddsQuerySchema = z.object({
  id: positiveInt('id'),
  type: z
    .string()
    .regex(/^(all|main|\d+(,\d+)*)$/, "Type must be 'all', 'main' or comma-separated sub_type_ids")
    .default('all'),
});
export type LiveOddsQuery = z.infer<typeof liveOddsQuerySchema>;
export const liveMarketSchema = marketSchema.extend({
  meta: z.object({
    match_id: z.number(),
    parent_match_id: z.number(),
    bet_status: betStatusSchema,
  }),
});
export type LiveMarket = z.infer<typeof liveMarketSchema>;
export const liveOddsResponseSchema = z.object({
  data: z.array(liveMarketSchema),
  match: matchSummarySchema.omit({ markets: true }),
});
export type LiveOddsResponse = z.infer<typeof liveOddsResponseSchema>;

/** GET /api/live/matches?sport_id=&streamable=1: live matches, all sports or one. */
export const liveMatchesQuerySchema = z.object({
  sport_id: positiveInt('sport_id').optional(),
  streamable: booleanFlag('streamable').optional(),
  stids: idList('stids').optional(),
});
export type LiveMatchesQuery = z.infer<typeof liveMatchesQuerySchema>;
export const liveMatchesResponseSchema = z.object({
  data: z.array(matchSummarySchema),
  meta: z.object({ total: z.number() }),
});
export type LiveMatchesResponse = z.infer<typeof liveMatchesResponseSchema>;

/** GET /api/live/sports: per-sport live counts for the live list ('All Sports', 'Watch Live'). */
export const liveSportsResponseSchema = z.object({
  data: z.array(
    z.object({ sport_id: z.number(), sport_name: z.string(), live_matches: z.number() }),
  ),
  total_live_matches: z.number(),
  total_streamable_matches: z.number(),
});
export type LiveSportsResponse = z.infer<typeof liveSportsResponseSchema>;

/** GET /api/uo/bulk-match?ids=1,2&stids=1 (recommendations, betslip refresh): data.data matches. */
export const bulkMatchQuerySchema = z.object({
  ids: idList('ids').refine((ids) => ids.length <= 200, 'Ids may hold at most 200 matches'),
  stids: idList('stids').optional(),
});
export type BulkMatchQuery = z.infer<typeof bulkMatchQuerySchema>;
export const bulkMatchResponseSchema = z.object({
  data: z.object({ data: z.array(matchSummarySchema) }),
});
export type BulkMatchResponse = z.infer<typeof bulkMatchResponseSchema>;

/** GET /api/search?q=: matches by team, competition or category name. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length >= 2, 'Search term must be at least 2 characters')
    .refine((s) => s.length <= 60, 'Search term must be at most 60 characters'),
  limit: positiveInt('limit', 100).default(50),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export const searchResponseSchema = z.object({
  data: z.array(matchSummarySchema),
  meta: z.object({ q: z.string(), total: z.number() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/uo/categories?id={sport_id}: categories (countries) with their competitions. */
export const categoriesQuerySchema = z.object({ id: positiveInt('id') });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
export const categorySchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  competitions: z.array(
    z.object({
      competition_id: z.number(),
      competition_name: z.string(),
      matches_count: z.number(),
    }),
  ),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({
  data: z.array(categorySchema),
  meta: z.object({ sport_id: z.number(), sport_name: z.string() }),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** GET /api/livescore?sport_id=&date=: live, finished and upcoming matches of a day, by competition. */
export const livescoreQuerySchema = z.object({
  sport_id: positiveInt('sport_id').optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a day as YYYY-MM-DD')
    .optional(),
});
export type LivescoreQuery = z.infer<typeof livescoreQuerySchema>;
export const livescoreMatchSchema = matchSummarySchema
  .omit({ markets: true, markets_count: true })
  .extend({ score_detail: z.record(z.string(), z.unknown()) });
export type LivescoreMatch = z.infer<typeof livescoreMatchSchema>;
export const livescoreResponseSchema = z.object({
  data: z.array(
    z.object({
      sport_id: z.number(),
      sport_name: z.string(),
      competitions: z.array(
        z.object({
          competition_id: z.number(),
          competition_name: z.string(),
          category: z.string(),
          matches: z.array(livescoreMatchSchema),
        }),
      ),
    }),
  ),
  meta: z.object({ date: z.string(), total: z.number() }),
});
export type LivescoreResponse = z.infer<typeof livescoreResponseSchema>;
