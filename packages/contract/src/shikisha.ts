import { MESSAGES, SHIKISHA_LIMITS } from '@shangwe/domain';
import { z } from 'zod';
import { idInput, numericInput } from './betting';
import { marketSchema, matchSummarySchema, pageMetaSchema } from './catalog';

/**
 * Shikisha, the bet-builder (spec 01 §3 'shikisha pick', §5 table 'betbuilder/placebet', §9):
 * several picks of ONE match priced together as one event by the server's joint model. Picks
 * are named like catalog odds (sub_type_id, special_bet_value, bet_pick = odd_key).
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Forms send arrays as a JSON string; JSON clients send the array itself. */
const jsonArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item));

const optionalText = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : String(v)),
  z.string().max(200).optional(),
);

const flag = z
  .preprocess((v) => {
    if (v === undefined || v === null || v === '') return false;
    if (typeof v === 'string') return v === '1' || v.toLowerCase() === 'true';
    if (typeof v === 'number') return v === 1;
    return v;
  }, z.boolean())
  .default(false);

const text = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? v : String(v)),
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(100),
  );

const specialBetValue = z.preprocess(
  (v) => (v === undefined || v === null ? '' : String(v)),
  z.string().max(100),
);

/** Bet type code of every Shikisha pick (spec 01 §9). */
export const BET_TYPE_SHIKISHA = SHIKISHA_LIMITS.betType;

/**
 * A hard bound on the work one request can ask for; the product's own bounds (2..30, with the
 * spec's texts) are judged by the server after the schema.
 */
const MAX_PICKS_IN_REQUEST = 100;

/** One pick to price (quote): the market line and the outcome; the shown price is optional. */
export const shikishaQuotePickSchema = z.object({
  parent_match_id: idInput('parent_match_id'),
  sub_type_id: idInput('sub_type_id'),
  special_bet_value: specialBetValue,
  bet_pick: text('bet_pick'),
});
export type ShikishaQuotePick = z.infer<typeof shikishaQuotePickSchema>;

/** POST /api/betbuilder/quote body: the picks the bettor has now (call on every pick change). */
export const shikishaQuoteBodySchema = z.object({
  betslip: jsonArray(shikishaQuotePickSchema)
    .refine((legs) => legs.length > 0, MESSAGES.minimumPicks(SHIKISHA_LIMITS.minPicks))
    .refine(
      (legs) => legs.length <= MAX_PICKS_IN_REQUEST,
      MESSAGES.betslipFull(SHIKISHA_LIMITS.maxPicks),
    ),
});
export type ShikishaQuoteBody = z.infer<typeof shikishaQuoteBodySchema>;
export type ShikishaQuoteInput = z.input<typeof shikishaQuoteBodySchema>;

/** One pick as priced: its own (single) price and its display names. */
export const shikishaPricedPickSchema = z.object({
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  bet_pick: z.string(),
  outcome_id: z.string(),
  /** The pick's own price (what the leg shows). */
  odd_value: z.number(),
  market_name: z.string(),
  display: z.string(),
});
export type ShikishaPricedPick = z.infer<typeof shikishaPricedPickSchema>;

/** Answer of POST /api/betbuilder/quote: the combined price shown as Total Odds. */
export const shikishaQuoteResponseSchema = z.object({
  parent_match_id: z.number(),
  /** The joint price with the product's margin, 2 decimals: send it back as total_odd. */
  total_odd: z.number(),
  live: z.boolean(),
  picks: z.array(shikishaPricedPickSchema),
});
export type ShikishaQuoteResponse = z.infer<typeof shikishaQuoteResponseSchema>;

/** One pick of the placement payload, exactly the spec's fields (spec 01 §5 betbuilder/placebet). */
export const shikishaLegInputSchema = z.object({
  sub_type_id: idInput('sub_type_id'),
  bet_pick: text('bet_pick'),
  odd_value: numericInput('odd_value').refine((v) => v > 1, 'odd_value must be above 1'),
  special_bet_value: specialBetValue,
  parent_match_id: idInput('parent_match_id'),
  bet_type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.literal(BET_TYPE_SHIKISHA, {
      error: `Shikisha picks must have bet type ${BET_TYPE_SHIKISHA}`,
    }),
  ),
  is_shared: flag,
  share_code: optionalText,
});
export type ShikishaLegInput = z.infer<typeof shikishaLegInputSchema>;

/** POST /api/betbuilder/placebet body (spec 01 §5). */
export const shikishaPlaceBodySchema = z.object({
  profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
  stake: numericInput('stake', MESSAGES.amountNotANumber).refine(
    (v) => v > 0,
    MESSAGES.amountNotANumber,
  ),
  /** The combined price the bettor saw (the quote's total_odd); a moved price is refused. */
  total_odd: numericInput('total_odd').refine((v) => v > 1, 'total_odd must be above 1'),
  src: optionalText,
  betslip: jsonArray(shikishaLegInputSchema)
    .refine((legs) => legs.length > 0, MESSAGES.minimumPicks(SHIKISHA_LIMITS.minPicks))
    .refine(
      (legs) => legs.length <= MAX_PICKS_IN_REQUEST,
      MESSAGES.betslipFull(SHIKISHA_LIMITS.maxPicks),
    ),
  token: optionalText,
  user_agent: z.preprocess(
    (v) => (v === null || v === undefined ? undefined : String(v)),
    z.string().max(500).optional(),
  ),
  affiliate: optionalText,
  affiliate_id: optionalText,
  affiliate_tag: optionalText,
  /** Alternative to the Idempotency-Key header. */
  idempotency_key: z.preprocess(emptyToUndefined, z.string().min(8).max(100).optional()),
});
export type ShikishaPlaceBody = z.infer<typeof shikishaPlaceBodySchema>;
export type ShikishaPlaceInput = z.input<typeof shikishaPlaceBodySchema>;

/** Success answer of POST /api/betbuilder/placebet: the spec's fields, plus ref and status. */
export const shikishaPlaceResponseSchema = z.object({
  message: z.string(),
  bet_id: z.number().nullable(),
  first_bet: z.boolean(),
  user: z.object({ balance: z.number() }),
  ref: z.string(),
  /** 'open', or 'pending' while a live Shikisha waits its bet delay. */
  status: z.string(),
  async: z.boolean(),
});
export type ShikishaPlaceResponse = z.infer<typeof shikishaPlaceResponseSchema>;

/**
 * 409 BET_ODDS_CHANGED of a Shikisha placement: the error body plus the new combined price
 * (`new_total_odd`); the bettor accepts it and places again with it as total_odd.
 */
export const shikishaOddsChangedSchema = z.object({
  message: z.string(),
  old_total_odd: z.number(),
  new_total_odd: z.number(),
  error: z.object({ message: z.string(), code: z.string().optional() }),
});
export type ShikishaOddsChanged = z.infer<typeof shikishaOddsChangedSchema>;

/** GET /api/betbuilder/matches: matches that offer Shikisha, by sport and day, with search. */
export const shikishaMatchesQuerySchema = z.object({
  /** sport_id; absent = every sport that offers Shikisha. */
  id: z.preprocess(emptyToUndefined, idInput('id').optional()),
  /** A UTC day, YYYY-MM-DD. */
  date: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a day as YYYY-MM-DD')
      .optional(),
  ),
  /** Team, competition or category words. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(emptyToUndefined, idInput('page').default(1)),
  limit: z
    .preprocess(emptyToUndefined, idInput('limit').default(100))
    .refine((v) => v <= 1000, 'Limit must be at most 1000'),
});
export type ShikishaMatchesQuery = z.infer<typeof shikishaMatchesQuerySchema>;

export const shikishaMatchesResponseSchema = z.object({
  data: z.array(matchSummarySchema),
  meta: pageMetaSchema,
});
export type ShikishaMatchesResponse = z.infer<typeof shikishaMatchesResponseSchema>;

/** Groups of buildable markets on the markets screen. */
export const shikishaMarketGroupSchema = z.enum(['Result', 'Goals', 'Halves', 'Teams', 'Score']);
export type ShikishaMarketGroup = z.infer<typeof shikishaMarketGroupSchema>;

/** GET /api/betbuilder/markets?parent_match_id=: the match and its markets grouped for building. */
export const shikishaMarketsQuerySchema = z.object({
  parent_match_id: idInput('parent_match_id'),
});
export type ShikishaMarketsQuery = z.infer<typeof shikishaMarketsQuerySchema>;

export const shikishaMarketsResponseSchema = z.object({
  data: matchSummarySchema.extend({
    groups: z.array(z.object({ name: z.string(), markets: z.array(marketSchema) })),
  }),
});
export type ShikishaMarketsResponse = z.infer<typeof shikishaMarketsResponseSchema>;
