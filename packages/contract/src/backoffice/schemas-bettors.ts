import { z } from 'zod';
import { auditEntrySchema } from './schemas';

/** `:id` of a bettor's 360 page. */
export const boBettorParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'Unknown bettor'),
});

/** Bettor search: phone, name on the ID, bet code or payment reference. */
export const boBettorSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a phone, name, bet code or payment reference' })
    .trim()
    .min(2, 'Enter at least 2 characters')
    .max(100, 'The search is too long'),
  page: z.coerce.number().int().min(1, 'Pages start at 1').default(1),
  per_page: z.coerce.number().int().min(1).max(500, 'At most 500 rows per page').default(50),
});

export const boBettorSummarySchema = z.object({
  id: z.number(),
  mobile: z.string(),
  country: z.string(),
  name: z.string().nullable(),
  kyc_status: z.string(),
  locked: z.boolean(),
  created_at: z.string(),
  /** What the search matched: 'phone', 'name', 'bet', 'payment'. */
  matched: z.string(),
});
export type BoBettorSummary = z.infer<typeof boBettorSummarySchema>;

export const boBettorSearchResponseSchema = z.object({
  items: z.array(boBettorSummarySchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

const money = z.number();

export const boBettorDetailSchema = z.object({
  account: z.object({
    id: z.number(),
    mobile: z.string(),
    country: z.string(),
    name: z.string().nullable(),
    verified_at: z.string().nullable(),
    created_at: z.string(),
    locked_at: z.string().nullable(),
    locked_reason: z.string().nullable(),
  }),
  /** From the ledger's accounts (major units). */
  balances: z.object({ cash: money, bonus: money, points: money }),
  statement: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      reference: z.string().nullable(),
      account: z.string(),
      amount: money,
      balance_after: money,
      created_at: z.string(),
    }),
  ),
  bets: z.array(
    z.object({
      id: z.number(),
      short_id: z.string(),
      product: z.string(),
      status: z.string(),
      stake: money,
      possible_win: money,
      amount_paid: money,
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      direction: z.enum(['deposit', 'withdrawal']),
      id: z.number(),
      reference: z.string(),
      provider: z.string(),
      amount: money,
      status: z.string(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  kyc: z.object({
    status: z.string(),
    official_name: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    id_type: z.string().nullable(),
    id_number: z.string().nullable(),
    reason: z.string().nullable(),
    updated_at: z.string().nullable(),
  }),
  notifications: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      created_at: z.string(),
      read_at: z.string().nullable(),
    }),
  ),
  sms: z.array(z.object({ id: z.number(), purpose: z.string(), created_at: z.string() })),
  notes: z.array(
    z.object({ id: z.number(), staff_email: z.string(), body: z.string(), created_at: z.string() }),
  ),
  /** The audit trail of this bettor (newest first): what staff did to them. */
  audit: z.array(auditEntrySchema),
});
export type BoBettorDetail = z.infer<typeof boBettorDetailSchema>;

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'The reason is too long (500 characters at most)');

export const boBettorNoteBodySchema = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'The note is too long (2000 characters at most)'),
});
export const boBettorReasonBodySchema = z.object({ reason });

/** A compensating movement of the bettor's cash: credit or debit, in major units. */
export const boBettorAdjustBodySchema = z.object({
  direction: z.enum(['credit', 'debit'], { error: 'Choose credit or debit' }),
  amount: z.coerce
    .number({ error: 'Enter the amount' })
    .positive('The amount must be more than 0')
    .max(10_000_000, 'The amount is too large')
    .refine(
      (v) =>
        Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'At most 2 decimals',
    ),
  reason,
});
export const boBettorAdjustResponseSchema = z.object({
  transaction_id: z.number(),
  cash: money,
});
