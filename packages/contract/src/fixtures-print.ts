import { z } from 'zod';

/**
 * Print Matches (spec 02 §2.3 /download-fixtures): the coming matches of a sport and a day with
 * their game ids and main odds, as JSON for the page and as a PDF to download.
 */

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

export const FIXTURES_PRINT_SPORT_MESSAGE = 'Choose a sport from the list';
export const FIXTURES_PRINT_DAY_MESSAGE = 'Choose a day from the list';
export const FIXTURES_PRINT_COUNTRY_MESSAGE = 'Choose Kenya, Ghana or Nigeria';

/** GET /api/fixtures/print and /api/fixtures/print.pdf. */
export const fixturesPrintQuerySchema = z.object({
  /** Sport to list; Soccer when left out. */
  sport_id: z.preprocess(
    blankToUndefined,
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,6}$/, FIXTURES_PRINT_SPORT_MESSAGE),
        ],
        {
          error: FIXTURES_PRINT_SPORT_MESSAGE,
        },
      )
      .transform(Number)
      .pipe(z.number().int(FIXTURES_PRINT_SPORT_MESSAGE).positive(FIXTURES_PRINT_SPORT_MESSAGE))
      .default(1),
  ),
  /** Day in the country's time zone, YYYY-MM-DD; today there when left out. */
  day: z.preprocess(
    blankToUndefined,
    z
      .string({ error: FIXTURES_PRINT_DAY_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, FIXTURES_PRINT_DAY_MESSAGE)
      .refine((d) => {
        const date = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
      }, FIXTURES_PRINT_DAY_MESSAGE)
      .optional(),
  ),
  /** Country whose time zone the day and kick-offs are in; the X-Country header otherwise. */
  country: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.trim().toUpperCase() : undefined),
    z.enum(['KE', 'GH', 'NG'], { error: FIXTURES_PRINT_COUNTRY_MESSAGE }).optional(),
  ),
});
export type FixturesPrintQuery = z.input<typeof fixturesPrintQuerySchema>;

/** One printed line: a match, its game id and its main odds ('' where a price is not offered). */
export const printedMatchSchema = z.object({
  game_id: z.number(),
  parent_match_id: z.number(),
  start_time: z.string(),
  /** Kick-off in the country's time zone, 'HH:mm'. */
  kickoff: z.string(),
  competition: z.string(),
  category: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  odds: z.object({ home: z.string(), draw: z.string(), away: z.string() }),
});
export type PrintedMatch = z.infer<typeof printedMatchSchema>;

export const fixturesPrintResponseSchema = z.object({
  data: z.object({
    sport_id: z.number(),
    sport_name: z.string(),
    /** The day listed, YYYY-MM-DD in `time_zone`. */
    day: z.string(),
    country: z.string(),
    time_zone: z.string(),
    /** The days with coming matches of the sport, for the day filter. */
    days: z.array(z.string()),
    /** Sports with coming matches, for the sport filter. */
    sports: z.array(z.object({ sport_id: z.number(), sport_name: z.string() })),
    /** Whether the sport has a draw ('X') in its main market. */
    has_draw: z.boolean(),
    matches: z.array(printedMatchSchema),
  }),
});
export type FixturesPrintResponse = z.infer<typeof fixturesPrintResponseSchema>;
