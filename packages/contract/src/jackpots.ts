import { z } from 'zod';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  jsonArray,
  optionalIdInput,
  optionalText,
} from './form-input';
import { optionalMoneyInput } from './money-input';
import { jackpotKindSchema } from './vocabulary';
import {
  betRowSchema,
  bettorInputs,
  pickInputs,
  placementAnswerSchema,
  stakeInput,
  walletAfterStakeSchema,
} from './wager';

/**
 * Jackpots and pool products (issue 15; spec 01 §1, §3, §8, §9; spec 02 §2.3, §2.4, §2.7, §3.8):
 * grand (product_id 8), midweek (6), the 17-match 20M, daily bingwa (5 matches), the free
 * jackpot, Sababisha (fixed odds), split pot and the boosted multibet. Amounts are in the
 * country's currency units (2 decimals); the server keeps integer cents.
 */

/** The stake refusal of the products whose stake the bettor types (Sababisha, boosted). */
const VALID_STAKE_MESSAGE = 'Please enter a valid stake';

/** The outcomes of a jackpot match (1 home, X draw, 2 away). */
export const jackpotOutcomeSchema = z.enum(['1', 'X', '2']);
export type JackpotOutcome = z.infer<typeof jackpotOutcomeSchema>;

/** A match's outcome once resulted; 'void' (postponed, abandoned) counts every outcome correct. */
export const jackpotMatchResultSchema = z.enum(['1', 'X', '2', 'void']);

/** One outcome as the slip model keeps it: a bare odd key, or an odd {odd_def|odd_key, outcome_id}. */
const outcomeInput = z.preprocess(
  (v) => {
    if (v !== null && typeof v === 'object') {
      const odd = v as Record<string, unknown>;
      return odd.odd_key ?? odd.odd_def ?? odd.bet_pick ?? odd.outcome_id;
    }
    return v;
  },
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['1', 'X', '2'], { error: 'Each outcome must be 1, X or 2' }),
  ),
);

/** selectedOdds of the jackpot and Sababisha slip (spec 02 §3.8): one match, its outcomes. */
export const jackpotSelectedOddsSchema = z.object({
  parent_match_id: idInput('parent_match_id'),
  odds: z.array(outcomeInput).min(1, 'Pick at least one outcome for each match').max(3),
});
export type JackpotSelectedOdds = z.infer<typeof jackpotSelectedOddsSchema>;

/** A hard bound on one request's work; the product's own limit (13, 17) has the spec's text. */
const MAX_MATCHES_IN_REQUEST = 60;

const selectedOddsInput = jsonArray(jackpotSelectedOddsSchema).refine(
  (matches) => matches.length <= MAX_MATCHES_IN_REQUEST,
  'You can only select outcomes for a maximum of 17 matches',
);

/** One price of a match on a fixed-odds product (Sababisha, boosted): catalog and offered. */
export const jackpotOddSchema = z.object({
  odd_key: jackpotOutcomeSchema,
  outcome_id: z.string(),
  /** The price the product pays (the boosted price on a boosted event). */
  odd_value: z.number(),
  /** The catalog's price of the same outcome (a boosted event shows it struck through). */
  catalog_odd_value: z.number().nullable(),
});
export type JackpotOdd = z.infer<typeof jackpotOddSchema>;

/** One match of an event, with its result once known. */
export const jackpotMatchSchema = z.object({
  parent_match_id: z.number(),
  position: z.number(),
  home_team: z.string(),
  away_team: z.string(),
  start_time: z.string(),
  competition_name: z.string(),
  category: z.string(),
  /** Prices of 1 / X / 2: filled on Sababisha and boosted events, empty on pool events. */
  odds: z.array(jackpotOddSchema),
  result: jackpotMatchResultSchema.nullable(),
  score: z.string().nullable(),
});
export type JackpotMatch = z.infer<typeof jackpotMatchSchema>;

/** A prize tier: all correct (the jackpot), one short, two short. */
export const jackpotTierSchema = z.object({
  tier: z.enum(['jackpot', 'bonus1', 'bonus2']),
  /** Correct picks a line needs for this tier. */
  correct: z.number(),
  label: z.string(),
  /** The tier's pool (guarantee + rollover included for the jackpot tier). */
  pool: z.number(),
  /** Known once settled. */
  winning_lines: z.number().nullable(),
  amount_per_line: z.number().nullable(),
});
export type JackpotTier = z.infer<typeof jackpotTierSchema>;

export const jackpotEventStatusSchema = z.enum(['open', 'closed', 'settled']);

/** One event as the lists and the event page show it. */
export const jackpotEventSchema = z.object({
  event_id: z.number(),
  kind: jackpotKindSchema,
  name: z.string(),
  /** 8 grand, 6 midweek (spec 01 §3); null for the other products. */
  product_id: z.number().nullable(),
  /** The slip's jackpot type: number of matches (13, 12, 5, 17). */
  type: z.number(),
  status: jackpotEventStatusSchema,
  currency: z.string(),
  /** Price of one line (0 on the free jackpot; Sababisha: the minimum stake). */
  stake_per_line: z.number(),
  /** Entries close at the first kick-off (server time). */
  closes_at: z.string(),
  server_time: z.string(),
  /** The jackpot shown prominently: guarantee + rollover (pool events), null when fixed odds. */
  jackpot_amount: z.number().nullable(),
  guaranteed_amount: z.number(),
  rollover_amount: z.number(),
  /** Most matches a slip of this event takes (the spec's 13 / 17 limits), and picks (boosted ≤30). */
  max_selections: z.number(),
  /** Split pot: the operator's documented share of entries, percent. */
  operator_share_percent: z.number().nullable(),
  tiers: z.array(jackpotTierSchema),
  matches: z.array(jackpotMatchSchema),
});
export type JackpotEvent = z.infer<typeof jackpotEventSchema>;

/** GET /api/jackpot/events: open events, optionally of one product. */
export const jackpotEventsQuerySchema = z.object({
  product: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    jackpotKindSchema.optional(),
  ),
});
export type JackpotEventsQuery = z.infer<typeof jackpotEventsQuerySchema>;

export const jackpotEventsResponseSchema = z.object({ data: z.array(jackpotEventSchema) });
export type JackpotEventsResponse = z.infer<typeof jackpotEventsResponseSchema>;

export const jackpotEventParamsSchema = z.object({ eventId: idInput('eventId') });
export const jackpotEventResponseSchema = z.object({ data: jackpotEventSchema });
export type JackpotEventResponse = z.infer<typeof jackpotEventResponseSchema>;

/** The event and the picks of every jackpot-style slip (spec 02 §3.8: entries, selectedOdds). */
const slipFields = {
  event_id: idInput('event_id'),
  selectedOdds: selectedOddsInput,
};

/** Who sends a jackpot-style slip, from where, and its idempotency key. */
const senderFields = {
  profile_id: bettorInputs.profile_id,
  token: optionalText,
  src: optionalText,
  idempotency_key: idempotencyKeyInput,
};

/**
 * POST /api/jackpot/bet: a pool entry (grand, midweek, 20M, bingwa, split pot). `stake` is
 * optional; when sent it must equal lines × stake per line.
 */
export const jackpotEntryBodySchema = z.object({
  ...slipFields,
  ...senderFields,
  stake: optionalMoneyInput(
    { invalid: VALID_STAKE_MESSAGE, tooLarge: 'Maximum bet amount exceeded' },
    { positive: false },
  ),
});
export type JackpotEntryBody = z.infer<typeof jackpotEntryBodySchema>;
export type JackpotEntryInput = z.input<typeof jackpotEntryBodySchema>;

/** POST /api/jackpot/free/bet: the free jackpot slip, one outcome per match, no stake. */
export const freeJackpotEntryBodySchema = z.object({ ...slipFields, ...senderFields });
export type FreeJackpotEntryBody = z.infer<typeof freeJackpotEntryBodySchema>;

/** POST /api/sababisha/quote and /api/sababisha/bet: the stake is split across the lines. */
export const sababishaBodySchema = z.object({
  ...slipFields,
  ...senderFields,
  stake: stakeInput(VALID_STAKE_MESSAGE),
});
export type SababishaBody = z.infer<typeof sababishaBodySchema>;
export type SababishaInput = z.input<typeof sababishaBodySchema>;

/** What the Sababisha slip shows before placing (all from the domain, priced from the catalog). */
export const sababishaQuoteResponseSchema = z.object({
  event_id: z.number(),
  lines: z.number(),
  stake: z.number(),
  stake_per_line: z.number(),
  /** Payouts before tax of the best and the worst winning line. */
  best_payout: z.number(),
  worst_payout: z.number(),
  best_odd: z.number(),
  worst_odd: z.number(),
});
export type SababishaQuoteResponse = z.infer<typeof sababishaQuoteResponseSchema>;

/** POST /api/boosted/bet: picks of a boosted event at its boosted prices (≤ 30 picks). */
export const boostedBetBodySchema = z.object({
  event_id: slipFields.event_id,
  stake: stakeInput(VALID_STAKE_MESSAGE),
  betslip: jsonArray(
    z.object({
      parent_match_id: pickInputs.parent_match_id,
      bet_pick: outcomeInput,
      odd_value: pickInputs.odd_value,
    }),
  ).refine((legs) => legs.length > 0, 'Your betslip is empty'),
  ...senderFields,
});
export type BoostedBetBody = z.infer<typeof boostedBetBodySchema>;
export type BoostedBetInput = z.input<typeof boostedBetBodySchema>;

/** Answer of every jackpot-style placement. */
export const jackpotPlaceResponseSchema = placementAnswerSchema.omit({ first_bet: true }).extend({
  short_bet_id: z.string(),
  event_id: z.number(),
  lines: z.number(),
  stake: z.number(),
  stake_per_line: z.number(),
  user: walletAfterStakeSchema,
});
export type JackpotPlaceResponse = z.infer<typeof jackpotPlaceResponseSchema>;

/** One match of a bettor's entry: what was picked and how it went. */
export const jackpotEntryPickSchema = z.object({
  parent_match_id: z.number(),
  home_team: z.string(),
  away_team: z.string(),
  picks: z.array(jackpotOutcomeSchema),
  /** Sababisha / boosted: the prices of the picks, in the order of `picks`. */
  odds: z.array(z.number()),
  result: jackpotMatchResultSchema.nullable(),
  correct: z.boolean().nullable(),
});

/** A bettor's entry (their own only). */
export const jackpotEntrySchema = betRowSchema.extend({
  event_id: z.number(),
  kind: jackpotKindSchema,
  event_name: z.string(),
  lines: z.number(),
  /** Most correct picks of any line, once resulted. */
  best_correct: z.number().nullable(),
  /** Lines that won, per tier, once settled. */
  winning_lines: z.array(z.object({ tier: z.string(), lines: z.number() })),
  payout: z.number(),
  withholding_tax: z.number(),
  picks: z.array(jackpotEntryPickSchema),
});
export type JackpotEntry = z.infer<typeof jackpotEntrySchema>;

/** GET /api/jackpot/entries: the signed-in bettor's entries, newest first. */
export const jackpotEntriesQuerySchema = z.object({
  product: jackpotEventsQuerySchema.shape.product,
  event_id: optionalIdInput('event_id'),
  token: optionalText,
});
export const jackpotEntriesResponseSchema = z.object({ data: z.array(jackpotEntrySchema) });
export type JackpotEntriesResponse = z.infer<typeof jackpotEntriesResponseSchema>;

/** GET /api/jackpot/results: settled events, newest first. */
export const jackpotResultsQuerySchema = z.object({
  product: jackpotEventsQuerySchema.shape.product,
  limit: z.preprocess(
    emptyToUndefined,
    idInput('limit')
      .default(20)
      .refine((v) => v <= 100, 'Limit must be at most 100'),
  ),
});

/** A settled event: its matches with results, winners per tier and the amount per line. */
export const jackpotResultSchema = jackpotEventSchema.extend({
  settled_at: z.string(),
  total_lines: z.number(),
  /** Cents no line could take whole, carried into the next event of the product. */
  remainder_carried: z.number(),
  /** Unpaid jackpot carried into the next event of the product. */
  rollover_carried: z.number(),
});
export type JackpotResult = z.infer<typeof jackpotResultSchema>;

export const jackpotResultsResponseSchema = z.object({ data: z.array(jackpotResultSchema) });
export type JackpotResultsResponse = z.infer<typeof jackpotResultsResponseSchema>;
export const jackpotResultResponseSchema = z.object({ data: jackpotResultSchema });
export type JackpotResultResponse = z.infer<typeof jackpotResultResponseSchema>;

/** Refusals of the jackpot products (merged into `errorCodes`). */
export const jackpotErrorCodes = {
  JACKPOT_EVENT_NOT_FOUND: { status: 404, message: 'This jackpot was not found' },
  JACKPOT_RESULT_NOT_FOUND: { status: 404, message: 'This jackpot has no results yet' },
  JACKPOT_CLOSED: {
    status: 400,
    message: 'This jackpot is closed: entries close at the first kick-off',
  },
  JACKPOT_INCOMPLETE: {
    status: 400,
    message: 'Pick at least one outcome for every match of this jackpot',
  },
  JACKPOT_TOO_MANY_MATCHES: {
    status: 400,
    message: 'You can only select outcomes for a maximum of 13 matches',
  },
  JACKPOT_MATCH_UNKNOWN: { status: 400, message: 'A match of this entry is not in this jackpot' },
  JACKPOT_DUPLICATE_MATCH: { status: 400, message: 'Each match can appear only once' },
  JACKPOT_STAKE_MISMATCH: {
    status: 400,
    message: 'The stake must be the number of lines times the stake per line',
  },
  JACKPOT_TOO_MANY_LINES: { status: 400, message: 'This entry has too many lines' },
  JACKPOT_WRONG_PRODUCT: { status: 400, message: 'This event is not entered from this slip' },
  JACKPOT_OTHER_COUNTRY: {
    status: 400,
    message:
      "This jackpot is played in another country's currency. Choose one of your country's jackpots",
  },
  FREE_JACKPOT_ONE_LINE: {
    status: 400,
    message: 'The free jackpot takes exactly one outcome per match',
  },
  FREE_JACKPOT_ALREADY_ENTERED: {
    status: 409,
    message: 'You have already entered this free jackpot',
  },
  SABABISHA_STAKE_TOO_LOW: {
    status: 400,
    message: 'Increase your stake: each line needs at least the minimum stake',
  },
  BOOSTED_TOO_MANY_PICKS: { status: 400, message: 'Maximum number of bets reached (30)' },
} as const;
