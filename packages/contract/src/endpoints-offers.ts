import { endpoint } from './endpoint';
import {
  freeBetDetailResponseSchema,
  freeBetGrantBodySchema,
  freeBetGrantResponseSchema,
  freeBetParamsSchema,
  freeBetQualificationBodySchema,
  freeBetQualificationResponseSchema,
  freeBetsProfileBodySchema,
  freeBetsProfileResponseSchema,
  promoDetailResponseSchema,
  promoOptBodySchema,
  promoOptResponseSchema,
  promoParamsSchema,
  promosProfileBodySchema,
  promosQuerySchema,
  promosResponseSchema,
} from './offers';

/** Free bets and promotions (issue 16; spec 01 §7 {freebets}, spec 02 §7 promos). */
export const offerEndpoints = {
  freeBetsProfile: endpoint({
    method: 'POST',
    path: '/api/freebets/free-bets-profile',
    body: freeBetsProfileBodySchema,
    response: { 200: freeBetsProfileResponseSchema },
    auth: true,
  }),
  freeBetQualification: endpoint({
    method: 'POST',
    path: '/api/freebets/qualification',
    body: freeBetQualificationBodySchema,
    response: { 200: freeBetQualificationResponseSchema },
    auth: true,
  }),
  freeBet: endpoint({
    method: 'GET',
    path: '/api/freebets/:id',
    params: freeBetParamsSchema,
    response: { 200: freeBetDetailResponseSchema },
    auth: true,
  }),
  freeBetGrant: endpoint({
    method: 'POST',
    path: '/api/ops/freebets/grant',
    body: freeBetGrantBodySchema,
    response: { 200: freeBetGrantResponseSchema, 201: freeBetGrantResponseSchema },
  }),
  promos: endpoint({
    method: 'GET',
    path: '/api/promos/offers',
    query: promosQuerySchema,
    response: { 200: promosResponseSchema },
  }),
  promosProfile: endpoint({
    method: 'POST',
    path: '/api/promos/offers/profile',
    body: promosProfileBodySchema,
    response: { 200: promosResponseSchema },
    auth: true,
  }),
  promo: endpoint({
    method: 'GET',
    path: '/api/promos/offers/:promoId',
    params: promoParamsSchema,
    response: { 200: promoDetailResponseSchema },
  }),
  promoOptIn: endpoint({
    method: 'POST',
    path: '/api/promos/opt-in',
    body: promoOptBodySchema,
    response: { 200: promoOptResponseSchema },
    auth: true,
  }),
  promoOptOut: endpoint({
    method: 'POST',
    path: '/api/promos/opt-out',
    body: promoOptBodySchema,
    response: { 200: promoOptResponseSchema },
    auth: true,
  }),
} as const;
