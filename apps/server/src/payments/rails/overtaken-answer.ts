import type { AppContext } from '../../platform/context';
import { findPaymentByToken, type PaymentKind, type PaymentRow } from '../payments-repository';

/** How long a payout's callback waits for our call's answer to be recorded (wall clock). */
export const OVERTAKEN_ANSWER_WAIT_MS = 10_000;

/**
 * A payout callback can overtake the provider's answer to our call: the provider sends its
 * result moments after answering, and our own write of its id may still be on its way. The
 * payment is read again until its provider id is there (or it is settled), for at most
 * OVERTAKEN_ANSWER_WAIT_MS; a payout still without one then had no answer at all (the call
 * timed out, or the process died), and the caller holds it for reconciliation.
 */
export async function awaitProviderReference(
  ctx: AppContext,
  kind: PaymentKind,
  token: string,
  row: PaymentRow,
): Promise<PaymentRow> {
  const waiting = kind === 'deposit' ? 'initiated' : 'pending';
  const deadline = Date.now() + OVERTAKEN_ANSWER_WAIT_MS;
  let current = row;
  while (
    current.provider_reference === null &&
    current.status === waiting &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await findPaymentByToken(ctx.db, kind, token)) ?? current;
  }
  return current;
}
