import { z } from 'zod';
import { endpoint, placementEndpoint, type Endpoint } from './endpoint';
import {
  addKycBodySchema,
  balanceResponseSchema,
  codeBodySchema,
  codeResponseSchema,
  forgotPasswordBodySchema,
  kycResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
  successMessageSchema,
} from './accounts';
import {
  betActionBodySchema,
  betDetailResponseSchema,
  betHistoryBodySchema,
  betHistoryResponseSchema,
  betIdParamsSchema,
  betRefParamsSchema,
  cancelBetResponseSchema,
  placeBetBodySchema,
  placeBetResponseSchema,
  rebetResponseSchema,
  shortBetIdParamsSchema,
} from './betting';
import {
  cashoutExecuteBodySchema,
  cashoutExecuteResponseSchema,
  cashoutOfferQuerySchema,
  cashoutOfferResponseSchema,
  cashoutValidateBodySchema,
  cashoutValidateResponseSchema,
  cashoutValidationsResponseSchema,
  cashoutWhitelistQuerySchema,
  cashoutWhitelistResponseSchema,
} from './cashout';
import {
  bulkMatchQuerySchema,
  bulkMatchResponseSchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  liveMatchesQuerySchema,
  liveMatchesResponseSchema,
  liveOddsQuerySchema,
  liveOddsResponseSchema,
  livescoreQuerySchema,
  livescoreResponseSchema,
  liveSportsResponseSchema,
  matchQuerySchema,
  matchResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  sportMatchesQuerySchema,
  sportMatchesResponseSchema,
  sportsResponseSchema,
  totalMatchesResponseSchema,
} from './catalog';
import {
  configResponseSchema,
  countryQuerySchema,
  geoResponseSchema,
  userInfoResponseSchema,
} from './countries';
import {
  healthResponseSchema,
  metricsTextSchema,
  pdfFileSchema,
  notReadyResponseSchema,
  readyResponseSchema,
} from './ops';
import {
  depositBodySchema,
  depositProvidersResponseSchema,
  depositResponseSchema,
  depositStatusResponseSchema,
  htmlPageSchema,
  paymentCallbackBodySchema,
  paymentCallbackParamsSchema,
  paymentCallbackResponseSchema,
  paymentReferenceParamsSchema,
  sandboxCheckoutBodySchema,
  withdrawBodySchema,
  withdrawResponseSchema,
} from './payments';
import {
  momoCallbackBodySchema,
  momoCallbackParamsSchema,
  paystackWebhookBodySchema,
  railReceivedResponseSchema,
  mpesaAckResponseSchema,
  mpesaB2cResultBodySchema,
  mpesaStkCallbackBodySchema,
  railTokenParamsSchema,
} from './payment-rails';
import {
  shareDecodeQuerySchema,
  shareDecodeResponseSchema,
  shareEncodeBodySchema,
  shareEncodeResponseSchema,
} from './share';
import { fixturesPrintQuerySchema, fixturesPrintResponseSchema } from './fixtures-print';
import {
  shikishaMarketsQuerySchema,
  shikishaMarketsResponseSchema,
  shikishaMatchesQuerySchema,
  shikishaMatchesResponseSchema,
  shikishaPlaceBodySchema,
  shikishaPlaceResponseSchema,
  shikishaQuoteBodySchema,
  shikishaQuoteResponseSchema,
} from './shikisha';
import { transactionsQuerySchema, transactionsResponseSchema } from './wallet';
import { jackpotEndpoints } from './endpoints-jackpots';
import { casinoEndpoints } from './endpoints-casino';
import { rgEndpoints } from './responsible-gambling';
import { offerEndpoints } from './endpoints-offers';
import { recommendationEndpoints } from './endpoints-recommendations';
import { notificationEndpoints } from './notifications-endpoints';
import { virtualEndpoints } from './endpoints-virtuals';
import { smsEndpoints } from './endpoints-sms';
import { campaignEndpoints } from './campaign';
import { supportChatEndpoints } from './support-chat';

export type { Endpoint, HttpMethod } from './endpoint';

const deposit = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    body: depositBodySchema,
    response: { 200: depositResponseSchema, 201: depositResponseSchema },
    auth: true,
  });
const withdraw = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    body: withdrawBodySchema,
    response: { 200: withdrawResponseSchema, 201: withdrawResponseSchema },
    auth: true,
  });

/** Every endpoint the server registers, keyed by a name both sides use. */
export const endpoints = {
  // Operations
  health: endpoint({ method: 'GET', path: '/healthz', response: { 200: healthResponseSchema } }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    response: { 200: readyResponseSchema, 503: notReadyResponseSchema },
  }),
  metrics: endpoint({ method: 'GET', path: '/metrics', response: { 200: metricsTextSchema } }),

  // Countries
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    query: countryQuerySchema,
    response: { 200: configResponseSchema },
  }),
  geo: endpoint({ method: 'GET', path: '/api/geo', response: { 200: geoResponseSchema } }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/userinfo',
    response: { 200: userInfoResponseSchema },
  }),

  // Accounts
  signup: endpoint({
    method: 'POST',
    path: '/api/newsignup',
    body: signupBodySchema,
    response: { 201: signupResponseSchema },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: loginBodySchema,
    response: { 200: loginResponseSchema },
  }),
  code: endpoint({
    method: 'POST',
    path: '/api/code',
    body: codeBodySchema,
    response: { 200: codeResponseSchema },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password',
    body: forgotPasswordBodySchema,
    response: { 200: successMessageSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    body: resetPasswordBodySchema,
    response: { 200: successMessageSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    response: { 200: successMessageSchema },
    auth: true,
  }),
  balance: endpoint({
    method: 'POST',
    path: '/api/balance',
    response: { 200: balanceResponseSchema },
    auth: true,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/profile',
    response: { 200: profileResponseSchema },
    auth: true,
  }),
  profilePost: endpoint({
    method: 'POST',
    path: '/api/profile',
    // Optional: without a language it answers the profile as GET does.
    body: profileUpdateBodySchema,
    response: { 200: profileResponseSchema },
    auth: true,
  }),
  addKyc: endpoint({
    method: 'POST',
    path: '/api/add-kyc',
    body: addKycBodySchema,
    response: { 200: kycResponseSchema },
    auth: true,
  }),
  verifyKyc: endpoint({
    method: 'POST',
    path: '/api/verify-kyc',
    // The client passes the details through again (spec 01 §7); the stored ones are verified.
    body: z.looseObject({}),
    response: { 200: kycResponseSchema },
    auth: true,
  }),
  smsOutbox: endpoint({
    method: 'GET',
    path: '/api/ops/sms-outbox',
    query: smsOutboxQuerySchema,
    response: { 200: smsOutboxResponseSchema },
  }),

  // Payments
  depositProviders: endpoint({
    method: 'GET',
    path: '/api/v2/deposit-providers',
    response: { 200: depositProvidersResponseSchema },
  }),
  deposit: deposit('/api/deposit'),
  depositV2: deposit('/api/v2/deposit'),
  depositStatus: endpoint({
    method: 'GET',
    path: '/api/v2/deposits/:reference',
    params: paymentReferenceParamsSchema,
    response: { 200: depositStatusResponseSchema },
    auth: true,
  }),
  withdraw: withdraw('/api/withdraw'),
  withdrawV2: withdraw('/api/v2/withdraw'),
  paymentCallback: endpoint({
    method: 'POST',
    path: '/api/payments/callback/:provider',
    params: paymentCallbackParamsSchema,
    body: paymentCallbackBodySchema,
    response: { 200: paymentCallbackResponseSchema },
  }),
  // M-Pesa (Daraja) callbacks, each on its payment's unguessable token.
  mpesaStkCallback: endpoint({
    method: 'POST',
    path: '/api/payments/mpesa/stk/:token',
    params: railTokenParamsSchema,
    body: mpesaStkCallbackBodySchema,
    response: { 200: mpesaAckResponseSchema },
  }),
  mpesaB2cResult: endpoint({
    method: 'POST',
    path: '/api/payments/mpesa/b2c/:token/result',
    params: railTokenParamsSchema,
    body: mpesaB2cResultBodySchema,
    response: { 200: mpesaAckResponseSchema },
  }),
  mpesaB2cTimeout: endpoint({
    method: 'POST',
    path: '/api/payments/mpesa/b2c/:token/timeout',
    params: railTokenParamsSchema,
    body: mpesaB2cResultBodySchema,
    response: { 200: mpesaAckResponseSchema },
  }),
  // MTN MoMo callbacks, each on its payment's token.
  momoCallback: endpoint({
    method: 'POST',
    path: '/api/payments/momo/:product/:token',
    params: momoCallbackParamsSchema,
    body: momoCallbackBodySchema,
    response: { 200: railReceivedResponseSchema },
  }),
  // MoMo notifies with PUT in some markets: the same callback under that method.
  momoCallbackPut: endpoint({
    method: 'PUT',
    path: '/api/payments/momo/:product/:token',
    params: momoCallbackParamsSchema,
    body: momoCallbackBodySchema,
    response: { 200: railReceivedResponseSchema },
  }),
  paystackWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/paystack/webhook',
    body: paystackWebhookBodySchema,
    response: { 200: railReceivedResponseSchema },
  }),
  sandboxCheckoutPage: endpoint({
    method: 'GET',
    path: '/api/payments/sandbox/checkout/:reference',
    params: paymentReferenceParamsSchema,
    // The hosted page answers an unknown payment with a page too.
    response: { 200: htmlPageSchema, 404: htmlPageSchema },
  }),
  sandboxCheckoutAction: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/checkout/:reference',
    params: paymentReferenceParamsSchema,
    body: sandboxCheckoutBodySchema,
    response: { 200: htmlPageSchema, 400: htmlPageSchema, 404: htmlPageSchema },
  }),

  // Wallet
  transactions: endpoint({
    method: 'GET',
    path: '/api/transactions',
    query: transactionsQuerySchema,
    response: { 200: transactionsResponseSchema },
    auth: true,
  }),
  transactionsPost: endpoint({
    method: 'POST',
    path: '/api/transactions',
    body: transactionsQuerySchema,
    response: { 200: transactionsResponseSchema },
    auth: true,
  }),

  // Betting
  placeBet: placementEndpoint('/api/v2/bet', placeBetBodySchema, placeBetResponseSchema),
  betHistory: endpoint({
    method: 'POST',
    path: '/api/uo/bethistory',
    body: betHistoryBodySchema,
    response: { 200: betHistoryResponseSchema },
    auth: true,
  }),
  bet: endpoint({
    method: 'GET',
    path: '/api/bet/:betId',
    params: betIdParamsSchema,
    response: { 200: betDetailResponseSchema },
    auth: true,
  }),
  betByShortId: endpoint({
    method: 'GET',
    path: '/api/bet/short/:shortBetId',
    params: shortBetIdParamsSchema,
    response: { 200: betDetailResponseSchema },
    auth: true,
  }),
  betByRef: endpoint({
    method: 'GET',
    path: '/api/bet/ref/:ref',
    params: betRefParamsSchema,
    response: { 200: betDetailResponseSchema },
    auth: true,
  }),
  cancelBet: endpoint({
    method: 'POST',
    path: '/api/v2/bet/cancel',
    body: betActionBodySchema,
    response: { 200: cancelBetResponseSchema },
    auth: true,
  }),
  rebet: endpoint({
    method: 'POST',
    path: '/api/v2/bet/rebet',
    body: betActionBodySchema,
    response: { 200: rebetResponseSchema },
    auth: true,
  }),

  // Shikisha (bet-builder)
  shikishaQuote: endpoint({
    method: 'POST',
    path: '/api/betbuilder/quote',
    body: shikishaQuoteBodySchema,
    response: { 200: shikishaQuoteResponseSchema },
  }),
  shikishaPlaceBet: placementEndpoint(
    '/api/betbuilder/placebet',
    shikishaPlaceBodySchema,
    shikishaPlaceResponseSchema,
  ),
  shikishaMatches: endpoint({
    method: 'GET',
    path: '/api/betbuilder/matches',
    query: shikishaMatchesQuerySchema,
    response: { 200: shikishaMatchesResponseSchema },
  }),
  shikishaMarkets: endpoint({
    method: 'GET',
    path: '/api/betbuilder/markets',
    query: shikishaMarketsQuerySchema,
    response: { 200: shikishaMarketsResponseSchema },
  }),

  // Cash-out
  cashoutWhitelist: endpoint({
    method: 'GET',
    path: '/api/v2/cashout/whitelist',
    query: cashoutWhitelistQuerySchema,
    response: { 200: cashoutWhitelistResponseSchema },
    auth: true,
  }),
  cashoutValidations: endpoint({
    method: 'GET',
    path: '/api/v2/cashout/validations',
    response: { 200: cashoutValidationsResponseSchema },
  }),
  cashoutValidate: endpoint({
    method: 'POST',
    path: '/api/v2/cashout/validate',
    body: cashoutValidateBodySchema,
    response: { 200: cashoutValidateResponseSchema },
    auth: true,
  }),
  cashoutOffer: endpoint({
    method: 'GET',
    path: '/api/v2/cashout/offer',
    query: cashoutOfferQuerySchema,
    response: { 200: cashoutOfferResponseSchema },
    auth: true,
  }),
  cashout: endpoint({
    method: 'POST',
    path: '/api/v2/cashout',
    body: cashoutExecuteBodySchema,
    response: { 200: cashoutExecuteResponseSchema },
    auth: true,
  }),

  // Sharing
  shareEncode: endpoint({
    method: 'POST',
    path: '/api/v2/share/encode',
    body: shareEncodeBodySchema,
    response: { 200: shareEncodeResponseSchema },
  }),
  shareDecode: endpoint({
    method: 'GET',
    path: '/api/v2/share/decode',
    query: shareDecodeQuerySchema,
    response: { 200: shareDecodeResponseSchema },
  }),

  // Print Matches: the list as JSON, and the same list as a PDF file
  fixturesPrint: endpoint({
    method: 'GET',
    path: '/api/fixtures/print',
    query: fixturesPrintQuerySchema,
    response: { 200: fixturesPrintResponseSchema },
  }),
  fixturesPrintPdf: endpoint({
    method: 'GET',
    path: '/api/fixtures/print.pdf',
    query: fixturesPrintQuerySchema,
    response: { 200: pdfFileSchema },
  }),

  // Catalog
  sports: endpoint({ method: 'GET', path: '/api/sports', response: { 200: sportsResponseSchema } }),
  sportMatches: endpoint({
    method: 'GET',
    path: '/api/uo/sport',
    query: sportMatchesQuerySchema,
    response: { 200: sportMatchesResponseSchema },
  }),
  totalMatches: endpoint({
    method: 'GET',
    path: '/api/uo/totalMatches',
    response: { 200: totalMatchesResponseSchema },
  }),
  match: endpoint({
    method: 'GET',
    path: '/api/match',
    query: matchQuerySchema,
    response: { 200: matchResponseSchema },
  }),
  liveMatch: endpoint({
    method: 'GET',
    path: '/api/live/match',
    query: matchQuerySchema,
    response: { 200: matchResponseSchema },
  }),
  liveOdds: endpoint({
    method: 'GET',
    path: '/api/live/uo/match',
    query: liveOddsQuerySchema,
    response: { 200: liveOddsResponseSchema },
  }),
  liveMatches: endpoint({
    method: 'GET',
    path: '/api/live/matches',
    query: liveMatchesQuerySchema,
    response: { 200: liveMatchesResponseSchema },
  }),
  liveSports: endpoint({
    method: 'GET',
    path: '/api/live/sports',
    response: { 200: liveSportsResponseSchema },
  }),
  bulkMatch: endpoint({
    method: 'GET',
    path: '/api/uo/bulk-match',
    query: bulkMatchQuerySchema,
    response: { 200: bulkMatchResponseSchema },
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
    response: { 200: searchResponseSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/uo/categories',
    query: categoriesQuerySchema,
    response: { 200: categoriesResponseSchema },
  }),
  livescore: endpoint({
    method: 'GET',
    path: '/api/livescore',
    query: livescoreQuerySchema,
    response: { 200: livescoreResponseSchema },
  }),

  // Virtual sports
  ...virtualEndpoints,

  // Jackpots and pool products
  ...jackpotEndpoints,

  // Casino (our own provably fair games)
  ...casinoEndpoints,

  // Free bets and promotions
  ...offerEndpoints,

  // Bet recommendations
  ...recommendationEndpoints,

  // Notifications, devices and browser push
  ...notificationEndpoints,

  // Campaign attribution and the analytics client id
  ...campaignEndpoints,

  // Responsible gambling
  ...rgEndpoints,
  // SMS and USSD gateway callbacks
  ...smsEndpoints,
  // Support chat (bettors and visitors)
  ...supportChatEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What a client sends (before the schema's coercions: forms send numbers as strings). */
export type EndpointParams<E extends Endpoint> = z.input<Schema<E, 'params'>>;
export type EndpointQuery<E extends Endpoint> = z.input<Schema<E, 'query'>>;
export type EndpointBody<E extends Endpoint> = z.input<Schema<E, 'body'>>;

/** The success answer of an endpoint (the union over its success statuses, and endpoints). */
export type EndpointResponse<E extends Endpoint> = E extends Endpoint
  ? {
      [S in keyof E['response']]: S extends 200 | 201 | 202
        ? E['response'][S] extends z.ZodType
          ? z.output<E['response'][S]>
          : never
        : never;
    }[keyof E['response']]
  : never;

/** Fills `:name` parameters of an endpoint's path. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
