import { createAdapter } from '@socket.io/redis-adapter';
import {
  authRequestSchema,
  busChannels,
  matchRoom,
  socketEvents,
  subscribeMatchesSchema,
  userRoom,
  type MatchUpdateMessage,
  type OddsChangeMessage,
  type UserNotifyMessage,
} from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { Server } from 'socket.io';
import { findSession, SESSION_EXPIRED_MESSAGE } from '../auth/session';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { socketOriginCheck } from './socket-origins';
import { secureSocketRefusals } from './socket-refusal-headers';
import { roomFanout } from './room-fanout';
import {
  AckWriter,
  handleNotificationSocket,
  relayNotifications,
} from '../notifications/notification-gateway';
import { handleSupportChatSocket, relaySupportChat } from '../support-chat/socket';
import type { SocketChannel } from './socket-channel';
import { handleTradingSocket, relayLiability } from '../backoffice/trading/liability-socket';

/** Match rooms one socket may be in at once. */
const MAX_ROOMS = 500;

type Ack = (answer: unknown) => void;
/**
 * The Socket.IO gateway on the app's HTTP server: path /socket.io, websocket transport only.
 * Clients join `match:{id}` rooms with `subscribe` and their `user:{profileId}` room with `auth`.
 * Feed changes (odds, bet_status, score, clock) and user notifications arrive on the bus, which
 * every instance receives, and are delivered to this instance's sockets; with Redis the adapter
 * shares rooms across instances for anything emitted to a room directly.
 */
export async function attachSocketGateway(
  app: FastifyInstance,
  ctx: AppContext,
  channels: readonly SocketChannel[] = [],
): Promise<Server> {
  // X-Forwarded-Host counts only from a proxy TRUST_PROXY trusts.
  const originAllowed = socketOriginCheck(ctx.env.allowedOrigins, ctx.env.trustProxy);
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Only the site's own pages (and ALLOWED_ORIGINS) may open a socket from a browser.
    cors: { origin: [...ctx.env.allowedOrigins] },
    allowRequest: (request, callback) => callback(null, originAllowed(request)),
    pingInterval: 25_000,
    pingTimeout: 20_000,
    // Frames are small JSON (ticks, notifications): deflating each costs more CPU than the
    // bytes it saves, and a deflated socket cannot take the fan-out's pre-encoded frames.
    perMessageDeflate: false,
  });
  secureSocketRefusals(app.server, ctx.env.publicUrl, '/socket.io');
  const redisClients = ctx.redis ? [ctx.redis.duplicate(), ctx.redis.duplicate()] : [];
  for (const client of redisClients) client.on('error', () => undefined);
  // The adapter subscribes at once; on a client still connecting, a quick shutdown would reject
  // those queued commands with nobody listening.
  await Promise.all(
    redisClients.map((client) =>
      client.status === 'ready'
        ? undefined
        : new Promise((resolve) => client.once('ready', resolve)),
    ),
  );
  if (redisClients.length === 2) {
    io.adapter(
      createAdapter(redisClients[0], redisClients[1], { key: `${ctx.redisPrefix}socket.io` }),
    );
  }

  const connections =
    (ctx.metrics.registry.getSingleMetric('socket_connections') as Gauge | undefined) ??
    new Gauge({
      name: 'socket_connections',
      help: 'Open websocket connections',
      registers: [ctx.metrics.registry],
    });
  const pushed = ctx.metrics.counter(
    'socket_messages_pushed_total',
    'Feed and user messages pushed to socket rooms',
    ['event'],
  );

  // A token in the handshake (`io(url, { auth: { token } })`) is checked before `connect` fires,
  // so the socket is already in its user room when the client sees it connected. A bad token
  // still connects (visitors browse anonymously); it just joins no user room.
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next();
    findSession(ctx.db, token, ctx.now())
      .then((user) => {
        if (user) socket.data.profileId = user.profileId;
      })
      .catch(() => undefined)
      .finally(() => next());
  });

  const notificationAcks = new AckWriter(ctx);

  io.on('connection', (socket) => {
    connections.inc();
    const handshakeProfile = socket.data.profileId as number | undefined;
    if (handshakeProfile !== undefined) void socket.join(userRoom(handshakeProfile));
    socket.on('disconnect', () => connections.dec());

    socket.on(socketEvents.subscribe, (input: unknown, ack?: Ack) => {
      const parsed = subscribeMatchesSchema.safeParse(input);
      if (!parsed.success)
        return ack?.({ ok: false, message: 'parent_match_ids must be a list of match ids' });
      const current = [...socket.rooms].filter((r) => r.startsWith('match:')).length;
      const rooms = parsed.data.parent_match_ids.map(matchRoom).filter((r) => !socket.rooms.has(r));
      if (current + rooms.length > MAX_ROOMS)
        return ack?.({ ok: false, message: `At most ${MAX_ROOMS} matches at once` });
      void socket.join(rooms);
      ack?.({ ok: true, rooms: [...socket.rooms].filter((r) => r.startsWith('match:')) });
      // Live matches joined get their current state at once (score, period, running clock).
      void catalogStoreFor(ctx).then((store) => {
        for (const id of parsed.data.parent_match_ids) {
          const snapshot = store.snapshotOf(id, Date.now());
          if (snapshot) socket.emit(socketEvents.match, snapshot);
        }
      });
    });

    socket.on(socketEvents.unsubscribe, (input: unknown, ack?: Ack) => {
      const parsed = subscribeMatchesSchema.safeParse(input);
      if (!parsed.success)
        return ack?.({ ok: false, message: 'parent_match_ids must be a list of match ids' });
      for (const id of parsed.data.parent_match_ids) void socket.leave(matchRoom(id));
      return ack?.({ ok: true });
    });

    const authenticate = async (input: unknown, ack?: Ack) => {
      const parsed = authRequestSchema.safeParse(input);
      const user = parsed.success
        ? await findSession(ctx.db, parsed.data.token, ctx.now()).catch(() => null)
        : null;
      if (!user) return ack?.({ ok: false, message: SESSION_EXPIRED_MESSAGE });
      for (const room of socket.rooms)
        if (room.startsWith('user:') && room !== userRoom(user.profileId)) void socket.leave(room);
      await socket.join(userRoom(user.profileId));
      return ack?.({ ok: true, profile_id: user.profileId });
    };
    socket.on(socketEvents.auth, (input: unknown, ack?: Ack) => void authenticate(input, ack));

    handleNotificationSocket(socket, ctx, notificationAcks);
    handleSupportChatSocket(socket, ctx);
    handleTradingSocket(socket, ctx);
    for (const channel of channels) channel.handle?.(socket, ctx);
  });

  const offs = await Promise.all([
    ctx.bus.subscribe(busChannels.oddsChange, (m) => {
      const message = m as OddsChangeMessage;
      io.local.to(matchRoom(message.parent_match_id)).emit(socketEvents.odds, message);
      pushed.inc({ event: socketEvents.odds });
    }),
    ctx.bus.subscribe(busChannels.matchUpdate, (m) => {
      const message = m as MatchUpdateMessage;
      io.local.to(matchRoom(message.parent_match_id)).emit(socketEvents.match, message);
      pushed.inc({ event: socketEvents.match });
    }),
    ctx.bus.subscribe(busChannels.userNotify, (m) => {
      const message = m as UserNotifyMessage;
      roomFanout(io)
        .send(userRoom(message.profileId), [{ event: message.event, payload: message.payload }])
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'user push failed'));
      pushed.inc({ event: 'user' });
    }),
    ...channels.flatMap((channel) => (channel.relay ? [channel.relay(io, ctx)] : [])),
    relayNotifications(io, ctx),
    relaySupportChat(io, ctx),
    relayLiability(io, ctx),
  ]);

  // Open websockets must not hold a graceful shutdown open.
  app.addHook('preClose', async () => {
    for (const off of offs) off();
    io.local.disconnectSockets(true);
    io.engine.close();
    await notificationAcks.flush();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
  return io;
}
