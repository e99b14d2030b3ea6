import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { KNOWN_DEVICE_COOKIE } from './known-devices';
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

/** Registers and verifies a bettor from OWNER_IP; returns the known-device cookie it got. */
async function verifiedBettor(mobile: string, password: string): Promise<string> {
  expect(
    (await inject('/api/newsignup', OWNER_IP, { mobile, password, date_of_birth: '1990-01-15' }))
      .statusCode,
  ).toBe(201);
  const code = await lastCode(mobile);
  const verified = await inject('/api/code', OWNER_IP, { mobile, code });
  expect(verified.statusCode).toBe(200);
  return deviceCookieOf(verified.headers['set-cookie']);
}

function deviceCookieOf(header: unknown): string {
  const cookie = String(header).split(';')[0]!;
  expect(cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`)).toBe(true);
  expect(String(header)).toContain('HttpOnly');
  return cookie;
}

/** A login through the site's own proxy (10.0.0.2, trusted) for a bettor at `address`. */
const proxiedLogin = (address: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...KE, 'x-forwarded-for': address, ...(cookie && { cookie }) },
    remoteAddress: '10.0.0.2',
    payload: { mobile: '0712345678', password },
  });

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

  it('50 failures from 10 addresses lock strangers out, not the owner on a known device or after a reset', async () => {
    t = await buildTestApp();
    const device = await verifiedBettor('0712345678', 'Kisumu-2026');
    const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    for (const address of attackers) {
      for (let i = 0; i < 5; i++) {
        expect((await proxiedLogin(address, `guess-${address}-${i}`)).statusCode).toBe(400);
      }
    }
    // Every attacking address is throttled, even with the right password...
    for (const address of attackers) expectLimited(await proxiedLogin(address, 'Kisumu-2026'));
    // ...and so is any other device without the cookie: the phone is locked for strangers.
    expectLimited(await proxiedLogin('198.51.100.99', 'Kisumu-2026'));
    expectLimited(await proxiedLogin('203.0.113.5', 'Kisumu-2026'));
    // The owner's device gets past the lock with the right password (from a new address too),
    // and keeps its cookie; a wrong password from it is still just wrong.
    expect((await proxiedLogin('203.0.113.5', 'wrong-one', device)).statusCode).toBe(400);
    const owner = await proxiedLogin('203.0.113.5', 'Kisumu-2026', device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner.headers['set-cookie'])).toBe(device);
    // A device cookie that is not one the bettor earned does not get past.
    const forged = `${KNOWN_DEVICE_COOKIE}=${'A'.repeat(43)}`;
    expectLimited(await proxiedLogin('203.0.113.6', 'Kisumu-2026', forged));

    // A password reset by SMS code clears the per-phone lock: a new device logs in.
    expect(
      (await inject('/api/forgot-password', OWNER_IP, { mobile: '0712345678' })).statusCode,
    ).toBe(200);
    const code = await lastCode('0712345678');
    const reset = await inject('/api/reset-password', OWNER_IP, {
      mobile: '0712345678',
      code,
      password: 'Nakuru-2026',
    });
    expect(reset.statusCode).toBe(200);
    const fresh = await proxiedLogin('203.0.113.7', 'Nakuru-2026');
    expect(fresh.statusCode).toBe(200);
    deviceCookieOf(fresh.headers['set-cookie']);
    // The attackers' own addresses stay throttled for this phone.
    for (const address of attackers) expectLimited(await proxiedLogin(address, 'Nakuru-2026'));
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
      (
        await inject('/api/newsignup', OWNER_IP, {
          mobile,
          password: 'Kisumu-2026',
          date_of_birth: '1990-01-15',
        })
      ).statusCode,
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
