import type { BoEndpoint } from './endpoints';
import { boOkSchema } from './schemas';
import {
  boBettorAdjustBodySchema,
  boBettorAdjustResponseSchema,
  boBettorDetailSchema,
  boBettorNoteBodySchema,
  boBettorParamsSchema,
  boBettorReasonBodySchema,
  boBettorSearchQuerySchema,
  boBettorSearchResponseSchema,
} from './schemas-bettors';

// endpoints.ts spreads this table, so this file takes only its types (no import cycle at run time).
const boEndpoint = <const E extends BoEndpoint>(e: E): E => e;

/** Bettor 360: search, the one page, and the actions on a bettor. */
export const boBettorEndpoints = {
  bettorSearch: boEndpoint({
    method: 'GET',
    path: '/api/bo/bettors',
    query: boBettorSearchQuerySchema,
    response: { 200: boBettorSearchResponseSchema },
    staff: 'bettors.read',
  }),
  bettor: boEndpoint({
    method: 'GET',
    path: '/api/bo/bettors/:id',
    params: boBettorParamsSchema,
    response: { 200: boBettorDetailSchema },
    staff: 'bettors.read',
  }),
  bettorNote: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/notes',
    params: boBettorParamsSchema,
    body: boBettorNoteBodySchema,
    response: { 201: boOkSchema },
    staff: 'bettors.read',
  }),
  bettorLock: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/lock',
    params: boBettorParamsSchema,
    body: boBettorReasonBodySchema,
    response: { 200: boOkSchema },
    staff: 'bettors.manage',
  }),
  bettorUnlock: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/unlock',
    params: boBettorParamsSchema,
    body: boBettorReasonBodySchema,
    response: { 200: boOkSchema },
    staff: 'bettors.manage',
  }),
  bettorResetPassword: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/reset-password',
    params: boBettorParamsSchema,
    body: boBettorReasonBodySchema,
    response: { 200: boOkSchema },
    staff: 'bettors.manage',
  }),
  bettorAdjust: boEndpoint({
    method: 'POST',
    path: '/api/bo/bettors/:id/adjustments',
    params: boBettorParamsSchema,
    body: boBettorAdjustBodySchema,
    response: { 201: boBettorAdjustResponseSchema },
    staff: 'wallet.adjust',
  }),
} as const;
