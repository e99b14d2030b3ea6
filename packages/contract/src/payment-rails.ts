import { z } from 'zod';

/**
 * Callbacks of the real payment rails, in each provider's documented shape. They are not
 * signed (Daraja): the unguessable token in the path is the payment's only callback address.
 */
export const railTokenParamsSchema = z.object({
  token: z
    .string('token is required')
    .min(16, 'token is too short')
    .max(64, 'token is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'token is not valid'),
});

const code = z.union([z.number(), z.string().max(20)], 'ResultCode is required');
const id = (name: string) => z.string(`${name} is required`).max(100, `${name} is too long`);
const value = z.union([z.number(), z.string().max(200)]).optional();

/** Daraja's STK callback: Body.stkCallback, metadata items on success only. */
export const mpesaStkCallbackBodySchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: id('MerchantRequestID'),
      CheckoutRequestID: id('CheckoutRequestID'),
      ResultCode: code,
      ResultDesc: z.string().max(500).optional(),
      CallbackMetadata: z
        .object({ Item: z.array(z.object({ Name: z.string().max(50), Value: value })).max(20) })
        .optional(),
    }),
  }),
});
export type MpesaStkCallbackBody = z.infer<typeof mpesaStkCallbackBodySchema>;

/** Daraja's B2C result (ResultURL) and queue timeout (QueueTimeOutURL) notifications. */
export const mpesaB2cResultBodySchema = z.object({
  Result: z.object({
    ResultType: z.number().optional(),
    ResultCode: code,
    ResultDesc: z.string().max(500).optional(),
    OriginatorConversationID: id('OriginatorConversationID'),
    ConversationID: id('ConversationID'),
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z
      .object({
        ResultParameter: z.array(z.object({ Key: z.string().max(100), Value: value })).max(30),
      })
      .optional(),
  }),
});
export type MpesaB2cResultBody = z.infer<typeof mpesaB2cResultBodySchema>;

/** What Daraja expects back from a callback URL. */
export const mpesaAckResponseSchema = z.object({ ResultCode: z.number(), ResultDesc: z.string() });
export type MpesaAckResponse = z.infer<typeof mpesaAckResponseSchema>;

/** MTN MoMo's callback to X-Callback-Url: the request's status, as GET {id} answers it. */
export const momoCallbackParamsSchema = railTokenParamsSchema.extend({
  product: z.enum(['collection', 'disbursement'], 'product must be collection or disbursement'),
});
export const momoCallbackBodySchema = z.object({
  externalId: id('externalId'),
  amount: z.union([z.string().max(20), z.number()]).optional(),
  currency: z.string().max(3).optional(),
  financialTransactionId: z.string().max(100).optional(),
  status: z.string('status is required').max(20),
  reason: z
    .union([z.string().max(100), z.object({ code: z.string().max(100).optional() })])
    .optional(),
});
export type MomoCallbackBody = z.infer<typeof momoCallbackBodySchema>;
export const railReceivedResponseSchema = z.object({ received: z.boolean() });

/** Paystack's webhook (signed: x-paystack-signature, HMAC-SHA512 of the raw body). */
export const paystackWebhookBodySchema = z.object({
  event: z.string('event is required').max(50),
  data: z.object({ reference: z.string('reference is required').max(100) }),
});
export type PaystackWebhookBody = z.infer<typeof paystackWebhookBodySchema>;
