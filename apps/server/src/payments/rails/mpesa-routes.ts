import { endpoints, type MpesaAckResponse } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-routes';
import type { AppContext } from '../../platform/context';
import { handleB2cNotice, handleStkCallback } from './mpesa-callbacks';

const ACCEPTED: MpesaAckResponse = { ResultCode: 0, ResultDesc: 'Accepted' };

/** Daraja's callbacks: STK push results and B2C results / queue timeouts. */
export async function mpesaRoutes(app: FastifyInstance, ctx: AppContext) {
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
}
