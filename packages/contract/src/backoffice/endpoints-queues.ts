import type { BoEndpoint } from './endpoints';
import { boOkSchema } from './schemas';
import {
  boBroadcastBodySchema,
  boBroadcastResponseSchema,
  boKycDecisionSchema,
  boKycQueueResponseSchema,
  boOptionalReasonBodySchema,
  boQueueParamsSchema,
  boQueueQuerySchema,
  boReasonBodySchema,
  boStaffListQuerySchema,
  boStaffListResponseSchema,
  boStaffTotpResponseSchema,
  boWithdrawalDecisionSchema,
  boWithdrawalQueueResponseSchema,
} from './schemas-queues';

// endpoints.ts spreads this table, so this file takes only its types (no import cycle at run time).
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/** Withdrawal approvals and the KYC review queue. */
export const boQueueEndpoints = {
  withdrawalQueue: boEndpoint({
    method: 'GET',
    path: '/api/bo/withdrawals',
    query: boQueueQuerySchema,
    response: { 200: boWithdrawalQueueResponseSchema },
    staff: 'withdrawals.approve',
  }),
  withdrawalApprove: boEndpoint({
    method: 'POST',
    path: '/api/bo/withdrawals/:id/approve',
    params: boQueueParamsSchema,
    body: boOptionalReasonBodySchema,
    response: { 200: boWithdrawalDecisionSchema },
    staff: 'withdrawals.approve',
  }),
  withdrawalReject: boEndpoint({
    method: 'POST',
    path: '/api/bo/withdrawals/:id/reject',
    params: boQueueParamsSchema,
    body: boReasonBodySchema,
    response: { 200: boWithdrawalDecisionSchema },
    staff: 'withdrawals.approve',
  }),
  kycQueue: boEndpoint({
    method: 'GET',
    path: '/api/bo/kyc',
    query: boQueueQuerySchema,
    response: { 200: boKycQueueResponseSchema },
    staff: 'kyc.review',
  }),
  kycApprove: boEndpoint({
    method: 'POST',
    path: '/api/bo/kyc/:id/approve',
    params: boQueueParamsSchema,
    body: boOptionalReasonBodySchema,
    response: { 200: boKycDecisionSchema },
    staff: 'kyc.review',
  }),
  kycReject: boEndpoint({
    method: 'POST',
    path: '/api/bo/kyc/:id/reject',
    params: boQueueParamsSchema,
    body: boReasonBodySchema,
    response: { 200: boKycDecisionSchema },
    staff: 'kyc.review',
  }),
} as const;

/** The operator's broadcast to bettors (it used to be an ops call). */
export const boBroadcastEndpoints = {
  broadcast: boEndpoint({
    method: 'POST',
    path: '/api/bo/broadcasts',
    body: boBroadcastBodySchema,
    response: { 201: boBroadcastResponseSchema, 200: boBroadcastResponseSchema },
    staff: 'broadcast.send',
  }),
} as const;

/** Staff management (admin): the list, disabling an account, a new TOTP enrolment. */
export const boStaffAdminEndpoints = {
  staffList: boEndpoint({
    method: 'GET',
    path: '/api/bo/staff',
    query: boStaffListQuerySchema,
    response: { 200: boStaffListResponseSchema },
    staff: 'staff.read',
  }),
  staffDisable: boEndpoint({
    method: 'POST',
    path: '/api/bo/staff/:id/disable',
    params: boQueueParamsSchema,
    body: boReasonBodySchema,
    response: { 200: boOkSchema },
    staff: 'staff.create',
  }),
  staffResetTotp: boEndpoint({
    method: 'POST',
    path: '/api/bo/staff/:id/reset-totp',
    params: boQueueParamsSchema,
    body: boReasonBodySchema,
    response: { 200: boStaffTotpResponseSchema },
    staff: 'staff.create',
  }),
} as const;
