import type { MomoCallbackBody } from '@shangwe/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { PAYMENT_MESSAGES, type CallbackOutcome } from '../payment-service';
import { findPaymentByToken } from '../payments-repository';
import { awaitProviderReference } from './overtaken-answer';
import { railByName } from './rail-providers';
import { settleWithProvider } from './settle-with-provider';

/**
 * MTN MoMo's callback to X-Callback-Url (not signed): accepted only on the payment's token path
 * and for its externalId, then confirmed with GET requesttopay/{id} (or transfer/{id}), which
 * alone decides; a callback for a payment already settled changes nothing. A transfer whose
 * call got no answer (no provider id once any answer on its way is recorded,
 * `awaitProviderReference`) is left to reconciliation: MoMo not knowing it yet is
 * proof that it never arrived only once the reconciliation delay has passed, and a callback
 * must not bring that query forward and have the reserved amount given back early.
 */
export async function handleMomoCallback(
  ctx: AppContext,
  product: 'collection' | 'disbursement',
  token: string,
  body: MomoCallbackBody,
): Promise<CallbackOutcome> {
  const kind = product === 'collection' ? 'deposit' : 'withdrawal';
  const found = await findPaymentByToken(ctx.db, kind, token);
  const provider = railByName(ctx.env.paymentRails, ctx.now, 'momo');
  if (!found || found.provider !== 'momo' || !provider || body.externalId !== found.reference) {
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  }
  const row = kind === 'withdrawal' ? await awaitProviderReference(ctx, kind, token, found) : found;
  const waiting = kind === 'deposit' ? 'initiated' : 'pending';
  if (row.status !== waiting || (kind === 'withdrawal' && row.provider_reference === null))
    return { reference: row.reference, status: row.status, changed: false };
  return settleWithProvider(ctx, provider, kind, row);
}
