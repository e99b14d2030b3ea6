import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limit';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestProfile } from './test-factories';

/** The latest code texted to a phone, read from the outbox the way an operator would. */
async function lastCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/ops/sms-outbox?mobile=${mobile}` });
  expect(res.statusCode).toBe(200);
  const message: string = res.json().data[0].message;
  return /^(\d{4}) /.exec(message)![1]!;
}

const KE = { 'x-country': 'KE' };

describe('accounts', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function register(mobile = '0712345678', password = 'Kisumu-2026') {
    return t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: KE,
      payload: { date_of_birth: '1990-01-15', mobile, password, src: 'MOBILE_WEB' },
    });
  }

  async function registerAndVerify(mobile = '0712345678', password = 'Kisumu-2026') {
    expect((await register(mobile, password)).statusCode).toBe(201);
    const code = await lastCode(t, mobile);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile, code },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('registers, texts a code, verifies with it and logs in', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: KE,
      payload: {
        date_of_birth: '1990-01-15',
        mobile: '0712 345 678',
        password: 'Kisumu-2026',
        src: 'MOBILE_WEB',
        affiliate_id: '55',
        affiliate_tag: 'tag-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success.message).toBe(
      'Account created. Enter the code sent to your phone to verify.',
    );
    expect(body.success.profile_id).toEqual(expect.any(Number));
    const stored = await t.ctx.db.query<{
      mobile: string;
      country: string;
      password_hash: string;
      verified_at: Date | null;
    }>('SELECT mobile, country, password_hash, verified_at FROM profiles WHERE id = $1', [
      body.success.profile_id,
    ]);
    expect(stored.rows[0]).toMatchObject({
      mobile: '254712345678',
      country: 'KE',
      verified_at: null,
    });
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0]!.password_hash).not.toContain('Kisumu');

    // Not verified yet: login is refused and a code is (re)sent.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'Kisumu-2026' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      message: 'Please verify your phone number. Enter the code sent to your phone.',
      code: 'ACCOUNT_NOT_VERIFIED',
    });

    const code = await lastCode(t, '0712345678');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '254712345678', code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: { message: 'Your phone number has been verified.' },
      token: expect.any(String),
      data: {
        user: { id: body.success.profile_id, mobile: '254712345678', balance: 0, has_kyc: false },
      },
    });
    // A code works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'The code is invalid or has expired. Please request a new code.',
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: {
        mobile: '712345678',
        password: 'Kisumu-2026',
        remember: 'true',
        src: 'MOBILE_WEB',
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      success: { message: 'Login successful' },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: {
        user: {
          id: body.success.profile_id,
          mobile: '254712345678',
          balance: 0,
          bonus: 0,
          points: 0,
          has_kyc: false,
          kyc: { status: '0' },
          country: 'KE',
          currency: 'KES',
        },
        affiliate_id: '55',
        affiliate_tag: 'tag-1',
      },
    });
    const session = await t.ctx.db.query<{ remember: boolean; days: number }>(
      `SELECT remember, extract(day from expires_at - created_at)::int AS days FROM sessions WHERE profile_id = $1 AND remember`,
      [body.success.profile_id],
    );
    expect(session.rows[0]).toEqual({ remember: true, days: 30 });
  });

  it('accepts registration as an urlencoded form', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: { ...KE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'date_of_birth=1990-01-15&mobile=0112345678&password=Nakuru-77',
    });
    expect(res.statusCode).toBe(201);
    const row = await t.ctx.db.query<{ mobile: string }>('SELECT mobile FROM profiles');
    expect(row.rows[0]!.mobile).toBe('254112345678');
  });

  it('refuses a phone registered twice, with the spec text', async () => {
    t = await buildTestApp();
    expect((await register('0712345678')).statusCode).toBe(201);
    const res = await register('254712345678');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      message: 'Mobile already in use please login or reset password.',
      code: 'MOBILE_IN_USE',
    });
  });

  it('validates registration with the domain messages', async () => {
    t = await buildTestApp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mobile: '12345', password: 'Kisumu-2026' }, 'Please input a valid phone number'],
      [{ password: 'Kisumu-2026' }, 'Please input a valid phone number'],
      [{ mobile: '0712345678' }, 'Please input a password'],
      [{ mobile: '0712345678', password: 'abc' }, 'Your password must have at least 4 characters'],
      [
        { mobile: '0712345678', password: '1234' },
        'This password is too easy to guess. Please choose one that is not a common PIN or word',
      ],
      [
        { mobile: '0712345678', password: 'password' },
        'This password is too easy to guess. Please choose one that is not a common PIN or word',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsignup',
        headers: KE,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('registers in the country of the X-Country header, validating its phone pattern', async () => {
    t = await buildTestApp();
    const gh = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: { 'x-country': 'GH' },
      payload: { date_of_birth: '1990-01-15', mobile: '0241234567', password: 'Accra-2026' },
    });
    expect(gh.statusCode).toBe(201);
    const ng = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: { 'x-country': 'NG' },
      payload: { date_of_birth: '1990-01-15', mobile: '08031234567', password: 'Lagos-2026' },
    });
    expect(ng.statusCode).toBe(201);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: { 'x-country': 'GH' },
      payload: { date_of_birth: '1990-01-15', mobile: '0712345678', password: 'Accra-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    const rows = await t.ctx.db.query<{ mobile: string; country: string }>(
      'SELECT mobile, country FROM profiles ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { mobile: '233241234567', country: 'GH' },
      { mobile: '2348031234567', country: 'NG' },
    ]);
    // No header: the server's default country (KE).
    const ke = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      payload: { date_of_birth: '1990-01-15', mobile: '0722000111', password: 'Nairobi-2026' },
    });
    expect(ke.statusCode).toBe(201);
  });

  it('answers login failures with the spec texts', async () => {
    t = await buildTestApp();
    await registerAndVerify('0712345678', 'Kisumu-2026');
    const login = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: KE, payload });
    const wrong = await login({ mobile: '0712345678', password: 'Kisumu-2025' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The mobile and password provided do not match',
      error: {
        message: 'The mobile and password provided do not match',
        code: 'INVALID_CREDENTIALS',
      },
    });
    const unknown = await login({ mobile: '0799999999', password: 'Kisumu-2026' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'This phone number does not exist, please register a new account',
    );
    expect((await login({ mobile: '', password: 'x' })).json().error.message).toBe(
      'Please enter a phone number',
    );
    expect((await login({ mobile: '0812', password: 'x' })).json().error.message).toBe(
      'This phone number is invalid',
    );
    expect((await login({ mobile: '0712345678', password: '' })).json().error.message).toBe(
      'Please enter a password',
    );
  });

  it('locks a phone after repeated wrong passwords (429) while other phones still log in', async () => {
    t = await buildTestApp();
    await registerAndVerify('0712345678', 'Kisumu-2026');
    await registerAndVerify('0712000000', 'Eldoret-2026');
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: KE,
        payload: { mobile: '0712345678', password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'Kisumu-2026' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(locked.json().retry_after).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712000000', password: 'Eldoret-2026' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits logins and sign-ups per IP', async () => {
    t = await buildTestApp();
    // Every attempt counts, valid or not.
    const signups: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signupPerIp.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsignup',
        headers: KE,
        remoteAddress: '10.1.2.3',
        payload:
          i === 0
            ? { date_of_birth: '1990-01-15', mobile: '0710000000', password: 'Kisumu-2026' }
            : { mobile: '', password: '' },
      });
      signups.push(res.statusCode);
    }
    expect(signups[0]).toBe(201);
    expect(signups.slice(1, -1).every((s) => s === 400)).toBe(true);
    expect(signups.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      headers: KE,
      remoteAddress: '10.9.9.9',
      payload: { date_of_birth: '1990-01-15', mobile: '0733000000', password: 'Kisumu-2026' },
    });
    expect(other.statusCode).toBe(201);
    const logins: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.loginPerIp.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: KE,
        remoteAddress: '10.4.4.4',
        payload: { mobile: '', password: '' },
      });
      logins.push(res.statusCode);
    }
    expect(logins.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(logins.at(-1)).toBe(429);
  });

  it('exempts loopback from limits only in benchmark mode', async () => {
    t = await buildTestApp({ benchMode: true });
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: KE,
        payload: { mobile: '0799999999', password: 'x-y-z-w' },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('sends codes on request, rate limited per phone, and refuses them for verified or unknown phones', async () => {
    t = await buildTestApp();
    expect((await register('0712345678')).statusCode).toBe(201);
    const code = (mobile: string) =>
      t.app.inject({ method: 'POST', url: '/api/code', headers: KE, payload: { mobile } });
    // The sign-up code counts: 2 more are allowed in the window, then 429.
    const first = await code('0712345678');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: { message: 'A verification code has been sent to your phone.' },
    });
    expect((await code('0712345678')).statusCode).toBe(200);
    const limited = await code('0712345678');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Only the newest code works.
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/ops/sms-outbox?mobile=0712345678',
    });
    expect(outbox.json().data).toHaveLength(3);
    expect(outbox.json().data[0].message).toMatch(
      /^\d{4} is your Shangwe verification code\. It expires in 10 minutes\.$/,
    );
    const [newest, older] = outbox
      .json()
      .data.map((m: { message: string }) => m.message.slice(0, 4));
    if (older !== newest) {
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/code',
        headers: KE,
        payload: { mobile: '0712345678', code: older },
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code: newest },
    });
    expect(ok.statusCode).toBe(200);

    const verifiedAgain = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678' },
    });
    expect(verifiedAgain.statusCode).toBe(400);
    expect(verifiedAgain.json().error.message).toBe(
      'Your phone number is already verified. Please login.',
    );
    const unknown = await code('0799999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'This phone number does not exist, please register a new account',
    );
    expect((await code('')).json().error.message).toBe('Please enter a phone number');
  });

  it('expires codes and kills one after 5 wrong tries', async () => {
    t = await buildTestApp();
    let clock = new Date('2026-11-21T08:00:00Z');
    t.ctx.now = () => clock;
    expect((await register('0712345678')).statusCode).toBe(201);
    const code = await lastCode(t, '0712345678');
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code },
    });
    expect(late.statusCode).toBe(400);

    await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678' },
    });
    const fresh = await lastCode(t, '0712345678');
    const wrong = fresh === '0000' ? '0001' : '0000';
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/code',
        headers: KE,
        payload: { mobile: '0712345678', code: wrong },
      });
      expect(res.statusCode).toBe(400);
    }
    // 5 checks per phone per window (the late one counted): even the right code is refused now.
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code: fresh },
    });
    expect(blocked.statusCode).toBe(429);
    const attempts = await t.ctx.db.query<{ attempts: number }>(
      'SELECT attempts FROM sms_codes ORDER BY id DESC LIMIT 1',
    );
    expect(attempts.rows[0]!.attempts).toBe(4);
    // Once the window has passed, one more wrong try kills the code: the right one no longer works.
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    await t.ctx.db.query(`UPDATE sms_codes SET expires_at = $1`, [
      new Date(clock.getTime() + 60_000),
    ]);
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code: wrong },
    });
    expect(fifth.statusCode).toBe(400);
    const dead = await t.app.inject({
      method: 'POST',
      url: '/api/code',
      headers: KE,
      payload: { mobile: '0712345678', code: fresh },
    });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().error.code).toBe('CODE_INVALID');
  });

  it('resets a forgotten password with a code, ending every session', async () => {
    t = await buildTestApp();
    const verified = await registerAndVerify('0712345678', 'Kisumu-2026');
    const oldToken: string = verified.token;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: KE,
      payload: { mobile: '0712345678' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({
      success: { message: 'A password reset code has been sent to your phone.' },
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/ops/sms-outbox?mobile=254712345678',
    });
    expect(outbox.json().data[0].message).toMatch(/^\d{4} is your Shangwe password reset code\./);
    const code = await lastCode(t, '0712345678');

    const reset = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/reset-password', headers: KE, payload });
    expect(
      (await reset({ mobile: '0712345678', code, password: '1234' })).json().error.message,
    ).toBe(
      'This password is too easy to guess. Please choose one that is not a common PIN or word',
    );
    expect(
      (await reset({ mobile: '0712345678', code: '', password: 'Mombasa-1' })).json().error.message,
    ).toBe('Please enter the code sent to your phone');
    const bad = await reset({
      mobile: '0712345678',
      code: code === '9999' ? '9998' : '9999',
      password: 'Mombasa-1',
    });
    expect(bad.statusCode).toBe(400);
    const done = await reset({ mobile: '0712345678', code, password: 'Mombasa-1' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: { message: 'Your password has been reset. Please login with your new password.' },
    });

    const balance = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      payload: { token: oldToken },
    });
    expect(balance.statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'Kisumu-2026' },
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'Mombasa-1' },
    });
    expect(newLogin.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: KE,
      payload: { mobile: '0700000001' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'This phone number does not exist, please register a new account',
    );
  });

  it('answers balance and profile for a session, 401 without one, and logs out', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { cashCents: 123_450 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      payload: { token: user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      balance: 1234.5,
      bonus: 0,
      points: 0,
      has_kyc: false,
      kyc: { status: '0' },
      currency: 'KES',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.json().data.user).toMatchObject({
      id: user.profileId,
      mobile: user.mobile,
      balance: 1234.5,
    });

    for (const url of [
      '/api/balance',
      '/api/logout',
      '/api/add-kyc',
      '/api/verify-kyc',
      '/api/profile',
    ]) {
      const anonymous = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toEqual({
        message: 'Your session has expired. Please login again',
        code: 'SESSION_EXPIRED',
      });
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { token: user.token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: { message: 'You have been logged out successfully' } });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      payload: { token: user.token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('counts logins in the metrics', async () => {
    t = await buildTestApp();
    await registerAndVerify('0712345678', 'Kisumu-2026');
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'Kisumu-2026' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: KE,
      payload: { mobile: '0712345678', password: 'nope-nope' },
    });
    const metrics = await t.ctx.metrics.registry.getSingleMetricAsString('logins_total');
    expect(metrics).toContain('logins_total{outcome="success"} 1');
    expect(metrics).toContain('logins_total{outcome="wrong_password"} 1');
    expect(metrics).toContain('logins_total{outcome="verified"} 1');
  });
});

describe('KYC', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('accepts, validates and verifies KYC details (Ghana)', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { country: 'GH', mobile: '233241234567' });
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/add-kyc',
        payload: { token: user.token, ...payload },
      });
    const good = {
      official_name: 'Ama  Mensah',
      date_of_birth: '1990-01-15',
      id_type: 'passport',
      id_number: 'G1234567',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, official_name: '' }, 'Please enter your official name'],
      [{ ...good, date_of_birth: '' }, 'Please enter your date of birth'],
      [{ ...good, date_of_birth: '1990-02-30' }, 'Please enter a valid date of birth'],
      [
        { ...good, date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` },
        'You must be 18 years or older to bet',
      ],
      [{ ...good, id_type: '' }, 'Please select an ID type'],
      [{ ...good, id_type: 'national_id' }, 'Please select one of the listed ID types'],
      [{ ...good, id_number: '' }, 'Please enter your ID number'],
      [{ ...good, id_number: '1234567' }, 'Please enter a valid Passport number'],
      [{ ...good, mobile: '0244444444' }, 'The mobile number does not match your account'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/verify-kyc',
      payload: { token: user.token },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('Please submit your details first');

    const ok = await add({ ...good, mobile: '0241234567' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 'success',
      message: 'Your details have been received. We are verifying them.',
      data: { has_kyc: true, kyc: { status: '1' } },
    });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-kyc',
      payload: { token: user.token },
    });
    expect(verify.json()).toEqual({
      status: 'success',
      message: 'Your identity has been verified.',
      data: { has_kyc: true, kyc: { status: '2' } },
    });
    const balance = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      payload: { token: user.token },
    });
    expect(balance.json().data).toMatchObject({
      has_kyc: true,
      kyc: { status: '2' },
      currency: 'GHS',
    });
    const row = await t.ctx.db.query(
      'SELECT kyc_official_name, kyc_id_type, kyc_id_number FROM profiles WHERE id = $1',
      [user.profileId],
    );
    expect(row.rows[0]).toEqual({
      kyc_official_name: 'Ama Mensah',
      kyc_id_type: 'passport',
      kyc_id_number: 'G1234567',
    });
    const twice = await add(good);
    expect(twice.statusCode).toBe(409);
  });

  it('rejects an ID the registry does not know: status 3', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { country: 'KE' });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/add-kyc',
      payload: {
        token: user.token,
        official_name: 'Wanjiru Kamau',
        date_of_birth: '1990-01-15',
        id_type: 'national_id',
        id_number: '00012345',
      },
    });
    expect(add.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-kyc',
      payload: { token: user.token },
    });
    expect(verify.json()).toEqual({
      status: 'failed',
      message:
        'Your identity could not be verified: We could not find this ID number in the national registry. Please check your details and try again.',
      data: { has_kyc: false, kyc: { status: '3' } },
    });
  });
});

describe('the SMS outbox endpoint', () => {
  it('is not served when switched off (production)', async () => {
    const t = await buildTestApp({ smsOutboxApi: false });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ops/sms-outbox?mobile=0712345678',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
