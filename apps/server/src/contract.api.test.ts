import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { BET_TYPE, crashElapsedMsFor } from '@shangwe/domain';
import {
  endpointPath,
  endpoints,
  errorBodySchema,
  errorCodes,
  isErrorCode,
  type Endpoint,
  type EndpointName,
  type EndpointResponse,
  type ErrorCode,
  type JackpotEvent,
} from '@shangwe/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { boEndpoints } from '@shangwe/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from './accounts/test-factories';
import {
  loadCatalogIntoMemory,
  pick,
  resultMatch,
  seedFixtureMatches,
} from './betting/test-fixtures';
import { ensureOpenEvent } from './jackpots/event-scheduler';
import { settleJackpotEvent } from './jackpots/event-settlement';
import { signCallback } from './payments/callback-signature';
import { notify } from './notifications/notification-writer';
import { opsRouteModules } from './routes';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { VirtualEngine } from './virtuals/virtual-engine';
import { crashConfigFrom } from './casino/crash-config';
import { CrashEngine } from './casino/crash-engine';
import { roundById as crashRoundById } from './casino/crash-repository';

/**
 * The executable contract: every endpoint of the map is called with a valid request through
 * the HTTP layer and its answer must parse with the endpoint's response schema; every route
 * the server registers is in the map and every endpoint of the map is registered.
 */

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const PASSWORD = 'Shangwe-test-9';

let t: TestApp;
let bettor: TestProfile;
const registered: Array<{ method: string; url: string }> = [];

/** What earlier calls answered that later ones need (a bet's id, a deposit's reference). */
const state = {
  betId: 0,
  shortBetId: '',
  betRef: '',
  cancellableBetId: 0,
  depositReference: '',
  checkoutPath: '',
  shareCode: '',
};

/** The device and notification the notification calls use. */
const notificationState = { userDeviceId: 0, notificationId: 0 };

/** The Shikisha picks the quote and the placement use, and the quoted price. */
const shikisha = {
  picks: [] as Array<{
    parent_match_id: number;
    sub_type_id: number;
    special_bet_value: string;
    bet_pick: string;
  }>,
  totalOdd: 0,
};

/** The jackpot-style events the jackpot calls use, by product, and a one-line slip of one. */
const jackpot = {
  events: new Map<string, JackpotEvent>(),
  event(kind: string): JackpotEvent {
    const event = this.events.get(kind);
    if (!event) throw new Error(`no open ${kind} event`);
    return event;
  },
  slip(kind: string, key: string) {
    const event = this.event(kind);
    return {
      event_id: event.event_id,
      idempotency_key: key,
      selectedOdds: event.matches.map((m) => ({ parent_match_id: m.parent_match_id, odds: ['1'] })),
    };
  },
};

/** The virtual match-day the virtual calls use, and a pick of it. */
const virtual = { roundId: 0, pick: {} as Record<string, unknown> & { parent_virtual_id: number } };

/** The support chat's visitor token and photo (a 1×1 PNG). */
const supportChat = { token: '', attachmentId: 0 };
const SUPPORT_CHAT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The crash round the casino calls use, and the seed pair retired by the client-seed call. */
const casino = {
  roundId: 0,
  previous: null as { server_seed: string; client_seed: string } | null,
};

beforeAll(async () => {
  // Records every route as Fastify registers it: the first route module adds the hook, before
  // any route exists (hooks added to the root reach the encapsulated catalog scope too).
  const recorder = async (app: TestApp['app']) => {
    app.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method !== 'HEAD') registered.push({ method, url: options.url });
      }
    });
  };
  opsRouteModules.unshift(recorder);
  try {
    // Cash-out open to everyone so its calls answer with their success shapes.
    t = await buildTestApp({ cashoutAllProfiles: true }, { serveWeb: false });
  } finally {
    opsRouteModules.splice(opsRouteModules.indexOf(recorder), 1);
  }
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
    { id: 102, home: 'Hull City', away: 'Derby County', start: LATER },
  ]);
  await loadCatalogIntoMemory(t.ctx);
  bettor = await createTestProfile(t.ctx, { cashCents: 500_000 });
});
afterAll(async () => {
  await t?.close();
});

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Sends the bettor's session as a Bearer token. */
  session?: boolean;
}

async function call(endpoint: Endpoint, request: Call = {}): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: endpoint.method,
    url: endpointPath(endpoint.path, request.params),
    query: request.query
      ? Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: {
      'x-country': 'KE',
      ...(request.session ? { authorization: `Bearer ${bettor.token}` } : {}),
      // A fresh key per attempt, as the web client sends on its money-moving calls.
      ...(endpoint.method === 'POST' && !request.body?.idempotency_key
        ? { 'idempotency-key': randomUUID() }
        : {}),
      ...request.headers,
    },
    ...(request.body ? { payload: request.body } : {}),
  };
  return t.app.inject(options);
}

/** A bettor of its own for a responsible-gambling case, as request headers. */
async function rgBettor(): Promise<Record<string, string>> {
  const own = await createTestProfile(t.ctx, { cashCents: 0 });
  return { authorization: `Bearer ${own.token}` };
}

/** Calls an endpoint and parses its answer with the endpoint's schema for the status it got. */
async function answerOf<E extends Endpoint>(
  endpoint: E,
  request: Call = {},
): Promise<{ status: number; body: EndpointResponse<E> }> {
  const res = await call(endpoint, request);
  const schema = endpoint.response[res.statusCode];
  expect(
    schema,
    `${endpoint.method} ${endpoint.path} answered ${res.statusCode}: ${res.body}`,
  ).toBeDefined();
  const type = String(res.headers['content-type'] ?? '');
  const answer = type.startsWith('application/json')
    ? res.json()
    : type.startsWith('application/pdf')
      ? new Uint8Array(res.rawPayload)
      : res.body;
  const parsed = schema!.safeParse(answer);
  expect(parsed.error?.issues ?? [], `${endpoint.method} ${endpoint.path}`).toEqual([]);
  // The schema of the status it got: a success status's schema gives the success answer.
  return { status: res.statusCode, body: parsed.data as EndpointResponse<E> };
}

const lastSmsCode = async (mobile: string) => {
  const { body } = await answerOf(endpoints.smsOutbox, { query: { mobile } });
  const [first] = body.data;
  return /^(\d{4}) /.exec(first!.message)![1]!;
};

/**
 * A provider's callback for a payment this server never started: the answer is the shared error
 * body with a registered code and the registry's status (the paying paths run against each
 * provider's stand-in in payments/rails/*.api.test.ts).
 */
async function refusedCallback(endpoint: Endpoint, request: Call, code: ErrorCode) {
  const res = await call(endpoint, request);
  const { error } = errorBodySchema.parse(res.json());
  expect(error.code).toBe(code);
  expect(res.statusCode).toBe(errorCodes[code].status);
}

const UNKNOWN_RAIL_TOKEN = { token: 'a'.repeat(32) };
const stkCallback = {
  Body: {
    stkCallback: {
      MerchantRequestID: 'm-1',
      CheckoutRequestID: 'ws_CO_1',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};
const b2cResult = {
  Result: { ResultCode: 0, OriginatorConversationID: 'o-1', ConversationID: 'c-1' },
};
const momoNotice = { externalId: 'x-1', status: 'FAILED' };

/** What the free-bet and promo cases hand on: the granted free bet and a listed promo. */
const offerState = { freeBetId: 0, promoId: 0 };

/** Runs a call with the server's clock at the real time, then puts the test clock back. */
async function atInstallTime<T>(fn: () => Promise<T>): Promise<T> {
  const clock = t.ctx.now;
  t.ctx.now = () => new Date();
  try {
    return await fn();
  } finally {
    t.ctx.now = clock;
  }
}

/**
 * One valid call per endpoint, in an order where each finds what it needs (a placed bet before
 * its detail). An endpoint added to the map without a case here fails the first test below.
 */
const cases: Partial<Record<EndpointName, () => Promise<unknown>>> = {
  health: () => answerOf(endpoints.health),
  ready: () => answerOf(endpoints.ready),
  metrics: () => answerOf(endpoints.metrics),
  config: () => answerOf(endpoints.config, { query: { country: 'GH' } }),
  geo: () => answerOf(endpoints.geo),
  userInfo: () => answerOf(endpoints.userInfo),
  userInfoPost: () =>
    answerOf(endpoints.userInfoPost, { body: { client_id: '1234567890.1732660000' } }),
  campaignHoid: () =>
    answerOf(endpoints.campaignHoid, { session: true, body: { hoid: 'spring-26' } }),

  signup: async () => {
    const { status } = await answerOf(endpoints.signup, {
      body: { mobile: '0712000111', password: PASSWORD, date_of_birth: '1990-05-01' },
    });
    expect(status).toBe(201);
  },
  code: async () => {
    await answerOf(endpoints.code, { body: { mobile: '0712000111' } });
    const code = await lastSmsCode('0712000111');
    const { body } = await answerOf(endpoints.code, { body: { mobile: '0712000111', code } });
    expect(body).toHaveProperty('token');
  },
  login: () => answerOf(endpoints.login, { body: { mobile: bettor.mobile, password: PASSWORD } }),
  forgotPassword: () => answerOf(endpoints.forgotPassword, { body: { mobile: '0712000111' } }),
  resetPassword: async () =>
    answerOf(endpoints.resetPassword, {
      body: {
        mobile: '0712000111',
        code: await lastSmsCode('0712000111'),
        password: 'Mombasa-22',
      },
    }),
  smsOutbox: () => answerOf(endpoints.smsOutbox, { query: { mobile: bettor.mobile } }),
  balance: () => answerOf(endpoints.balance, { session: true }),
  profile: () => answerOf(endpoints.profile, { session: true }),
  profilePost: async () => {
    // The language chosen in the web's settings is kept in the profile (issue 36).
    const answer = await answerOf(endpoints.profilePost, {
      session: true,
      body: { language: 'sw' },
    });
    expect(answer.body.data.user.language).toBe('sw');
    return answer;
  },

  depositProviders: () => answerOf(endpoints.depositProviders),
  deposit: () => answerOf(endpoints.deposit, { session: true, body: { amount: 100 } }),
  depositV2: async () => {
    const { body } = await answerOf(endpoints.depositV2, {
      session: true,
      body: { amount: 200 },
    });
    state.depositReference = body.data.reference;
  },
  depositStatus: () =>
    answerOf(endpoints.depositStatus, {
      session: true,
      params: { reference: state.depositReference },
    }),
  paymentCallback: () => {
    const input = { reference: state.depositReference, status: 'completed' as const };
    return answerOf(endpoints.paymentCallback, {
      params: { provider: 'mobile_money' },
      body: {
        ...input,
        kind: 'deposit',
        amount_cents: 20_000,
        signature: signCallback(t.ctx.env.paymentCallbackSecret, {
          ...input,
          amountCents: 20_000,
        }),
      },
    });
  },
  sandboxCheckoutPage: async () => {
    const { body } = await answerOf(endpoints.depositV2, {
      session: true,
      body: { amount: 300, provider: 'checkout' },
    });
    const url = new URL(body.url!);
    state.checkoutPath = url.pathname;
    const reference = decodeURIComponent(url.pathname.split('/').pop()!);
    const query = Object.fromEntries(url.searchParams);
    const page = await answerOf(endpoints.sandboxCheckoutPage, { params: { reference }, query });
    expect(page.status).toBe(200);
    state.checkoutPath = `${reference}?${url.searchParams}`;
  },
  smsInbound: async () => {
    const sms = await answerOf(endpoints.smsInbound, {
      params: { secret: t.ctx.env.sms.callbackSecret ?? '' },
      body: { from: '+254700000123', to: '29090', text: 'HELP', id: 'contract-sms-1' },
    });
    expect(sms.body).toEqual({ status: 'handled' });
    const forged = await answerOf(endpoints.smsInbound, {
      params: { secret: 'forged' },
      body: { from: '+254700000123', text: 'HELP', id: 'contract-sms-2' },
    });
    expect(forged.status).toBe(403);
  },
  ussdCallback: async () => {
    const menu = await answerOf(endpoints.ussdCallback, {
      params: { secret: t.ctx.env.sms.callbackSecret ?? '' },
      body: { sessionId: 'contract-ussd', serviceCode: '*483#', phoneNumber: '+254700000124' },
    });
    expect(menu.body).toMatch(/^CON /);
  },
  sandboxCheckoutAction: async () => {
    const [reference, search] = state.checkoutPath.split('?');
    const page = await answerOf(endpoints.sandboxCheckoutAction, {
      params: { reference: reference! },
      query: Object.fromEntries(new URLSearchParams(search)),
      body: { action: 'cancel' },
    });
    expect(page.status).toBe(200);
  },
  withdraw: () => answerOf(endpoints.withdraw, { session: true, body: { amount: 100 } }),
  withdrawV2: () => answerOf(endpoints.withdrawV2, { session: true, body: { amount: 100 } }),
  transactions: () =>
    answerOf(endpoints.transactions, { session: true, query: { page: 1, limit: 5 } }),
  transactionsPost: () =>
    answerOf(endpoints.transactionsPost, { session: true, body: { page: '2', limit: '5' } }),

  placeBet: async () => {
    const { status, body } = await answerOf(endpoints.placeBet, {
      session: true,
      body: { stake: 100, betslip: [pick(101, '1', 2.1), pick(102, '2', 3.6)] },
    });
    expect(status).toBe(201);
    state.betId = body.bet_id!;
    const second = await answerOf(endpoints.placeBet, {
      session: true,
      body: { stake: '50', betslip: JSON.stringify([pick(101, 'X', 3.3)]) },
    });
    state.cancellableBetId = second.body.bet_id!;
  },
  betHistory: () => answerOf(endpoints.betHistory, { session: true, body: { period: 'YEAR' } }),
  bet: async () => {
    const { body } = await answerOf(endpoints.bet, {
      session: true,
      params: { betId: state.betId },
    });
    state.shortBetId = body.data.short_bet_id;
    state.betRef = body.data.ref;
  },
  betByShortId: () =>
    answerOf(endpoints.betByShortId, { session: true, params: { shortBetId: state.shortBetId } }),
  betByRef: () => answerOf(endpoints.betByRef, { session: true, params: { ref: state.betRef } }),
  rebet: () =>
    answerOf(endpoints.rebet, { session: true, body: { bet_id: state.cancellableBetId } }),
  cancelBet: () =>
    answerOf(endpoints.cancelBet, { session: true, body: { bet_id: state.cancellableBetId } }),

  cashoutWhitelist: () => answerOf(endpoints.cashoutWhitelist, { session: true }),
  cashoutValidations: () => answerOf(endpoints.cashoutValidations),
  cashoutValidate: () =>
    answerOf(endpoints.cashoutValidate, {
      session: true,
      body: {
        bet_amount: 100,
        total_odd: 2.1,
        reference: 'slip-1',
        bet_slips: [
          {
            bet_pick: '1',
            parent_match_id: 101,
            sub_type_id: 1,
            odd_value: 2.1,
            special_bet_value: '',
            outcome_id: '1',
            reference: 'slip-1',
          },
        ],
      },
    }),
  cashoutOffer: () =>
    answerOf(endpoints.cashoutOffer, { session: true, query: { bet_id: state.betId } }),
  cashout: async () => {
    const { body } = await answerOf(endpoints.cashoutOffer, {
      session: true,
      query: { bet_id: state.betId },
    });
    return answerOf(endpoints.cashout, {
      session: true,
      body: { bet_id: state.betId, amount: body.data.amount },
    });
  },

  shareEncode: async () => {
    const { body } = await answerOf(endpoints.shareEncode, {
      body: {
        product_type: 'NORMAL',
        betslip: [{ parent_match_id: 101, sub_type_id: 1, odd_key: '1', special_bet_value: '' }],
      },
    });
    state.shareCode = body.code;
  },
  shareDecode: () => answerOf(endpoints.shareDecode, { query: { code: state.shareCode } }),

  shikishaMatches: () => answerOf(endpoints.shikishaMatches, { query: { limit: 5 } }),
  shikishaMarkets: async () => {
    const { body } = await answerOf(endpoints.shikishaMarkets, {
      query: { parent_match_id: 101 },
    });
    // Two picks of match 101 the builder combines: the home win and over 2.5 goals.
    const markets = body.data.groups.flatMap((g) => g.markets);
    shikisha.picks = [
      { sub_type_id: 1, special_bet_value: '', bet_pick: '1' },
      { sub_type_id: 18, special_bet_value: 'total=2.5', bet_pick: 'over 2.5' },
    ].map((p) => {
      expect(markets.some((m) => m.sub_type_id === p.sub_type_id)).toBe(true);
      return { ...p, parent_match_id: 101 };
    });
  },
  shikishaQuote: async () => {
    const { body } = await answerOf(endpoints.shikishaQuote, {
      body: { betslip: shikisha.picks },
    });
    shikisha.totalOdd = body.total_odd;
  },
  shikishaPlaceBet: async () => {
    const { status } = await answerOf(endpoints.shikishaPlaceBet, {
      session: true,
      body: {
        stake: 50,
        total_odd: shikisha.totalOdd,
        betslip: shikisha.picks.map((p) => ({
          ...p,
          odd_value: 2,
          bet_type: BET_TYPE.shikisha,
          is_shared: false,
        })),
      },
    });
    expect(status).toBe(201);
  },

  fixturesPrint: () => answerOf(endpoints.fixturesPrint, { query: { sport_id: 1 } }),
  fixturesPrintPdf: async () => {
    const { body } = await answerOf(endpoints.fixturesPrintPdf, { query: { sport_id: 1 } });
    expect(body.length).toBeGreaterThan(100);
  },
  recommendationsPreBet: () =>
    answerOf(endpoints.recommendationsPreBet, {
      session: true,
      query: { widget: 'betslip-pre', event_ids: 'sr:match:101' },
    }),

  sports: () => answerOf(endpoints.sports),
  sportMatches: () => answerOf(endpoints.sportMatches, { query: { id: 1 } }),
  totalMatches: () => answerOf(endpoints.totalMatches),
  match: () => answerOf(endpoints.match, { query: { parent_match_id: 101 } }),
  liveMatch: () => answerOf(endpoints.liveMatch, { query: { parent_match_id: 102 } }),
  liveOdds: () => answerOf(endpoints.liveOdds, { query: { id: 101 } }),
  liveMatches: () => answerOf(endpoints.liveMatches),
  liveSports: () => answerOf(endpoints.liveSports),
  bulkMatch: () => answerOf(endpoints.bulkMatch, { query: { ids: '101,102' } }),
  search: () => answerOf(endpoints.search, { query: { q: 'Leeds' } }),
  categories: () => answerOf(endpoints.categories, { query: { id: 1 } }),
  livescore: () => answerOf(endpoints.livescore),

  addKyc: () =>
    answerOf(endpoints.addKyc, {
      session: true,
      body: {
        official_name: 'Wanjiru Kamau',
        date_of_birth: '1990-01-15',
        id_type: 'national_id',
        id_number: '00012345',
      },
    }),
  verifyKyc: () => answerOf(endpoints.verifyKyc, { session: true }),

  // Virtual sports: the engine opens a match-day now, then plays and finishes it ahead of time.
  virtualLeague: async () => {
    await new VirtualEngine(t.ctx).tick();
    await answerOf(endpoints.virtualLeague);
  },
  virtualMatchDay: async () => {
    const { body } = await answerOf(endpoints.virtualMatchDay);
    const match = body.next!.matches[0]!;
    const odd = match.markets[0]!.odds[0]!;
    virtual.roundId = body.next!.round_id;
    virtual.pick = {
      sub_type_id: 1,
      special_bet_value: '',
      bet_pick: odd.odd_key,
      odd_value: odd.odd_value,
      outcome_id: odd.outcome_id,
      parent_virtual_id: match.parent_virtual_id,
      parent_match_id: match.parent_virtual_id,
      match_id: match.parent_virtual_id,
      bet_type: BET_TYPE.virtual,
    };
  },
  virtualMarkets: () =>
    answerOf(endpoints.virtualMarkets, { query: { id: virtual.pick.parent_virtual_id } }),
  virtualPlaceBet: async () => {
    const { status } = await answerOf(endpoints.virtualPlaceBet, {
      session: true,
      body: { stake: 50, betslip: [virtual.pick] },
    });
    expect(status).toBe(201);
  },
  virtualOngoing: async () => {
    await answerOf(endpoints.virtualOngoing);
    await new VirtualEngine(t.ctx).tick(new Date(t.ctx.now().getTime() + 600_000));
  },
  virtualRound: () => answerOf(endpoints.virtualRound, { params: { roundId: virtual.roundId } }),
  virtualResults: () => answerOf(endpoints.virtualResults, { query: { limit: 5 } }),
  virtualTable: () => answerOf(endpoints.virtualTable),
  virtualVerify: async () => {
    const { body } = await answerOf(endpoints.virtualVerify, { query: { round: virtual.roundId } });
    expect(body.results_match).toBe(true);
  },

  // Casino (issue 18): a crash round the engine opens at NOW; the clock moves for its phases.
  casinoGames: () => answerOf(endpoints.casinoGames),
  crashState: async () => {
    await new CrashEngine(t.ctx, crashConfigFrom({ CRASH_SEEDING_WINDOW_MS: '0' })).tick(NOW);
    const { body } = await answerOf(endpoints.crashState, { session: true });
    casino.roundId = body.round.round_id;
  },
  crashBet: () =>
    answerOf(endpoints.crashBet, {
      session: true,
      body: { round_id: casino.roundId, slot: 1, stake: 10, auto_cashout: 2 },
    }),
  crashCashout: async () => {
    const round = (await crashRoundById(t.ctx.db, casino.roundId))!;
    // As the curve reaches 1.01x (cash-out opens): won, unless the round crashes at 1.00x.
    t.ctx.now = () =>
      new Date(
        round.bet_window_ends_at.getTime() + crashElapsedMsFor(101, round.growth_per_second),
      );
    try {
      if (round.crash_point > 100) {
        const { body } = await answerOf(endpoints.crashCashout, {
          session: true,
          body: { round_id: casino.roundId, slot: 1 },
        });
        expect(body.multiplier).toBe(1.01);
      } else {
        const res = await call(endpoints.crashCashout, {
          session: true,
          body: { round_id: casino.roundId, slot: 1 },
        });
        expect(res.json().error.code).toBe('CASINO_CASHOUT_TOO_LATE');
      }
    } finally {
      t.ctx.now = () => NOW;
    }
  },
  crashRoundBets: () => answerOf(endpoints.crashRoundBets, { params: { roundId: casino.roundId } }),
  crashHistory: () => answerOf(endpoints.crashHistory, { query: { limit: 10 } }),
  crashSeeding: () => answerOf(endpoints.crashSeeding, { query: {} }),
  crashVerify: async () => {
    const round = (await crashRoundById(t.ctx.db, casino.roundId))!;
    t.ctx.now = () => round.crashes_at;
    try {
      const { body } = await answerOf(endpoints.crashVerify, {
        query: { round_id: casino.roundId },
      });
      expect(body).toMatchObject({ chain_valid: true, matches: true });
    } finally {
      t.ctx.now = () => NOW;
    }
  },
  casinoSeeds: () => answerOf(endpoints.casinoSeeds, { session: true }),
  dicePlay: () =>
    answerOf(endpoints.dicePlay, {
      session: true,
      body: { stake: 10, target: 49.5, direction: 'under' },
    }),
  wheelPlay: () => answerOf(endpoints.wheelPlay, { session: true, body: { stake: 10 } }),
  casinoClientSeed: async () => {
    const { body } = await answerOf(endpoints.casinoClientSeed, {
      session: true,
      body: { client_seed: 'contract-seed' },
    });
    casino.previous = body.previous!;
  },
  casinoVerify: () =>
    answerOf(endpoints.casinoVerify, {
      query: {
        game: 'wheel',
        server_seed: casino.previous!.server_seed,
        client_seed: casino.previous!.client_seed,
        nonce: 1,
      },
    }),
  casinoHistory: () => answerOf(endpoints.casinoHistory, { session: true }),

  // Jackpots and pool products (issue 15): events opened from matches seeded for them.
  jackpotEvents: async () => {
    await seedFixtureMatches(
      t.ctx,
      Array.from({ length: 30 }, (_, i) => ({
        id: 9100 + i,
        start: new Date(LATER.getTime() + i * 60_000),
      })),
    );
    for (const kind of ['grand', 'free', 'splitpot', 'sababisha', 'boosted'] as const) {
      await ensureOpenEvent(t.ctx, kind, NOW);
    }
    const { body } = await answerOf(endpoints.jackpotEvents);
    for (const event of body.data) jackpot.events.set(event.kind, event);
    expect(jackpot.events.get('grand')?.matches).toHaveLength(13);
  },
  jackpotEvent: () =>
    answerOf(endpoints.jackpotEvent, { params: { eventId: jackpot.event('grand').event_id } }),
  jackpotPlaceEntry: async () => {
    const { status } = await answerOf(endpoints.jackpotPlaceEntry, {
      session: true,
      body: jackpot.slip('grand', 'contract-jackpot-1'),
    });
    expect(status).toBe(201);
  },
  freeJackpotEntry: async () => {
    const { status } = await answerOf(endpoints.freeJackpotEntry, {
      session: true,
      body: jackpot.slip('free', 'contract-jackpot-2'),
    });
    expect(status).toBe(201);
  },
  splitPotEntry: async () => {
    const { status } = await answerOf(endpoints.splitPotEntry, {
      session: true,
      body: jackpot.slip('splitpot', 'contract-jackpot-3'),
    });
    expect(status).toBe(201);
  },
  sababishaQuote: async () => {
    const { body } = await answerOf(endpoints.sababishaQuote, {
      body: { ...jackpot.slip('sababisha', 'contract-jackpot-4'), stake: 100 },
    });
    expect(body.lines).toBe(1);
  },
  sababishaPlaceBet: async () => {
    const { status } = await answerOf(endpoints.sababishaPlaceBet, {
      session: true,
      body: { ...jackpot.slip('sababisha', 'contract-jackpot-5'), stake: 100 },
    });
    expect(status).toBe(201);
  },
  boostedPlaceBet: async () => {
    const event = jackpot.event('boosted');
    const { status } = await answerOf(endpoints.boostedPlaceBet, {
      session: true,
      body: {
        event_id: event.event_id,
        stake: 50,
        idempotency_key: 'contract-jackpot-6',
        betslip: event.matches.slice(0, 3).map((m) => ({
          parent_match_id: m.parent_match_id,
          bet_pick: '1',
          odd_value: m.odds.find((o) => o.odd_key === '1')!.odd_value,
        })),
      },
    });
    expect(status).toBe(201);
  },
  jackpotEntries: async () => {
    const { body } = await answerOf(endpoints.jackpotEntries, { session: true });
    expect(body.data.length).toBeGreaterThanOrEqual(3);
  },
  jackpotResults: () => answerOf(endpoints.jackpotResults, { query: { product: 'grand' } }),
  jackpotResult: async () => {
    const event = jackpot.event('free');
    t.ctx.now = () => new Date(LATER.getTime() + 86_400_000);
    try {
      for (const m of event.matches) {
        await resultMatch(t.ctx, m.parent_match_id, '1', t.ctx.now());
      }
      await settleJackpotEvent(t.ctx, event.event_id);
    } finally {
      t.ctx.now = () => NOW;
    }
    const { body } = await answerOf(endpoints.jackpotResult, {
      params: { eventId: event.event_id },
    });
    expect(body.data.tiers[0]?.winning_lines).toBe(1);
  },

  mpesaStkCallback: () =>
    refusedCallback(
      endpoints.mpesaStkCallback,
      { params: UNKNOWN_RAIL_TOKEN, body: stkCallback },
      'UNKNOWN_PAYMENT',
    ),
  mpesaB2cResult: () =>
    refusedCallback(
      endpoints.mpesaB2cResult,
      { params: UNKNOWN_RAIL_TOKEN, body: b2cResult },
      'UNKNOWN_PAYMENT',
    ),
  mpesaB2cTimeout: () =>
    refusedCallback(
      endpoints.mpesaB2cTimeout,
      { params: UNKNOWN_RAIL_TOKEN, body: b2cResult },
      'UNKNOWN_PAYMENT',
    ),
  momoCallback: () =>
    refusedCallback(
      endpoints.momoCallback,
      { params: { ...UNKNOWN_RAIL_TOKEN, product: 'collection' }, body: momoNotice },
      'UNKNOWN_PAYMENT',
    ),
  momoCallbackPut: () =>
    refusedCallback(
      endpoints.momoCallbackPut,
      { params: { ...UNKNOWN_RAIL_TOKEN, product: 'disbursement' }, body: momoNotice },
      'UNKNOWN_PAYMENT',
    ),
  paystackWebhook: () =>
    refusedCallback(
      endpoints.paystackWebhook,
      { body: { event: 'charge.success', data: { reference: 'nope' } } },
      'BAD_SIGNATURE',
    ),

  // Free bets and promotions (the grant first: the others read the free bet it gives)
  freeBetGrant: async () => {
    const { status, body } = await answerOf(endpoints.freeBetGrant, {
      body: {
        profile_id: bettor.profileId,
        amount: 50,
        min_odd: 1.5,
        idempotency_key: 'contract-fb-1',
      },
    });
    expect(status).toBe(201);
    offerState.freeBetId = body.data.free_bet_profile_id;
  },
  freeBetsProfile: async () => {
    const { body } = await answerOf(endpoints.freeBetsProfile, { session: true, body: {} });
    expect(body.count).toBeGreaterThan(0);
  },
  freeBetQualification: () =>
    answerOf(endpoints.freeBetQualification, {
      session: true,
      body: {
        bet_amount: 100,
        total_odd: 6.5,
        free_bet_id: 3,
        selections: 5,
        client: 'MOBILE_WEB',
      },
    }),
  freeBet: () =>
    answerOf(endpoints.freeBet, { session: true, params: { id: offerState.freeBetId } }),
  // The seeded promos run for 30 days or more from the install: these cases call at the real
  // time, with a promo that runs every day (the Weekend Win Bonus refuses opt-ins on weekdays).
  promos: () =>
    atInstallTime(async () => {
      const { body } = await answerOf(endpoints.promos, { query: { country: 'KE' } });
      offerState.promoId = body.data.find((p) => !p.schedule_days)!.promo_id;
    }),
  promosProfile: () =>
    atInstallTime(() => answerOf(endpoints.promosProfile, { session: true, body: {} })),
  promo: () =>
    atInstallTime(() => answerOf(endpoints.promo, { params: { promoId: offerState.promoId } })),
  promoOptIn: () =>
    atInstallTime(() =>
      answerOf(endpoints.promoOptIn, { session: true, body: { promo_id: offerState.promoId } }),
    ),
  promoOptOut: () =>
    atInstallTime(() =>
      answerOf(endpoints.promoOptOut, { session: true, body: { promo_id: offerState.promoId } }),
    ),

  // Notifications, devices and browser push
  notificationDeviceRegister: async () => {
    const { body } = await answerOf(endpoints.notificationDeviceRegister, {
      session: true,
      body: {
        client_id: 2,
        device_id: 'contract-browser',
        profile_id: bettor.profileId,
        status: 1,
      },
    });
    notificationState.userDeviceId = body.user_device_id;
  },
  notificationDeviceUpdate: () =>
    answerOf(endpoints.notificationDeviceUpdate, {
      session: true,
      body: {
        client_id: 2,
        device_id: 'contract-browser',
        user_device_id: notificationState.userDeviceId,
        status: 1,
      },
    }),
  notificationsCount: () =>
    answerOf(endpoints.notificationsCount, {
      session: true,
      body: { profile_id: bettor.profileId },
    }),
  notificationsList: async () => {
    const notice = await t.ctx.db.transaction((tx) =>
      notify(
        tx,
        { profileId: bettor.profileId, type: 'freebet', level: 'success', message: 'A free bet' },
        t.ctx.now(),
      ),
    );
    notificationState.notificationId = notice!.item.notification_id;
    return answerOf(endpoints.notificationsList, { session: true, query: { page: 1 } });
  },
  notificationDetail: () =>
    answerOf(endpoints.notificationDetail, {
      session: true,
      params: { notificationId: notificationState.notificationId },
    }),
  notificationMarkRead: () =>
    answerOf(endpoints.notificationMarkRead, {
      session: true,
      params: { notificationId: notificationState.notificationId },
      body: {},
    }),
  notificationsMarkAllRead: () =>
    answerOf(endpoints.notificationsMarkAllRead, { session: true, body: {} }),
  notificationsBroadcast: () =>
    answerOf(endpoints.notificationsBroadcast, {
      body: { country: 'KE', title: 'Derby day', message: 'Boosted odds on the derby.' },
    }),
  pushVapidKey: () => answerOf(endpoints.pushVapidKey),
  pushSubscribe: () =>
    answerOf(endpoints.pushSubscribe, {
      session: true,
      body: {
        user_id: 'contract-sub-1',
        subscription: {
          endpoint: 'https://push.example/send/contract-sub-1',
          expirationTime: null,
          keys: {
            p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      },
    }),
  pushUnsubscribe: () =>
    answerOf(endpoints.pushUnsubscribe, { session: true, params: { id: 'contract-sub-1' } }),

  logout: async () => {
    await answerOf(endpoints.logout, { session: true });
    // The error answer after it carries a registered code with the registry's status.
    const res = await call(endpoints.balance, { session: true });
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('SESSION_EXPIRED');
    expect(res.statusCode).toBe(errorCodes.SESSION_EXPIRED.status);
  },

  // Responsible gambling (issue 31): a bettor of its own, so no limit or break reaches the others.
  rgStatus: async () => answerOf(endpoints.rgStatus, { headers: await rgBettor() }),
  rgSetLimit: async () => {
    const own = await rgBettor();
    const { body } = await answerOf(endpoints.rgSetLimit, {
      headers: own,
      body: { kind: 'deposit', period: 'day', amount: 5000 },
    });
    expect(body.message).not.toBe('');
  },
  rgConfirmLimit: async () => {
    // Nothing waits for a confirmation: a registered refusal.
    const res = await call(endpoints.rgConfirmLimit, {
      headers: await rgBettor(),
      body: { kind: 'deposit', period: 'day' },
    });
    const { error } = errorBodySchema.parse(res.json());
    expect(isErrorCode(error.code), `${error.code} is registered`).toBe(true);
  },
  rgExclude: async () => {
    await answerOf(endpoints.rgExclude, {
      headers: await rgBettor(),
      body: { kind: 'time_out', period: '24h' },
    });
  },
  rgEndExclusion: async () => {
    const res = await call(endpoints.rgEndExclusion, { headers: await rgBettor() });
    const { error } = errorBodySchema.parse(res.json());
    expect(isErrorCode(error.code), `${error.code} is registered`).toBe(true);
  },
  rgRealityCheck: async () =>
    answerOf(endpoints.rgRealityCheck, { headers: await rgBettor(), body: { minutes: 30 } }),
  rgDateOfBirth: async () =>
    answerOf(endpoints.rgDateOfBirth, {
      headers: await rgBettor(),
      body: { date_of_birth: '1985-01-31' },
    }),
  rgStatement: async () => answerOf(endpoints.rgStatement, { headers: await rgBettor() }),
  rgOpsImpose: async () => {
    const own = await createTestProfile(t.ctx, { cashCents: 0 });
    await answerOf(endpoints.rgOpsImpose, {
      body: {
        profile_id: own.profileId,
        staff: 'amina',
        reason: 'Asked on the phone',
        limit: { kind: 'stake', period: 'bet', amount: 15 },
      },
    });
  },
  rgOpsInteraction: async () => {
    const own = await createTestProfile(t.ctx, { cashCents: 0 });
    await answerOf(endpoints.rgOpsInteraction, {
      body: { profile_id: own.profileId, staff: 'amina', channel: 'phone', note: 'Called' },
    });
  },
  rgOpsMarkers: () => answerOf(endpoints.rgOpsMarkers, { query: { profile_id: bettor.profileId } }),

  // Support chat (issue 32): a visitor writes with a photo, then reads the conversation and it.
  supportChatSend: async () => {
    const { body } = await answerOf(endpoints.supportChatSend, {
      body: { text: 'Hello', image: { data_base64: SUPPORT_CHAT_PNG } },
    });
    supportChat.token = body.visitor_token;
    supportChat.attachmentId = body.message.attachment_id!;
  },
  supportChat: () =>
    answerOf(endpoints.supportChat, { headers: { 'x-chat-token': supportChat.token } }),
  supportChatAttachment: () =>
    answerOf(endpoints.supportChatAttachment, {
      headers: { 'x-chat-token': supportChat.token },
      params: { id: supportChat.attachmentId },
    }),
};

describe('the executable contract', () => {
  it('has a contract case for every endpoint of the map', () => {
    const missing = Object.keys(endpoints).filter((name) => !(name in cases));
    expect(missing, 'endpoints without a case in apps/server/src/contract.api.test.ts').toEqual([]);
  });

  it('registers every route of the server from the endpoint map, and every endpoint of it', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    // The back office's routes come from its own map (apps/server/src/backoffice).
    const mapped = [...Object.values(endpoints), ...Object.values(boEndpoints)].map((e) =>
      key({ method: e.method, url: e.path }),
    );
    expect(registered.map(key).sort()).toEqual([...new Set(mapped)].sort());
  });

  for (const name of Object.keys(cases) as EndpointName[]) {
    it(`${endpoints[name].method} ${endpoints[name].path} answers what the contract says`, async () => {
      await cases[name]!();
    });
  }

  it('answers refusals with a registered code and the status the registry gives it', async () => {
    bettor = await createTestProfile(t.ctx, { cashCents: 500_000 });
    const refusals = await Promise.all([
      call(endpoints.placeBet, { session: true, body: { stake: 1, betslip: [] } }),
      call(endpoints.bet, { params: { betId: 1 } }),
      call(endpoints.match, { query: { parent_match_id: 999_999 } }),
      call(endpoints.shareDecode, { query: { code: 'ZZZZZZZ' } }),
      call(endpoints.depositStatus, { session: true, params: { reference: 'nope' } }),
    ]);
    for (const res of refusals) {
      const { error } = errorBodySchema.parse(res.json());
      expect(isErrorCode(error.code), `${error.code} is registered`).toBe(true);
      if (isErrorCode(error.code)) expect(res.statusCode).toBe(errorCodes[error.code].status);
    }
  });
});
