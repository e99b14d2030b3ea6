import type { MpesaB2cResultBody, MpesaStkCallbackBody } from '@shangwe/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { applyPaymentCallback, PAYMENT_MESSAGES, type CallbackOutcome } from '../payment-service';
import {
  claimProviderReference,
  findPaymentByToken,
  type PaymentKind,
} from '../payments-repository';
import { msisdn } from './daraja-client';
import { MPESA_PAYOUT_TIMED_OUT, payoutFailure } from './mpesa-provider';
import { awaitProviderReference } from './overtaken-answer';
import { railByName } from './rail-providers';
import { settleWithProvider } from './settle-with-provider';

type Items = Array<{ Name?: string; Key?: string; Value?: string | number | undefined }>;
const item = (items: Items | undefined, name: string) =>
  items?.find((i) => (i.Name ?? i.Key) === name)?.Value;

/** The waiting M-Pesa payment behind a callback token; anything else is unknown (404). */
async function paymentOf(ctx: AppContext, kind: PaymentKind, token: string) {
  const row = await findPaymentByToken(ctx.db, kind, token);
  const provider = railByName(ctx.env.paymentRails, ctx.now, 'mpesa');
  if (!row || row.provider !== 'mpesa' || !provider) {
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  }
  return { row, provider };
}

/**
 * Daraja's STK callback (unsigned). It must name this payment's CheckoutRequestID and, when it
 * reports success, its amount and phone; the STK query then decides, so a forged or replayed
 * callback cannot credit a prompt the bettor did not pay.
 */
export async function handleStkCallback(
  ctx: AppContext,
  token: string,
  body: MpesaStkCallbackBody,
): Promise<CallbackOutcome> {
  const { row, provider } = await paymentOf(ctx, 'deposit', token);
  const callback = body.Body.stkCallback;
  // A callback can overtake Daraja's answer to the push: the id it names is then recorded
  // (only Daraja knows this token), and the STK query with it decides as always.
  row.provider_reference ??= await claimProviderReference(
    ctx.db,
    'deposit',
    row.id,
    callback.CheckoutRequestID,
  );
  if (callback.CheckoutRequestID !== row.provider_reference) {
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  }
  if (row.status !== 'initiated')
    return { reference: row.reference, status: row.status, changed: false };
  const items = callback.CallbackMetadata?.Item;
  if (String(callback.ResultCode) === '0') {
    const amount = Number(item(items, 'Amount'));
    const phone = String(item(items, 'PhoneNumber') ?? '');
    if (Math.round(amount * 100) !== row.amount || phone !== msisdn(row.mobile)) {
      throw badRequest(PAYMENT_MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
    }
  }
  const receipt = item(items, 'MpesaReceiptNumber');
  return settleWithProvider(ctx, provider, 'deposit', row, receipt ? String(receipt) : null);
}

/**
 * Daraja's B2C result (ResultURL) or queue timeout (QueueTimeOutURL). B2C has no synchronous
 * query, so the token, the conversation ids and the amount are what authenticate it. A failure
 * or timeout gives the reserved amount back only when it names the ConversationID Daraja
 * returned to our B2C call: when that answer never reached us (a dropped connection), Daraja
 * may well have paid, and a failure naming an id of its own choosing is held (the payout stays
 * pending for reconciliation and, past the review window, a person). A success may name the id
 * first: recording a payout as paid never gives money back.
 */
export async function handleB2cNotice(
  ctx: AppContext,
  token: string,
  body: MpesaB2cResultBody,
  timedOut: boolean,
): Promise<CallbackOutcome> {
  const { row: found } = await paymentOf(ctx, 'withdrawal', token);
  const result = body.Result;
  if (result.OriginatorConversationID !== found.reference) {
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  }
  const params = result.ResultParameters?.ResultParameter;
  const paid = !timedOut && String(result.ResultCode) === '0';
  const amountMatches =
    Math.round(Number(item(params, 'TransactionAmount')) * 100) === found.amount;
  // A failure is judged against the ConversationID our call's answer records, if on its way.
  const row = paid ? found : await awaitProviderReference(ctx, 'withdrawal', token, found);
  if (row.provider_reference === null) {
    if (!paid) {
      ctx.logger.warn(
        { reference: row.reference },
        'B2C failure for a payout whose ConversationID we never got: held for reconciliation',
      );
      return { reference: row.reference, status: row.status, changed: false };
    }
    if (!amountMatches) throw badRequest(PAYMENT_MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
    row.provider_reference = await claimProviderReference(
      ctx.db,
      'withdrawal',
      row.id,
      result.ConversationID,
    );
  }
  if (result.ConversationID !== row.provider_reference) {
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  }
  if (row.status !== 'pending')
    return { reference: row.reference, status: row.status, changed: false };
  if (paid && !amountMatches) {
    throw badRequest(PAYMENT_MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
  }
  const receipt = item(params, 'TransactionReceipt') ?? result.TransactionID;
  return applyPaymentCallback(ctx, {
    kind: 'withdrawal',
    provider: 'mpesa',
    reference: row.reference,
    status: paid ? 'completed' : 'failed',
    amountCents: row.amount,
    providerReference: null,
    reason: paid ? null : timedOut ? MPESA_PAYOUT_TIMED_OUT : payoutFailure(result.ResultCode),
    receipt: paid && receipt ? String(receipt) : null,
  });
}
