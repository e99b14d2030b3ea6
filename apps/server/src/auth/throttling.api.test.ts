import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { RATE_LIMITS } from './rate-limit';

const KE = { 'x-country': 'KE' };
const OWNER_IP = '10.20.0.7';
const STRANGER_IP = '10.66.0.66';

let t: TestApp;
afterEach(() => t?.close());

const inject = (url: string, ip: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: KE, remoteAddress: ip, payload });

async function lastCode(mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/ops/sms-outbox?mobile=${mobile}` });
  return /^(\d{4}) /.exec(res.json().data[0].message as string)![1]!;
}

/** A code that is not the one texted. */
const wrong = (code: string, i = 1) => String((Number(code) + i) % 10_000).padStart(4, '0');

async function verifiedBettor(mobile: string, password: string) {
  expect((await inject('/api/newsignup', OWNER_IP, { mobile, password })).statusCode).toBe(201);
  const code = await lastCode(mobile);
  expect((await inject('/api/code', OWNER_IP, { mobile, code })).statusCode).toBe(200);
}

function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { retry_after: number; error: { code: string } };
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBe(res.json().retry_after);
}

describe('login and code throttling', () => {
  it("a stranger's wrong passwords do not lock the owner out of their own device", async () => {
    t = await buildTestApp();
    await verifiedBettor('0712345678', 'Kisumu-2026');
    const limit = RATE_LIMITS.loginFailuresPerPhoneAndIp.limit;
    for (let i = 0; i < limit; i++) {
      const res = await inject('/api/login', STRANGER_IP, {
        mobile: '0712345678',
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    expectLimited(
      await inject('/api/login', STRANGER_IP, { mobile: '0712345678', password: 'Kisumu-2026' }),
    );
    const owner = await inject('/api/login', OWNER_IP, {
      mobile: '0712345678',
      password: 'Kisumu-2026',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('stops a guesser who changes address at the much higher per-phone cap', async () => {
    t = await buildTestApp();
    await verifiedBettor('0712345678', 'Kisumu-2026');
    const cap = RATE_LIMITS.loginFailuresPerPhone.limit;
    expect(cap).toBeGreaterThanOrEqual(5 * RATE_LIMITS.loginFailuresPerPhoneAndIp.limit);
    for (let i = 0; i < cap; i++) {
      const res = await inject('/api/login', `10.77.${i >> 8}.${i & 255}`, {
        mobile: '0712345678',
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    expectLimited(
      await inject('/api/login', OWNER_IP, { mobile: '0712345678', password: 'Kisumu-2026' }),
    );
  });

  it('counts only wrong codes, per phone and address', async () => {
    t = await buildTestApp();
    const mobile = '0712345678';
    expect(
      (await inject('/api/newsignup', OWNER_IP, { mobile, password: 'Kisumu-2026' })).statusCode,
    ).toBe(201);
    const limit = RATE_LIMITS.codeFailuresPerPhoneAndIp.limit;
    // A stranger uses up their own tries...
    const first = await lastCode(mobile);
    for (let i = 1; i <= limit; i++) {
      expect(
        (await inject('/api/code', STRANGER_IP, { mobile, code: wrong(first, i) })).statusCode,
      ).toBe(400);
    }
    expectLimited(await inject('/api/code', STRANGER_IP, { mobile, code: first }));
    // ...the owner asks for a new code and verifies from their own device.
    expect((await inject('/api/code', OWNER_IP, { mobile })).statusCode).toBe(200);
    const second = await lastCode(mobile);
    expect((await inject('/api/code', OWNER_IP, { mobile, code: second })).statusCode).toBe(200);

    // Right codes do not count: limit - 1 wrong ones and a right one leave one more try.
    expect((await inject('/api/forgot-password', OWNER_IP, { mobile })).statusCode).toBe(200);
    const reset = await lastCode(mobile);
    for (let i = 1; i < limit; i++) {
      const res = await inject('/api/reset-password', OWNER_IP, {
        mobile,
        code: wrong(reset, i),
        password: 'Nakuru-2026',
      });
      expect(res.statusCode).toBe(400);
    }
    const done = await inject('/api/reset-password', OWNER_IP, {
      mobile,
      code: reset,
      password: 'Nakuru-2026',
    });
    expect(done.statusCode).toBe(200);
    const spent = await inject('/api/reset-password', OWNER_IP, {
      mobile,
      code: reset,
      password: 'Nakuru-2026',
    });
    expect(spent.statusCode).toBe(400);
    expectLimited(
      await inject('/api/reset-password', OWNER_IP, {
        mobile,
        code: reset,
        password: 'Nakuru-2026',
      }),
    );
  });

  it('believes X-Forwarded-For only from a proxy on a private network', async () => {
    t = await buildTestApp();
    await verifiedBettor('0712345678', 'Kisumu-2026');
    const login = (remoteAddress: string, forwardedFor: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...KE, 'x-forwarded-for': forwardedFor },
        remoteAddress,
        payload: { mobile: '0712345678', password },
      });
    // Straight from the internet, a made-up forwarded address changes nothing.
    const limit = RATE_LIMITS.loginFailuresPerPhoneAndIp.limit;
    for (let i = 0; i < limit; i++) {
      expect((await login('203.0.113.66', `198.51.100.${i}`, `guess-${i}`)).statusCode).toBe(400);
    }
    expectLimited(await login('203.0.113.66', '198.51.100.200', 'Kisumu-2026'));
    // Through the site's own proxy, each bettor is counted under their own address.
    expect((await login('10.0.0.2', '198.51.100.7', 'Kisumu-2026')).statusCode).toBe(200);
  });
});
