import { endpoints, type PaystackWebhookBody } from '@shangwe/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { route } from '../../platform/contract-routes';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { PAYMENT_MESSAGES, type CallbackOutcome } from '../payment-service';
import { findPayment } from '../payments-repository';
import { paystackSignatureValid } from './paystack-provider';
import { railByName } from './rail-providers';
import { settleWithProvider } from './settle-with-provider';

// The exact bytes Paystack signed: JSON.stringify of the parsed body would not match them.
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * Paystack's webhook: the signature is checked over the raw body (a JSON parser that keeps the
 * bytes is registered for this route only, in its own encapsulated scope), then the event's
 * payment is verified with GET transaction/verify (transfer.* events: transfer/verify), which
 * alone decides. A replayed event finds
 * its payment settled and changes nothing.
 */
export async function paystackWebhookRoute(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scoped) => {
    // Replaced in this scope only: every other route keeps the app's JSON parser.
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (request: FastifyRequest, body: Buffer, done) => {
        rawBodies.set(request.raw, body);
        try {
          done(null, JSON.parse(body.toString('utf8')));
        } catch {
          done(new HttpError(400, 'VALIDATION_FAILED', 'The webhook body is not JSON'), undefined);
        }
      },
    );
    route(scoped, endpoints.paystackWebhook, async (request) => {
      const secret = ctx.env.paymentRails.paystack?.secretKey;
      const raw = rawBodies.get(request.raw);
      const signature = request.headers['x-paystack-signature'];
      if (
        !secret ||
        !raw ||
        !paystackSignatureValid(secret, raw, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new HttpError(401, 'BAD_SIGNATURE', PAYMENT_MESSAGES.badSignature);
      }
      await handlePaystackEvent(ctx, request.body);
      return { received: true };
    });
  });
}

const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

async function handlePaystackEvent(
  ctx: AppContext,
  body: PaystackWebhookBody,
): Promise<CallbackOutcome | null> {
  // A charge (deposit) or a transfer (payout); other events are acknowledged and ignored.
  const kind =
    body.event === 'charge.success'
      ? 'deposit'
      : TRANSFER_EVENTS.has(body.event)
        ? 'withdrawal'
        : null;
  if (!kind) return null;
  const provider = railByName(ctx.env.paymentRails, ctx.now, 'paystack');
  const row = await findPayment(ctx.db, kind, body.data.reference);
  if (!provider || !row || row.provider !== 'paystack') {
    throw new HttpError(404, 'UNKNOWN_PAYMENT', PAYMENT_MESSAGES.unknownPayment);
  }
  if (row.status !== (kind === 'deposit' ? 'initiated' : 'pending'))
    return { reference: row.reference, status: row.status, changed: false };
  // The event only says where to look: transaction/verify or transfer/verify decides.
  return settleWithProvider(ctx, provider, kind, row);
}
