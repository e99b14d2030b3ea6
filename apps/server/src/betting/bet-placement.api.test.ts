import { randomUUID } from 'node:crypto';
import type { NotificationBroadcast } from '@shangwe/contract';
import { broadcastOf } from '../notifications/notification-gateway';
import {
  notificationChannels,
  type NotificationPublished,
} from '../notifications/notification-channels';
import { getCountryConfig, formatCurrency } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { decideDueLiveBets, liveBetAcceptanceWorker } from '../wagers/live-bet-decider';
import { maxSelections, quoteBet } from '../wagers/slip-quote';
import {
  loadCatalogIntoMemory,
  pick,
  seedFixtureMatches,
  setMarketStatus,
  setOdd,
} from './test-fixtures';
import { EVENTUALLY } from '../test/eventually';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const KE = getCountryConfig('KE');
const money = (n: number) => formatCurrency(n, KE);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(env: Parameters<typeof buildTestApp>[0] = {}) {
  t = await buildTestApp({ liveBetDelaySeconds: 5, ...env });
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    {
      id: 101,
      home: 'Leeds Town',
      away: 'York Rovers',
      start: LATER,
      odds: { home: 2.1, draw: 3.3, away: 3.6 },
    },
    {
      id: 102,
      home: 'Hull City',
      away: 'Derby County',
      start: LATER,
      odds: { home: 1.5, draw: 4, away: 6 },
    },
    {
      id: 103,
      home: 'Bristol FC',
      away: 'Exeter Albion',
      start: LATER,
      odds: { home: 1.8, draw: 3.5, away: 4.2 },
    },
    {
      id: 104,
      home: 'Luton Rangers',
      away: 'Wigan Athletic',
      start: LATER,
      odds: { home: 1.04, draw: 12, away: 20 },
    },
    {
      id: 201,
      home: 'Live United',
      away: 'Clock Rovers',
      start: new Date('2030-03-01T09:30:00Z'),
      status: 'live',
    },
    {
      id: 301,
      home: 'Ended Town',
      away: 'Over Athletic',
      start: new Date('2030-03-01T07:00:00Z'),
      status: 'ended',
    },
    { id: 401, home: 'Early Kick', away: 'Late Start', start: new Date('2030-03-01T09:59:00Z') },
  ]);
  await loadCatalogIntoMemory(t.ctx);
  return t;
}

/** How many placements the given catalog copy had the last word on (GET /metrics). */
async function judgedBy(app: TestApp, catalog: 'memory' | 'database'): Promise<number> {
  const text = (await app.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`bets_judged_total{catalog="${catalog}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function place(
  app: TestApp,
  token: string | undefined,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  // Every attempt carries a fresh key, as the web client's do, unless the test names one.
  const keyed = 'idempotency-key' in headers || 'idempotency_key' in payload;
  return app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    payload: token ? { token, ...payload } : payload,
    headers: keyed ? headers : { ...headers, 'idempotency-key': randomUUID() },
  });
}

const threeLegs = [pick(101, '1', 2.1), pick(102, '1', 1.5), pick(103, '2', 4.2)];

describe('POST /api/v2/bet', () => {
  it('places a prematch bet at once, debits the stake and stores the domain quote', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const res = await place(app, user.token, {
      profile_id: user.profileId,
      stake: '100',
      total_odd: '13.23',
      src: 'MOBILE_WEB',
      betslip: threeLegs,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ async: false, first_bet: true, status: 'open' });
    expect(body.message).toMatch(/placed successfully/);
    expect(typeof body.ref).toBe('string');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(90_000);

    const expected = quoteBet('KE', { stake: 100, odds: [2.1, 1.5, 4.2], live: false });
    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/bet/${body.bet_id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(detail.statusCode).toBe(200);
    const bet = detail.json().data;
    expect(bet).toMatchObject({
      bet_id: body.bet_id,
      status: 'open',
      stake: 100,
      total_odd: expected.totalOdd,
      excise_tax: expected.exciseTaxCents / 100,
      possible_win: expected.possibleWinCents / 100,
      withholding_tax: expected.withholdingTaxCents / 100,
      bonus: expected.bonusCents / 100,
      final_payout: expected.finalPayoutCents / 100,
      points: expected.points,
      legs_count: 3,
    });
    expect(bet.legs[0]).toMatchObject({
      match_name: 'Leeds Town vs York Rovers',
      odd_value: 2.1,
      status: 'open',
      market_name: '1X2',
    });

    const second = await place(app, user.token, { stake: 50, betslip: [pick(101, 'X', 3.3)] });
    expect(second.statusCode).toBe(201);
    expect(second.json().first_bet).toBe(false);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('accepts a urlencoded form with the betslip as a JSON string', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const form = new URLSearchParams({
      token: user.token,
      stake: '20',
      total_odd: '2.1',
      betslip: JSON.stringify([pick(101, '1', 2.1)]),
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      payload: form.toString(),
      headers: {
        'idempotency-key': randomUUID(),
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 401 once the session ended elsewhere, though this process remembers it', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 20_000 });
    expect((await place(app, user.token, { stake: 100, betslip: threeLegs })).statusCode).toBe(201);
    // Logged out through another server process: this one still remembers the session.
    await app.ctx.db.query('UPDATE sessions SET revoked_at = $1 WHERE profile_id = $2', [
      NOW,
      user.profileId,
    ]);
    const res = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please login again');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
  });

  it('answers 401 without a session', async () => {
    const app = await setup();
    const res = await place(app, undefined, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please login again');
  });

  it('refuses each invalid slip with its reason and moves no money', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000_000 });
    const cases: Array<{
      payload: Record<string, unknown>;
      status: number;
      code: string;
      message: string | RegExp;
    }> = [
      {
        payload: { stake: 100, betslip: [] },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Add at least one selection to your betslip',
      },
      {
        payload: { stake: 'abc', betslip: threeLegs },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid amount',
      },
      {
        payload: { stake: 100, betslip: [pick(101, '1', 2.1), pick(101, 'X', 3.3)] },
        status: 400,
        code: 'DUPLICATE_MATCH',
        message: 'Only one pick per match is allowed in a betslip',
      },
      {
        payload: { stake: 100, betslip: [pick(999, '1', 2.1)] },
        status: 400,
        code: 'BET_SELECTION_UNKNOWN',
        message: 'Match 999 is not available for betting',
      },
      {
        payload: { stake: 100, betslip: [pick(301, '1', 2.1)] },
        status: 400,
        code: 'BET_SELECTION_FINISHED',
        message: 'Ended Town vs Over Athletic has ended and can no longer be bet on',
      },
      {
        payload: { stake: 100, betslip: [pick(401, '1', 2.1)] },
        status: 400,
        code: 'BET_SELECTION_STARTED',
        message: 'Early Kick vs Late Start has already started: remove it from your betslip',
      },
      {
        payload: { stake: 100, betslip: [pick(201, '1', 2.1)] },
        status: 400,
        code: 'BET_SELECTION_STARTED',
        message: 'Live United vs Clock Rovers has already started: remove it from your betslip',
      },
      {
        payload: { stake: 0.5, betslip: threeLegs },
        status: 400,
        code: 'STAKE_BELOW_MINIMUM',
        message: `Minimum bet amount is ${money(KE.minimumBetAmount)}`,
      },
      {
        payload: { stake: KE.maximumBetAmount + 1, betslip: threeLegs },
        status: 400,
        code: 'STAKE_ABOVE_MAXIMUM',
        message: new RegExp(`^Maximum bet amount is`),
      },
      {
        payload: { stake: 100, betslip: [pick(104, '1', 1.04)] },
        status: 400,
        code: 'TOTAL_ODD_BELOW_MINIMUM',
        message: `Min total odd of ${KE.minTotalOdd} required to place a bet`,
      },
      {
        payload: { stake: KE.maximumLiveBetAmount + 1, betslip: [pick(201, '1', 2.1, true)] },
        status: 400,
        code: 'LIVE_STAKE_ABOVE_MAXIMUM',
        message: `Maximum live bets amount is ${money(KE.maximumLiveBetAmount)}`,
      },
    ];
    for (const c of cases) {
      const res = await place(app, user.token, c.payload);
      expect({ payload: c.payload, status: res.statusCode }).toEqual({
        payload: c.payload,
        status: c.status,
      });
      expect(res.json().error.code).toBe(c.code);
      if (typeof c.message === 'string') expect(res.json().message).toBe(c.message);
      else expect(res.json().message).toMatch(c.message);
    }
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000_000);
    const metrics = await app.ctx.metrics.registry.getSingleMetricAsString('bets_rejected_total');
    expect(metrics).toContain('reason="selection_finished"');
  });

  it('applies the bettor’s own country rules and taxes (Ghana)', async () => {
    const app = await setup();
    const GH = getCountryConfig('GH');
    const user = await createTestProfile(app.ctx, {
      country: 'GH',
      mobile: '233241234567',
      cashCents: 10_000_000,
    });
    const below = await place(app, user.token, { stake: 0.4, betslip: threeLegs });
    expect(below.json().message).toBe(
      `Minimum bet amount is ${formatCurrency(GH.minimumBetAmount, GH)}`,
    );
    const above = await place(app, user.token, {
      stake: GH.maximumBetAmount + 1,
      betslip: threeLegs,
    });
    expect(above.json().message).toBe(
      `Maximum bet amount is ${formatCurrency(GH.maximumBetAmount, GH)}`,
    );
    const ok = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(ok.statusCode).toBe(201);
    const expected = quoteBet('GH', { stake: 100, odds: [2.1, 1.5, 4.2], live: false });
    const bet = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${ok.json().bet_id}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().data;
    expect(bet).toMatchObject({
      excise_tax: 0,
      withholding_tax: 0,
      possible_win: expected.possibleWinCents / 100,
      final_payout: expected.finalPayoutCents / 100,
    });
  });

  it('refuses a suspended pick naming the match', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    await setMarketStatus(app.ctx, 102, 'STOPPED');
    const res = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Betting on Hull City vs Derby County is suspended at the moment',
      parent_match_id: 102,
    });
  });

  it('judges a slip on the in-memory catalog when the database agrees with it', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const res = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(201);
    expect(await judgedBy(app, 'memory')).toBe(1);
    expect(await judgedBy(app, 'database')).toBe(0);
  });

  it('never takes a price the in-memory catalog still shows once the database moved it', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    // Written past the bus: the memory copy still shows 2.10 and ACTIVE, as it does for a
    // moment after every change.
    await setOdd(app.ctx, 101, '1', 1.95);
    const moved = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().changed_odds).toEqual([
      expect.objectContaining({ parent_match_id: 101, old_odd: 2.1, new_odd: 1.95 }),
    ]);
    await setMarketStatus(app.ctx, 102, 'STOPPED');
    const suspended = await place(app, user.token, {
      stake: 100,
      betslip: [pick(101, '1', 1.95), pick(102, '1', 1.5)],
    });
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().parent_match_id).toBe(102);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    expect(await judgedBy(app, 'memory')).toBe(0);
    expect(await judgedBy(app, 'database')).toBe(2);
  });

  it('answers 409 BET_ODDS_CHANGED listing the new odds, better or worse', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    await setOdd(app.ctx, 101, '1', 1.95);
    await setOdd(app.ctx, 103, '2', 4.5);
    const res = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error.code).toBe('BET_ODDS_CHANGED');
    expect(body.message).toBe(
      'Odds have changed for Leeds Town vs York Rovers, Bristol FC vs Exeter Albion. Accept the new odds to place your bet.',
    );
    expect(body.changed_odds).toEqual([
      expect.objectContaining({ parent_match_id: 101, old_odd: 2.1, new_odd: 1.95, bet_pick: '1' }),
      expect.objectContaining({ parent_match_id: 103, old_odd: 4.2, new_odd: 4.5, bet_pick: '2' }),
    ]);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    // Accepting the new prices places it.
    const again = await place(app, user.token, {
      stake: 100,
      betslip: [pick(101, '1', 1.95), pick(102, '1', 1.5), pick(103, '2', 4.5)],
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses more selections than the country allows', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const many = Array.from({ length: maxSelections('KE') + 1 }, (_, i) => ({
      id: 5000 + i,
      start: LATER,
    }));
    await seedFixtureMatches(app.ctx, many);
    const res = await place(app, user.token, {
      stake: 100,
      betslip: many.map((m) => pick(m.id, '1', 2.1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Maximum number of bets reached (40)',
      error: { code: 'TOO_MANY_SELECTIONS' },
    });
  });

  it('refuses an absurdly long slip before any lookup', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const legs = Array.from({ length: 101 }, (_, i) => pick(10_000 + i, '1', 2.1));
    const res = await place(app, user.token, { stake: 100, betslip: legs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Maximum number of bets reached (40)',
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it('answers insufficient_bal when the balance does not cover the stake', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 5_000 });
    const res = await place(app, user.token, { stake: 100, betslip: threeLegs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      insufficient_bal: true,
      message: 'Your current balance is too low to place this bet. Deposit now.',
      balance: 50,
    });
    expect(res.json().error.code).toBe('INSUFFICIENT_BALANCE');
    const history = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: user.token },
    });
    expect(history.json().data).toEqual([]);
  });

  it('refuses a placement without an idempotency key and stakes nothing', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      payload: { token: user.token, stake: 20, betslip: threeLegs },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: 'An error occurred. Please try again',
    });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    // Without a session the bettor is told to log in first.
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      payload: { stake: 20, betslip: threeLegs },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('places once per idempotency key, header or body', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const payload = { stake: 100, betslip: threeLegs };
    const first = await place(app, user.token, payload, { 'idempotency-key': 'slip-0001-abcdef' });
    const retry = await place(app, user.token, payload, { 'idempotency-key': 'slip-0001-abcdef' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const viaBody = await place(app, user.token, {
      ...payload,
      idempotency_key: 'slip-0001-abcdef',
    });
    expect(viaBody.json().bet_id).toBe(first.json().bet_id);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(90_000);
    const reused = await place(
      app,
      user.token,
      { stake: 200, betslip: threeLegs },
      { 'idempotency-key': 'slip-0001-abcdef' },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Concurrent duplicates still book one bet.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(app, user.token, payload, { 'idempotency-key': 'slip-0002-abcdef' }),
      ),
    );
    expect(new Set(burst.map((r) => r.json().bet_id)).size).toBe(1);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(80_000);
  });

  it('replays, not refuses, the concurrent twins of a bet that spent the whole balance', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const payload = { stake: 100, betslip: threeLegs };
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        place(app, user.token, payload, { 'idempotency-key': 'slip-0003-abcdef' }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(burst.map((r) => r.json().bet_id)).size).toBe(1);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
  });
});

describe('live bets', () => {
  async function capture(app: TestApp) {
    const seen: NotificationBroadcast[] = [];
    await app.ctx.bus.subscribe(notificationChannels.created, (m) => {
      const { room, item } = m as NotificationPublished;
      seen.push(broadcastOf(room, item));
    });
    return seen;
  }

  it('answers async with a ref, then accepts after the delay and notifies', async () => {
    const app = await setup();
    const seen = await capture(app);
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const res = await place(app, user.token, {
      stake: 100,
      betslip: [pick(201, '1', 2.1, true), pick(101, '1', 2.1)],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ async: true, status: 'pending' });
    expect(body.ref).toEqual(expect.any(String));
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
    // Not before the delay.
    expect(await decideDueLiveBets(app.ctx)).toBe(0);
    app.ctx.now = () => new Date(NOW.getTime() + 5_000);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    expect(await decideDueLiveBets(app.ctx)).toBe(0);
    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/bet/ref/${body.ref}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(detail.json().data).toMatchObject({ status: 'open', bet_id: body.bet_id });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([
      expect.objectContaining({
        room: `user:${user.profileId}`,
        message: expect.objectContaining({
          title: 'Bet Placement Successful',
          type: 'bet placement',
          level: 'success',
        }),
        params: { bet_id: body.bet_id, bet_ref: body.ref, free_bet_id: null },
      }),
    ]);
  });

  it('rejects and refunds a live bet whose price moves or market suspends during the delay', async () => {
    const app = await setup();
    const seen = await capture(app);
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const moved = await place(app, user.token, { stake: 40, betslip: [pick(201, '1', 2.1, true)] });
    await seedFixtureMatches(app.ctx, [
      { id: 202, home: 'Second Live', away: 'Pause FC', start: NOW, status: 'live' },
    ]);
    const suspended = await place(app, user.token, {
      stake: 60,
      betslip: [pick(202, '1', 2.1, true)],
    });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
    await setOdd(app.ctx, 201, '1', 1.8);
    await setMarketStatus(app.ctx, 202, 'STOPPED');
    app.ctx.now = () => new Date(NOW.getTime() + 6_000);
    expect(await decideDueLiveBets(app.ctx)).toBe(2);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    const a = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${moved.json().bet_id}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().data;
    expect(a).toMatchObject({
      status: 'rejected',
      reject_reason: 'The odds of Live United vs Clock Rovers changed from 2.10 to 1.80',
    });
    const b = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${suspended.json().bet_id}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().data;
    expect(b).toMatchObject({
      status: 'rejected',
      reject_reason: 'Betting on Second Live vs Pause FC is suspended at the moment',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((n) => n.message.title)).toEqual([
      'Bet Placement Failed',
      'Bet Placement Failed',
    ]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('the acceptance worker decides pending bets left by a previous process', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const res = await place(app, user.token, { stake: 30, betslip: [pick(201, '1', 2.1, true)] });
    expect(res.json().status).toBe('pending');
    // The process that took the bet is gone; a new worker finds it in the database.
    app.ctx.now = () => new Date(NOW.getTime() + 60_000);
    const stop = await liveBetAcceptanceWorker.start(app.ctx);
    try {
      await expect
        .poll(
          async () =>
            (
              await app.app.inject({
                method: 'GET',
                url: `/api/bet/ref/${res.json().ref}`,
                headers: { authorization: `Bearer ${user.token}` },
              })
            ).json().data.status,
          EVENTUALLY,
        )
        .toBe('open');
    } finally {
      await stop();
    }
  });
});
