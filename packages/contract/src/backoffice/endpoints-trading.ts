import { z } from 'zod';
import type { BoEndpoint } from './endpoints';

// endpoints.ts spreads this file's table into boEndpoints: importing its boEndpoint at run time
// would be a cycle (used before it is defined), so the same identity is declared here.
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/** What a trader suspends: one market, a whole match, or every match of a competition. */
export const boSuspensionScopeSchema = z.enum(['market', 'match', 'competition'], {
  error: 'Choose what to suspend: a market, a match or a competition',
});

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'Keep the reason under 500 characters');

export const boSuspendBodySchema = z
  .object({
    scope: boSuspensionScopeSchema,
    parent_match_id: z.number().int().positive().optional(),
    sub_type_id: z.number().int().nonnegative().optional(),
    special_bet_value: z.string().max(100).optional(),
    competition_id: z.number().int().positive().optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.scope === 'competition' && b.competition_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Name the competition to suspend' });
    if (b.scope !== 'competition' && b.parent_match_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Name the match to suspend' });
    if (b.scope === 'market' && b.sub_type_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Name the market to suspend' });
  });
export type BoSuspendBody = z.infer<typeof boSuspendBodySchema>;

export const boSuspensionSchema = z.object({
  id: z.number(),
  scope: boSuspensionScopeSchema,
  parent_match_id: z.number().nullable(),
  sub_type_id: z.number().nullable(),
  special_bet_value: z.string().nullable(),
  competition_id: z.number().nullable(),
  /** What is suspended, for people: 'Leeds Town vs York Rovers — 1X2'. */
  label: z.string(),
  reason: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});
export type BoSuspension = z.infer<typeof boSuspensionSchema>;

export const boSuspendResponseSchema = z.object({
  suspension: boSuspensionSchema,
  /** Markets held STOPPED by it now. */
  markets: z.number(),
});

export const boLiftSuspensionBodySchema = z.object({ reason });

const money = z
  .number({ error: 'Enter an amount' })
  .positive('Enter an amount above 0')
  .max(1_000_000_000, 'Enter a smaller amount')
  .nullable();

/** A limit row: where it applies (fields left out match everything) and its amounts. */
export const boLimitBodySchema = z.object({
  sport_id: z.number().int().positive().optional(),
  competition_id: z.number().int().positive().optional(),
  /** The market type. */
  sub_type_id: z.number().int().nonnegative().optional(),
  /** A per-match override. */
  parent_match_id: z.number().int().positive().optional(),
  /** In the currency's units (KES 5,000 = 5000); null: this row sets none. */
  max_stake: money,
  max_liability: money,
  reason,
});
export const boLimitSchema = z.object({
  id: z.number(),
  sport_id: z.number().nullable(),
  competition_id: z.number().nullable(),
  sub_type_id: z.number().nullable(),
  parent_match_id: z.number().nullable(),
  max_stake: z.number().nullable(),
  max_liability: z.number().nullable(),
  staff_email: z.string(),
  updated_at: z.string(),
});
export type BoLimit = z.infer<typeof boLimitSchema>;

export const boStakeFactorBodySchema = z.object({
  factor: z
    .number({ error: 'Enter a stake factor' })
    .min(0.01, 'The stake factor is between 0.01 and 10')
    .max(10, 'The stake factor is between 0.01 and 10'),
  reason,
});

export const boLiabilityQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1').default(1),
  per_page: z.coerce.number().int().min(1).max(500, 'At most 500 rows a page').default(50),
});
export const boLiabilityRowSchema = z.object({
  parent_match_id: z.number(),
  match: z.string(),
  start_time: z.string(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  market: z.string(),
  bet_status: z.string(),
  odd_key: z.string(),
  selection: z.string(),
  bets: z.number(),
  /** In the currency's units. */
  stakes: z.number(),
  /** What the book pays if this selection wins (multis counted in full: worst case). */
  liability: z.number(),
  max_liability: z.number().nullable(),
});
export type BoLiabilityRow = z.infer<typeof boLiabilityRowSchema>;

const outcomeResult = z.enum(['won', 'lost', 'void'], {
  error: 'A result is won, lost or void',
});
const score = z
  .number({ error: 'Enter the score' })
  .int('Enter the score')
  .min(0, 'Enter the score')
  .max(999, 'Enter the score');

/**
 * A manual result: the final score of a match (every market is resulted again from it), some
 * outcomes of one market (void one selection: `{ results: { X: 'void' } }`), or one bet's leg.
 */
export const boResultBodySchema = z
  .object({
    scope: z.enum(['match', 'market', 'leg'], {
      error: 'Choose what to result: a match, a market or a leg',
    }),
    parent_match_id: z.number().int().positive().optional(),
    home_score: score.optional(),
    away_score: score.optional(),
    ht_home_score: score.optional(),
    ht_away_score: score.optional(),
    sub_type_id: z.number().int().nonnegative().optional(),
    special_bet_value: z.string().max(100).optional(),
    /** odd_key → result; outcomes left out keep theirs. */
    results: z.record(z.string().max(100), outcomeResult).optional(),
    bet_id: z.number().int().positive().optional(),
    leg_no: z.number().int().min(1).max(100).optional(),
    result: outcomeResult.optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.scope !== 'leg' && b.parent_match_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Name the match' });
    if (b.scope === 'match' && (b.home_score === undefined || b.away_score === undefined))
      ctx.addIssue({ code: 'custom', message: 'Enter the final score' });
    if (b.scope === 'match' && (b.ht_home_score === undefined) !== (b.ht_away_score === undefined))
      ctx.addIssue({ code: 'custom', message: 'Enter both half-time scores, or neither' });
    if (b.scope === 'market' && b.sub_type_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Name the market' });
    if (b.scope === 'market' && Object.keys(b.results ?? {}).length === 0)
      ctx.addIssue({ code: 'custom', message: 'Give the result of at least one selection' });
    if (b.scope === 'leg' && (b.bet_id === undefined || b.leg_no === undefined))
      ctx.addIssue({ code: 'custom', message: 'Name the bet and its leg' });
    if (b.scope === 'leg' && b.result === undefined)
      ctx.addIssue({ code: 'custom', message: 'Give the result of the leg' });
  });
export type BoResultBody = z.infer<typeof boResultBodySchema>;

export const boResultCorrectionSchema = z.object({
  id: z.number(),
  scope: z.enum(['match', 'market', 'leg']),
  parent_match_id: z.number(),
  /** 'Leeds Town vs York Rovers — 1X2'. */
  label: z.string(),
  bet_id: z.number().nullable(),
  leg_no: z.number().nullable(),
  reason: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
  /** Markets whose results changed. */
  markets: z.number(),
  /** Wagers settled again on the corrected result. */
  resettled: z.number(),
  /** Wagers left as they were, and why. */
  held: z.array(z.object({ bet_id: z.number(), reason: z.string() })),
  /** Settled pool events (jackpots) of this match. */
  pool_events: z.array(z.number()),
  /** Those divided again on the corrected result: entries whose prize changed, or why held. */
  pools: z.array(
    z.object({ event_id: z.number(), entries_changed: z.number(), held: z.string().nullable() }),
  ),
  resettled_at: z.string().nullable(),
});
export type BoResultCorrection = z.infer<typeof boResultCorrectionSchema>;

/** A trader's result held against the feed (migration 0132), with what the feed asked since. */
export const boResultLockSchema = z.object({
  id: z.number(),
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  /** 'Leeds Town vs York Rovers — 1X2'. */
  label: z.string(),
  correction_id: z.number(),
  locked_at: z.string(),
  /** The trader's results in force: odd_key → result. */
  results: z.record(z.string(), z.string().nullable()),
  /** How many writes of the feed were kept out, and the last one's status and results. */
  feed_attempts: z.number(),
  feed_status: z.string().nullable(),
  feed_results: z.record(z.string(), z.string().nullable()).nullable(),
  feed_at: z.string().nullable(),
});
export type BoResultLock = z.infer<typeof boResultLockSchema>;

export const boLiftResultLockBodySchema = z.object({ reason });

/**
 * The live liability view over the websocket: a trader's socket sends `trading.watch` with the
 * staff session token ({ token }), joins the staff-only room and is sent the first page of
 * liability (as GET /api/bo/trading/liability?page=1&per_page=25) at once and whenever the
 * book's exposure changes.
 */
export const tradingSocketEvents = {
  watch: 'trading.watch',
  liability: 'trading.liability',
} as const;
export const TRADING_LIABILITY_ROOM = 'staff:trading';
export const TRADING_LIABILITY_PUSH_ROWS = 25;
export const boLiabilityPushSchema = z.object({
  items: z.array(boLiabilityRowSchema),
  total: z.number(),
});
export type BoLiabilityPush = z.infer<typeof boLiabilityPushSchema>;

export const boResultCorrectionsQuerySchema = z.object({
  parent_match_id: z.coerce.number().int().positive('Unknown match').optional(),
});

/**
 * A price change: `odd_key` + `odd_value` overrides one selection (null lifts it); without
 * `odd_key`, `margin_shift` shifts the market's overround (0.02: two points more; null lifts it).
 */
export const boPriceBodySchema = z
  .object({
    parent_match_id: z.number().int().positive(),
    sub_type_id: z.number().int().nonnegative(),
    special_bet_value: z.string().max(100).optional(),
    odd_key: z.string().min(1).max(100).optional(),
    odd_value: z
      .number({ error: 'Enter a price' })
      .min(1.01, 'A price is at least 1.01')
      .max(1000, 'A price is at most 1000')
      .nullable()
      .optional(),
    margin_shift: z
      .number({ error: 'Enter a margin shift' })
      .min(-0.5, 'Shift the margin by at most 50 points')
      .max(0.5, 'Shift the margin by at most 50 points')
      .nullable()
      .optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.odd_key !== undefined && b.odd_value === undefined)
      ctx.addIssue({ code: 'custom', message: 'Enter the price of the selection' });
    if (b.odd_key === undefined && b.margin_shift === undefined)
      ctx.addIssue({ code: 'custom', message: 'Enter a margin shift or a selection to price' });
  });
export type BoPriceBody = z.infer<typeof boPriceBodySchema>;

export const boPricedMarketSchema = z.object({
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  /** 'Leeds Town vs York Rovers — 1X2'. */
  label: z.string(),
  odds: z.array(
    z.object({
      odd_key: z.string(),
      display: z.string(),
      odd_value: z.number(),
      /** The feed's own price (differs while an override applies). */
      feed_odd_value: z.number(),
    }),
  ),
  /** Sum of 1/price: above 1 is the house's margin. */
  overround: z.number(),
});
export const boPriceOverrideSchema = z.object({
  id: z.number(),
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  odd_key: z.string().nullable(),
  odd_value: z.number().nullable(),
  margin_shift: z.number().nullable(),
  label: z.string(),
  reason: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});

const positive = (message: string) => z.coerce.number({ error: message }).positive(message);
/** The alerts' window and thresholds; each has a default (packages/domain ALERT_DEFAULTS). */
export const boTradingAlertsQuerySchema = z.object({
  hours: positive('Give the window in hours')
    .max(24 * 90, 'At most 90 days')
    .optional(),
  min_bets: z.coerce.number().int().min(1).max(10_000).optional(),
  bettor_z: positive('Give a threshold above 0').max(100).optional(),
  min_product_bets: z.coerce.number().int().min(1).max(1_000_000).optional(),
  product_z: positive('Give a threshold above 0').max(100).optional(),
  burst_minutes: positive('Give the minutes')
    .max(24 * 60)
    .optional(),
  burst_bettors: z.coerce.number().int().min(2).max(100_000).optional(),
  before_event_seconds: positive('Give the seconds').max(3600).optional(),
});
export type BoTradingAlertsQuery = z.infer<typeof boTradingAlertsQuerySchema>;

export const boTradingAlertSchema = z.object({
  kind: z.enum(['bettor_edge', 'selection_burst', 'bet_before_event', 'product_over_return']),
  title: z.string(),
  detail: z.string(),
  profile_id: z.number().nullable(),
  parent_match_id: z.number().nullable(),
  bet_id: z.number().nullable(),
  product: z.string().nullable(),
  /** How strong: standard deviations, bettors, or seconds before the event. */
  score: z.number(),
  at: z.string(),
});
export type BoTradingAlert = z.infer<typeof boTradingAlertSchema>;

export const boPriceHistoryQuerySchema = z.object({
  parent_match_id: z.coerce.number().int().positive('Unknown match'),
  sub_type_id: z.coerce.number().int().nonnegative('Unknown market'),
  special_bet_value: z.string().max(100).optional(),
});
export const boPriceHistorySchema = z.object({
  odd_keys: z.array(z.string()),
  /** Oldest first; each point's prices in `odd_keys` order (0: not priced). */
  points: z.array(z.object({ at: z.string(), odds: z.array(z.number()) })),
});
export type BoPriceHistory = z.infer<typeof boPriceHistorySchema>;

export const boTradingEndpoints = {
  tradingLiability: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/liability',
    query: boLiabilityQuerySchema,
    response: {
      200: z.object({
        items: z.array(boLiabilityRowSchema),
        total: z.number(),
        page: z.number(),
        per_page: z.number(),
      }),
    },
    staff: 'trading.manage',
  }),
  tradingSetLimit: boEndpoint({
    method: 'PUT',
    path: '/api/bo/trading/limits',
    body: boLimitBodySchema,
    response: { 200: z.object({ limit: boLimitSchema }) },
    staff: 'trading.manage',
  }),
  tradingLimits: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/limits',
    response: { 200: z.object({ items: z.array(boLimitSchema) }) },
    staff: 'trading.manage',
  }),
  tradingSetStakeFactor: boEndpoint({
    method: 'PUT',
    path: '/api/bo/trading/bettors/:profile_id/stake-factor',
    params: z.object({ profile_id: z.coerce.number().int().positive('Unknown bettor') }),
    body: boStakeFactorBodySchema,
    response: { 200: z.object({ profile_id: z.number(), factor: z.number() }) },
    staff: 'trading.manage',
  }),
  tradingSuspend: boEndpoint({
    method: 'POST',
    path: '/api/bo/trading/suspensions',
    body: boSuspendBodySchema,
    response: { 201: boSuspendResponseSchema },
    staff: 'trading.manage',
  }),
  tradingSuspensions: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/suspensions',
    response: { 200: z.object({ items: z.array(boSuspensionSchema) }) },
    staff: 'trading.manage',
  }),
  tradingLiftSuspension: boEndpoint({
    method: 'POST',
    path: '/api/bo/trading/suspensions/:id/lift',
    params: z.object({ id: z.coerce.number().int().positive('Unknown suspension') }),
    body: boLiftSuspensionBodySchema,
    response: { 200: boSuspendResponseSchema },
    staff: 'trading.manage',
  }),
  tradingCorrectResult: boEndpoint({
    method: 'POST',
    path: '/api/bo/trading/results',
    body: boResultBodySchema,
    response: { 201: boResultCorrectionSchema },
    staff: 'trading.manage',
  }),
  tradingResultCorrections: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/results',
    query: boResultCorrectionsQuerySchema,
    response: { 200: z.object({ items: z.array(boResultCorrectionSchema) }) },
    staff: 'trading.manage',
  }),
  tradingResultLocks: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/result-locks',
    response: { 200: z.object({ items: z.array(boResultLockSchema) }) },
    staff: 'trading.manage',
  }),
  tradingLiftResultLock: boEndpoint({
    method: 'POST',
    path: '/api/bo/trading/result-locks/:id/lift',
    params: z.object({ id: z.coerce.number().int().positive('Unknown lock') }),
    body: boLiftResultLockBodySchema,
    response: { 200: z.object({ lock: boResultLockSchema }) },
    staff: 'trading.manage',
  }),
  tradingSetPrice: boEndpoint({
    method: 'PUT',
    path: '/api/bo/trading/prices',
    body: boPriceBodySchema,
    response: { 200: z.object({ market: boPricedMarketSchema }) },
    staff: 'trading.manage',
  }),
  tradingPrices: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/prices',
    response: { 200: z.object({ items: z.array(boPriceOverrideSchema) }) },
    staff: 'trading.manage',
  }),
  tradingAlerts: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/alerts',
    query: boTradingAlertsQuerySchema,
    response: { 200: z.object({ items: z.array(boTradingAlertSchema) }) },
    staff: 'trading.manage',
  }),
  tradingPriceHistory: boEndpoint({
    method: 'GET',
    path: '/api/bo/trading/price-history',
    query: boPriceHistoryQuerySchema,
    response: { 200: boPriceHistorySchema },
    staff: 'trading.manage',
  }),
} as const;
