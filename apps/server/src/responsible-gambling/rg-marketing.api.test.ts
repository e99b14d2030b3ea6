import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { createSession } from '../auth/session';
import { pick, resultMatch } from '../betting/test-fixtures';
import { notify, withNotices } from '../notifications/notification-writer';
import { sendDuePushes } from '../push/push-sender';
import { TestPushService } from '../push/test-push-service';
import { settleMatch } from '../settlement/bet-settler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { seedOfferMatches } from '../test/offer-matches';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

/**
 * Issue 31: no marketing during a time-out or self-exclusion. Free-bet grants (every rule),
 * promotion opt-ins, operator broadcasts and pushes each check the break where they are decided;
 * open bets still settle and pay.
 */

const NOW = new Date('2030-03-01T10:00:00Z');
const KICK_OFF = new Date('2030-03-01T18:00:00Z');
const BREAK_START = new Date('2030-03-01T10:05:00Z');
const END = new Date('2030-03-01T20:00:00Z');
const AFTER_BREAK = new Date('2030-03-02T11:00:00Z');

let t: TestApp | undefined;
let service: TestPushService | undefined;
afterEach(async () => {
  await service?.stop();
  await t?.close();
  t = service = undefined;
});

async function setup() {
  t = await buildTestApp();
  t.ctx.now = () => NOW;
  await seedOfferMatches(t.ctx, KICK_OFF);
  return t;
}

const auth = (me: TestProfile) => ({ authorization: `Bearer ${me.token}` });

const takeBreak = (app: TestApp, me: TestProfile, kind: string, period: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/rg/exclusion',
    headers: auth(me),
    payload: { kind, period },
  });

const operatorGrant = (app: TestApp, me: TestProfile, key = randomUUID()) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ops/freebets/grant',
    payload: { profile_id: me.profileId, amount: 50, idempotency_key: key },
  });

const broadcast = (app: TestApp, title: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ops/notifications/broadcast',
    payload: { country: 'all', title, message: `${title}: double odds tonight` },
  });

async function titles(app: TestApp, me: TestProfile): Promise<string[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/notifications/list?page=1&limit=50',
    headers: auth(me),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ title: string }>).map((n) => n.title);
}

async function freeBetRows(app: TestApp, me: TestProfile) {
  const { rows } = await app.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM free_bets WHERE profile_id = $1',
    [me.profileId],
  );
  return rows[0]!.n;
}

async function relogin(app: TestApp, me: TestProfile, at: Date) {
  app.ctx.now = () => at;
  me.token = (
    await createSession(app.ctx.db, { profileId: me.profileId, remember: true, now: at })
  ).token;
}

describe('no marketing during a break', () => {
  it('no free bet by any rule, no promotion opt-in; open bets settle and pay; all back after a time-out', async () => {
    const app = await setup();
    const me = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const place = (stake: number, betslip: unknown[]) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: me.token, src: 'MOBILE_WEB', stake: String(stake), betslip },
      });
    // A losing-accumulator qualifier (five legs at 1.30+, staked 100) and a single that wins.
    const acca = [101, 102, 103, 104, 105].map((id, i) =>
      pick(id, '1', [1.5, 2, 1.4, 1.3, 1.6][i]!),
    );
    expect((await place(100, acca)).statusCode).toBe(201);
    expect((await place(100, [pick(102, '1', 2)])).statusCode).toBe(201);

    expect((await takeBreak(app, me, 'time_out', '24h')).statusCode).toBe(200);
    const cash = (await getBalances(app.ctx.db, me.profileId)).cashCents;

    // An operator grant is refused with the reason; nothing is written.
    const granted = await operatorGrant(app, me);
    expect(granted.statusCode).toBe(403);
    expect(granted.json().error).toMatchObject({
      code: 'RG_NO_OFFERS',
      message: expect.stringContaining('time-out or self-exclusion until'),
    });
    // The bettor cannot opt in to a promotion.
    const { rows: promos } = await app.ctx.db.query<{ id: number }>(
      `SELECT id FROM promos WHERE country = 'KE' ORDER BY id LIMIT 1`,
    );
    const optIn = await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-in',
      headers: auth(me),
      payload: { promo_id: promos[0]!.id },
    });
    expect(optIn.statusCode).toBe(403);
    expect(optIn.json().error).toMatchObject({
      code: 'RG_NO_OFFERS',
      message: expect.stringContaining(
        'Promotions and free bets are closed to you during your break',
      ),
    });
    const { rows: optIns } = await app.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promo_opt_ins WHERE profile_id = $1',
      [me.profileId],
    );
    expect(optIns[0]!.n).toBe(0);

    // Settlement: the accumulator loses (no free bet), the single wins and pays in full.
    app.ctx.now = () => END;
    await resultMatch(app.ctx, 101, '2', END);
    await resultMatch(app.ctx, 102, '1', END);
    await settleMatch(app.ctx, 101);
    await settleMatch(app.ctx, 102);
    const { rows: bets } = await app.ctx.db.query<{ status: string; paid: number }>(
      `SELECT status, amount_paid::float8 AS paid FROM bets WHERE profile_id = $1 ORDER BY id`,
      [me.profileId],
    );
    expect(bets.map((b) => b.status)).toEqual(['lost', 'won']);
    expect(bets[1]!.paid).toBeGreaterThan(10_000);
    expect((await getBalances(app.ctx.db, me.profileId)).cashCents).toBe(cash + bets[1]!.paid);
    expect(await freeBetRows(app, me)).toBe(0);
    const { rows: notices } = await app.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE profile_id = $1 AND created_at >= $2',
      [me.profileId, NOW],
    );
    expect(notices[0]!.n).toBe(0);

    // After the time-out, offers are open again.
    await relogin(app, me, AFTER_BREAK);
    expect((await operatorGrant(app, me)).statusCode).toBe(201);
    expect(await freeBetRows(app, me)).toBe(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a broadcast made during the break is never shown to the bettor; a push queued before it is not sent', async () => {
    const app = await setup();
    service = await new TestPushService().start();
    const me = await createTestProfile(app.ctx);
    const other = await createTestProfile(app.ctx);
    const phone = service.subscribe();
    const subscribed = await app.app.inject({
      method: 'POST',
      url: '/api/push/users',
      headers: auth(me),
      payload: {
        user_id: phone.id,
        subscription: { endpoint: phone.endpoint, expirationTime: null, keys: phone.keys },
        profile_id: me.profileId,
        mobile: me.mobile,
      },
    });
    expect(subscribed.statusCode).toBe(201);

    expect((await broadcast(app, 'Before')).statusCode).toBe(201);
    // A push queued just before the break…
    await withNotices(app.ctx, async (tx) => {
      const n = await notify(
        tx,
        {
          profileId: me.profileId,
          type: 'freebet',
          level: 'success',
          message: 'Free bet',
          push: true,
        },
        NOW,
      );
      return { result: n, notices: [n] };
    });
    app.ctx.now = () => BREAK_START;
    expect((await takeBreak(app, me, 'time_out', '24h')).statusCode).toBe(200);
    // …is not sent during it.
    expect(await sendDuePushes(app.ctx)).toBe(0);
    expect(service.received).toEqual([]);
    const { rows: outbox } = await app.ctx.db.query<{ status: string }>(
      'SELECT status FROM push_outbox',
    );
    expect(outbox.map((r) => r.status)).toEqual(['skipped']);

    expect((await broadcast(app, 'During')).statusCode).toBe(201);
    expect(await titles(app, me)).not.toContain('During');
    expect(await titles(app, me)).toContain('Before');
    expect(await titles(app, other)).toContain('During');

    // After the break: what came during it stays out, a new broadcast is theirs.
    await relogin(app, me, AFTER_BREAK);
    expect((await broadcast(app, 'After')).statusCode).toBe(201);
    const seen = await titles(app, me);
    expect(seen).toContain('After');
    expect(seen).not.toContain('During');
    const count = await app.app.inject({
      method: 'POST',
      url: '/api/notifications/notifications_count',
      headers: auth(me),
      payload: {},
    });
    // Before, the free-bet notice and After; never During.
    expect(count.json()).toEqual([{ total_count: 3 }]);
  });
});
