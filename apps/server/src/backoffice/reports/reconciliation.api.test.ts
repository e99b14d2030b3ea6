import { randomUUID } from 'node:crypto';
import type {
  BoPaymentFlowsResponse,
  BoReconciliationResponse,
} from '@shangwe/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { signCallback } from '../../payments/callback-signature';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { getBalances, house, transfer, userCash } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const apps = useTestApp();

function money(t: TestApp, url: string, token: string, amount: number) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'idempotency-key': randomUUID() },
    payload: { token, amount },
  });
}

function callback(
  t: TestApp,
  reference: string,
  amountCents: number,
  status: 'completed' | 'failed',
  kind: 'deposit' | 'withdrawal',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/mobile_money',
    payload: {
      reference,
      kind,
      status,
      amount_cents: amountCents,
      signature: signCallback(t.ctx.env.paymentCallbackSecret, { reference, status, amountCents }),
    },
  });
}

describe('payment reconciliation', () => {
  it("shows each rail's settled, pending, failed and unmatched payments against the ledger, and resolves a waiting one through the wallet; audited", async () => {
    const t = await apps.build();
    const user = await createTestProfile(t.ctx, { cashCents: 100_000, country: 'KE' });
    // Settled: a deposit the rail completed. Pending: one still waiting, and a withdrawal.
    const paid = (await money(t, '/api/v2/deposit', user.token, 250)).json().data.reference;
    expect((await callback(t, paid, 25_000, 'completed', 'deposit')).statusCode).toBe(200);
    const waiting = (await money(t, '/api/v2/deposit', user.token, 120)).json().data.reference;
    const out = await money(t, '/api/v2/withdraw', user.token, 600);
    expect(out.statusCode, out.body).toBe(200);
    const withdrawal = out.json().data.reference as string;
    const paidOut = (await money(t, '/api/v2/withdraw', user.token, 300)).json().data.reference;
    expect((await callback(t, paidOut, 30_000, 'completed', 'withdrawal')).statusCode).toBe(200);
    // Unmatched: cash credited as a deposit no payment accounts for.
    await transfer(t.ctx.db, {
      from: house('deposits'),
      to: userCash(user.profileId),
      amountCents: 5_000,
      kind: 'deposit',
      reference: 'D-no-such-payment',
      idempotencyKey: `test:${randomUUID()}`,
    });

    const finance = await createTestStaff(t.ctx, 'finance');
    const headers = asStaff(await staffToken(t.ctx, finance));
    const day = t.ctx.now().toISOString().slice(0, 10);
    const get = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bo/payments/reconciliation?day=${day}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BoReconciliationResponse>();
    };
    const before = await get();
    const state = (ref: string) => before.lines.find((l) => l.reference === ref)?.state;
    expect([state(paid), state(waiting), state(withdrawal), state(paidOut)]).toEqual([
      'settled',
      'pending',
      'pending',
      'settled',
    ]);
    expect(before.lines.find((l) => l.reference === 'D-no-such-payment')).toMatchObject({
      provider: '-',
      state: 'unmatched',
      ledger: 50,
    });
    expect(before.rails.find((r) => r.provider === 'mobile_money')).toEqual({
      provider: 'mobile_money',
      settled: { count: 2, amount: 550 },
      pending: { count: 2, amount: 720 },
      failed: { count: 0, amount: 0 },
      unmatched: { count: 0, amount: 0 },
    });
    expect(before.lines.find((l) => l.reference === paid)).toMatchObject({
      profile_id: user.profileId,
      amount: 250,
      ledger: 250,
    });

    // The sandbox rail has no status query: asking again is refused with what to do instead.
    const post = (url: string, payload?: unknown) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const asked = await post(`/api/bo/payments/withdrawal/${withdrawal}/query`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe('PAYMENT_QUERY_UNAVAILABLE');

    // Marked failed: the reserved 600 goes back to the bettor's cash through the ledger.
    const cash = (await getBalances(t.ctx.db, user.profileId)).cashCents;
    const failed = await post(`/api/bo/payments/withdrawal/${withdrawal}/fail`, {
      reason: 'MoMo portal shows the payout was never sent',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toEqual({ reference: withdrawal, status: 'failed', changed: true });
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(cash + 60_000);
    const again = await post(`/api/bo/payments/withdrawal/${withdrawal}/fail`, {
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_ALREADY_SETTLED');
    const settled = await post(`/api/bo/payments/deposit/${paid}/fail`, { reason: 'too late' });
    expect(settled.json().error.code).toBe('PAYMENT_ALREADY_SETTLED');
    const unknown = await post('/api/bo/payments/deposit/Dnope/fail', { reason: 'no such' });
    expect(unknown.statusCode).toBe(404);
    const noReason = await post(`/api/bo/payments/deposit/${waiting}/fail`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Enter the reason');
    expect(
      (await post(`/api/bo/payments/deposit/${waiting}/fail`, { reason: 'Expired' })).json(),
    ).toMatchObject({ status: 'failed', changed: true });

    const after = await get();
    expect(after.rails.find((r) => r.provider === 'mobile_money')).toEqual({
      provider: 'mobile_money',
      settled: { count: 2, amount: 550 },
      pending: { count: 0, amount: 0 },
      failed: { count: 2, amount: 720 },
      unmatched: { count: 0, amount: 0 },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/bo/audit?object_type=withdrawal&object_id=${withdrawal}`,
      headers,
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'payment.fail',
        staff_email: finance.email,
        reason: 'MoMo portal shows the payout was never sent',
        before: { status: 'pending' },
        after: { status: 'failed' },
      }),
    ]);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);

    // Deposits against withdrawals of the day, from the ledger (the orphan credit included).
    const flows = await t.app.inject({
      method: 'GET',
      url: `/api/bo/reports/payment-flows?from=${day}&to=${day}`,
      headers,
    });
    expect(flows.json<BoPaymentFlowsResponse>().lines).toEqual([
      {
        day,
        country: 'KE',
        currency: 'KES',
        deposits: 300,
        deposit_count: 2,
        withdrawals: 300,
        withdrawal_count: 1,
      },
    ]);

    // Roles without payments.reconcile.
    const support = asStaff(await staffToken(t.ctx, await createTestStaff(t.ctx, 'support')));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bo/payments/deposit/${paid}/fail`,
      headers: support,
      payload: { reason: 'no' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
