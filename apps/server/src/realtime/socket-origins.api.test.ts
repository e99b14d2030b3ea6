import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await t?.close();
  t = undefined;
});

async function listening() {
  t = await buildTestApp({ allowedOrigins: ['https://shangwe.example'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Resolves true when the socket connects, false when the handshake is refused. */
function connects(url: string, origin: string | undefined): Promise<boolean> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

describe('socket origins', () => {
  it("accepts the site's own pages and the allowed origins, refuses other sites", async () => {
    const url = await listening();
    expect(await connects(url, url)).toBe(true);
    expect(await connects(url, 'https://shangwe.example')).toBe(true);
    expect(await connects(url, undefined)).toBe(true);
    expect(await connects(url, 'https://evil.example')).toBe(false);
    expect(await connects(url, 'null')).toBe(false);
  });

  it('never echoes a foreign origin in Access-Control-Allow-Origin', async () => {
    const url = await listening();
    for (const origin of ['https://evil.example', 'https://shangwe.example']) {
      const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
        headers: { origin },
      });
      const allowed = res.headers.get('access-control-allow-origin');
      if (origin === 'https://evil.example') expect(allowed).toBeNull();
      else expect(allowed).toBe(origin);
    }
  });
});
