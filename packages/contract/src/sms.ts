import { z } from 'zod';

/**
 * Africa's Talking's inbound SMS callback (form-encoded POST): `from` the bettor's phone
 * (+254...), `to` our short code, `text`, `date` (when sent), `id` (the gateway's message id)
 * and, on premium short codes, `linkId` (passed back with the reply).
 */
export const smsInboundBodySchema = z.object({
  from: z.string({ error: 'from is required' }).trim().min(4, 'from is required').max(20),
  to: z.string().trim().max(20).default(''),
  text: z.string().max(1000).default(''),
  date: z.string().max(40).optional(),
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100),
  linkId: z.string().max(100).optional(),
});
export type SmsInboundBody = z.infer<typeof smsInboundBodySchema>;

/**
 * Africa's Talking's USSD callback (form-encoded POST): `text` holds every answer typed since
 * the dial, joined by '*' ('' on the first request). Answered in text/plain with `CON …` or
 * `END …`.
 */
export const ussdBodySchema = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .trim()
    .min(1, 'sessionId is required')
    .max(100),
  serviceCode: z.string().trim().max(40).default(''),
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .trim()
    .min(4, 'phoneNumber is required')
    .max(20),
  text: z.string().max(500).default(''),
  networkCode: z.string().max(20).optional(),
});
export type UssdBody = z.infer<typeof ussdBodySchema>;

/** The secret path segment of the gateway's callbacks (sms/README.md). */
export const gatewayCallbackParamsSchema = z.object({
  secret: z.string().max(200),
});

/** What the inbound SMS callback answers the gateway (the bettor's reply goes out as an SMS). */
export const smsInboundResponseSchema = z.object({
  status: z.enum(['handled', 'duplicate', 'ignored']),
});

/** A USSD screen, text/plain: 'CON …' (more to come) or 'END …', at most 182 characters. */
export const ussdAnswerSchema = z.string().regex(/^(CON|END) /);
