import { endpoints, type DepositProvidersResponse } from '@shangwe/contract';
import { isFeatureEnabled, toMajor, type Cents } from '@shangwe/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileCountry, requestCountry } from '../accounts/request-country';
import { bettorOf } from '../auth/session-plugin';
import { answerStatus, route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { HttpError } from '../platform/errors';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import { verifyCallbackSignature } from './callback-signature';
import { checkoutKeyMatches, checkoutPath } from './checkout-access';
import { checkoutDonePage, checkoutPage } from './checkout-page';
import {
  applyPaymentCallback,
  countryProviders,
  depositStatus,
  initiateDeposit,
  PAYMENT_MESSAGES,
  requestWithdrawal,
} from './payment-service';
import { findPayment } from './payments-repository';
import { railRoutes } from './rails/rail-routes';
import { railByName } from './rails/rail-providers';

const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Deposits, withdrawals, provider callbacks and the sandbox checkout page. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  // Only the owner's address (with its key) opens, pays or cancels a checkout.
  const ownersKey = (deposit: { reference: string }, query: unknown) =>
    checkoutKeyMatches(ctx.env.paymentCallbackSecret, deposit.reference, query);

  route(app, endpoints.depositProviders, async (request, reply) => {
    const config = requestCountry(request, ctx);
    const providers = countryProviders(ctx, config);
    // The answer depends on the country header: caches must key on it.
    reply.header('cache-control', 'public, max-age=300').header('vary', 'X-Country');
    const body: DepositProvidersResponse = {
      data: providers.map((p, i) => ({
        name: p.name,
        label: p.label,
        type: p.type,
        default: i === 0,
      })),
      selectable: isFeatureEnabled(config, 'paymentProviders'),
    };
    return body;
  });

  // v1 countries (depositWithdrawVersion 'v1') call {base}deposit, v2 ones {v2}deposit; both
  // answer the same so a client on either version works.
  // A payment the bettor starts (deposit, withdrawal), on both API versions: the service
  // answers with the status and body to send.
  const paymentRoutes = (
    pair:
      | readonly [typeof endpoints.deposit, typeof endpoints.depositV2]
      | readonly [typeof endpoints.withdraw, typeof endpoints.withdrawV2],
    start: typeof initiateDeposit | typeof requestWithdrawal,
  ) => {
    for (const endpoint of pair) {
      route(
        app,
        endpoint,
        async (request, reply) => {
          const user = bettorOf(request);
          const result = await start(ctx, user, profileCountry(user.country, ctx), request.body, {
            baseUrl: baseUrlOf(request),
            idempotencyKey: idempotencyKeyFrom(request),
          });
          return reply.status(answerStatus(endpoint, result.statusCode)).send(result.body);
        },
        { session: 'required' },
      );
    }
  };
  paymentRoutes([endpoints.deposit, endpoints.depositV2], initiateDeposit);

  route(
    app,
    endpoints.depositStatus,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return depositStatus(ctx, bettorOf(request), request.params.reference);
    },
    { session: 'required' },
  );

  paymentRoutes([endpoints.withdraw, endpoints.withdrawV2], requestWithdrawal);

  await railRoutes(app, ctx);

  /** A provider's signed callback; duplicates answer 200 with changed: false. */
  route(app, endpoints.paymentCallback, async (request) => {
    const body = request.body;
    // A real rail's payments settle only through its own callbacks and query API, never by the
    // sandbox's signed callback.
    if (railByName(ctx.env.paymentRails, ctx.now, request.params.provider)) {
      throw new HttpError(404, 'UNKNOWN_PAYMENT', PAYMENT_MESSAGES.unknownPayment);
    }
    const signed = verifyCallbackSignature(
      ctx.env.paymentCallbackSecret,
      { reference: body.reference, status: body.status, amountCents: body.amount_cents },
      body.signature,
    );
    if (!signed) throw new HttpError(401, 'BAD_SIGNATURE', PAYMENT_MESSAGES.badSignature);
    const outcome = await applyPaymentCallback(ctx, {
      kind: body.kind,
      provider: request.params.provider,
      reference: body.reference,
      status: body.status,
      amountCents: body.amount_cents,
      providerReference: body.provider_reference ?? null,
      reason: body.reason ?? null,
    });
    return { data: outcome };
  });

  /** The sandbox checkout provider's hosted page (sandbox mode: served by us). */
  route(app, endpoints.sandboxCheckoutPage, async (request, reply) => {
    const deposit = await findPayment(ctx.db, 'deposit', request.params.reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!deposit || deposit.provider !== 'checkout' || !ownersKey(deposit, request.query)) {
      return reply.status(404).send(checkoutDonePage('failed'));
    }
    if (deposit.status !== 'initiated') return checkoutDonePage(deposit.status);
    return checkoutPage({
      reference: deposit.reference,
      amount: toMajor(deposit.amount as Cents).toFixed(2),
      currency: deposit.currency,
      action: checkoutPath(ctx.env.paymentCallbackSecret, deposit.reference),
    });
  });

  /** Pay or Cancel on the hosted page: the provider settles the payment and notifies us. */
  route(app, endpoints.sandboxCheckoutAction, async (request, reply) => {
    const action = request.body.action;
    const deposit = await findPayment(ctx.db, 'deposit', request.params.reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!deposit || deposit.provider !== 'checkout' || !ownersKey(deposit, request.query)) {
      return reply.status(404).send(checkoutDonePage('failed'));
    }
    if (action !== 'pay' && action !== 'cancel') {
      return reply.status(400).send(checkoutDonePage('failed'));
    }
    const outcome = await applyPaymentCallback(ctx, {
      kind: 'deposit',
      provider: 'checkout',
      reference: deposit.reference,
      status: action === 'pay' ? 'completed' : 'failed',
      amountCents: deposit.amount,
      providerReference: deposit.provider_reference,
      reason: action === 'pay' ? null : 'The payment was cancelled',
    });
    return checkoutDonePage(outcome.status);
  });
}
