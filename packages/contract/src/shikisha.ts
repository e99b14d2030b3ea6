import { MESSAGES, SHIKISHA_LIMITS } from '@shangwe/domain';
import { z } from 'zod';
import { marketSchema, matchSummarySchema } from './catalog';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  optionalIdInput,
  optionalText,
} from './form-input';
import { limitInput, pageInput, pageMetaSchema } from './paging';
import {
  affiliateInputs,
  betslipInput,
  bettorInputs,
  pickedOddSchema,
  pickInputs,
  placementAnswerSchema,
  placementRefusalSchema,
  priceInput,
  sharedPickInputs,
  userAgentInput,
  walletAfterStakeSchema,
} from './wager';

/**
 * Shikisha, the bet-builder (spec 01 §3 'shikisha pick', §5 table 'betbuilder/placebet', §9):
 * several picks of ONE match priced together as one event by the server's joint model. Picks
 * are named like catalog odds (sub_type_id, special_bet_value, bet_pick = odd_key).
 */

/** Bet type code of every Shikisha pick (spec 01 §9). */
export const BET_TYPE_SHIKISHA = SHIKISHA_LIMITS.betType;

/** The picks of a quote or a placement; the product's bounds (2..30) are judged by the server. */
const shikishaBetslip = <T extends z.ZodType>(pick: T) =>
  betslipInput(
    pick,
    MESSAGES.minimumPicks(SHIKISHA_LIMITS.minPicks),
    MESSAGES.betslipFull(SHIKISHA_LIMITS.maxPicks),
  );

/** A Shikisha pick's outcome: 'bet_pick is required' also when the field is not there at all. */
const betPick = z.preprocess(
  (v) => (v === undefined || v === null ? v : String(v)),
  z.string({ error: 'bet_pick is required' }).min(1, 'bet_pick is required').max(100),
);

/** One pick to price (quote): the market line and the outcome; the shown price is optional. */
export const shikishaQuotePickSchema = z.object({
  parent_match_id: pickInputs.parent_match_id,
  sub_type_id: pickInputs.sub_type_id,
  special_bet_value: pickInputs.special_bet_value,
  bet_pick: betPick,
});
export type ShikishaQuotePick = z.infer<typeof shikishaQuotePickSchema>;

/** POST /api/betbuilder/quote body: the picks the bettor has now (call on every pick change). */
export const shikishaQuoteBodySchema = z.object({
  betslip: shikishaBetslip(shikishaQuotePickSchema),
});
export type ShikishaQuoteBody = z.infer<typeof shikishaQuoteBodySchema>;
export type ShikishaQuoteInput = z.input<typeof shikishaQuoteBodySchema>;

/** One pick as priced: its own (single) price and its display names. */
export const shikishaPricedPickSchema = pickedOddSchema.extend({
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
  sub_type_id: pickInputs.sub_type_id,
  bet_pick: betPick,
  odd_value: pickInputs.odd_value,
  special_bet_value: pickInputs.special_bet_value,
  parent_match_id: pickInputs.parent_match_id,
  bet_type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.literal(BET_TYPE_SHIKISHA, {
      error: `Shikisha picks must have bet type ${BET_TYPE_SHIKISHA}`,
    }),
  ),
  ...sharedPickInputs,
});
export type ShikishaLegInput = z.infer<typeof shikishaLegInputSchema>;

/** POST /api/betbuilder/placebet body (spec 01 §5). */
export const shikishaPlaceBodySchema = z.object({
  ...bettorInputs,
  /** The combined price the bettor saw (the quote's total_odd); a moved price is refused. */
  total_odd: priceInput('total_odd'),
  src: optionalText,
  betslip: shikishaBetslip(shikishaLegInputSchema),
  token: optionalText,
  user_agent: userAgentInput,
  ...affiliateInputs,
  idempotency_key: idempotencyKeyInput,
});
export type ShikishaPlaceBody = z.infer<typeof shikishaPlaceBodySchema>;
export type ShikishaPlaceInput = z.input<typeof shikishaPlaceBodySchema>;

/** Success answer of POST /api/betbuilder/placebet: the spec's fields, plus ref and status. */
export const shikishaPlaceResponseSchema = placementAnswerSchema.extend({
  bet_id: z.number().nullable(),
  user: walletAfterStakeSchema,
  /** 'open', or 'pending' while a live Shikisha waits its bet delay. */
  status: z.string(),
  async: z.boolean(),
});
export type ShikishaPlaceResponse = z.infer<typeof shikishaPlaceResponseSchema>;

/**
 * 409 BET_ODDS_CHANGED of a Shikisha placement: the error body plus the new combined price
 * (`new_total_odd`); the bettor accepts it and places again with it as total_odd.
 */
export const shikishaOddsChangedSchema = placementRefusalSchema.extend({
  old_total_odd: z.number(),
  new_total_odd: z.number(),
});
export type ShikishaOddsChanged = z.infer<typeof shikishaOddsChangedSchema>;

/** GET /api/betbuilder/matches: matches that offer Shikisha, by sport and day, with search. */
export const shikishaMatchesQuerySchema = z.object({
  /** sport_id; absent = every sport that offers Shikisha. */
  id: optionalIdInput('id'),
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
  page: pageInput,
  limit: limitInput(100, 1000, 'Limit must be at most 1000'),
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
