import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { handshakeAccepted, useListeningApp } from '../test/listening-app';

const live = useListeningApp();
const listening = () => live.listen({ allowedOrigins: ['https://shangwe.example'] });

/** Resolves true when the socket connects, false when the handshake is refused. */
const connects = (url: string, origin: string | undefined) =>
  handshakeAccepted(live.socket(url, origin ? { extraHeaders: { origin } } : {}));

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

/** A websocket upgrade by hand: the answer's status and headers (a refusal is plain HTTP). */
function upgrade(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest(`${url}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    request.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    request.on('error', reject);
    request.end();
  });
}

const withForwarding = (origin: string, forwarded: Record<string, string>) =>
  ({ extraHeaders: { origin, ...forwarded } }) as const;

describe('socket origins behind a proxy', () => {
  it('ignores X-Forwarded-Host from a peer TRUST_PROXY does not trust', async () => {
    const url = await live.listen({
      allowedOrigins: ['https://shangwe.example'],
      trustProxy: false,
    });
    const forged = withForwarding('https://evil.example', { 'x-forwarded-host': 'evil.example' });
    expect(await handshakeAccepted(live.socket(url, forged))).toBe(false);
    // The page's own host still works without a proxy.
    expect(await handshakeAccepted(live.socket(url, { extraHeaders: { origin: url } }))).toBe(true);
  });

  it('believes X-Forwarded-Host and -Proto from a trusted proxy (loopback here)', async () => {
    const url = await live.listen({
      allowedOrigins: ['https://shangwe.example'],
      trustProxy: 'loopback',
    });
    const site = { 'x-forwarded-host': 'bet.example', 'x-forwarded-proto': 'https' };
    expect(
      await handshakeAccepted(live.socket(url, withForwarding('https://bet.example', site))),
    ).toBe(true);
    // The proxy says the page is https: an http page of that host is not the site's.
    expect(
      await handshakeAccepted(live.socket(url, withForwarding('http://bet.example', site))),
    ).toBe(false);
    expect(
      await handshakeAccepted(live.socket(url, withForwarding('https://evil.example', site))),
    ).toBe(false);
  });
});

describe("Socket.IO's own answers", () => {
  const secured = (headers: IncomingHttpHeaders) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('carry the security headers on a refused transport and a refused upgrade', async () => {
    const url = await listening();
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    secured(Object.fromEntries(polling.headers));

    const refused = await upgrade(url, { origin: 'https://evil.example' });
    expect(refused.status).toBe(400);
    secured(refused.headers);

    // A good upgrade is untouched: 101, and the socket works.
    const good = await upgrade(url, { origin: url });
    expect(good.status).toBe(101);
  });
});
