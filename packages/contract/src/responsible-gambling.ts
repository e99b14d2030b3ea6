import { z } from 'zod';
import { endpoint } from './endpoint';
import { int32IdInput } from './form-input';

/**
 * Responsible gambling (issue 31): limits, time-outs, self-exclusion, reality check, the
 * activity statement and the date of birth asked of accounts that have none. Amounts cross the
 * API in major units of the bettor's currency, like every other amount.
 */

const text = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string().max(max),
  );

/** An amount in major units, or null/'' to remove the limit. */
const limitAmount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number().finite().nonnegative().max(1_000_000_000).nullable(),
);

export const rgLimitSchema = z.object({
  kind: z.enum(['deposit', 'loss', 'stake']),
  period: z.enum(['day', 'week', 'month', 'bet']),
  /** In force now; null: none. */
  amount: z.number().nullable(),
  /** Used in the current period (not for a per-bet limit). */
  used: z.number().nullable(),
  resets_at: z.string().nullable(),
  /** An increase or removal waiting for its cooling-off and confirmation. */
  pending: z
    .object({
      amount: z.number().nullable(),
      requested_at: z.string(),
      confirmable_at: z.string(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgExclusionSchema = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** A self-exclusion past its end, asked to be ended: it ends 24 hours after this. */
  end_requested_at: z.string().nullable(),
  /** Whether the bettor may ask to end it now (a self-exclusion past its end). */
  can_request_end: z.boolean(),
  imposed_by_operator: z.boolean(),
});

export const rgStatusResponseSchema = z.object({
  currency: z.string(),
  date_of_birth_needed: z.boolean(),
  limits: z.array(rgLimitSchema),
  exclusion: rgExclusionSchema.nullable(),
  reality_check_minutes: z.number().int().nullable(),
  /** Since this session's login: for the reality check. */
  session: z.object({
    started_at: z.string(),
    net: z.number(),
    staked: z.number(),
    returned: z.number(),
  }),
});
export type RgStatusResponse = z.infer<typeof rgStatusResponseSchema>;

export const rgSetLimitBodySchema = z.object({
  kind: z.enum(['deposit', 'loss', 'stake'], 'Choose a limit'),
  period: z.enum(['day', 'week', 'month', 'bet'], 'Choose a period'),
  amount: limitAmount,
});
export const rgConfirmLimitBodySchema = z.object({
  kind: z.enum(['deposit', 'loss', 'stake'], 'Choose a limit'),
  period: z.enum(['day', 'week', 'month', 'bet'], 'Choose a period'),
});
export const rgMessageResponseSchema = z.object({
  message: z.string(),
  status: rgStatusResponseSchema,
});

export const rgExclusionBodySchema = z.object({
  kind: z.enum(['time_out', 'self_exclusion'], 'Choose a break'),
  period: text(10),
});
export const rgRealityCheckBodySchema = z.object({
  minutes: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : Number(v)),
    z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  ),
});
export const rgDateOfBirthBodySchema = z.object({ date_of_birth: text(20) });

export const rgStatementResponseSchema = z.object({
  currency: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      deposits: z.number(),
      withdrawals: z.number(),
      stakes: z.number(),
      returns: z.number(),
      net: z.number(),
    }),
  ),
});
export type RgStatementResponse = z.infer<typeof rgStatementResponseSchema>;

/** Operator calls (ops API authentication for now; the back office will call the same services). */
export const rgOpsImposeBodySchema = z.object({
  profile_id: int32IdInput('The bettor number'),
  reason: text(500).refine((v) => v.trim() !== '', 'A reason is required'),
  staff: text(100).refine((v) => v.trim() !== '', 'Say who acts'),
  limit: rgSetLimitBodySchema.optional(),
  exclusion: rgExclusionBodySchema.optional(),
});
export const rgOpsInteractionBodySchema = z.object({
  profile_id: int32IdInput('The bettor number'),
  staff: text(100).refine((v) => v.trim() !== '', 'Say who acts'),
  channel: text(30),
  note: text(2000).refine((v) => v.trim() !== '', 'Write what was said'),
});
export const rgOpsMarkersQuerySchema = z.object({
  profile_id: int32IdInput('The bettor number'),
});
export const rgOpsMarkersResponseSchema = z.object({
  markers: z.array(
    z.object({ day: z.string(), marker: z.string(), score: z.number(), explanation: z.string() }),
  ),
  interactions: z.array(
    z.object({ at: z.string(), staff: z.string(), channel: z.string(), note: z.string() }),
  ),
});
export const rgOpsOkSchema = z.object({ message: z.string() });

export const rgErrorCodes = {
  DATE_OF_BIRTH_NEEDED: {
    status: 403,
    message: 'Please enter your date of birth before you bet',
  },
  RG_LIMIT_REACHED: { status: 403, message: 'This is over one of your limits' },
  RG_EXCLUDED: {
    status: 403,
    message: 'You cannot bet or deposit during your break; you can still withdraw your balance.',
  },
  RG_NO_OFFERS: {
    status: 403,
    message: 'Promotions and free bets are closed during a break',
  },
  RG_EXCLUSION_ACTIVE: { status: 409, message: 'You already have a break in place' },
  RG_NOTHING_TO_CONFIRM: { status: 409, message: 'There is no change waiting for confirmation' },
  RG_COOLING_OFF: { status: 409, message: 'This change can be confirmed 24 hours after you asked' },
  RG_END_NOT_YET: { status: 409, message: 'Your self-exclusion has not ended yet' },
  RG_UNKNOWN_LIMIT: { status: 400, message: 'There is no such limit' },
  RG_UNKNOWN_PERIOD: { status: 400, message: 'Choose one of the listed periods' },
} as const;

export const rgEndpoints = {
  rgStatus: endpoint({
    method: 'GET',
    path: '/api/rg',
    response: { 200: rgStatusResponseSchema },
    auth: true,
  }),
  rgSetLimit: endpoint({
    method: 'POST',
    path: '/api/rg/limits',
    body: rgSetLimitBodySchema,
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgConfirmLimit: endpoint({
    method: 'POST',
    path: '/api/rg/limits/confirm',
    body: rgConfirmLimitBodySchema,
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgExclude: endpoint({
    method: 'POST',
    path: '/api/rg/exclusion',
    body: rgExclusionBodySchema,
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgEndExclusion: endpoint({
    method: 'POST',
    path: '/api/rg/exclusion/end',
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgRealityCheck: endpoint({
    method: 'POST',
    path: '/api/rg/reality-check',
    body: rgRealityCheckBodySchema,
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgDateOfBirth: endpoint({
    method: 'POST',
    path: '/api/rg/date-of-birth',
    body: rgDateOfBirthBodySchema,
    response: { 200: rgMessageResponseSchema },
    auth: true,
  }),
  rgStatement: endpoint({
    method: 'GET',
    path: '/api/rg/statement',
    response: { 200: rgStatementResponseSchema },
    auth: true,
  }),
  rgOpsImpose: endpoint({
    method: 'POST',
    path: '/api/ops/rg/impose',
    body: rgOpsImposeBodySchema,
    response: { 200: rgOpsOkSchema },
  }),
  rgOpsInteraction: endpoint({
    method: 'POST',
    path: '/api/ops/rg/interactions',
    body: rgOpsInteractionBodySchema,
    response: { 200: rgOpsOkSchema },
  }),
  rgOpsMarkers: endpoint({
    method: 'GET',
    path: '/api/ops/rg/markers',
    query: rgOpsMarkersQuerySchema,
    response: { 200: rgOpsMarkersResponseSchema },
  }),
} as const;
