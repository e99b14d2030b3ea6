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
