import { endpoints, type MpesaAckResponse } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-routes';
import type { AppContext } from '../../platform/context';
import { handleMomoCallback } from './momo-callbacks';
import { handleB2cNotice, handleStkCallback } from './mpesa-callbacks';
import { paystackWebhookRoute } from './paystack-webhook';

const ACCEPTED: MpesaAckResponse = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * The real rails' callbacks: Daraja's STK push results and B2C results / queue timeouts, MTN
 * MoMo's request-to-pay and transfer notifications.
 */
export async function railRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.mpesaStkCallback, async (request) => {
    await handleStkCallback(ctx, request.params.token, request.body);
    return ACCEPTED;
  });
  route(app, endpoints.mpesaB2cResult, async (request) => {
    await handleB2cNotice(ctx, request.params.token, request.body, false);
    return ACCEPTED;
  });
  route(app, endpoints.mpesaB2cTimeout, async (request) => {
    await handleB2cNotice(ctx, request.params.token, request.body, true);
    return ACCEPTED;
  });
  // MoMo notifies with PUT in some markets and POST in others: both take the same handler.
  for (const endpoint of [endpoints.momoCallback, endpoints.momoCallbackPut] as const) {
    route(app, endpoint, async (request) => {
      await handleMomoCallback(ctx, request.params.product, request.params.token, request.body);
      return { received: true };
    });
  }
  await paystackWebhookRoute(app, ctx);
}
