import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * The whole app listening on a free loopback port with real socket.io clients, for the tests of
 * what the server pushes (`app.inject()` has no sockets). Call it at the top of the test file:
 * after each test it disconnects every client it made and closes the app.
 */
export function useListeningApp() {
  let current: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await current?.close();
    current = undefined;
  });

  /** A client of the app's socket.io (websocket only, never reconnecting), connecting. */
  function socket(url: string, options: ClientOptions = {}): Socket {
    const client = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      ...options,
    });
    sockets.push(client);
    return client;
  }

  return {
    /** The app of the running test (after `listen()`). */
    get testApp(): TestApp {
      if (!current) throw new Error('listen() first');
      return current;
    },
    /** Builds the app on a clean database (as buildTestApp) and listens; resolves its URL. */
    async listen(...args: Parameters<typeof buildTestApp>): Promise<string> {
      current = await buildTestApp(...args);
      await current.app.listen({ port: 0, host: '127.0.0.1' });
      const address = current.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    },
    socket,
    /** A client once connected; fails when the server refuses the handshake. */
    connect: (url: string, options: ClientOptions = {}) => connected(socket(url, options)),
  };
}

/** Resolves once the socket is connected; rejects with the handshake's refusal. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves true when the socket connects, false when the handshake is refused. */
export function handshakeAccepted(socket: Socket): Promise<boolean> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

/** Emits `event` and resolves the server's acknowledgement. */
export const emitAck = <T>(socket: Socket, event: string, payload: unknown) =>
  new Promise<T>((resolve) => socket.emit(event, payload, (answer: T) => resolve(answer)));

/** The next message of `event` the socket receives. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (m: T) => resolve(m)));
