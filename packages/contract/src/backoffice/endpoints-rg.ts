import { z } from 'zod';
import { rgExclusionBodySchema, rgSetLimitBodySchema } from '../responsible-gambling';
import type { BoEndpoint } from './endpoints';
import { boOkSchema } from './schemas';
import { boBettorParamsSchema } from './schemas-bettors';

// endpoints.ts spreads this table, so this file takes only its types (no import cycle at run time).
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/**
 * Responsible gambling on the Bettor 360 page (issue 31): the bettor's limits, breaks, markers
 * of harm with their explanation and the contacts logged; a compliance officer imposes a limit
 * or a break with a reason and logs a contact. Every change is audited.
 */
const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'The reason is too long (500 characters at most)');

export const RG_CONTACT_CHANNELS = ['phone', 'sms', 'email', 'chat', 'in_person'] as const;

export const boRgLimitBodySchema = rgSetLimitBodySchema.extend({ reason });
export const boRgExclusionBodySchema = rgExclusionBodySchema.extend({ reason });
export const boRgInteractionBodySchema = z.object({
  channel: z.enum(RG_CONTACT_CHANNELS, { error: 'Choose how the bettor was contacted' }),
  note: z
    .string({ error: 'Write what was said' })
    .trim()
    .min(3, 'Write what was said (at least 3 characters)')
    .max(2000, 'The note is too long (2000 characters at most)'),
});
export const boRgMessageSchema = z.object({ message: z.string() });

export const boBettorRgSchema = z.object({
  date_of_birth: z.string().nullable(),
  date_of_birth_confirmed: z.boolean(),
  reality_check_minutes: z.number().nullable(),
  limits: z.array(
    z.object({
      kind: z.string(),
      period: z.string(),
      amount: z.number().nullable(),
      pending_amount: z.number().nullable(),
      requested_at: z.string().nullable(),
      imposed_by: z.string().nullable(),
    }),
  ),
  exclusions: z.array(
    z.object({
      kind: z.string(),
      period: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      end_requested_at: z.string().nullable(),
      imposed_by: z.string().nullable(),
      reason: z.string().nullable(),
      in_force: z.boolean(),
    }),
  ),
  events: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      detail: z.string(),
      staff: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  markers: z.array(
    z.object({ day: z.string(), marker: z.string(), score: z.number(), explanation: z.string() }),
  ),
  interactions: z.array(
    z.object({ at: z.string(), staff: z.string(), channel: z.string(), note: z.string() }),
  ),
});
export type BoBettorRg = z.infer<typeof boBettorRgSchema>;

export const boRgEndpoints = {
  bettorRg: boEndpoint({
    method: 'GET',
    path: '/api/bo/bettors/:id/rg',
    params: boBettorParamsSchema,
    response: { 200: boBettorRgSchema },
    staff: 'bettors.limits',
  }),
  bettorRgLimit: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/rg/limits',
    params: boBettorParamsSchema,
    body: boRgLimitBodySchema,
    response: { 200: boRgMessageSchema },
    staff: 'bettors.limits',
  }),
  bettorRgExclusion: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/rg/exclusions',
    params: boBettorParamsSchema,
    body: boRgExclusionBodySchema,
    response: { 200: boRgMessageSchema },
    staff: 'bettors.limits',
  }),
  bettorRgInteraction: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/rg/interactions',
    params: boBettorParamsSchema,
    body: boRgInteractionBodySchema,
    response: { 201: boOkSchema },
    staff: 'bettors.limits',
  }),
} as const;
