import { z } from 'zod';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  numericInput,
  optionalText,
} from './form-input';
import { moneyInput } from './money-input';

/**
 * Free bets and promotions (issue 16; spec 01 §3 'Freebet', 'Promo', §5 promo opt-in, §7
 * {freebets} calls; spec 02 §3.8, §4.7, §7). Amounts are in the country's currency units (2
 * decimals) and dates are ISO-8601 strings; the server keeps integer cents. The placement
 * fields (`is_freebet`, `fbpid` = a free bet's `free_bet_profile_id`, `promo_id`) are on the
 * normal bet's body, `placeBetBodySchema` in ./betting.
 */

/** The products a free bet can stake (spec 01 §3 product_name). */
export const FREE_BET_PRODUCTS = ['PREMATCH_UOF', 'LIVEMATCH_UOF'] as const;
export const freeBetProductSchema = z.enum(FREE_BET_PRODUCTS, {
  error: 'product must be PREMATCH_UOF or LIVEMATCH_UOF',
});
export type FreeBetProduct = z.infer<typeof freeBetProductSchema>;

/** Why a bettor holds a free bet: the grant rule that gave it. */
export const FREE_BET_SOURCES = ['welcome', 'losing_acca', 'promotion', 'operator'] as const;
export const freeBetSourceSchema = z.enum(FREE_BET_SOURCES);
export type FreeBetSource = z.infer<typeof freeBetSourceSchema>;

/** active: usable now; used: staked on a bet; expired: past expiry_date unused. */
export const FREE_BET_STATUSES = ['active', 'used', 'expired', 'withdrawn'] as const;
export const freeBetStatusSchema = z.enum(FREE_BET_STATUSES);
export type FreeBetStatus = z.infer<typeof freeBetStatusSchema>;

/** One claim rule of a free bet, e.g. {rule_name: 'min_odd', rule_value: 2} (spec 01 §3). */
export const freeBetClaimRuleSchema = z.object({
  rule_name: z.string(),
  rule_value: z.union([z.number(), z.string()]),
});
export type FreeBetClaimRule = z.infer<typeof freeBetClaimRuleSchema>;

/**
 * A bettor's free bet. `free_bet_profile_id` identifies this bettor's grant (it is the `fbpid`
 * of a placement); `free_bet_id` is the free-bet offer (grant rule) it came from.
 */
export const freeBetSchema = z.object({
  free_bet_profile_id: z.number(),
  free_bet_id: z.number(),
  amount: z.number(),
  currency: z.string(),
  expiry_date: z.string(),
  product_name: freeBetProductSchema,
  claim_rules: z.array(freeBetClaimRuleSchema),
  status: freeBetStatusSchema,
  source: freeBetSourceSchema,
  /** A short name a bettor reads ('Welcome free bet'). */
  title: z.string(),
  /** The terms in one or two sentences (profit-only payout, minimum odd, expiry). */
  description: z.string(),
  granted_at: z.string(),
  used_at: z.string().nullable(),
  /** The bet it staked, once used. */
  bet_id: z.number().nullable(),
});
export type FreeBet = z.infer<typeof freeBetSchema>;

/** POST /api/freebets/free-bets-profile: the bettor's free bets (spec 01 §7). */
export const freeBetsProfileBodySchema = z.object({
  /** Only free bets for this product; absent lists both. */
  product: z.preprocess(emptyToUndefined, freeBetProductSchema.optional()),
  token: optionalText,
  /** 'active' (the default: what the slip can apply) or 'all' (history for Offers & Rewards). */
  status: z.preprocess(
    emptyToUndefined,
    z.enum(['active', 'all'], { error: 'status must be active or all' }).default('active'),
  ),
});
export type FreeBetsProfileBody = z.input<typeof freeBetsProfileBodySchema>;

export const freeBetsProfileResponseSchema = z.object({
  data: z.array(freeBetSchema),
  /** How many are active: the count the slip's 'Offers & Rewards' link shows. */
  count: z.number(),
});
export type FreeBetsProfileResponse = z.infer<typeof freeBetsProfileResponseSchema>;

/**
 * POST /api/freebets/qualification (spec 01 §7; the web debounces it 1 s and sends
 * free_bet_id 3). Answers whether this slip qualifies for the free-bet offer `free_bet_id`
 * (3: the losing-accumulator free bet, earned when a qualifying accumulator loses) and, when
 * `fbpid` names an applied free bet, whether the slip may use it.
 */
export const freeBetQualificationBodySchema = z.object({
  profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
  bet_amount: moneyInput({ invalid: 'Please enter an amount' }, { positive: false }),
  total_odd: numericInput('total_odd'),
  free_bet_id: z.preprocess(emptyToUndefined, idInput('free_bet_id').optional()),
  /** Number of picks on the slip (the accumulator rule counts legs). */
  selections: z.preprocess(emptyToUndefined, idInput('selections').optional()),
  fbpid: z.preprocess(emptyToUndefined, idInput('fbpid').optional()),
  app_version: optionalText,
  client: optionalText,
  token: optionalText,
});
export type FreeBetQualificationBody = z.input<typeof freeBetQualificationBodySchema>;

export const freeBetQualificationResponseSchema = z.object({
  qualified: z.boolean(),
  /** Texts for the bettor: what is missing, or what the slip earns. */
  messages: z.array(z.string()),
});
export type FreeBetQualificationResponse = z.infer<typeof freeBetQualificationResponseSchema>;

/** GET /api/freebets/:id (the screen /freebets/{id}); id is the free_bet_profile_id. */
export const freeBetParamsSchema = z.object({ id: idInput('id') });
export const freeBetDetailResponseSchema = z.object({ data: freeBetSchema });
export type FreeBetDetailResponse = z.infer<typeof freeBetDetailResponseSchema>;

/** An operator's free bet: an amount above 0 (the bettor's country maximum stake is judged on grant). */
export const FREE_BET_AMOUNT_MESSAGE = 'Please enter a free bet amount above 0';
/** A minimum odd far above any market's, so that a rule never asks the impossible. */
export const FREE_BET_MIN_ODD_CAP = 1000;
export const FREE_BET_MIN_ODD_MESSAGE = 'Please enter a minimum odd between 1 and 1,000';

/**
 * POST /api/ops/freebets/grant: an operator grants a free bet (served only where
 * FREEBETS_OPS_API=1, or by default outside production). The bettor is named by profile_id or
 * mobile. `npm run freebets:grant` does the same from a shell.
 */
export const freeBetGrantBodySchema = z
  .object({
    profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
    mobile: z.preprocess(emptyToUndefined, z.string().trim().max(20).optional()),
    amount: moneyInput({ invalid: FREE_BET_AMOUNT_MESSAGE }),
    expiry_days: z.preprocess(
      emptyToUndefined,
      idInput('expiry_days')
        .refine((v) => v <= 365, 'expiry_days must be at most 365')
        .default(7),
    ),
    product_name: z.preprocess(emptyToUndefined, freeBetProductSchema.default('PREMATCH_UOF')),
    min_odd: z.preprocess(
      emptyToUndefined,
      numericInput('min_odd', FREE_BET_MIN_ODD_MESSAGE)
        .refine((v) => v >= 1 && v <= FREE_BET_MIN_ODD_CAP, FREE_BET_MIN_ODD_MESSAGE)
        .optional(),
    ),
    reason: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
    /** The operator's key for this grant: the same key never grants twice. */
    idempotency_key: idempotencyKeyInput,
  })
  .refine((b) => b.profile_id !== undefined || b.mobile !== undefined, {
    message: 'profile_id or mobile is required',
  });
export type FreeBetGrantBody = z.input<typeof freeBetGrantBodySchema>;
export const freeBetGrantResponseSchema = z.object({ data: freeBetSchema });

/** A promo's opt-in rule (spec 01 §3): opt-in-min-bet-amount, opt-in-min-odds, opt-min-betslips. */
export const promoRuleSchema = z.object({
  rule: z.string(),
  value: z.union([z.number(), z.string()]),
});
export type PromoRuleDto = z.infer<typeof promoRuleSchema>;

/**
 * What a promo awards (spec 02 §3.8 award {promos_award_id, promos_id, amount, status}):
 * `award_type` cash (a bonus paid into the cash balance) or freebet (a free bet granted), and
 * `award_on` when: the opted-in bet is placed, won or lost.
 */
export const promoAwardSchema = z.object({
  promos_award_id: z.number(),
  promos_id: z.number(),
  amount: z.number(),
  status: z.string(),
  award_type: z.enum(['cash', 'freebet']),
  award_on: z.enum(['placed', 'won', 'lost']),
});
export type PromoAward = z.infer<typeof promoAwardSchema>;

/** Promo category (spec 02 §3.8). */
export const promoCategorySchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  description: z.string(),
  status: z.string(),
});
export type PromoCategory = z.infer<typeof promoCategorySchema>;

/**
 * A promo (spec 02 §3.8). `promo_id` repeats `promos_id` under the name spec 01 §3 and the
 * placement payload use. `opted_in` is the bettor's (false when anonymous).
 */
export const promoSchema = z.object({
  promos_id: z.number(),
  promo_id: z.number(),
  promo_name: z.string(),
  description: z.string(),
  /** The icon the web app draws for it (a PromoIcon name of the domain: nothing is fetched). */
  image_url: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /**
   * ISO weekdays it runs on within its dates (1 Monday … 7 Sunday) in the country's time zone;
   * null: every day. Optional: servers before it sent none.
   */
  schedule_days: z.array(z.number().int().min(1).max(7)).nullable().optional(),
  status: z.string(),
  category_id: z.number(),
  award: promoAwardSchema,
  rules: z.array(promoRuleSchema),
  opted_in: z.boolean(),
  reference: z.string(),
});
export type Promo = z.infer<typeof promoSchema>;

/** GET /api/promos/offers (anonymous): the country's running promos. */
export const promosQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country by its two-letter code such as KE')
    .optional(),
});
export const promosResponseSchema = z.object({
  categories: z.array(promoCategorySchema),
  data: z.array(promoSchema),
});
export type PromosResponse = z.infer<typeof promosResponseSchema>;

/** POST /api/promos/offers/profile (token): the same list with the bettor's opted_in. */
export const promosProfileBodySchema = z.object({ token: optionalText });

/** GET /api/promos/offers/:promoId (the screen /freebets/offers/{promoId}). */
export const promoParamsSchema = z.object({ promoId: idInput('promoId') });
export const promoDetailResponseSchema = z.object({
  data: promoSchema,
  category: promoCategorySchema,
});
export type PromoDetailResponse = z.infer<typeof promoDetailResponseSchema>;

/** POST /api/promos/opt-in and /api/promos/opt-out (spec 01 §7 promos/optOutPromo). */
export const promoOptBodySchema = z.object({
  promo_id: idInput('promo_id'),
  token: optionalText,
});
export type PromoOptBody = z.input<typeof promoOptBodySchema>;
export const promoOptResponseSchema = z.object({
  message: z.string(),
  promo_id: z.number(),
  opted_in: z.boolean(),
});
export type PromoOptResponse = z.infer<typeof promoOptResponseSchema>;

/** Errors of free bets and promos (merged into the contract's registry). */
export const offerErrorCodes = {
  FREEBET_NOT_FOUND: { status: 404, message: 'This free bet was not found' },
  FREEBET_EXPIRED: { status: 400, message: 'This free bet has expired' },
  FREEBET_USED: { status: 409, message: 'This free bet has already been used' },
  FREEBET_PRODUCT_MISMATCH: {
    status: 400,
    message: 'This free bet cannot be used on this kind of bet',
  },
  FREEBET_STAKE_MISMATCH: {
    status: 400,
    message: 'The stake of a free bet is its amount',
  },
  FREEBET_WITH_PROMO: {
    status: 400,
    message: 'A promotion cannot be used with a free bet',
  },
  FREEBET_GRANTS_DISABLED: {
    status: 403,
    message: 'Free bet grants by operators are not enabled on this server',
  },
  PROFILE_NOT_FOUND: { status: 404, message: 'No bettor with this profile id or mobile' },
  PROMO_NOT_FOUND: { status: 404, message: 'This promotion was not found' },
  PROMO_EXPIRED: { status: 400, message: 'This promotion has ended' },
  PROMO_NOT_STARTED: { status: 400, message: 'This promotion has not started yet' },
  // The message names the promo and its days: 'Weekend Win Bonus runs on Saturdays and Sundays only'.
  PROMO_NOT_TODAY: { status: 400, message: 'This promotion does not run today' },
} as const;
