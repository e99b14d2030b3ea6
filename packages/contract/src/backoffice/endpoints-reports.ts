import { z } from 'zod';
import type { BoEndpoint } from './endpoints';

// Not endpoints.ts's boEndpoint: that module spreads this one's table (no import cycle).
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/** A calendar day, YYYY-MM-DD (reports count days in UTC). */
const day = (what: string) =>
  z
    .string({ error: `Enter the ${what} date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} date as YYYY-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `The ${what} date is not a date`);

/** The dimensions a GGR report can be broken down by. */
export const GGR_DIMENSIONS = ['day', 'product', 'country', 'channel'] as const;
export type GgrDimension = (typeof GGR_DIMENSIONS)[number];

export const boGgrQuerySchema = z
  .object({
    from: day('first'),
    /** Inclusive. */
    to: day('last'),
    /** Comma-separated dimensions, e.g. `day,product`; empty: one line of totals. */
    groupBy: z
      .string()
      .default('day,product')
      .transform((s) =>
        s
          .split(',')
          .map((d) => d.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.enum(GGR_DIMENSIONS, { error: 'Group by day, product, country or channel' })),
      ),
    format: z.enum(['json', 'csv'], { error: 'Choose json or csv' }).default('json'),
  })
  .refine((q) => q.from <= q.to, {
    message: 'The first date must not be after the last',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'A report covers at most 366 days',
    path: ['to'],
  });

/**
 * One line of a GGR report; money in major units with 2 decimals (cents exact), in `currency`
 * (the bettors' country's: KES, GHS, NGN). Lines are always split by currency, whatever the
 * grouping: no figure adds two currencies.
 */
export const ggrLineSchema = z.object({
  currency: z.string(),
  day: z.string().optional(),
  product: z.string().optional(),
  country: z.string().optional(),
  channel: z.string().optional(),
  bets: z.number(),
  stakes: z.number(),
  free_bet_stakes: z.number(),
  returns: z.number(),
  voids: z.number(),
  bonus_cost: z.number(),
  free_bet_cost: z.number(),
  ggr: z.number(),
  ngr: z.number(),
});
export type GgrLine = z.infer<typeof ggrLineSchema>;
export const boGgrResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.array(z.enum(GGR_DIMENSIONS)),
  lines: z.array(ggrLineSchema),
  /** One line of totals per currency (sorted by currency), none when nothing was staked. */
  totals: z.array(ggrLineSchema),
});
export type BoGgrResponse = z.infer<typeof boGgrResponseSchema>;

export const boReportsEndpoints = {
  ggr: boEndpoint({
    method: 'GET',
    path: '/api/bo/reports/ggr',
    query: boGgrQuerySchema,
    response: { 200: boGgrResponseSchema },
    staff: 'reports.read',
  }),
} as const;

export const boTaxQuerySchema = z.object({
  country: z.enum(['KE', 'GH', 'NG'], { error: 'Choose the country: KE, GH or NG' }),
  /** A calendar month, YYYY-MM. */
  period: z
    .string({ error: 'Enter the period' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the period as a month, YYYY-MM'),
  format: z.enum(['json', 'csv', 'pdf'], { error: 'Choose json, csv or pdf' }).default('json'),
});

/** One winning wager's withholding, with the bettor's identifiers the authority asks for. */
export const taxWithholdingLineSchema = z.object({
  bet_id: z.number(),
  short_id: z.string(),
  paid_at: z.string(),
  profile_id: z.number(),
  mobile: z.string(),
  name: z.string().nullable(),
  id_type: z.string().nullable(),
  id_number: z.string().nullable(),
  paid: z.number(),
  withholding: z.number(),
});
export const boTaxResponseSchema = z.object({
  country: z.string(),
  period: z.string(),
  currency: z.string(),
  country_name: z.string(),
  rates: z.object({ excise: z.number(), withholding: z.number(), gaming: z.number() }),
  excise: z.object({ bets: z.number(), stakes: z.number(), collected: z.number() }),
  withholding: z.object({ total: z.number(), lines: z.array(taxWithholdingLineSchema) }),
  gaming: z.object({ ggr: z.number(), due: z.number() }),
});
export type BoTaxResponse = z.infer<typeof boTaxResponseSchema>;

export const boReportsTaxEndpoints = {
  tax: boEndpoint({
    method: 'GET',
    path: '/api/bo/reports/tax',
    query: boTaxQuerySchema,
    response: { 200: boTaxResponseSchema },
    staff: 'reports.read',
  }),
} as const;

export const boLiabilitiesQuerySchema = z.object({ date: day('report') });
/** One bettor country's liabilities, in its currency. */
const liabilityLineSchema = z.object({
  country: z.string(),
  currency: z.string(),
  cash_balances: z.number(),
  bonus_balances: z.number(),
  withdrawals_pending: z.number(),
  open_bets: z.number(),
  open_stakes: z.number(),
  open_potential_payouts: z.number(),
  unused_free_bets: z.number(),
  /** The country's jackpot pools (its currency's house:jackpot_pools: entries and carries held). */
  jackpot_pools: z.number(),
  /** Of which carries: what its events carried out and its next event had not yet taken. */
  jackpot_carries: z.number(),
  /** What the operator would owe bettors if every open bet won: cash, pending, open payouts, free bets. */
  total: z.number(),
});
export const boLiabilitiesResponseSchema = z.object({
  date: z.string(),
  /** End of the day the figures stand at (the next UTC midnight). */
  as_of: z.string(),
  countries: z.array(liabilityLineSchema),
  /**
   * Balances of the house accounts still shared by every currency (house:stakes +
   * house:casino_stakes): they add currencies together, so they are ledger checks, not money a
   * report states; the reports page never shows them (README: to split once those accounts are
   * kept per currency as the jackpot pools are).
   */
  house_all_currencies: z.object({
    stakes_held: z.number(),
  }),
});
export type BoLiabilitiesResponse = z.infer<typeof boLiabilitiesResponseSchema>;

export const boReportsLiabilitiesEndpoints = {
  liabilities: boEndpoint({
    method: 'GET',
    path: '/api/bo/reports/liabilities',
    query: boLiabilitiesQuerySchema,
    response: { 200: boLiabilitiesResponseSchema },
    staff: 'reports.read',
  }),
} as const;

/** What an export holds: one row per bet, per ledger entry, or per bettor. */
export const EXPORT_DATASETS = ['bets', 'transactions', 'players'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/**
 * The columns of each export's CSV, in order (its header line): the published format finance
 * tools read, written once here for the server that streams it and the tests that read it.
 */
export const EXPORT_COLUMNS = {
  bets: [
    'bet_id',
    'short_id',
    'reference',
    'placed_at',
    'profile_id',
    'country',
    'product',
    'channel',
    'status',
    'stake',
    'excise_tax',
    'total_odd',
    'possible_win',
    'withholding_tax',
    'amount_paid',
    'free_bet_id',
    'settled_at',
  ],
  transactions: [
    'entry_id',
    'transaction_id',
    'booked_at',
    'kind',
    'reference',
    'profile_id',
    'account',
    'account_profile_id',
    'amount',
    'balance_after',
  ],
  players: [
    'profile_id',
    'mobile',
    'country',
    'signed_up_at',
    'verified_at',
    'kyc_status',
    'kyc_name',
    'kyc_id_type',
    'kyc_id_number',
    'date_of_birth',
    'channel',
    'affiliate_id',
    'locked_at',
    'cash_balance',
    'bonus_balance',
  ],
} as const satisfies Record<ExportDataset, readonly string[]>;

export const boExportParamsSchema = z.object({
  dataset: z.enum(EXPORT_DATASETS, { error: 'Choose bets, transactions or players' }),
});
export const boExportQuerySchema = z
  .object({
    from: day('first'),
    /** Inclusive. */
    to: day('last'),
  })
  .refine((q) => q.from <= q.to, {
    message: 'The first date must not be after the last',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'An export covers at most 366 days',
    path: ['to'],
  });

export const boExportsEndpoints = {
  /** CSV (text/csv, streamed): the period's bets, ledger entries or new bettors; audited. */
  export: boEndpoint({
    method: 'GET',
    path: '/api/bo/exports/:dataset',
    params: boExportParamsSchema,
    query: boExportQuerySchema,
    response: { 200: z.string() },
    staff: 'exports.run',
  }),
} as const;

export const boPaymentFlowsQuerySchema = z
  .object({ from: day('first'), to: day('last') })
  .refine((q) => q.from <= q.to, {
    message: 'The first date must not be after the last',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'A report covers at most 366 days',
    path: ['to'],
  });
/** Money in and out through the payment rails, per UTC day and bettor country (the ledger's). */
export const boPaymentFlowsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(
    z.object({
      day: z.string(),
      country: z.string(),
      /** The currency of the line's deposits and withdrawals (the bettors' country's). */
      currency: z.string(),
      deposits: z.number(),
      deposit_count: z.number(),
      withdrawals: z.number(),
      withdrawal_count: z.number(),
    }),
  ),
});
export type BoPaymentFlowsResponse = z.infer<typeof boPaymentFlowsResponseSchema>;

export const boReportsPaymentEndpoints = {
  paymentFlows: boEndpoint({
    method: 'GET',
    path: '/api/bo/reports/payment-flows',
    query: boPaymentFlowsQuerySchema,
    response: { 200: boPaymentFlowsResponseSchema },
    staff: 'reports.read',
  }),
} as const;

/** Where a payment stands against the ledger on the reconciliation screen. */
export const RECONCILIATION_STATES = ['settled', 'pending', 'failed', 'unmatched'] as const;
const reconciliationTotalsSchema = z.object({ count: z.number(), amount: z.number() });
export const boReconciliationLineSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  provider: z.string(),
  reference: z.string(),
  profile_id: z.number().nullable(),
  /** The payment row's status (initiated/pending while waiting for the rail). */
  status: z.string(),
  state: z.enum(RECONCILIATION_STATES),
  amount: z.number(),
  /** What the ledger moved for it. */
  ledger: z.number(),
  receipt: z.string().nullable(),
  /** Why it is unmatched (null otherwise). */
  problem: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type BoReconciliationLine = z.infer<typeof boReconciliationLineSchema>;
export const boReconciliationResponseSchema = z.object({
  day: z.string(),
  rails: z.array(
    z.object({
      provider: z.string(),
      settled: reconciliationTotalsSchema,
      pending: reconciliationTotalsSchema,
      failed: reconciliationTotalsSchema,
      unmatched: reconciliationTotalsSchema,
    }),
  ),
  lines: z.array(boReconciliationLineSchema),
});
export type BoReconciliationResponse = z.infer<typeof boReconciliationResponseSchema>;

export const boPaymentParamsSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal'], { error: 'Choose deposit or withdrawal' }),
  reference: z.string().min(1).max(64),
});
export const boPaymentFailBodySchema = z.object({
  reason: z
    .string({ error: 'Enter the reason' })
    .trim()
    .min(3, 'Enter the reason (3 characters at least)')
    .max(500, 'Keep the reason under 500 characters'),
});
export const boPaymentActionResponseSchema = z.object({
  reference: z.string(),
  status: z.string(),
  changed: z.boolean(),
});

export const boReconciliationEndpoints = {
  reconciliation: boEndpoint({
    method: 'GET',
    path: '/api/bo/payments/reconciliation',
    query: z.object({ day: day('report') }),
    response: { 200: boReconciliationResponseSchema },
    staff: 'payments.reconcile',
  }),
  /** Asks the rail again about a payment still waiting and settles it on the answer; audited. */
  paymentQuery: boEndpoint({
    method: 'POST',
    path: '/api/bo/payments/:kind/:reference/query',
    params: boPaymentParamsSchema,
    response: { 200: boPaymentActionResponseSchema },
    staff: 'payments.reconcile',
  }),
  /** Marks a payment still waiting as failed (a withdrawal's reservation goes back); audited. */
  paymentFail: boEndpoint({
    method: 'POST',
    path: '/api/bo/payments/:kind/:reference/fail',
    params: boPaymentParamsSchema,
    body: boPaymentFailBodySchema,
    response: { 200: boPaymentActionResponseSchema },
    staff: 'payments.reconcile',
  }),
} as const;
