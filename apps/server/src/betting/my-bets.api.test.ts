import { randomUUID } from 'node:crypto';
import { BET_TYPE } from '@shangwe/domain';
import type { NotificationBroadcast } from '@shangwe/contract';
import { broadcastOf } from '../notifications/notification-gateway';
import {
  notificationChannels,
  type NotificationPublished,
} from '../notifications/notification-channels';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { pick, seedFixtureMatches, setOdd } from './test-fixtures';

const NOW = new Date('2030-03-01T10:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(env: Parameters<typeof buildTestApp>[0] = {}) {
  // Cash-out open to everyone: these tests are about whose bet it is, not the whitelist.
  t = await buildTestApp({ cashoutAllProfiles: true, ...env });
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: new Date('2030-03-01T18:00:00Z') },
    { id: 102, home: 'Hull City', away: 'Derby County', start: new Date('2030-03-01T10:20:00Z') },
  ]);
  return t;
}

async function placeBet(
  app: TestApp,
  user: TestProfile,
  legs = [pick(101, '1', 2.1), pick(102, '2', 3.6)],
  stake = 100,
) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: legs },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { bet_id: number; ref: string };
}

describe('My Bets', () => {
  it('lists only the bettor’s own bets, newest first, with legs and figures', async () => {
    const app = await setup();
    const a = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const b = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const first = await placeBet(app, a);
    app.ctx.now = () => new Date(NOW.getTime() + 1000);
    const second = await placeBet(app, a, [pick(101, 'X', 3.3)], 20);
    await placeBet(app, b);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: {
        token: a.token,
        page: 1,
        limit: 1000,
        period: 'YEAR',
        product: 'NORMAL',
        profile_id: a.profileId,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, limit: 1000, total: 2 });
    expect(body.data.map((bet: { bet_id: number }) => bet.bet_id)).toEqual([
      second.bet_id,
      first.bet_id,
    ]);
    expect(body.data[1]).toMatchObject({
      stake: 100,
      status: 'open',
      legs_count: 2,
      can_cancel: true,
    });
    expect(body.data[1].legs[1]).toMatchObject({
      match_name: 'Hull City vs Derby County',
      bet_pick: '2',
      result: null,
    });

    const paged = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, page: 2, limit: 1 },
    });
    expect(paged.json().data.map((bet: { bet_id: number }) => bet.bet_id)).toEqual([first.bet_id]);
    const shikisha = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, product: 'SHIKISHA' },
    });
    expect(shikisha.json().data).toEqual([]);
    const all = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, product: 'ALL' },
    });
    expect(all.json().meta.total).toBe(2);
    const settledTab = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, status: 'settled' },
    });
    expect(settledTab.json().data).toEqual([]);
    const someoneElse = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, profile_id: b.profileId },
    });
    expect(someoneElse.statusCode).toBe(403);
    const badLimit = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: a.token, limit: 5000 },
    });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('Please check the details you entered');
  });

  it('IDOR: user B gets 404 for user A’s bet by id, short id, cash-out, cancel, rebet and share', async () => {
    const app = await setup();
    const a = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const b = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const bet = await placeBet(app, a);
    const own = await app.app.inject({
      method: 'GET',
      url: `/api/bet/${bet.bet_id}`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(own.statusCode).toBe(200);
    const shortId = own.json().data.short_bet_id as string;
    const asB = { authorization: `Bearer ${b.token}` };
    const probes = [
      app.app.inject({ method: 'GET', url: `/api/bet/${bet.bet_id}`, headers: asB }),
      app.app.inject({ method: 'GET', url: `/api/bet/short/${shortId}`, headers: asB }),
      app.app.inject({
        method: 'GET',
        url: `/api/v2/cashout/offer?bet_id=${bet.bet_id}`,
        headers: asB,
      }),
      app.app.inject({
        method: 'POST',
        url: '/api/v2/cashout',
        headers: { ...asB, 'idempotency-key': randomUUID() },
        payload: { bet_id: bet.bet_id, amount: 50 },
      }),
      app.app.inject({
        method: 'POST',
        url: '/api/v2/bet/cancel',
        headers: { ...asB, 'idempotency-key': randomUUID() },
        payload: { bet_id: bet.bet_id },
      }),
      app.app.inject({
        method: 'POST',
        url: '/api/v2/bet/rebet',
        headers: asB,
        payload: { bet_id: bet.bet_id },
      }),
      app.app.inject({
        method: 'POST',
        url: '/api/v2/share/encode',
        headers: asB,
        payload: { bet_id: bet.bet_id },
      }),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Bet not found');
    }
    const byShort = await app.app.inject({
      method: 'GET',
      url: `/api/bet/short/${shortId}`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(byShort.json().data.bet_id).toBe(bet.bet_id);
    expect((await getBalances(app.ctx.db, a.profileId)).cashCents).toBe(90_000);
    const anonymous = await app.app.inject({ method: 'GET', url: `/api/bet/${bet.bet_id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cancel and rebet', () => {
  it('refuses a cancellation or a cash-out without an idempotency key and moves nothing', async () => {
    const app = await setup({ betCancelWindowSeconds: 300 });
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const bet = await placeBet(app, user);
    for (const url of ['/api/v2/bet/cancel', '/api/v2/cashout']) {
      const res = await app.app.inject({
        method: 'POST',
        url,
        payload: { token: user.token, bet_id: bet.bet_id, amount: 50 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    }
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
  });

  it('cancels within the window before kick-off, refunds once and notifies', async () => {
    const app = await setup({ betCancelWindowSeconds: 300 });
    const notes: NotificationBroadcast[] = [];
    await app.ctx.bus.subscribe(notificationChannels.created, (m) => {
      const { room, item } = m as NotificationPublished;
      notes.push(broadcastOf(room, item));
    });
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const bet = await placeBet(app, user);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(0);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: bet.bet_id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bet_id: bet.bet_id, status: 'cancelled', refunded: 100 });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    const again = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: bet.bet_id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This bet is already cancelled');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(notes.map((n) => n.message.title)).toEqual(['Bet Cancellation Successful!']);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('refuses to cancel after the window or once a match has started', async () => {
    const app = await setup({ betCancelWindowSeconds: 300 });
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const bet = await placeBet(app, user);
    app.ctx.now = () => new Date(NOW.getTime() + 301_000);
    const late = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: bet.bet_id },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Bets can only be cancelled within 5 minutes of placing',
      error: { code: 'BET_NOT_CANCELLABLE' },
    });

    app.ctx.now = () => NOW;
    const started = await placeBet(app, user);
    app.ctx.now = () => new Date('2030-03-01T10:20:30Z');
    const t2 = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: started.bet_id },
    });
    expect(t2.json().message).toBe('Bets can only be cancelled within 5 minutes of placing');
    // A longer window isolates the kick-off rule.
    app.ctx.env.betCancelWindowSeconds = 3600;
    const t3 = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: started.bet_id },
    });
    expect(t3.json().message).toBe(
      'This bet can no longer be cancelled: a match on it has started',
    );
  });

  it('rebet returns the legs at current prices and drops finished matches with a reason', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const bet = await placeBet(app, user);
    await setOdd(app.ctx, 101, '1', 2.4);
    await app.ctx.db.query(`UPDATE matches SET status = 'ended' WHERE parent_match_id = 102`);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/rebet',
      payload: { token: user.token, bet_id: bet.bet_id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([
      expect.objectContaining({
        parent_match_id: 101,
        odd_key: '1',
        odd_value: 2.4,
        active: true,
        home_team: 'Leeds Town',
        bet_type: BET_TYPE.prematch,
      }),
    ]);
    expect(body.dropped).toEqual([
      expect.objectContaining({
        parent_match_id: 102,
        reason: 'Hull City vs Derby County has ended and can no longer be bet on',
      }),
    ]);
    expect(body.message).toBe(
      'Betslip loaded with current odds. 1 of 2 picks are no longer available',
    );
  });
});
