import { z } from 'zod';

/** The bettor's statement: GET|POST /api/transactions (spec 02 §2.2 /profile/transactions). */

const positiveInt = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v,
    z
      .number(`${name} must be a number`)
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );

/** Paging of the statement; newest first. */
export const transactionsQuerySchema = z.object({
  page: positiveInt('page', 1, 100_000),
  limit: positiveInt('limit', 20, 100),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** One line of the statement: a movement of one of the bettor's accounts. */
export const transactionItemSchema = z.object({
  id: z.number(),
  /** What caused it: deposit, withdrawal, withdrawal_release, stake, payout, refund, cashout, bonus, ... */
  type: z.string(),
  /** The bettor's words: 'Shikisha stake · bet ABC123', 'Deposit · receipt QGH7ABC'. */
  description: z.string(),
  /** Signed, major units: positive money in, negative money out. */
  amount: z.number(),
  /** The account's balance right after this movement. */
  balance: z.number(),
  account: z.enum(['cash', 'bonus', 'points']),
  reference: z.string().nullable(),
  created_at: z.string(),
  /**
   * The product of the wager a stake, settlement, refund or cash-out belongs to, as bets name
   * it (NORMAL, VIRTUAL, CASINO_DICE, ...); null for deposits, withdrawals, bonuses and points.
   * Optional: servers before it sent none.
   */
  product: z.string().nullable().optional(),
  /** The code of that wager, as My Bets shows it (null for other movements). Optional as above. */
  bet_code: z.string().nullable().optional(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

export const transactionsResponseSchema = z.object({
  data: z.array(transactionItemSchema),
  meta: z.object({ page: z.number(), limit: z.number(), has_more: z.boolean() }),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/**
 * Socket event pushed to the bettor's room (`user:{profileId}`) when a deposit or withdrawal
 * settles, so the balance can refresh without polling. Payload WalletEvent.
 */
export const WALLET_SOCKET_EVENT = 'wallet';

export const walletEventSchema = z.object({
  type: z.enum(['deposit', 'withdrawal']),
  reference: z.string(),
  status: z.enum(['completed', 'failed']),
  amount: z.number(),
  /** Cash balance after the change, major units. */
  balance: z.number(),
});
export type WalletEvent = z.infer<typeof walletEventSchema>;
