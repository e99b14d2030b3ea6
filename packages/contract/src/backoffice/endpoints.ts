import type { Endpoint } from '../endpoint';
import type { Permission } from './permissions';
import { boBettorEndpoints } from './endpoints-bettors';
import { boTradingEndpoints } from './endpoints-trading';
import { boBroadcastEndpoints, boQueueEndpoints, boStaffAdminEndpoints } from './endpoints-queues';
import { boSupportChatEndpoints } from './endpoints-support-chat';
import { boRgEndpoints } from './endpoints-rg';
import {
  boExportsEndpoints,
  boReconciliationEndpoints,
  boReportsEndpoints,
  boReportsLiabilitiesEndpoints,
  boReportsPaymentEndpoints,
  boReportsTaxEndpoints,
} from './endpoints-reports';
import {
  boAuditQuerySchema,
  boAuditResponseSchema,
  boCreateStaffBodySchema,
  boCreateStaffResponseSchema,
  boLoginBodySchema,
  boLoginResponseSchema,
  boMeResponseSchema,
  boOkSchema,
  boTotpBodySchema,
} from './schemas';

/**
 * Who may call a back-office endpoint: 'public' (the login), 'pending' (a session that has
 * not given its second factor yet: only the TOTP step), 'session' (any logged-in staff member,
 * whatever the role) or the permission the role must hold.
 */
export type StaffAccess = 'public' | 'pending' | 'session' | Permission;

export interface BoEndpoint extends Endpoint {
  readonly staff: StaffAccess;
}

/** Declares one back-office endpoint; every path starts with /api/bo/. */
export const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/**
 * Every call of the back office. A feature adds its endpoints in its own file
 * (endpoints-<feature>.ts beside this one) and spreads them into {@link boEndpoints}.
 */
export const boAuthEndpoints = {
  login: boEndpoint({
    method: 'POST',
    path: '/api/bo/login',
    body: boLoginBodySchema,
    response: { 200: boLoginResponseSchema },
    staff: 'public',
  }),
  loginTotp: boEndpoint({
    method: 'POST',
    path: '/api/bo/login/totp',
    body: boTotpBodySchema,
    response: { 200: boLoginResponseSchema },
    staff: 'pending',
  }),
  logout: boEndpoint({
    method: 'POST',
    path: '/api/bo/logout',
    response: { 200: boOkSchema },
    staff: 'session',
  }),
  me: boEndpoint({
    method: 'GET',
    path: '/api/bo/me',
    response: { 200: boMeResponseSchema },
    staff: 'session',
  }),
} as const;

export const boStaffEndpoints = {
  createStaff: boEndpoint({
    method: 'POST',
    path: '/api/bo/staff',
    body: boCreateStaffBodySchema,
    response: { 201: boCreateStaffResponseSchema },
    staff: 'staff.create',
  }),
} as const;

export const boAuditEndpoints = {
  audit: boEndpoint({
    method: 'GET',
    path: '/api/bo/audit',
    query: boAuditQuerySchema,
    response: { 200: boAuditResponseSchema },
    staff: 'audit.read',
  }),
} as const;

/** The back office's endpoint table (the web client is typed by it). */
export const boEndpoints = {
  ...boAuthEndpoints,
  ...boStaffEndpoints,
  ...boAuditEndpoints,
  ...boBettorEndpoints,
  ...boReportsEndpoints,
  ...boReportsTaxEndpoints,
  ...boReportsLiabilitiesEndpoints,
  ...boExportsEndpoints,
  ...boReportsPaymentEndpoints,
  ...boReconciliationEndpoints,
  ...boTradingEndpoints,
  ...boQueueEndpoints,
  ...boBroadcastEndpoints,
  ...boStaffAdminEndpoints,
  ...boSupportChatEndpoints,
  ...boRgEndpoints,
} as const;
