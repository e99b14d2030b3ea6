import { pushPayloadSchema } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { betNotice } from '../wagers/bet-notifier';
import { notify, withNotices } from '../notifications/notification-writer';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { sendDuePushes } from './push-sender';
import { vapidKeysFor } from './vapid-keys';
import { TestPushService, type TestSubscriber } from './test-push-service';

let t: TestApp | undefined;
let service: TestPushService | undefined;
afterEach(async () => {
  await service?.stop();
  await t?.close();
  t = service = undefined;
});

const subscribe = (sub: TestSubscriber, user?: TestProfile, extra: Record<string, unknown> = {}) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/push/users',
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: {
      user_id: sub.id,
      subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
      ...(user ? { profile_id: user.profileId, mobile: user.mobile } : {}),
      ...extra,
    },
  });

const outbox = async () =>
  (
    await t!.ctx.db.query<{ user_id: string; status: string }>(
      'SELECT user_id, status FROM push_outbox ORDER BY id',
    )
  ).rows;

describe('browser push', () => {
  it('pushes a bet result to the bettor’s browser: VAPID-signed, aes128gcm, exactly the text sent; 410 removes the subscription', async () => {
    t = await buildTestApp();
    service = await new TestPushService().start();
    const user = await createTestProfile(t.ctx);
    const phone = service.subscribe();
    const oldLaptop = service.subscribe(410);
    const anonymous = service.subscribe();

    const key = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    const publicKey = key.json().public_key as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const saved = await subscribe(phone, user);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ user_id: phone.id, profile_id: user.profileId, created: true });
    // The same browser again replaces its row.
    expect((await subscribe(phone, user)).json()).toMatchObject({ created: false });
    expect((await subscribe(oldLaptop, user)).statusCode).toBe(201);
    expect((await subscribe(anonymous)).json()).toMatchObject({ profile_id: null });

    // The settlement's transaction queues the pushes; nothing is sent before commit.
    const notice = await withNotices(t.ctx, async (tx) => {
      const n = await betNotice(
        tx,
        user.profileId,
        'bet won',
        'success',
        'Your bet QX7T has won 12,500.00.',
        { id: 4321, ref: 'ref-4321' },
        t!.ctx.now(),
      );
      return { result: n!, notices: [n] };
    });
    expect(await outbox()).toEqual([
      { user_id: phone.id, status: 'pending' },
      { user_id: oldLaptop.id, status: 'pending' },
    ]);
    expect(service.received).toEqual([]);

    expect(await sendDuePushes(t.ctx)).toBe(1);
    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(1);
    const push = service.received[0]!;
    expect(push.subscriberId).toBe(phone.id);
    expect(push.vapidKey).toBe(publicKey);
    expect(push.urgency).toBe('high');
    expect(Number(push.ttl)).toBeGreaterThan(0);
    expect(pushPayloadSchema.parse(JSON.parse(push.text))).toEqual({
      title: 'Congratulations!',
      body: 'Your bet QX7T has won 12,500.00.',
      url: '/mybets/4321',
      notification_id: notice.item.notification_id,
      type: 'bet won',
    });

    // 410 Gone: the subscription is removed, its push marked gone; sent ones stay sent.
    expect(
      (await t.ctx.db.query('SELECT user_id FROM push_subscriptions ORDER BY user_id')).rows.map(
        (r) => (r as { user_id: string }).user_id,
      ),
    ).toEqual([anonymous.id, phone.id].sort());
    expect(await outbox()).toEqual([
      { user_id: phone.id, status: 'sent' },
      { user_id: oldLaptop.id, status: 'gone' },
    ]);
    expect(await sendDuePushes(t.ctx)).toBe(0);
    expect(service.received).toHaveLength(1);

    // Free bets are pushed too and open the free bet; deposits are in-app only.
    await withNotices(t.ctx, async (tx) => {
      const notices = [
        await notify(
          tx,
          {
            profileId: user.profileId,
            type: 'freebet',
            level: 'success',
            message: 'You have a free bet of 50.00.',
            params: { free_bet_id: 77 },
            push: true,
          },
          t!.ctx.now(),
        ),
        await notify(
          tx,
          {
            profileId: user.profileId,
            type: 'deposit',
            level: 'success',
            title: 'Deposit Successful',
            message: 'Credited',
          },
          t!.ctx.now(),
        ),
      ];
      return { result: null, notices };
    });
    expect(await sendDuePushes(t.ctx)).toBe(1);
    expect(JSON.parse(service.received[1]!.text)).toMatchObject({
      title: 'Promotion',
      url: '/freebets/77',
    });
  });

  it('keeps a subscription visible to its owner only; user_id must come from the endpoint', async () => {
    t = await buildTestApp();
    service = await new TestPushService().start();
    const owner = await createTestProfile(t.ctx);
    const other = await createTestProfile(t.ctx);
    const sub = service.subscribe();
    const browser = service.subscribe();
    expect((await subscribe(sub, owner)).statusCode).toBe(201);
    expect((await subscribe(browser)).statusCode).toBe(201);

    const mismatch = await subscribe(service.subscribe(), owner, { user_id: 'someone-else' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('PUSH_SUBSCRIPTION_INVALID');
    const foreignProfile = await subscribe(service.subscribe(), owner, {
      profile_id: other.profileId,
    });
    expect(foreignProfile.statusCode).toBe(403);
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/users',
      payload: { user_id: 'x', subscription: { endpoint: 'https://push.example/x', keys: {} } },
    });
    expect(badKeys.statusCode).toBe(400);

    const remove = (id: string, user?: TestProfile) =>
      t!.app.inject({
        method: 'DELETE',
        url: `/api/push/user/${id}`,
        headers: user ? { authorization: `Bearer ${user.token}` } : {},
      });
    for (const stranger of [other, undefined]) {
      const res = await remove(sub.id, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
        message: 'Push subscription not found',
      });
    }
    expect((await remove(sub.id, owner)).json()).toEqual({ user_id: sub.id, deleted: true });
    expect((await remove(sub.id, owner)).statusCode).toBe(404);
    // An anonymous browser's subscription is removed by whoever holds its endpoint.
    expect((await remove(browser.id)).statusCode).toBe(200);
  });

  it('keeps an endpoint with the account that registered it first; another account is refused', async () => {
    t = await buildTestApp();
    service = await new TestPushService().start();
    const owner = await createTestProfile(t.ctx);
    const attacker = await createTestProfile(t.ctx);
    const phone = service.subscribe();
    expect((await subscribe(phone, owner)).statusCode).toBe(201);

    // Whoever learnt the endpoint cannot move it to their account, nor make it anonymous.
    for (const who of [attacker, undefined]) {
      const res = await subscribe(phone, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'PUSH_SUBSCRIPTION_TAKEN',
        message:
          'This browser already receives notifications for another account. Turn push off in that account first.',
      });
    }
    // The owner renews their keys as before, and goes on receiving their pushes.
    expect((await subscribe(phone, owner)).json()).toMatchObject({
      profile_id: owner.profileId,
      created: false,
    });
    const pushTo = (profileId: number, text: string) =>
      withNotices(t!.ctx, async (tx) => {
        const n = await betNotice(
          tx,
          profileId,
          'bet won',
          'success',
          text,
          { id: 1, ref: 'ref-1' },
          t!.ctx.now(),
        );
        return { result: n!, notices: [n] };
      });
    await pushTo(owner.profileId, 'Your bet AAA1 has won 100.00.');
    await pushTo(attacker.profileId, 'Your bet BBB2 has won 5.00.');
    expect(await sendDuePushes(t.ctx)).toBe(1);
    expect(service.received.map((r) => r.subscriberId)).toEqual([phone.id]);
    expect(service.received[0]!.text).toContain('AAA1');

    // An anonymous browser's endpoint goes to the first account that registers it.
    const shared = service.subscribe();
    expect((await subscribe(shared)).statusCode).toBe(201);
    expect((await subscribe(shared, attacker)).json()).toMatchObject({
      profile_id: attacker.profileId,
    });
    expect((await subscribe(shared, owner)).statusCode).toBe(409);
    // Once its owner removes it, the endpoint is free again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/user/${phone.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await subscribe(phone, attacker)).statusCode).toBe(201);
  });

  it('keeps the VAPID key pair with the data, or takes it from the environment', async () => {
    t = await buildTestApp();
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json();
    const stored = await t.ctx.db.query<{ public_key: string }>(
      'SELECT public_key FROM push_vapid_keys',
    );
    expect(stored.rows).toEqual([{ public_key: first.public_key }]);
    // Another process on the same data reads the stored pair, it does not make a new one.
    const again = await vapidKeysFor(
      { db: { query: t.ctx.db.query } as typeof t.ctx.db, env: t.ctx.env },
      {},
    );
    expect(again.publicKey).toBe(first.public_key);
    const fromEnv = await vapidKeysFor(
      { db: { query: t.ctx.db.query } as typeof t.ctx.db, env: t.ctx.env },
      {
        VAPID_PUBLIC_KEY: 'BPub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'mailto:ops@example.com',
      },
    );
    expect(fromEnv).toEqual({
      publicKey: 'BPub',
      privateKey: 'priv',
      subject: 'mailto:ops@example.com',
    });
  });
});
