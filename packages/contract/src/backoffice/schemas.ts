import { z } from 'zod';
import { STAFF_ROLES } from './permissions';

const email = z
  .string({ error: 'Enter your email' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email')
  .max(200, 'The email is too long')
  .pipe(z.email({ error: 'Enter a valid email' }));

/** Step one of the login (and the whole login when `totp` is sent with it). */
export const boLoginBodySchema = z.object({
  email,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
  /** The current 6-digit code of the authenticator app; without it the session waits for it. */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
    .optional(),
});
export const boTotpBodySchema = z.object({
  totp: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose one of the roles' });

export const staffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffSchema>;

export const boLoginResponseSchema = z.object({
  /** Bearer token of the session: pending until the second factor is given. */
  token: z.string(),
  second_factor: z.enum(['required', 'done']),
  expires_at: z.string(),
  staff: staffSchema.nullable(),
});
export const boMeResponseSchema = z.object({ staff: staffSchema, expires_at: z.string() });
export const boOkSchema = z.object({ ok: z.literal(true) });

export const boCreateStaffBodySchema = z.object({
  email,
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(100),
  role: staffRoleSchema,
  reason: z.string().trim().max(500).optional(),
});
export const boCreateStaffResponseSchema = z.object({
  staff: staffSchema,
  /** Shown once to the admin, to hand over: a one-time password and the TOTP enrolment URI. */
  initial_password: z.string(),
  otpauth_uri: z.string(),
});

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), 'Enter a valid date');

/** Search of the audit log: every filter optional, newest first unless `order=asc`. */
export const boAuditQuerySchema = z.object({
  staff: optionalText,
  action: optionalText,
  object_type: optionalText,
  object_id: optionalText,
  from: optionalDate,
  to: optionalDate,
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1, 'Pages start at 1').default(1),
  per_page: z.coerce.number().int().min(1).max(500, 'At most 500 rows per page').default(50),
});
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_email: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const boAuditResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
