import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedger } from '../../wallet/ledger-check';
import { house, transfer, userCash } from '../../wallet/ledger';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const KE = { 'x-country': 'KE' };

describe('back office: bettor 360', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function staffOfRole(role: Parameters<typeof createTestStaff>[1]) {
    const staff = await createTestStaff(t.ctx, role);
    return { ...staff, headers: asStaff(await staffToken(t.ctx, staff)) };
  }

  /** A bettor with a 500.00 deposit, a named ID, one bet and one deposit row. */
  async function seededBettor() {
    const bettor = await createTestProfile(t.ctx);
    await t.ctx.db.query(
      `UPDATE profiles SET kyc_official_name = 'Wanjiru Kamau', kyc_status = '1' WHERE id = $1`,
      [bettor.profileId],
    );
    await transfer(t.ctx.db, {
      from: house('deposits'),
      to: userCash(bettor.profileId),
      amountCents: 50_000,
      kind: 'deposit',
      reference: 'DEP-360-A',
      profileId: bettor.profileId,
      idempotencyKey: `test:${randomUUID()}`,
    });
    await t.ctx.db.query(
      `INSERT INTO deposits (reference, profile_id, provider, amount, currency, mobile, status)
       VALUES ('DEP-360-A', $1, 'mpesa', 50000, 'KES', $2, 'completed')`,
      [bettor.profileId, bettor.mobile],
    );
    await t.ctx.db.query(
      `INSERT INTO bets (short_id, ref, profile_id, country, product, bet_type, status, stake,
                         excise_tax, total_odd, possible_win, withholding_tax, bonus, final_payout)
       VALUES ('XK42QP', 'REF-360-1', $1, 'KE', 'VIRTUAL', 7, 'open', 10000, 0, 2.5, 25000, 0, 0, 25000)`,
      [bettor.profileId],
    );
    return bettor;
  }

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('finds a bettor by phone, name, bet code and payment reference, and opens the one page with balances from the ledger', async () => {
    t = await buildTestApp();
    const bettor = await seededBettor();
    const other = await createTestProfile(t.ctx);
    const support = await staffOfRole('support');

    for (const q of [bettor.mobile.slice(-7), 'wanjiru', 'xk42qp', 'REF-360-1', 'dep-360-a']) {
      const res = await get(`/api/bo/bettors?q=${encodeURIComponent(q)}`, support.headers);
      expect(res.statusCode).toBe(200);
      const ids = res.json().items.map((i: { id: number }) => i.id);
      expect(ids).toContain(bettor.profileId);
      expect(ids).not.toContain(other.profileId);
    }
    const byBet = await get('/api/bo/bettors?q=XK42QP', support.headers);
    expect(byBet.json()).toMatchObject({
      total: 1,
      items: [{ matched: 'bet', name: 'Wanjiru Kamau' }],
    });
    const tooShort = await get('/api/bo/bettors?q=7', support.headers);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe('Enter at least 2 characters');

    const page = await get(`/api/bo/bettors/${bettor.profileId}`, support.headers);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.balances).toEqual({ cash: 500, bonus: 0, points: 0 });
    expect(body.statement[0]).toMatchObject({ kind: 'deposit', amount: 500, balance_after: 500 });
    expect(body.bets[0]).toMatchObject({ short_id: 'XK42QP', product: 'VIRTUAL', stake: 100 });
    expect(body.payments[0]).toMatchObject({
      direction: 'deposit',
      reference: 'DEP-360-A',
      amount: 500,
    });
    expect(body.kyc).toMatchObject({ status: '1', official_name: 'Wanjiru Kamau' });
    expect((await get('/api/bo/bettors/999999', support.headers)).json().error.code).toBe(
      'BETTOR_NOT_FOUND',
    );
  });

  it('a note, a lock and an unlock are audited; a locked bettor cannot log in and loses their sessions', async () => {
    t = await buildTestApp();
    const bettor = await seededBettor();
    const support = await staffOfRole('support');
    const url = `/api/bo/bettors/${bettor.profileId}`;

    expect(
      (await post(`${url}/notes`, support.headers, { body: 'Called about a deposit' })).statusCode,
    ).toBe(201);
    expect((await post(`${url}/notes`, support.headers, { body: '  ' })).json().error.message).toBe(
      'Write the note',
    );
    expect((await post(`${url}/lock`, support.headers, { reason: '' })).json().error.message).toBe(
      'Give a reason (at least 3 characters)',
    );
    expect(
      (await post(`${url}/lock`, support.headers, { reason: 'Fraud suspected' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`${url}/lock`, support.headers, { reason: 'Again please' })).json().error.code,
    ).toBe('BETTOR_ALREADY_LOCKED');

    // The bettor's session ended; the login refuses them even with the right password.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(me.statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: KE,
        payload: { mobile: bettor.mobile, password: bettor.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Your account is locked. Please contact customer support.',
    );

    const page = (await get(url, support.headers)).json();
    expect(page.account).toMatchObject({ locked_reason: 'Fraud suspected' });
    expect(page.notes[0]).toMatchObject({
      body: 'Called about a deposit',
      staff_email: support.email,
    });

    expect(
      (await post(`${url}/unlock`, support.headers, { reason: 'Cleared by phone' })).statusCode,
    ).toBe(200);
    expect((await login()).statusCode).toBe(200);

    const admin = await staffOfRole('admin');
    const trail = (
      await get(
        `/api/bo/audit?object_type=bettor&object_id=${bettor.profileId}&order=asc`,
        admin.headers,
      )
    ).json();
    expect(trail.items.map((i: { action: string }) => i.action)).toEqual([
      'bettor.note',
      'bettor.lock',
      'bettor.unlock',
    ]);
    expect(trail.items[1]).toMatchObject({ reason: 'Fraud suspected', staff_email: support.email });
  });

  it('a password reset texts the bettor the existing reset code, which sets a new password', async () => {
    t = await buildTestApp();
    const bettor = await seededBettor();
    const support = await staffOfRole('support');
    const res = await post(`/api/bo/bettors/${bettor.profileId}/reset-password`, support.headers, {
      reason: 'Bettor called, lost phone PIN',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.ctx.db.query<{ message: string }>(
      'SELECT message FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
      [bettor.mobile],
    );
    const code = /^(\d+) is your Shangwe password reset code\./.exec(rows[0]!.message)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: KE,
      payload: { mobile: bettor.mobile, code, password: 'Nakuru-River-77' },
    });
    expect(reset.statusCode).toBe(200);
    const page = (await get(`/api/bo/bettors/${bettor.profileId}`, support.headers)).json();
    expect(page.sms[0]).toMatchObject({ purpose: 'reset' });
    expect(JSON.stringify(page)).not.toContain(code);
  });

  it('a cash correction is a compensating ledger movement with a reason: audited, ledger:check green, no debit below zero', async () => {
    t = await buildTestApp();
    const bettor = await seededBettor();
    const finance = await staffOfRole('finance');
    const support = await staffOfRole('support');
    const url = `/api/bo/bettors/${bettor.profileId}/adjustments`;

    // Support may look, not correct money.
    expect(
      (await post(url, support.headers, { direction: 'credit', amount: 10, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(url, finance.headers, { direction: 'credit', amount: 10 })).json().error.message,
    ).toBe('Give a reason');
    const debit = await post(url, finance.headers, {
      direction: 'debit',
      amount: 120.5,
      reason: 'Deposit DEP-360-A credited twice by the provider',
    });
    expect(debit.statusCode).toBe(201);
    expect(debit.json().cash).toBe(379.5);
    const tooMuch = await post(url, finance.headers, {
      direction: 'debit',
      amount: 1000,
      reason: 'Too much',
    });
    expect(tooMuch.json().error.code).toBe('ADJUSTMENT_EXCEEDS_BALANCE');
    const credit = await post(url, finance.headers, {
      direction: 'credit',
      amount: 20,
      reason: 'Goodwill',
    });
    expect(credit.json().cash).toBe(399.5);

    const page = (await get(`/api/bo/bettors/${bettor.profileId}`, finance.headers)).json();
    expect(page.balances.cash).toBe(399.5);
    expect(page.statement.slice(0, 2)).toMatchObject([
      { kind: 'adjustment', amount: 20, balance_after: 399.5 },
      { kind: 'adjustment', amount: -120.5, balance_after: 379.5 },
    ]);
    // The original deposit movement is untouched.
    expect(page.statement[2]).toMatchObject({ kind: 'deposit', amount: 500, balance_after: 500 });
    const report = await checkLedger(t.ctx.db);
    expect(report.ok).toBe(true);
    const { rows } = await t.ctx.db.query<{
      action: string;
      reason: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT action, reason, before, after FROM staff_audit WHERE action = 'wallet.adjust' ORDER BY id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      reason: 'Deposit DEP-360-A credited twice by the provider',
      before: { cash: 500 },
      after: { cash: 379.5, direction: 'debit', amount: 120.5 },
    });
  });
});
