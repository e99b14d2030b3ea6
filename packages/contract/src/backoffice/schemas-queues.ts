import { z } from 'zod';
import { staffRoleSchema } from './schemas';

/** A decision's reason: the bettor reads a rejection's. */
const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(300, 'The reason is too long (300 characters at most)');

const page = z.coerce.number().int().min(1, 'Pages start at 1').default(1);
const perPage = z.coerce.number().int().min(1).max(500, 'At most 500 rows per page').default(50);

/** `:id` of a queue item (a withdrawal, a bettor, a staff member). */
export const boQueueParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'Unknown item').max(2_147_483_647, 'Unknown item'),
});

export const boQueueQuerySchema = z.object({
  /** 'waiting' (default, oldest first) or 'decided' (the history, newest decision first). */
  state: z.enum(['waiting', 'decided'], { error: 'Choose waiting or decided' }).default('waiting'),
  page,
  per_page: perPage,
});

export const boReasonBodySchema = z.object({ reason });
export const boOptionalReasonBodySchema = z.object({ reason: reason.optional() });

// ----- Withdrawal approvals -----

export const boWithdrawalQueueItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  bettor_id: z.number(),
  mobile: z.string(),
  country: z.string(),
  name: z.string().nullable(),
  /** Major units. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  approval: z.string(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
});
export type BoWithdrawalQueueItem = z.infer<typeof boWithdrawalQueueItemSchema>;

export const boWithdrawalQueueResponseSchema = z.object({
  items: z.array(boWithdrawalQueueItemSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** Where the withdrawal stands after the decision (approved: after the rail's answer). */
export const boWithdrawalDecisionSchema = z.object({
  reference: z.string(),
  status: z.string(),
});

// ----- KYC review -----

export const boKycQueueItemSchema = z.object({
  bettor_id: z.number(),
  mobile: z.string(),
  country: z.string(),
  name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  id_type: z.string().nullable(),
  id_number: z.string().nullable(),
  /** '1' submitted (waiting), '2' verified, '3' rejected. */
  status: z.string(),
  reason: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BoKycQueueItem = z.infer<typeof boKycQueueItemSchema>;

export const boKycQueueResponseSchema = z.object({
  items: z.array(boKycQueueItemSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

export const boKycDecisionSchema = z.object({ bettor_id: z.number(), status: z.string() });

// ----- Operator broadcast -----

export const boBroadcastBodySchema = z.object({
  country: z.enum(['KE', 'GH', 'NG', 'all'], { error: 'Choose a country or all' }).default('all'),
  title: z
    .string({ error: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(80, 'The title is too long (80 characters at most)'),
  message: z
    .string({ error: 'Enter a message' })
    .trim()
    .min(1, 'Enter a message')
    .max(500, 'The message is too long (500 characters at most)'),
  level: z
    .enum(['info', 'success', 'warning', 'error'], { error: 'Choose a level' })
    .default('info'),
  /** Makes a repeat of the same announcement a no-op. */
  key: z.string().trim().max(100, 'The key is too long').optional(),
  reason: reason.optional(),
});

export const boBroadcastResponseSchema = z.object({
  /** False when a broadcast with this key was sent before (nothing sent again). */
  sent: z.boolean(),
  notification_id: z.number().nullable(),
  room: z.string().nullable(),
});

// ----- Staff management -----

export const boStaffListQuerySchema = z.object({ page, per_page: perPage });

export const boStaffListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type BoStaffListItem = z.infer<typeof boStaffListItemSchema>;

export const boStaffListResponseSchema = z.object({
  items: z.array(boStaffListItemSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** A fresh TOTP enrolment, shown once to the admin to hand over. */
export const boStaffTotpResponseSchema = z.object({ otpauth_uri: z.string() });
