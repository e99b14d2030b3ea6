import { BET_TYPE, MESSAGES, PRODUCT } from '@shangwe/domain';
import { z } from 'zod';
import {
  flag,
  idempotencyKeyInput,
  idInput,
  optionalIdInput,
  optionalNumericInput,
  optionalText,
} from './form-input';
import { limitInput, pageInput, pageMetaSchema } from './paging';
import {
  affiliateInputs,
  betRowSchema,
  betslipInput,
  bettorInputs,
  pickedOddSchema,
  pickInputs,
  placementAnswerSchema,
  placementRefusalSchema,
  sharedPickInputs,
  userAgentInput,
} from './wager';
import { betTypeSchema, productSchema } from './vocabulary';

/**
 * Bet placement, bet history and bet detail (spec 01 §3 'Bet placement payload', §7, §8;
 * spec 02 §7 uo/bethistory). Requests accept numbers or numeric strings (forms post strings);
 * responses carry money in major units as numbers with at most 2 decimals.
 */

/** Bet type codes of a normal bet (spec 01 §9), as the domain defines them: 7 prematch, 8 live. */
export const BET_TYPE_PREMATCH = BET_TYPE.prematch;
export const BET_TYPE_LIVE = BET_TYPE.live;

/** One pick of the placement payload, exactly the spec's fields. */
export const betslipLegInputSchema = z.object({
  sub_type_id: pickInputs.sub_type_id,
  bet_pick: pickInputs.bet_pick,
  odd_value: pickInputs.odd_value,
  outcome_id: pickInputs.outcome_id,
  sport_id: optionalIdInput('sport_id'),
  special_bet_value: pickInputs.special_bet_value,
  parent_match_id: pickInputs.parent_match_id,
  bet_type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(BET_TYPE_PREMATCH), z.literal(BET_TYPE_LIVE)], {
      error: 'bet_type must be 7 (prematch) or 8 (live)',
    }),
  ),
  ...sharedPickInputs,
});
export type BetslipLegInput = z.infer<typeof betslipLegInputSchema>;

/** POST /api/v2/bet body (spec 01 §3 'Bet placement payload'). */
export const placeBetBodySchema = z.object({
  ...bettorInputs,
  total_odd: optionalNumericInput('total_odd'),
  src: optionalText,
  // The country's own cap (40 or fewer) is checked with the quote.
  betslip: betslipInput(betslipLegInputSchema, MESSAGES.emptyBetslip, MESSAGES.betslipFull(40)),
  token: optionalText,
  user_agent: userAgentInput,
  app_version: optionalText,
  ...affiliateInputs,
  promo_id: optionalText,
  fbpid: optionalText,
  is_freebet: flag,
  idempotency_key: idempotencyKeyInput,
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;
export type PlaceBetInput = z.input<typeof placeBetBodySchema>;

/** Success answer of POST /api/v2/bet. */
export const placeBetResponseSchema = placementAnswerSchema.extend({
  async: z.boolean(),
  bet_id: z.number().nullable(),
  balance: z.number().optional(),
});
export type PlaceBetResponse = z.infer<typeof placeBetResponseSchema>;

/** One pick whose odds moved, listed in the 409 BET_ODDS_CHANGED answer. */
export const changedOddSchema = pickedOddSchema.extend({
  old_odd: z.number(),
  new_odd: z.number(),
  match: z.string(),
});
export type ChangedOdd = z.infer<typeof changedOddSchema>;

/** Error body of a refused bet: `message`, plus `insufficient_bal` or `changed_odds` when they apply. */
export const placeBetErrorSchema = placementRefusalSchema.extend({
  insufficient_bal: z.boolean().optional(),
  changed_odds: z.array(changedOddSchema).optional(),
});
export type PlaceBetError = z.infer<typeof placeBetErrorSchema>;

/** Statuses a bet goes through. */
export const placedBetStatusSchema = z.enum([
  'pending',
  'rejected',
  'open',
  'won',
  'lost',
  'void',
  'cancelled',
  'cashed_out',
]);
export type PlacedBetStatus = z.infer<typeof placedBetStatusSchema>;

export const legStatusSchema = z.enum(['open', 'won', 'lost', 'void', 'cancelled']);
export type LegStatus = z.infer<typeof legStatusSchema>;

export const betLegSchema = pickedOddSchema.extend({
  /** The match's short game id (SMS, USSD, coupons); null for a match without one. */
  game_id: z.number().nullable().optional(),
  odd_value: z.number(),
  sport_id: z.number().nullable(),
  bet_type: z.number(),
  home_team: z.string(),
  away_team: z.string(),
  match_name: z.string(),
  market_name: z.string(),
  display: z.string(),
  start_time: z.string().nullable(),
  status: legStatusSchema,
  /** Score or outcome label of the market result, when resulted. */
  result: z.string().nullable(),
});
export type BetLeg = z.infer<typeof betLegSchema>;

/** One bet as My Bets and the bet detail show it. */
export const betSummarySchema = betRowSchema.extend({
  ref: z.string(),
  product: productSchema,
  bet_type: betTypeSchema,
  status: placedBetStatusSchema,
  settled_at: z.string().nullable(),
  excise_tax: z.number(),
  total_odd: z.number(),
  possible_win: z.number(),
  withholding_tax: z.number(),
  bonus: z.number(),
  final_payout: z.number(),
  points: z.number(),
  /** What was actually paid: settlement payout, cash-out amount or refund. */
  amount_paid: z.number(),
  reject_reason: z.string().nullable(),
  /** Staked with a free bet (offers): its payout is the profit only, the stake is not returned. */
  is_freebet: z.boolean().optional(),
  legs_count: z.number(),
  /** Jackpot-style entries: their lines (the product of the outcomes picked per match). */
  lines: z.number().optional(),
  can_cancel: z.boolean(),
  legs: z.array(betLegSchema),
  /**
   * Virtual bets: the match-days of their picks with the seed proof (the SHA-256 committed at
   * opening; the seed once the match-day is finished; see GET /api/virtuals/verify).
   */
  virtual_rounds: z
    .array(
      z.object({
        round_id: z.number(),
        season: z.number(),
        match_day: z.number(),
        kick_off: z.string(),
        status: z.enum(['open', 'playing', 'finished']),
        seed_hash: z.string(),
        seed: z.string().nullable(),
      }),
    )
    .optional(),
});
export type BetSummary = z.infer<typeof betSummarySchema>;

/** Periods of POST /api/uo/bethistory; spec 02 §9 default YEAR. */
export const historyPeriodSchema = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR', 'ALL']);

/** POST /api/uo/bethistory body (spec 02 §7). */
export const betHistoryBodySchema = z.object({
  page: pageInput,
  limit: limitInput(1000, 1000, 'Page size (limit) must be at most 1000'),
  period: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
    historyPeriodSchema.default('YEAR'),
  ),
  product: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
    // NORMAL (spec 02 §9), ALL, or another product's name (its bets, once it books any).
    z
      .string()
      .regex(/^[A-Z0-9_]{2,30}$/, 'product must be a product name such as NORMAL')
      .default(PRODUCT.normal),
  ),
  /** Optional status filter for My Bets tabs. */
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z
      .enum([
        'all',
        'open',
        'settled',
        'won',
        'lost',
        'cashed_out',
        'cancelled',
        'pending',
        'rejected',
        'void',
      ])
      .default('all'),
  ),
  profile_id: optionalIdInput('profile_id'),
  token: optionalText,
});
export type BetHistoryBody = z.infer<typeof betHistoryBodySchema>;

export const betHistoryResponseSchema = z.object({
  data: z.array(betSummarySchema),
  meta: pageMetaSchema,
});
export type BetHistoryResponse = z.infer<typeof betHistoryResponseSchema>;

export const betDetailResponseSchema = z.object({ data: betSummarySchema });
export type BetDetailResponse = z.infer<typeof betDetailResponseSchema>;

export const betIdParamsSchema = z.object({ betId: idInput('betId') });
export const shortBetIdParamsSchema = z.object({
  shortBetId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,16}$/, 'shortBetId is not a valid bet code'),
});

export const betRefParamsSchema = z.object({
  ref: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'ref is not a valid bet reference'),
});

/** POST /api/v2/bet/cancel and /api/v2/bet/rebet. */
export const betActionBodySchema = z.object({
  bet_id: idInput('bet_id'),
  token: optionalText,
  idempotency_key: idempotencyKeyInput,
});
export type BetActionBody = z.infer<typeof betActionBodySchema>;

export const cancelBetResponseSchema = z.object({
  message: z.string(),
  bet_id: z.number(),
  ref: z.string(),
  status: placedBetStatusSchema,
  refunded: z.number(),
});
export type CancelBetResponse = z.infer<typeof cancelBetResponseSchema>;

/** A pick at its current price, ready to load into a new slip (rebet and share decode). */
export const slipPickSchema = z.object({
  parent_match_id: z.number(),
  match_id: z.number().nullable(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  odd_key: z.string(),
  bet_pick: z.string(),
  outcome_id: z.string(),
  odd_value: z.number(),
  display: z.string(),
  market_name: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  start_time: z.string().nullable(),
  sport_id: z.number().nullable(),
  live: z.boolean(),
  active: z.boolean(),
  status: z.string(),
  bet_type: z.number(),
});
export type SlipPick = z.infer<typeof slipPickSchema>;

export const droppedPickSchema = z.object({
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  bet_pick: z.string(),
  match: z.string(),
  reason: z.string(),
});
export type DroppedPick = z.infer<typeof droppedPickSchema>;

export const rebetResponseSchema = z.object({
  message: z.string(),
  data: z.array(slipPickSchema),
  dropped: z.array(droppedPickSchema),
});
export type RebetResponse = z.infer<typeof rebetResponseSchema>;

/** Socket.IO event (room user:{profileId}) carrying bet notifications. */
export const NOTIFICATION_EVENT = 'notification';

/** Notification types of bets and their titles (spec 02 §4.3). */
export const betNotificationTypeSchema = z.enum(['bet placement', 'bet won', 'bet cancelled']);
export type BetNotificationType = z.infer<typeof betNotificationTypeSchema>;

export const BET_NOTIFICATION_TITLES = {
  'bet placement': { success: 'Bet Placement Successful', error: 'Bet Placement Failed' },
  'bet won': { success: 'Congratulations!', error: 'Bet Result' },
  'bet cancelled': { success: 'Bet Cancellation Successful!', error: 'Bet Cancellation Failed' },
} as const;

/** A notification broadcast (spec 02 §3.4): message with id, text, type, status; params with ids. */
export const betNotificationSchema = z.object({
  room: z.string(),
  message: z.object({
    notification_id: z.string(),
    title: z.string(),
    message: z.string(),
    type: betNotificationTypeSchema,
    status: z.enum(['success', 'error']),
  }),
  params: z.object({ bet_id: z.number().nullable(), bet_ref: z.string() }),
});
export type BetNotification = z.infer<typeof betNotificationSchema>;
