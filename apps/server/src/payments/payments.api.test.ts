import { randomUUID } from 'node:crypto';
import { busChannels } from '@shangwe/contract';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { signCallback } from './callback-signature';
import { runDueSandboxCallbacks } from './sandbox-callback-worker';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('payments', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  // A deposit or withdrawal carries a fresh key per attempt, as the web client's do, unless the
  // test names one (or sends none on purpose with an explicit empty header).
  const moneyCall = /^\/api(\/v2)?\/(deposit|withdraw)$/;
  const inject = (opts: InjectOptions) => {
    const headers = (opts.headers ?? {}) as Record<string, string>;
    const payload = opts.payload as Record<string, unknown> | string | undefined;
    const keyed =
      'idempotency-key' in headers ||
      (typeof payload === 'object' && payload !== null && 'idempotency_key' in payload);
    const money = opts.method === 'POST' && moneyCall.test(String(opts.url ?? ''));
    return t!.app.inject(
      money && !keyed
        ? { ...opts, headers: { ...headers, 'idempotency-key': randomUUID() } }
        : opts,
    );
  };

  function callback(
    reference: string,
    amountCents: number,
    status: 'completed' | 'failed',
    kind = 'deposit',
    extra = {},
  ) {
    return inject({
      method: 'POST',
      url: '/api/payments/callback/mobile_money',
      payload: {
        reference,
        kind,
        status,
        amount_cents: amountCents,
        signature: signCallback(t!.ctx.env.paymentCallbackSecret, {
          reference,
          status,
          amountCents,
        }),
        ...extra,
      },
    });
  }

  it('lists the deposit providers of the country, mobile money first', async () => {
    t = await buildTestApp();
    const ke = await inject({
      method: 'GET',
      url: '/api/v2/deposit-providers',
      headers: { 'x-country': 'KE' },
    });
    expect(ke.statusCode).toBe(200);
    expect(ke.json()).toEqual({
      data: [
        { name: 'mobile_money', label: 'M-Pesa', type: 'mobile_money', default: true },
        { name: 'checkout', label: 'Card or online payment', type: 'checkout', default: false },
      ],
      selectable: true,
    });
    const gh = await inject({
      method: 'GET',
      url: '/api/v2/deposit-providers',
      headers: { 'x-country': 'GH' },
    });
    expect(gh.json().data[0].label).toBe('MTN Mobile Money');
    expect(gh.headers.vary).toContain('X-Country');
  });

  it('validates deposit amounts with the domain texts and the country limits; 401 without a session', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const deposit = (amount: unknown, url = '/api/deposit') =>
      inject({ method: 'POST', url, payload: { token: user.token, amount } });
    const cases: Array<[unknown, string]> = [
      ['', 'Please enter an amount'],
      [undefined, 'Please enter an amount'],
      ['abc', 'Please enter a valid amount'],
      [9, 'Minimum deposit amount is KES 10'],
      ['140000.01', 'Maximum deposit amount is KES 140,000'],
    ];
    for (const [amount, message] of cases) {
      const res = await deposit(amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const unknown = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token: user.token, amount: 100, provider: 'paypal' },
    });
    expect(unknown.json().error.message).toBe('Please choose one of the listed payment providers');
    for (const url of [
      '/api/deposit',
      '/api/v2/deposit',
      '/api/v2/withdraw',
      '/api/withdraw',
      '/api/transactions',
    ]) {
      const res = await inject({ method: 'POST', url, payload: { amount: 100 } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.message).toBe('Your session has expired. Please login again');
    }
  });

  it('credits a mobile-money deposit only on its callback, exactly once', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const res = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token: user.token, amount: '250' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'initiated',
      message:
        'A payment request has been sent to your phone. Enter your PIN to complete the deposit.',
      data: { provider: 'mobile_money', amount: 250, currency: 'KES', status: 'initiated' },
    });
    expect(body.url).toBeUndefined();
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(0);

    const pushed: unknown[] = [];
    await t.ctx.bus.subscribe(busChannels.userNotify, (m) => pushed.push(m));
    const first = await callback(body.data.reference, 25_000, 'completed');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      reference: body.data.reference,
      status: 'completed',
      changed: true,
    });
    const duplicate = await callback(body.data.reference, 25_000, 'completed');
    expect(duplicate.json().data.changed).toBe(false);
    const contradicting = await callback(body.data.reference, 25_000, 'failed');
    expect(contradicting.json().data).toMatchObject({ status: 'completed', changed: false });
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(25_000);
    // One push to the bettor's sockets, for the one change.
    await expect.poll(() => pushed.length).toBe(1);
    expect(pushed[0]).toEqual({
      profileId: user.profileId,
      event: 'wallet',
      payload: {
        type: 'deposit',
        reference: body.data.reference,
        status: 'completed',
        amount: 250,
        balance: 250,
      },
    });

    const status = await inject({
      method: 'GET',
      url: `/api/v2/deposits/${body.data.reference}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.json().data).toMatchObject({
      status: 'completed',
      amount: 250,
      failure_reason: null,
    });
    const other = await createTestProfile(t.ctx);
    const foreign = await inject({
      method: 'GET',
      url: `/api/v2/deposits/${body.data.reference}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.statusCode).toBe(404);

    const metrics = await t.ctx.metrics.registry.getSingleMetricAsString('deposits_total');
    expect(metrics).toContain('deposits_total{provider="mobile_money",outcome="initiated"} 1');
    expect(metrics).toContain('deposits_total{provider="mobile_money",outcome="completed"} 1');
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('refuses forged, mismatched and unknown callbacks', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const res = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token: user.token, amount: 100 },
    });
    const reference: string = res.json().data.reference;
    const forged = await callback(reference, 10_000, 'completed', 'deposit', {
      signature: 'ab'.repeat(32),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toEqual({
      message: 'Invalid callback signature',
      code: 'BAD_SIGNATURE',
    });
    const tampered = await callback(reference, 10_000, 'completed', 'deposit', {
      amount_cents: 1_000_000,
    });
    expect(tampered.statusCode).toBe(401);
    const mismatch = await callback(reference, 20_000, 'completed');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('The callback amount does not match the payment');
    const unknown = await callback('Dnope', 10_000, 'completed');
    expect(unknown.statusCode).toBe(404);
    const invalid = await inject({
      method: 'POST',
      url: '/api/payments/callback/mobile_money',
      payload: { reference },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(0);
  });

  it('lets the sandbox provider call our callback endpoint over HTTP after the delay', async () => {
    t = await buildTestApp({ sandboxCallbackDelayMs: 2_000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.ctx.env.publicUrl = address;
    let clock = new Date('2026-11-21T09:00:00Z');
    t.ctx.now = () => clock;
    const user = await createTestProfile(t.ctx);
    const ok = await inject({
      method: 'POST',
      url: '/api/deposit',
      payload: { token: user.token, amount: 500 },
    });
    const failing = await inject({
      method: 'POST',
      url: '/api/deposit',
      payload: { token: user.token, amount: '100.13' },
    });
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(0);
    clock = new Date(clock.getTime() + 2_000);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(2);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(0);
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(50_000);
    const failed = await inject({
      method: 'GET',
      url: `/api/v2/deposits/${failing.json().data.reference}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'The request was cancelled by the user',
    });
    const done = await inject({
      method: 'GET',
      url: `/api/v2/deposits/${ok.json().data.reference}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(done.json().data.status).toBe('completed');
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('fails a checkout left unpaid for 30 minutes', async () => {
    t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.ctx.env.publicUrl = address;
    let clock = new Date('2026-11-21T09:00:00Z');
    t.ctx.now = () => clock;
    const user = await createTestProfile(t.ctx);
    const res = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token: user.token, amount: 100, provider: 'checkout' },
    });
    const reference: string = res.json().data.reference;
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(1);
    const status = await inject({
      method: 'GET',
      url: `/api/v2/deposits/${reference}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment was not completed in time',
    });
    const page = await inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${reference}`,
    });
    expect(page.body).toContain('Payment not completed');
  });

  it('serves a hosted checkout page whose Pay credits once and whose Cancel fails the deposit', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const res = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      headers: { host: 'bets.example:8202' },
      payload: { token: user.token, amount: 1000, provider: 'checkout' },
    });
    expect(res.statusCode).toBe(200);
    const { url, message, data } = res.json();
    expect(message).toBe('Complete your payment on the page that has opened.');
    // The address carries the key that makes the page the owner's (no session in a new window).
    expect(url).toMatch(
      new RegExp(
        `^http://bets.example:8202/api/payments/sandbox/checkout/${data.reference}\\?key=[\\w-]{43}$`,
      ),
    );
    const path = `${new URL(url).pathname}${new URL(url).search}`;
    const page = await inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('KES 1000.00');
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const pay = await inject({ method: 'POST', url: path, headers: form, payload: 'action=pay' });
    expect(pay.body).toContain('Payment successful');
    const again = await inject({ method: 'POST', url: path, headers: form, payload: 'action=pay' });
    expect(again.body).toContain('Payment successful');
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(100_000);
    expect((await inject({ method: 'GET', url: path })).body).toContain('Payment successful');

    const second = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token: user.token, amount: 300, provider: 'checkout' },
    });
    const path2 = `${new URL(second.json().url).pathname}${new URL(second.json().url).search}`;
    const cancel = await inject({
      method: 'POST',
      url: path2,
      headers: form,
      payload: 'action=cancel',
    });
    expect(cancel.body).toContain('Payment not completed');
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(100_000);
    expect(
      (await inject({ method: 'GET', url: '/api/payments/sandbox/checkout/nope' })).statusCode,
    ).toBe(404);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('does one deposit per idempotency key', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const send = () =>
      inject({
        method: 'POST',
        url: '/api/v2/deposit',
        headers: { 'idempotency-key': 'dep-key-0001' },
        payload: { token: user.token, amount: 100 },
      });
    const a = await send();
    const b = await send();
    expect(b.json()).toEqual(a.json());
    const rows = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits');
    expect(rows.rows[0]!.n).toBe(1);
    const reused = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      headers: { 'idempotency-key': 'dep-key-0001' },
      payload: { token: user.token, amount: 200 },
    });
    expect(reused.statusCode).toBe(409);
    const malformed = await inject({
      method: 'POST',
      url: '/api/v2/deposit',
      headers: { 'idempotency-key': 'x' },
      payload: { token: user.token, amount: 200 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('reserves a withdrawal at once, pays it out by callback, releases it when the payout fails', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const withdraw = (amount: unknown) =>
      inject({ method: 'POST', url: '/api/v2/withdraw', payload: { token: user.token, amount } });
    expect((await withdraw(49)).json().error.message).toBe('Minimum withdrawal amount is KES 50');
    expect((await withdraw(140_001)).json().error.message).toBe(
      'Maximum withdrawal amount is KES 140,000',
    );
    expect((await withdraw('')).json().error.message).toBe('Please enter an amount');
    const tooMuch = await withdraw(1000.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      insufficient_bal: true,
      error: { code: 'INSUFFICIENT_BALANCE' },
    });

    const res = await withdraw(600);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      message:
        'Your withdrawal request has been received. The money will be sent to your phone shortly.',
      data: { amount: 600, currency: 'KES', status: 'pending', balance: 400 },
    });
    // Reserved: the rest cannot be withdrawn twice.
    expect((await withdraw(500)).statusCode).toBe(400);
    const paid = await callback(res.json().data.reference, 60_000, 'completed', 'withdrawal');
    expect(paid.json().data).toMatchObject({ status: 'completed', changed: true });
    expect(
      (await callback(res.json().data.reference, 60_000, 'failed', 'withdrawal')).json().data
        .changed,
    ).toBe(false);
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(40_000);

    const second = await withdraw(100);
    const failed = await callback(second.json().data.reference, 10_000, 'failed', 'withdrawal', {
      reason: 'Declined',
    });
    expect(failed.json().data).toMatchObject({ status: 'failed', changed: true });
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(40_000);
    const v1 = await inject({
      method: 'POST',
      url: '/api/withdraw',
      payload: { token: user.token, amount: 50 },
    });
    expect(v1.statusCode).toBe(200);
    const metrics = await t.ctx.metrics.registry.getSingleMetricAsString('withdrawals_total');
    expect(metrics).toContain('withdrawals_total{outcome="requested"} 3');
    expect(metrics).toContain('withdrawals_total{outcome="failed"} 1');
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('applies the KYC gate where the country requires KYC (Ghana)', async () => {
    t = await buildTestApp();
    const none = await createTestProfile(t.ctx, {
      country: 'GH',
      mobile: '233241000001',
      cashCents: 10_000,
    });
    const rejected = await createTestProfile(t.ctx, {
      country: 'GH',
      mobile: '233241000002',
      cashCents: 10_000,
      kycStatus: '3',
    });
    const done = await createTestProfile(t.ctx, {
      country: 'GH',
      mobile: '233241000003',
      cashCents: 10_000,
      kycStatus: '2',
    });
    const keRejected = await createTestProfile(t.ctx, { country: 'KE', kycStatus: '3' });
    const call = (url: string, token: string, payload = {}) =>
      inject({ method: 'POST', url, payload: { token, amount: 10, ...payload } });

    const noKyc = await call('/api/v2/deposit', none.token);
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().error.code).toBe('KYC_REQUIRED');
    const blocked = await call('/api/transactions', rejected.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      message: 'Your identity verification was not successful. Please contact customer service.',
      code: 'KYC_REJECTED',
    });
    expect((await call('/api/v2/withdraw', rejected.token)).statusCode).toBe(403);
    expect((await call('/api/transactions', done.token)).statusCode).toBe(200);
    expect((await call('/api/v2/deposit', done.token)).statusCode).toBe(200);
    const ghWithdraw = await call('/api/v2/withdraw', done.token, { amount: 2001 });
    expect(ghWithdraw.json().error.message).toBe('Maximum withdrawal amount is GH₵ 2,000');
    // Kenya does not require KYC: status '3' does not block there.
    expect((await call('/api/transactions', keRejected.token)).statusCode).toBe(200);
  });

  it('lists the statement newest first, paged', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { cashCents: 100_000 });
    for (const amount of [100, 200, 300]) {
      const res = await inject({
        method: 'POST',
        url: '/api/v2/deposit',
        payload: { token: user.token, amount },
      });
      await callback(res.json().data.reference, amount * 100, 'completed');
    }
    await inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      payload: { token: user.token, amount: 50 },
    });
    const page1 = await inject({
      method: 'GET',
      url: `/api/transactions?limit=2`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({
      data: [
        {
          type: 'withdrawal',
          description: 'Withdrawal',
          amount: -50,
          balance: 1550,
          account: 'cash',
        },
        { type: 'deposit', description: 'Deposit', amount: 300, balance: 1600, account: 'cash' },
      ],
      meta: { page: 1, limit: 2, has_more: true },
    });
    const page3 = await inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { token: user.token, limit: '2', page: '3' },
    });
    expect(page3.json()).toMatchObject({
      data: [{ type: 'adjustment', amount: 1000, balance: 1000 }],
      meta: { page: 3, limit: 2, has_more: false },
    });
    const bad = await inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { token: user.token, limit: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please check the details you entered');
  });

  describe.skipIf(!onPostgres)('under concurrency on PostgreSQL', () => {
    it('credits a deposit callback delivered 5 times concurrently exactly once', async () => {
      t = await buildTestApp();
      const user = await createTestProfile(t.ctx);
      const res = await inject({
        method: 'POST',
        url: '/api/v2/deposit',
        payload: { token: user.token, amount: 750 },
      });
      const reference: string = res.json().data.reference;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => callback(reference, 75_000, 'completed')),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(results.filter((r) => r.json().data.changed)).toHaveLength(1);
      expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(75_000);
      const credits = await t.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'deposit'`,
      );
      expect(credits.rows[0]!.n).toBe(1);
      expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    });

    it('50 concurrent retries of one withdrawal with one idempotency key reserve once', async () => {
      t = await buildTestApp();
      const user = await createTestProfile(t.ctx, { cashCents: 100_000 });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          inject({
            method: 'POST',
            url: '/api/v2/withdraw',
            headers: { 'idempotency-key': 'withdraw-retry-1' },
            payload: { token: user.token, amount: 100 },
          }),
        ),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(results.map((r) => r.json().data.reference)).size).toBe(1);
      expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(90_000);
      const rows = await t.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM withdrawals',
      );
      expect(rows.rows[0]!.n).toBe(1);
      expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    });

    it('never lets concurrent withdrawals overdraw', async () => {
      t = await buildTestApp();
      const user = await createTestProfile(t.ctx, { cashCents: 50_000 });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          inject({
            method: 'POST',
            url: '/api/v2/withdraw',
            payload: { token: user.token, amount: 100 },
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 400)).toHaveLength(15);
      expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(0);
      expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    });
  });
});
