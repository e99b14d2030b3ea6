import { randomBytes } from 'node:crypto';
import {
  notificationSocketEvents,
  type DeviceUpdateAck,
  type NotificationBroadcast,
} from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildApp } from '../app';
import { openPostgres } from '../db/database';
import type { AppContext } from '../platform/context';
import { readEnv } from '../platform/env';
import { openContext } from '../platform/runtime';
import { notify, withNotices } from './notification-writer';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * Several API processes behind a load balancer (README "Process roles"): two app instances on
 * two ports, each with its own PostgreSQL pool, Redis connections and bus, sharing one database
 * schema and one Redis prefix, exactly as two `--role=api` processes would. Needs DATABASE_URL
 * and REDIS_URL (CI sets them); skipped on the embedded database.
 */
describe.skipIf(!databaseUrl || !redisUrl)('notifications across API processes', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const redisPrefix = `test:${randomBytes(4).toString('hex')}:`;
  const instances: Array<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> = [];
  const sockets: Socket[] = [];

  async function instance() {
    const env = { ...readEnv({ ...process.env, PORT: '0' }, []), logLevel: 'silent' as const };
    const db = openPostgres({ connectionString: databaseUrl!, schema, max: 5 });
    const { ctx, close } = await openContext(env, pino({ level: 'silent' }), {
      db,
      redisPrefix,
      collectDefaultMetrics: false,
    });
    const app = await buildApp(ctx, { serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const entry = {
      app,
      ctx,
      async close() {
        await app.close();
        await close();
      },
    };
    instances.push(entry);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return { ...entry, url: `http://127.0.0.1:${address.port}` };
  }

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const i of instances) await i.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('a notification written through process 1 reaches a socket connected to process 2', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const one = await instance();
    const two = await instance();

    const user = await createTestProfile(one.ctx);
    const registered = await one.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { client_id: 2, device_id: 'phone', profile_id: user.profileId, status: 1 },
    });
    expect(registered.statusCode).toBe(201);
    const userDeviceId = registered.json().user_device_id as number;

    const socket = connect(two.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const received: NotificationBroadcast[] = [];
    socket.on(notificationSocketEvents.notification, (n: NotificationBroadcast) =>
      received.push(n),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = await new Promise<DeviceUpdateAck>((resolve) =>
      socket.emit(
        notificationSocketEvents.update,
        {
          client_id: 2,
          device_id: 'phone',
          user_device_id: userDeviceId,
          profile_id: user.profileId,
          status: 1,
          token: user.token,
          user_agent: 'test',
        },
        resolve,
      ),
    );
    expect(ack).toMatchObject({ ok: true, pending: 0 });

    const written = await withNotices(one.ctx, async (tx) => {
      const notice = await notify(
        tx,
        {
          profileId: user.profileId,
          type: 'bet won',
          level: 'success',
          message: 'Your bet XY99 has won 1200.00.',
          params: { bet_id: 99, bet_ref: 'ref-99' },
        },
        one.ctx.now(),
      );
      return { result: notice!, notices: [notice] };
    });
    for (let i = 0; i < 200 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(received).toEqual([
      expect.objectContaining({
        room: `user:${user.profileId}`,
        message: expect.objectContaining({
          notification_id: written.item.notification_id,
          title: 'Congratulations!',
          message: 'Your bet XY99 has won 1200.00.',
        }),
      }),
    ]);
  });
});
