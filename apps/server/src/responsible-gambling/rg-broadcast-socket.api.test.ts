import {
  notificationSocketEvents,
  type DeviceUpdateAck,
  type NotificationBroadcast,
} from '@shangwe/contract';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { broadcaster } from '../notifications/broadcaster';
import { connected, emitAck, useListeningApp } from '../test/listening-app';

/** Issue 31: an open socket of a bettor who starts a break leaves the broadcast rooms at once. */
const server = useListeningApp();

interface Browser {
  socket: Socket;
  received: NotificationBroadcast[];
}

async function open(
  url: string,
  user: TestProfile,
): Promise<{ browser: Browser; ack: DeviceUpdateAck }> {
  const socket = server.socket(url);
  const browser: Browser = { socket, received: [] };
  socket.on(notificationSocketEvents.notification, (n: NotificationBroadcast) =>
    browser.received.push(n),
  );
  await connected(socket);
  const device = await server.testApp.app.inject({
    method: 'POST',
    url: '/api/notifications/devices',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { client_id: 2, device_id: `d-${user.profileId}-${Math.random()}`, status: 1 },
  });
  const userDeviceId = device.json().user_device_id as number;
  const ack = await emitAck<DeviceUpdateAck>(socket, notificationSocketEvents.update, {
    client_id: 2,
    device_id: `d-${userDeviceId}`,
    user_device_id: userDeviceId,
    profile_id: user.profileId,
    status: 1,
    token: user.token,
    user_agent: 'Mozilla/5.0 (Linux; Android 10) Chrome/120',
  });
  return { browser, ack };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('broadcasts over the socket during a break', () => {
  it('a break takes the bettor’s open socket out of the broadcast rooms; a new one joins none', async () => {
    const url = await server.listen();
    const ctx = server.testApp.ctx;
    const me = await createTestProfile(ctx);
    const other = await createTestProfile(ctx);
    const mine = await open(url, me);
    const theirs = await open(url, other);
    expect(mine.ack).toMatchObject({
      ok: true,
      rooms: [`user:${me.profileId}`, 'country:KE', 'all'],
    });

    const excluded = await server.testApp.app.inject({
      method: 'POST',
      url: '/api/rg/exclusion',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { kind: 'self_exclusion', period: '6m' },
    });
    expect(excluded.statusCode).toBe(200);

    await broadcaster(ctx, {
      country: 'all',
      title: 'Boost',
      message: 'Odds boosted',
      level: 'info',
    });
    await broadcaster(ctx, { country: 'KE', title: 'Derby', message: 'Derby day', level: 'info' });
    await until(() => theirs.browser.received.length === 2, 'the other bettor’s broadcasts');
    // The same process emitted both to both rooms in order: the excluded socket got neither.
    expect(mine.browser.received).toEqual([]);

    const again = await open(url, me);
    expect(again.ack).toMatchObject({ ok: true, rooms: [`user:${me.profileId}`], pending: 0 });
  });
});
