import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startMetricsServer } from './metrics-access';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('/metrics', () => {
  it('is not served on the public port in production by default', async () => {
    t = await buildTestApp({ production: true });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers only the bearer of METRICS_TOKEN when one is set', async () => {
    t = await buildTestApp({ production: true, metricsToken: 's3cret-scraper' });
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json().error).toEqual({
      message: 'A valid metrics token is required',
      code: 'UNAUTHORIZED',
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer s3cret-scrapes' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer s3cret-scraper' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
  });

  it('stays open outside production (development, benches)', async () => {
    t = await buildTestApp({ production: false });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
  });

  it('is served on the separate metrics port, and nothing else is', async () => {
    t = await buildTestApp({ production: true });
    // As main.ts starts it: on METRICS_HOST, loopback by default, whatever HOST says.
    expect(t.ctx.env.metricsHost).toBe('127.0.0.1');
    const server = await startMetricsServer(t.ctx, 0, t.ctx.env.metricsHost);
    try {
      const { port, address } = server.server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
