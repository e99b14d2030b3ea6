import {
  notificationSocketEvents,
  type DeviceUpdateAck,
  type NotificationBroadcast,
  type NotificationCountEvent,
} from '@shangwe/contract';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { connected, emitAck, useListeningApp } from '../test/listening-app';
import { notify, withNotices, writeBroadcast } from './notification-writer';

const server = useListeningApp();

/** A browser's socket that records every notification and count it receives. */
interface Browser {
  socket: Socket;
  received: NotificationBroadcast[];
  counts: number[];
}

async function open(url: string): Promise<Browser> {
  const socket = server.socket(url);
  const browser: Browser = { socket, received: [], counts: [] };
  socket.on(notificationSocketEvents.notification, (n: NotificationBroadcast) =>
    browser.received.push(n),
  );
  socket.on(notificationSocketEvents.count, (c: NotificationCountEvent) =>
    browser.counts.push(c.total_count),
  );
  await connected(socket);
  return browser;
}

async function registerDevice(user: TestProfile, deviceId: string): Promise<number> {
  const res = await server.testApp.app.inject({
    method: 'POST',
    url: '/api/notifications/devices',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { client_id: 2, device_id: deviceId, profile_id: user.profileId, status: 1 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().user_device_id;
}

const update = (browser: Browser, user: TestProfile, userDeviceId: number) =>
  emitAck<DeviceUpdateAck>(browser.socket, notificationSocketEvents.update, {
    client_id: 2,
    device_id: `device-${userDeviceId}`,
    user_device_id: userDeviceId,
    profile_id: user.profileId,
    status: 1,
    token: user.token,
    user_agent: 'Mozilla/5.0 (Linux; Android 10) Chrome/120',
  });

/** Waits until `check` holds (the socket's messages arrive asynchronously). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function tell(profileId: number, message: string) {
  return withNotices(server.testApp.ctx, async (tx) => {
    const notice = await notify(
      tx,
      {
        profileId,
        type: 'bet placement',
        level: 'success',
        message,
        params: { bet_id: 5, bet_ref: 'ref-5' },
      },
      server.testApp.ctx.now(),
    );
    return { result: notice!, notices: [notice] };
  });
}

/** Acks are written in batches: waits until the device's acks are stored. */
async function acksStored(userDeviceId: number, count: number) {
  const stored = async () =>
    (
      await server.testApp.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification_acks WHERE user_device_id = $1',
        [userDeviceId],
      )
    ).rows[0]!.n;
  for (let i = 0; i < 200; i++) {
    if ((await stored()) === count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`acks of device ${userDeviceId} not stored`);
}

describe('realtime notifications', () => {
  it('delivers to the bettor’s room with the count; acked ones never again, missed ones on the next connect', async () => {
    const url = await server.listen();
    const user = await createTestProfile(server.testApp.ctx);
    const other = await createTestProfile(server.testApp.ctx);
    const deviceId = await registerDevice(user, 'phone-1');

    const phone = await open(url);
    const stranger = await open(url);
    const first = await update(phone, user, deviceId);
    expect(first).toMatchObject({
      ok: true,
      profile_id: user.profileId,
      user_device_id: deviceId,
      pending: 0,
      total_count: 0,
    });
    expect(first.ok && first.rooms).toEqual([`user:${user.profileId}`, 'country:KE', 'all']);
    const otherDevice = await registerDevice(other, 'phone-2');
    expect(await update(stranger, other, otherDevice)).toMatchObject({ ok: true });

    const live = await tell(user.profileId, 'Bet AB12 accepted.');
    await until(
      () => phone.received.length === 1 && phone.counts.length === 1,
      'the live notification',
    );
    expect(phone.received[0]).toEqual({
      room: `user:${user.profileId}`,
      message: {
        notification_id: live.item.notification_id,
        message: 'Bet AB12 accepted.',
        title: 'Bet Placement Successful',
        type: 'bet placement',
        level: 'success',
        status: 'unread',
        audience: 'user',
        created_at: expect.any(String),
      },
      params: { bet_id: 5, bet_ref: 'ref-5', free_bet_id: null },
    });
    expect(phone.counts).toEqual([1]);

    // Acked, then the phone goes offline; one more arrives meanwhile.
    expect(
      await emitAck(phone.socket, notificationSocketEvents.ack, {
        room: `user:${user.profileId}`,
        notification_id: live.item.notification_id,
        user_device_id: deviceId,
      }),
    ).toEqual({ ok: true });
    // Another device's id is refused: a socket acks for its own device only.
    expect(
      await emitAck(phone.socket, notificationSocketEvents.ack, {
        room: `user:${user.profileId}`,
        notification_id: live.item.notification_id,
        user_device_id: otherDevice,
      }),
    ).toMatchObject({ ok: false });
    await acksStored(deviceId, 1);
    phone.socket.disconnect();
    const missed = await tell(user.profileId, 'Bet CD34 accepted.');
    expect(stranger.received).toEqual([]);

    // Reconnecting: only the one it missed, not the acked one.
    const again = await open(url);
    const second = await update(again, user, deviceId);
    expect(second).toMatchObject({ ok: true, pending: 1, total_count: 2 });
    await until(() => again.received.length === 1, 'the missed notification');
    expect(again.received.map((n) => n.message.notification_id)).toEqual([
      missed.item.notification_id,
    ]);

    // Not acked: the next connect brings it again (and still not the acked one).
    again.socket.disconnect();
    const third = await open(url);
    expect(await update(third, user, deviceId)).toMatchObject({ ok: true, pending: 1 });
    await until(() => third.received.length === 1, 'the unacked notification again');
    await emitAck(third.socket, notificationSocketEvents.ack, {
      room: third.received[0]!.room,
      notification_id: missed.item.notification_id,
      user_device_id: deviceId,
    });
    third.socket.disconnect();
    await acksStored(deviceId, 2);
    const fourth = await open(url);
    expect(await update(fourth, user, deviceId)).toMatchObject({
      ok: true,
      pending: 0,
      total_count: 2,
    });

    // Reading lowers the count live on the bettor's sockets.
    const read = await server.testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/list/${missed.item.notification_id}/read`,
      headers: { authorization: `Bearer ${user.token}` },
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    await until(() => fourth.counts.includes(1), 'the lower count');
  });

  it('delivers broadcasts to the country’s and everybody’s rooms; refuses an update without a session or device', async () => {
    const url = await server.listen();
    const kenyan = await createTestProfile(server.testApp.ctx, { country: 'KE' });
    const ghanaian = await createTestProfile(server.testApp.ctx, { country: 'GH' });
    const ke = await open(url);
    const gh = await open(url);
    const anonymous = await open(url);
    expect(await update(ke, kenyan, await registerDevice(kenyan, 'ke'))).toMatchObject({
      ok: true,
    });
    expect(await update(gh, ghanaian, await registerDevice(ghanaian, 'gh'))).toMatchObject({
      ok: true,
    });

    expect(
      await emitAck(anonymous.socket, notificationSocketEvents.update, {
        client_id: 2,
        device_id: 'x',
        user_device_id: 1,
        status: 1,
        token: 'not-a-session',
        user_agent: 'x',
      }),
    ).toEqual({ ok: false, message: 'Your session has expired. Please login again' });
    // Somebody else's device id.
    expect(
      await emitAck(anonymous.socket, notificationSocketEvents.update, {
        client_id: 2,
        device_id: 'gh',
        user_device_id: 999_999,
        status: 1,
        token: kenyan.token,
        user_agent: 'x',
      }),
    ).toEqual({ ok: false, message: 'This device is not registered. Register it again' });

    await withNotices(server.testApp.ctx, async (tx) => {
      const notices = [
        await writeBroadcast(
          tx,
          { country: 'GH', title: 'Black Stars', message: 'Boosted odds for the Black Stars.' },
          server.testApp.ctx.now(),
        ),
        await writeBroadcast(
          tx,
          { country: null, title: 'Maintenance', message: 'Short maintenance at 02:00.' },
          server.testApp.ctx.now(),
        ),
      ];
      return { result: null, notices };
    });
    await until(() => gh.received.length === 2 && ke.received.length === 1, 'the broadcasts');
    expect(gh.received.map((n) => [n.room, n.message.message])).toEqual([
      ['country:GH', 'Boosted odds for the Black Stars.'],
      ['all', 'Short maintenance at 02:00.'],
    ]);
    expect(ke.received.map((n) => n.room)).toEqual(['all']);
    expect(anonymous.received).toEqual([]);
  });
});
