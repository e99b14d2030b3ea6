import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { inlineScriptHashes } from './security-headers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('sends a content security policy, nosniff and a referrer policy on pages and API calls, no HSTS on http', async () => {
    t = await buildTestApp({ publicUrl: 'http://localhost:8080' });
    for (const url of ['/api/config?country=KE', '/api/no-such-call', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps the page-only headers off JSON answers under /api/, and on everything else', async () => {
    t = await buildTestApp({ publicUrl: 'http://localhost:8080' });
    const call = await t.app.inject({ method: 'GET', url: '/api/config?country=KE' });
    expect(call.headers['content-security-policy']).toBe(
      "default-src 'self';object-src 'none';frame-ancestors 'none'",
    );
    // Build assets (scripts and styles) are not pages either.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-0000.js' });
    expect(asset.headers['content-security-policy']).toBe(
      "default-src 'self';object-src 'none';frame-ancestors 'none'",
    );
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(call.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(call.headers[pageOnly]).toBeUndefined();
    }
    // Pages, including the one HTML page served under /api/ (the sandbox checkout).
    for (const url of ['/healthz', '/api/payments/sandbox/checkout/NO-SUCH-PAYMENT']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(page.headers['content-security-policy'])).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
      // Kenya's affiliate registration pixel (an image, loaded with consent) may load.
      expect(String(page.headers['content-security-policy'])).toMatch(
        /img-src [^;]*https:\/\/affiliates\.shangwe\.co\.ke/,
      );
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('adds HSTS and upgrades insecure requests when the public address is https', async () => {
    t = await buildTestApp({ publicUrl: 'https://shangwe.example' });
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('allows exactly the inline scripts of the app shell, by hash', () => {
    const html = `<head><script>alert(1)</script><script type="module" src="/a.js"></script>
      <script>alert(1)</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });
});
