import { z } from 'zod';
import { optionalMoneyInput } from './money-input';

/** Deposits and withdrawals (spec 01 §7 deposit-providers, deposit; issue: withdraw). */

const optionalText = (max: number, name: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v,
    z.string(`${name} must be text`).max(max, `${name} is too long`).optional(),
  );

/**
 * POST /api/deposit (v1 countries) and /api/v2/deposit. `amount` is a number or numeric string
 * in major units, read by the money reader, then checked with the country by the domain rules ('Please enter an amount', 'Minimum deposit
 * amount is ...'). `provider` is a name from deposit-providers (default: mobile money).
 */
export const depositBodySchema = z.object({
  amount: optionalMoneyInput(
    {
      tooLarge: 'Maximum deposit amount exceeded',
      notPositive: 'Minimum deposit amount not reached',
    },
    { positive: false },
  ),
  provider: optionalText(50, 'provider'),
  idempotency_key: optionalText(128, 'idempotency_key'),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/** POST /api/withdraw and /api/v2/withdraw: to the bettor's own mobile-money number. */
export const withdrawBodySchema = z.object({
  amount: optionalMoneyInput(
    {
      tooLarge: 'Maximum withdrawal amount exceeded',
      notPositive: 'Minimum withdrawal amount not reached',
    },
    { positive: false },
  ),
  idempotency_key: optionalText(128, 'idempotency_key'),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** One payment provider of GET /api/v2/deposit-providers. */
export const depositProviderSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['mobile_money', 'checkout']),
  default: z.boolean(),
});
export type DepositProvider = z.infer<typeof depositProviderSchema>;

export const depositProvidersResponseSchema = z.object({
  data: z.array(depositProviderSchema),
  /** False when the country disables the paymentProviders feature (the form hides the choice). */
  selectable: z.boolean(),
});
export type DepositProvidersResponse = z.infer<typeof depositProvidersResponseSchema>;

/** 'pending_approval': a large withdrawal waiting for the operator's approval (reserved, not sent). */
export const paymentStatusSchema = z.enum([
  'initiated',
  'completed',
  'failed',
  'pending',
  'pending_approval',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Answer of a deposit request: `url` only for hosted-checkout providers (open it). */
export const depositResponseSchema = z.object({
  status: z.literal('initiated'),
  message: z.string(),
  url: z.string().optional(),
  data: z.object({
    reference: z.string(),
    provider: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: paymentStatusSchema,
  }),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** GET /api/v2/deposits/{reference}: where a deposit stands (poll after initiating). */
export const depositStatusResponseSchema = z.object({
  data: z.object({
    reference: z.string(),
    provider: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: paymentStatusSchema,
    failure_reason: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  }),
});
export type DepositStatusResponse = z.infer<typeof depositStatusResponseSchema>;

/** Answer of a withdrawal request: funds are reserved at once, paid out asynchronously. */
export const withdrawResponseSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
  data: z.object({
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: paymentStatusSchema,
    balance: z.number(),
  }),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/**
 * A provider's callback to POST /api/payments/callback/{provider}: signed with HMAC-SHA256
 * over `${reference}:${status}:${amount_cents}` by the shared callback secret.
 */
export const paymentCallbackBodySchema = z.object({
  reference: z.string('reference is required').min(1, 'reference is required').max(100),
  kind: z.enum(['deposit', 'withdrawal'], 'kind must be deposit or withdrawal'),
  status: z.enum(['completed', 'failed'], 'status must be completed or failed'),
  amount_cents: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
    z.number('amount_cents is required').int().positive(),
  ),
  provider_reference: optionalText(100, 'provider_reference'),
  reason: optionalText(300, 'reason'),
  signature: z.string('signature is required').min(1, 'signature is required').max(200),
});
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBodySchema>;

const reference = z
  .string('reference is required')
  .min(1, 'reference is required')
  .max(100, 'reference is too long');

/** GET /api/v2/deposits/{reference} and the sandbox checkout page. */
export const paymentReferenceParamsSchema = z.object({ reference });

/** POST /api/payments/callback/{provider}. */
export const paymentCallbackParamsSchema = z.object({
  provider: z.string().min(1, 'provider is required').max(50, 'provider is too long'),
});

export const paymentCallbackResponseSchema = z.object({
  data: z.object({ reference: z.string(), status: paymentStatusSchema, changed: z.boolean() }),
});
export type PaymentCallbackResponse = z.infer<typeof paymentCallbackResponseSchema>;

/** Pay or Cancel on the sandbox checkout page (the page answers any other action itself). */
export const sandboxCheckoutBodySchema = z.object({ action: optionalText(20, 'action') });

/** The sandbox checkout page is HTML, not JSON. */
export const htmlPageSchema = z.string();
