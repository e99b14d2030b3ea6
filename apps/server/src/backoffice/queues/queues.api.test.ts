import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { runDueSandboxCallbacks } from '../../payments/sandbox-callback-worker';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

describe('back office: withdrawal approvals, KYC review, broadcast, staff', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function staffOfRole(role: Parameters<typeof createTestStaff>[1]) {
    const staff = await createTestStaff(t.ctx, role);
    return { ...staff, headers: asStaff(await staffToken(t.ctx, staff)) };
  }

  const withdraw = (token: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token, amount },
    });

  const statement = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/transactions?page=1&limit=20',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as Array<{ type: string; description: string; amount: number }>;

  const auditOf = async (reference: string) =>
    (
      await t.ctx.db.query<{ action: string; staff_email: string; reason: string | null }>(
        `SELECT action, staff_email, reason FROM staff_audit WHERE object_type = 'withdrawal'
           AND object_id = $1 ORDER BY id`,
        [reference],
      )
    ).rows;

  it('keeps a withdrawal above the threshold reserved until a payments agent approves it, then pays it', async () => {
    let clock = new Date('2026-11-27T09:00:00Z');
    t = await buildTestApp({ sandboxCallbackDelayMs: 1_000 });
    // The sandbox provider calls our callback endpoint over HTTP.
    t.ctx.env.publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.ctx.now = () => clock;
    const bettor = await createTestProfile(t.ctx, { cashCents: 13_000_000 });

    // Small: to the rail at once, as before.
    const small = await withdraw(bettor.token, 500);
    expect(small.json().data.status).toBe('pending');

    // KES 100,000 is the threshold: above it waits, reserved.
    const large = await withdraw(bettor.token, 120_000);
    expect(large.statusCode).toBe(200);
    expect(large.json()).toMatchObject({
      status: 'pending',
      message:
        'Your withdrawal is pending approval. The amount is reserved and will be sent as soon as it is approved.',
      data: { amount: 120_000, status: 'pending_approval', balance: 9_500 },
    });
    const reference: string = large.json().data.reference;
    expect((await statement(bettor.token))[0]).toMatchObject({
      description: 'Withdrawal · pending approval',
      amount: -120_000,
    });
    // No rail was asked: time passing delivers only the small one's callback.
    clock = new Date(clock.getTime() + 60_000);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(1);
    const { rows } = await t.ctx.db.query<{ status: string; provider_reference: string | null }>(
      'SELECT status, provider_reference FROM withdrawals WHERE reference = $1',
      [reference],
    );
    expect(rows[0]).toEqual({ status: 'pending_approval', provider_reference: null });

    const payments = await staffOfRole('payments');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/bo/withdrawals',
      headers: payments.headers,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      total: 1,
      items: [{ reference, amount: 120_000, currency: 'KES', status: 'pending_approval' }],
    });
    const id: number = queue.json().items[0].id;

    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/withdrawals/${id}/approve`,
        headers: payments.headers,
        payload: {},
      });
    const [first, second] = await Promise.all([approve(), approve()]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const approved = first.statusCode === 200 ? first : second;
    expect(approved.json()).toEqual({ reference, status: 'pending' });
    expect((await approve()).json().error.code).toBe('WITHDRAWAL_ALREADY_DECIDED');
    expect(await auditOf(reference)).toEqual([
      { action: 'withdrawal.approve', staff_email: payments.email, reason: null },
    ]);

    // The rail pays it as any withdrawal: reservation → withdrawals paid.
    clock = new Date(clock.getTime() + 5_000);
    expect(await runDueSandboxCallbacks(t.ctx)).toBe(1);
    const paid = await t.ctx.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE reference = $1',
      [reference],
    );
    expect(paid.rows[0]!.status).toBe('completed');
    expect((await getBalances(t.ctx.db, bettor.profileId)).cashCents).toBe(950_000);
    const lines = await statement(bettor.token);
    expect(lines.find((l) => l.type === 'withdrawal' && l.amount === -120_000)?.description).toBe(
      'Withdrawal',
    );
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('releases exactly the reserved amount when a withdrawal is rejected, with the reason the bettor reads', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx, { cashCents: 15_000_000 });
    const large = await withdraw(bettor.token, 140_000);
    const reference: string = large.json().data.reference;
    expect((await getBalances(t.ctx.db, bettor.profileId)).cashCents).toBe(1_000_000);

    const payments = await staffOfRole('payments');
    const { rows } = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM withdrawals WHERE reference = $1',
      [reference],
    );
    const id = Number(rows[0]!.id);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/bo/withdrawals/${id}/reject`,
      headers: payments.headers,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const reason = 'Payout number is not the registered M-Pesa line';
    const reject = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/withdrawals/${id}/reject`,
        headers: payments.headers,
        payload: { reason },
      });
    const rejected = await reject();
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ reference, status: 'failed' });
    expect((await reject()).statusCode).toBe(409);
    const approveAfter = await t.app.inject({
      method: 'POST',
      url: `/api/bo/withdrawals/${id}/approve`,
      headers: payments.headers,
      payload: {},
    });
    expect(approveAfter.json().error.code).toBe('WITHDRAWAL_ALREADY_DECIDED');

    // Exactly the reservation came back, once.
    expect((await getBalances(t.ctx.db, bettor.profileId)).cashCents).toBe(15_000_000);
    const released = await t.ctx.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, sum(e.amount)::text AS total FROM ledger_transactions x
         JOIN ledger_entries e ON e.transaction_id = x.id
         JOIN wallet_accounts a ON a.id = e.account_id
        WHERE x.kind = 'withdrawal_release' AND x.reference = $1 AND a.profile_id = $2`,
      [reference, bettor.profileId],
    );
    expect(released.rows[0]).toEqual({ n: 1, total: '14000000' });
    const lines = await statement(bettor.token);
    expect(lines[0]).toMatchObject({
      type: 'withdrawal_release',
      amount: 140_000,
      description: `Withdrawal not approved: amount returned · ${reason}`,
    });
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/list',
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(JSON.stringify(notices.json())).toContain(`Not approved: ${reason}`);
    expect(await auditOf(reference)).toEqual([
      { action: 'withdrawal.reject', staff_email: payments.email, reason },
    ]);
    const decided = await t.app.inject({
      method: 'GET',
      url: '/api/bo/withdrawals?state=decided',
      headers: payments.headers,
    });
    expect(decided.json().items[0]).toMatchObject({
      reference,
      approval: 'rejected',
      reason,
      decided_by: payments.email,
    });
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('refuses the payments queue to a support agent, and the KYC queue to payments', async () => {
    t = await buildTestApp();
    const support = await staffOfRole('support');
    const payments = await staffOfRole('payments');
    for (const url of ['/api/bo/withdrawals', '/api/bo/withdrawals/1/approve']) {
      const res = await t.app.inject({
        method: url.endsWith('approve') ? 'POST' : 'GET',
        url,
        headers: support.headers,
        ...(url.endsWith('approve') && { payload: {} }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('STAFF_FORBIDDEN');
    }
    const kyc = await t.app.inject({
      method: 'GET',
      url: '/api/bo/kyc',
      headers: payments.headers,
    });
    expect(kyc.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/bo/withdrawals/999999/approve',
      headers: payments.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reviews a waiting KYC submission: a rejection reason reaches the bettor', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx, { country: 'GH' });
    const other = await createTestProfile(t.ctx, { country: 'GH' });
    for (const [b, id] of [
      [bettor, '1234567890'],
      [other, '9876543210'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/add-kyc',
        headers: { authorization: `Bearer ${b.token}`, 'x-country': 'GH' },
        payload: {
          official_name: 'Ama Mensah',
          date_of_birth: '1990-01-15',
          id_type: 'voters_id_new',
          id_number: id,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const reviewer = await staffOfRole('kyc');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/bo/kyc',
      headers: reviewer.headers,
    });
    expect(queue.json()).toMatchObject({ total: 2 });
    expect(queue.json().items[0]).toMatchObject({
      bettor_id: bettor.profileId,
      name: 'Ama Mensah',
      status: '1',
    });

    const reason = 'The photo of the card is not readable';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/bo/kyc/${bettor.profileId}/reject`,
      headers: reviewer.headers,
      payload: { reason },
    });
    expect(rejected.json()).toEqual({ bettor_id: bettor.profileId, status: '3' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bo/kyc/${bettor.profileId}/approve`,
      headers: reviewer.headers,
      payload: {},
    });
    expect(again.json().error.code).toBe('KYC_NOT_WAITING');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bo/kyc/${other.profileId}/approve`,
      headers: reviewer.headers,
      payload: {},
    });
    expect(approved.json()).toEqual({ bettor_id: other.profileId, status: '2' });

    const balance = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      headers: { 'x-country': 'GH' },
      payload: { token: bettor.token },
    });
    expect(balance.json().data.kyc).toEqual({ status: '3', reason });
    const audit = await t.ctx.db.query<{ action: string; object_id: string; reason: string }>(
      `SELECT action, object_id, reason FROM staff_audit WHERE action LIKE 'kyc.%' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'kyc.reject', object_id: String(bettor.profileId), reason },
      { action: 'kyc.approve', object_id: String(other.profileId), reason: null },
    ]);
  });

  it('sends an operator broadcast from the back office (marketing), audited, once per key', async () => {
    t = await buildTestApp();
    const marketing = await staffOfRole('marketing');
    const support = await staffOfRole('support');
    // Bettors registered before a broadcast see it.
    const bettor = await createTestProfile(t.ctx);
    const body = {
      country: 'KE',
      title: 'Derby weekend',
      message: 'Boosted odds on every derby this weekend.',
      key: 'derby-1',
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bo/broadcasts',
      headers: support.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/bo/broadcasts',
      headers: marketing.headers,
      payload: body,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sent: true, room: expect.any(String) });
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/bo/broadcasts',
      headers: marketing.headers,
      payload: body,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ sent: false, notification_id: null, room: null });
    const audit = await t.ctx.db.query<{ action: string; staff_email: string }>(
      `SELECT action, staff_email FROM staff_audit WHERE action = 'broadcast.send'`,
    );
    expect(audit.rows).toEqual([{ action: 'broadcast.send', staff_email: marketing.email }]);
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/list',
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(JSON.stringify(notices.json())).toContain('Boosted odds on every derby this weekend.');
  });

  it('lets an admin list staff, disable an account and give a new TOTP enrolment, audited', async () => {
    t = await buildTestApp();
    const admin = await staffOfRole('admin');
    const agent = await staffOfRole('support');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bo/staff',
      headers: admin.headers,
    });
    expect(list.json().items.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining([admin.email, agent.email]),
    );
    const totp = await t.app.inject({
      method: 'POST',
      url: `/api/bo/staff/${agent.id}/reset-totp`,
      headers: admin.headers,
      payload: { reason: 'Lost phone' },
    });
    expect(totp.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    // The agent's session ended with the old secret.
    const me = await t.app.inject({ method: 'GET', url: '/api/bo/me', headers: agent.headers });
    expect(me.statusCode).toBe(401);
    const disable = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/staff/${agent.id}/disable`,
        headers: admin.headers,
        payload: { reason: 'Left the company' },
      });
    expect((await disable()).statusCode).toBe(200);
    expect((await disable()).json().error.code).toBe('STAFF_ALREADY_DISABLED');
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/bo/staff/${admin.id}/disable`,
      headers: admin.headers,
      payload: { reason: 'Oops on purpose' },
    });
    expect(self.json().error.code).toBe('STAFF_SELF');
    const audit = await t.ctx.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE object_type = 'staff' AND object_id = $1 ORDER BY id`,
      [String(agent.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'staff.create',
      'staff.reset_totp',
      'staff.disable',
    ]);
  });
});
