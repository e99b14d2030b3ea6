import type { NotificationItem } from '@shangwe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { expireFreeBets } from '../offers/free-bet-expiry-worker';
import { broadcastTask } from './broadcast-task';
import { notificationChannels, type NotificationPublished } from './notification-channels';
import { publishStragglers } from './notification-publisher';
import { listNotifications } from './notification-repository';
import { notify, withNotices, writeBroadcast } from './notification-writer';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const bearer = (user: TestProfile) => ({ authorization: `Bearer ${user.token}` });

async function count(user: TestProfile): Promise<number> {
  const res = await t!.app.inject({
    method: 'POST',
    url: '/api/notifications/notifications_count',
    payload: { profile_id: user.profileId, token: user.token },
  });
  expect(res.statusCode).toBe(200);
  return res.json()[0].total_count;
}

async function list(
  user: TestProfile,
  query = '',
): Promise<{ data: NotificationItem[]; total: number; total_count: number }> {
  const res = await t!.app.inject({
    method: 'GET',
    url: `/api/notifications/list${query}`,
    headers: bearer(user),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function tell(
  profileId: number,
  message: string,
  extra: Partial<Parameters<typeof notify>[1]> = {},
) {
  return withNotices(t!.ctx, async (tx) => {
    const notice = await notify(
      tx,
      {
        profileId,
        type: 'bet won',
        level: 'success',
        message,
        params: { bet_id: 7, bet_ref: 'r7' },
        ...extra,
      },
      t!.ctx.now(),
    );
    return { result: notice, notices: [notice] };
  });
}

describe('devices', () => {
  it('registers a device for the logged-in bettor only (201 with user_device_id), keeps its id, updates it', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const other = await createTestProfile(t.ctx);
    const payload = { client_id: 2, device_id: 'browser-a', profile_id: user.profileId, status: 1 };

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Your session has expired. Please login again');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      payload: { ...payload, token: user.token },
    });
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toEqual({
      user_device_id: expect.any(Number),
      client_id: 2,
      device_id: 'browser-a',
      profile_id: user.profileId,
      status: 1,
    });
    // Registering the same browser again keeps its id (its acks still count).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: bearer(user),
      payload: { ...payload, status: '1' },
    });
    expect(again.json().user_device_id).toBe(device.user_device_id);

    // Somebody else's profile id is refused.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: bearer(other),
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('PROFILE_MISMATCH');

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/devices',
      headers: bearer(user),
      payload: { ...payload, user_device_id: device.user_device_id, status: 0 },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ user_device_id: device.user_device_id, status: 0 });

    // Another bettor cannot update it: it is not theirs.
    const stolen = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/devices',
      headers: bearer(other),
      payload: {
        client_id: 2,
        device_id: 'browser-a',
        user_device_id: device.user_device_id,
        status: 1,
      },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toEqual({
      code: 'DEVICE_NOT_FOUND',
      message: 'This device is not registered. Register it again',
    });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: bearer(user),
      payload: { client_id: 2, status: 7 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notifications', () => {
  it('counts, lists unread first, marks one and all read, and shows only the bettor their own', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const other = await createTestProfile(t.ctx, { country: 'GH' });
    expect(await count(user)).toBe(0);

    const first = await tell(user.profileId, 'Your bet AB12 has won 250.00.');
    await tell(user.profileId, 'Your bet CD34 did not win this time.', { level: 'error' });
    const kenya = await withNotices(t.ctx, async (tx) => {
      const n = await writeBroadcast(
        tx,
        { country: 'KE', title: 'Derby day', message: 'Boosted odds on the derby today.' },
        t!.ctx.now(),
      );
      return { result: n, notices: [n] };
    });
    const everyone = await withNotices(t.ctx, async (tx) => {
      const n = await writeBroadcast(
        tx,
        { country: null, title: 'Maintenance', message: 'Short maintenance at 02:00.' },
        t!.ctx.now(),
      );
      return { result: n, notices: [n] };
    });
    expect(await count(user)).toBe(4);
    // Ghana sees the broadcast to all, not Kenya's, and none of the Kenyan bettor's own.
    expect(await count(other)).toBe(1);
    expect((await list(other)).data.map((n) => n.message)).toEqual(['Short maintenance at 02:00.']);

    const page = await list(user);
    expect(page.total).toBe(4);
    expect(page.total_count).toBe(4);
    const won = page.data.find((n) => n.notification_id === first!.item.notification_id)!;
    // Spec 02 §4.3 mapping: a won bet is 'Congratulations!', a lost one 'Bet Result'.
    expect(won).toMatchObject({
      title: 'Congratulations!',
      type: 'bet won',
      level: 'success',
      status: 'unread',
      audience: 'user',
      params: { bet_id: 7, bet_ref: 'r7', free_bet_id: null },
    });
    expect(page.data.find((n) => n.level === 'error')!.title).toBe('Bet Result');

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/list/${first!.item.notification_id}/read`,
      headers: bearer(user),
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { status: 'read' }, total_count: 3 });
    // A broadcast is read per bettor.
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/list/${kenya!.item.notification_id}/read`,
      payload: { token: user.token },
    });
    expect(await count(user)).toBe(2);
    expect(await count(other)).toBe(1);

    // Unread first, then read; newest first within each.
    const ordered = await list(user);
    expect(ordered.data.map((n) => n.status)).toEqual(['unread', 'unread', 'read', 'read']);
    expect(ordered.data[0]!.notification_id).toBe(everyone!.item.notification_id);

    // Paging.
    const second = await list(user, '?page=2&limit=3');
    expect(second.data).toHaveLength(1);

    // Not theirs: 404 for detail and read.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/list/${first!.item.notification_id}`,
      headers: bearer(other),
    });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
    const foreignRead = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/list/${first!.item.notification_id}/read`,
      headers: bearer(other),
      payload: {},
    });
    expect(foreignRead.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/list/${first!.item.notification_id}`,
      headers: bearer(user),
    });
    expect(own.json().data).toMatchObject({
      message: 'Your bet AB12 has won 250.00.',
      status: 'read',
    });

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(user),
      payload: {},
    });
    expect(all.json()).toEqual({ marked: 2, total_count: 0 });
    expect(await count(user)).toBe(0);
    expect(await count(other)).toBe(1);

    // Somebody else's profile_id in the count call is refused; no session is a 401.
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/notifications_count',
      payload: { profile_id: other.profileId, token: user.token },
    });
    expect(mismatch.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications/list' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes a notification only when its cause commits, once per dedupe key', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await notify(
          tx,
          {
            profileId: user.profileId,
            type: 'deposit',
            level: 'success',
            title: 'Deposit Successful',
            message: 'x',
          },
          t!.ctx.now(),
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await count(user)).toBe(0);
    for (let i = 0; i < 2; i++) {
      await t.ctx.db.transaction((tx) =>
        notify(
          tx,
          {
            profileId: user.profileId,
            type: 'deposit',
            level: 'success',
            title: 'Deposit Successful',
            message: 'Credited',
            dedupeKey: 'deposit:D1:completed',
          },
          t!.ctx.now(),
        ),
      );
    }
    expect(await count(user)).toBe(1);
  });

  it('tells the bettor when KYC is verified or rejected, in the same step', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const submit = (id: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/add-kyc',
        payload: {
          token: user.token,
          official_name: 'Wanjiku Kamau',
          date_of_birth: '1990-01-15',
          id_type: 'national_id',
          id_number: id,
        },
      });
    expect((await submit('00012345')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/verify-kyc', payload: { token: user.token } });
    expect((await submit('12345678')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/verify-kyc', payload: { token: user.token } });
    const { data } = await list(user);
    expect(data.map((n) => [n.type, n.level, n.title])).toEqual([
      ['kyc', 'success', 'Verification Successful'],
      ['kyc', 'error', 'Verification Unsuccessful'],
    ]);
  });

  it('tells the bettor of a free bet granted (Promotion / free_bet_id) and expired (Promotion Expired)', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/ops/freebets/grant',
      payload: { profile_id: user.profileId, amount: 50, expiry_days: 1 },
    });
    expect(granted.statusCode).toBe(201);
    const freeBetId = granted.json().data.free_bet_profile_id as number;
    const [promotion] = (await list(user)).data;
    expect(promotion).toMatchObject({
      type: 'freebet',
      level: 'success',
      title: 'Promotion',
      params: { free_bet_id: freeBetId, bet_id: null },
    });
    expect(promotion!.message).toMatch(
      /^You have received a free bet of KES 50\. Use it by \d\d\/\d\d\.$/,
    );

    const later = new Date(t.ctx.now().getTime() + 2 * 86_400_000);
    t.ctx.now = () => later;
    expect(await expireFreeBets(t.ctx)).toBe(1);
    expect(await expireFreeBets(t.ctx)).toBe(0);
    // (The session has expired by then; the repository reads what the list would show.)
    const expired = (await listNotifications(t.ctx.db, user.profileId, 1, 20)).items.filter(
      (n) => n.level === 'error',
    );
    expect(expired.map((n) => [n.title, n.message, n.params.free_bet_id])).toEqual([
      ['Promotion Expired', 'Your free bet of KES 50 has expired.', freeBetId],
    ]);
  });

  it('publishes notifications their writer left unpublished, once', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const published: NotificationPublished[] = [];
    await t.ctx.bus.subscribe(notificationChannels.created, (m) =>
      published.push(m as NotificationPublished),
    );
    // Written in a transaction whose caller never publishes (as a grant inside a deposit).
    const left = await t.ctx.db.transaction((tx) =>
      notify(
        tx,
        { profileId: user.profileId, type: 'bet won', level: 'error', message: 'Lost' },
        t!.ctx.now(),
      ),
    );
    // Its writer still has a moment to publish it.
    expect(await publishStragglers(t.ctx)).toBe(0);
    const now = t.ctx.now();
    t.ctx.now = () => new Date(now.getTime() + 5_000);
    expect(await publishStragglers(t.ctx)).toBe(1);
    expect(await publishStragglers(t.ctx)).toBe(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(published).toEqual([
      {
        room: `user:${user.profileId}`,
        profile_id: user.profileId,
        item: expect.objectContaining({
          notification_id: left!.item.notification_id,
          title: 'Bet Result',
        }),
        total_count: 1,
      },
    ]);
  });

  it('broadcasts from the command line to a country, once per key; refuses bad arguments', async () => {
    t = await buildTestApp();
    const ghanaian = await createTestProfile(t.ctx, { country: 'GH' });
    const kenyan = await createTestProfile(t.ctx, { country: 'KE' });
    const args = [
      '--task=notifications-broadcast',
      '--country=GH',
      '--title=Black Stars',
      '--message=Boosted odds tonight.',
      '--key=bs-1',
    ];
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await broadcastTask(t.ctx, args)).toBe(0);
      expect(await broadcastTask(t.ctx, args)).toBe(0);
      expect(log.mock.calls[1]![0]).toBe('Broadcast with key bs-1 was sent before; nothing sent');
      expect(await broadcastTask(t.ctx, ['--country=ET', '--title=x', '--message=y'])).toBe(2);
      expect(await broadcastTask(t.ctx, ['--country=KE', '--title=x'])).toBe(2);
      expect(error.mock.calls.map((c) => c[0])).toEqual([
        '--country must be KE, GH, NG or all',
        '--message is required',
      ]);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    expect((await list(ghanaian)).data.map((n) => [n.audience, n.title, n.message])).toEqual([
      ['country', 'Black Stars', 'Boosted odds tonight.'],
    ]);
    expect(await count(kenyan)).toBe(0);
  });

  it('takes operator broadcasts over HTTP unless switched off (NOTIFICATIONS_OPS_API=0)', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx, { country: 'NG' });
    const body = {
      country: 'all',
      title: 'Maintenance',
      message: 'Short maintenance at 02:00.',
      key: 'm-1',
    };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/ops/notifications/broadcast',
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ room: 'all', data: { audience: 'all', level: 'info' } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ops/notifications/broadcast',
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: null, room: null });
    expect(await count(bettor)).toBe(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ops/notifications/broadcast',
      payload: { ...body, country: 'ET' },
    });
    expect(bad.statusCode).toBe(400);
    vi.stubEnv('NOTIFICATIONS_OPS_API', '0');
    try {
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/ops/notifications/broadcast',
        payload: { ...body, key: 'm-2' },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().error.code).toBe('NOTIFICATIONS_OPS_DISABLED');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
