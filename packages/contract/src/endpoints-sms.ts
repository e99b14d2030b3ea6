import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import {
  gatewayCallbackParamsSchema,
  smsInboundBodySchema,
  smsInboundResponseSchema,
  ussdAnswerSchema,
  ussdBodySchema,
} from './sms';

/** The SMS gateway's callbacks (issue 36), merged into `endpoints`. */
export const smsEndpoints = {
  smsInbound: endpoint({
    method: 'POST',
    path: '/api/sms/:secret/inbound',
    params: gatewayCallbackParamsSchema,
    body: smsInboundBodySchema,
    response: { 200: smsInboundResponseSchema, 403: errorBodySchema },
  }),
  ussdCallback: endpoint({
    method: 'POST',
    path: '/api/ussd/:secret',
    params: gatewayCallbackParamsSchema,
    body: ussdBodySchema,
    response: { 200: ussdAnswerSchema, 403: ussdAnswerSchema },
  }),
};
