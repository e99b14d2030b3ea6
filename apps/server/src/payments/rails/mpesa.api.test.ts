import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBalances, house, transfer, userCash } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { findPayment } from '../payments-repository';
import { DarajaStandIn } from '../stand-ins/daraja-stand-in';
import { dailyPaymentReport } from './daily-report';
import { readRailConfig } from './rail-config';
import { reconcileWaitingPayments } from './reconciliation-worker';

const CREDENTIALS = {
  consumerKey: 'ck-test',
  consumerSecret: 'cs-test',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  initiatorName: 'shangwe-api',
  securityCredential: 'encrypted-initiator-password',
};

describe('M-Pesa through Daraja (stand-in)', () => {
  let t: TestApp | undefined;
  let daraja: DarajaStandIn | undefined;
  afterEach(async () => {
    await daraja?.stop();
    await t?.close();
    t = daraja = undefined;
  });

  /** The app listening on a real port (Daraja calls back over HTTP) with the M-Pesa rail on. */
  async function start(
    reconcileAfterSeconds = 120,
    options: { callbackBeforeAnswer?: boolean } = {},
  ) {
    daraja = new DarajaStandIn({ ...CREDENTIALS, ...options });
    const baseUrl = await daraja.start();
    const paymentRails = readRailConfig({
      MPESA_BASE_URL: baseUrl,
      MPESA_CONSUMER_KEY: CREDENTIALS.consumerKey,
      MPESA_CONSUMER_SECRET: CREDENTIALS.consumerSecret,
      MPESA_SHORTCODE: CREDENTIALS.shortcode,
      MPESA_PASSKEY: CREDENTIALS.passkey,
      MPESA_INITIATOR_NAME: CREDENTIALS.initiatorName,
      MPESA_SECURITY_CREDENTIAL: CREDENTIALS.securityCredential,
      PAYMENT_RECONCILE_AFTER_SECONDS: String(reconcileAfterSeconds),
    });
    t = await buildTestApp({ paymentRails });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.ctx.env.publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await createTestProfile(t.ctx, { cashCents: 100_000 });
    return { t, daraja, user };
  }

  const deposit = (token: string, amount: number) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/v2/deposit',
      payload: { token, amount, idempotency_key: randomUUID() },
    });
  const withdraw = (token: string, amount: number) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      payload: { token, amount, idempotency_key: randomUUID() },
    });
  const cash = async (profileId: number) => (await getBalances(t!.ctx.db, profileId)).cashCents;
  const ledgerOk = async () => expect((await checkLedger(t!.ctx.db)).ok).toBe(true);

  it('offers M-Pesa alone in Kenya once Daraja is configured; the sandbox stays elsewhere', async () => {
    await start();
    const ke = await t!.app.inject({
      method: 'GET',
      url: '/api/v2/deposit-providers',
      headers: { 'x-country': 'KE' },
    });
    expect(ke.json().data).toEqual([
      { name: 'mpesa', label: 'M-Pesa', type: 'mobile_money', default: true },
    ]);
    const gh = await t!.app.inject({
      method: 'GET',
      url: '/api/v2/deposit-providers',
      headers: { 'x-country': 'GH' },
    });
    expect(gh.json().data[0].name).toBe('mobile_money');
  });

  it('pushes an STK prompt with the documented fields and credits the paid deposit exactly once', async () => {
    const { user } = await start();
    daraja!.planStk({ outcome: 'paid', duplicate: true });
    const res = await deposit(user.token, 250);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Check your phone and enter your M-Pesa PIN. Your balance updates as soon as M-Pesa confirms the payment.',
    );
    const reference = res.json().data.reference as string;
    await daraja!.flush();

    const push = daraja!.stk[0]!;
    expect(push.body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 250,
      PartyA: user.mobile,
      PartyB: '174379',
      PhoneNumber: user.mobile,
      TransactionDesc: 'Deposit',
    });
    expect(String(push.body.Timestamp)).toMatch(/^\d{14}$/);
    // The callback address is this payment's own unguessable path.
    expect(String(push.body.CallBackURL)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/payments\/mpesa\/stk\/[A-Za-z0-9_-]{32}$/,
    );
    // Daraja retried the callback: both accepted, one credit.
    expect(push.callbacks.map((c) => c.status)).toEqual([200, 200]);
    expect(await cash(user.profileId)).toBe(100_000 + 25_000);
    const row = await findPayment(t!.ctx.db, 'deposit', reference);
    expect(row).toMatchObject({ status: 'completed', provider_reference: push.checkoutRequestId });
    const receipt = await t!.ctx.db.query<{ provider_receipt: string }>(
      'SELECT provider_receipt FROM deposits WHERE reference = $1',
      [reference],
    );
    expect(receipt.rows[0]!.provider_receipt).toBe(push.receipt);
    await ledgerOk();

    // A second deposit reuses the cached OAuth token.
    await deposit(user.token, 10);
    await daraja!.flush();
    expect(daraja!.tokenCalls).toBe(1);
  });

  it.each([
    ['insufficient', 'Your M-Pesa balance is not enough for this deposit'],
    ['cancelled', 'You cancelled the M-Pesa request'],
    ['timeout', 'Your phone could not be reached. Make sure it is on and try again'],
    ['wrong_pin', 'The M-Pesa PIN you entered was wrong. Please try again'],
  ] as const)(
    'marks a %s deposit failed with its message and credits nothing',
    async (outcome, text) => {
      const { user } = await start();
      daraja!.planStk({ outcome });
      const reference = (await deposit(user.token, 100)).json().data.reference as string;
      await daraja!.flush();
      const status = await t!.app.inject({
        method: 'GET',
        url: `/api/v2/deposits/${reference}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(status.json().data).toMatchObject({ status: 'failed', failure_reason: text });
      expect(await cash(user.profileId)).toBe(100_000);
      await ledgerOk();
    },
  );

  it('credits once a callback that comes before Daraja has even answered the push, without reconciliation', async () => {
    const { user } = await start(0, { callbackBeforeAnswer: true });
    daraja!.planStk({ outcome: 'paid', duplicate: true });
    const res = await deposit(user.token, 150);
    expect(res.statusCode, res.body).toBe(200);
    const request = daraja!.stk[0]!;
    // Both callbacks were answered before our push call returned, and found the deposit.
    expect(request.callbacks.map((c) => c.status)).toEqual([200, 200]);
    expect(await findPayment(t!.ctx.db, 'deposit', res.json().data.reference)).toMatchObject({
      status: 'completed',
      provider_reference: request.checkoutRequestId,
    });
    expect(await cash(user.profileId)).toBe(100_000 + 15_000);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await cash(user.profileId)).toBe(100_000 + 15_000);
    await ledgerOk();
  });

  it('refuses cents (M-Pesa takes whole shillings) before asking Daraja', async () => {
    const { user } = await start();
    const res = await deposit(user.token, 100.5);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'M-Pesa takes whole shillings only. Please enter an amount without cents',
    );
    expect(daraja!.stk).toHaveLength(0);
  });

  it('rejects forged and replayed callbacks: unknown path, other payment, wrong amount, unpaid prompt', async () => {
    const { user } = await start();
    daraja!.planStk({ outcome: 'pending' }, { outcome: 'paid' });
    await deposit(user.token, 100);
    await deposit(user.token, 300);
    await daraja!.flush();
    const [waiting, paid] = daraja!.stk;
    const waitingUrl = String(waiting!.body.CallBackURL);
    const paidUrl = String(paid!.body.CallBackURL);
    const paidBody = daraja!.stkCallbackBody(paid!);

    // A guessed path.
    const guessed = waitingUrl.replace(/stk\/.*/, 'stk/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await daraja!.resend(guessed, paidBody)).toBe(404);
    // The paid payment's callback replayed at the waiting one's address.
    expect(await daraja!.resend(waitingUrl, paidBody)).toBe(404);
    // A success naming the waiting prompt, with the wrong amount.
    waiting!.outcome = 'paid';
    const forged = daraja!.stkCallbackBody(waiting!);
    waiting!.outcome = 'pending';
    const items = forged.Body.stkCallback.CallbackMetadata as {
      Item: Array<{ Name: string; Value?: unknown }>;
    };
    items.Item[0]!.Value = 1000;
    expect(await daraja!.resend(waitingUrl, forged)).toBe(400);
    // A right-looking success while the bettor has not paid: the STK query says "processing".
    items.Item[0]!.Value = 100;
    expect(await daraja!.resend(waitingUrl, forged)).toBe(200);
    expect(await cash(user.profileId)).toBe(100_000 + 30_000);
    // Replaying the settled payment's callback changes nothing.
    expect(await daraja!.resend(paidUrl, paidBody)).toBe(200);
    expect(await cash(user.profileId)).toBe(100_000 + 30_000);
    await ledgerOk();
  });

  it('recovers a lost callback by reconciliation (STK query), once', async () => {
    const { user } = await start(0);
    daraja!.planStk(
      { outcome: 'paid', lost: true },
      { outcome: 'pending' },
      { outcome: 'cancelled', lost: true },
    );
    const paid = (await deposit(user.token, 120)).json().data.reference as string;
    const waiting = (await deposit(user.token, 130)).json().data.reference as string;
    const cancelled = (await deposit(user.token, 140)).json().data.reference as string;
    await daraja!.flush();
    expect(await cash(user.profileId)).toBe(100_000);

    expect(await reconcileWaitingPayments(t!.ctx)).toBe(2);
    expect((await findPayment(t!.ctx.db, 'deposit', paid))!.status).toBe('completed');
    expect((await findPayment(t!.ctx.db, 'deposit', waiting))!.status).toBe('initiated');
    expect(await findPayment(t!.ctx.db, 'deposit', cancelled)).toMatchObject({
      status: 'failed',
      failure_reason: 'You cancelled the M-Pesa request',
    });
    expect(await cash(user.profileId)).toBe(100_000 + 12_000);

    // The bettor answers the last prompt; its callback is lost too; the next pass credits it.
    daraja!.resolveStk(daraja!.stk[1]!.checkoutRequestId, 'paid', true);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(1);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await cash(user.profileId)).toBe(100_000 + 12_000 + 13_000);
    await ledgerOk();

    const day = t!.ctx.now().toISOString().slice(0, 10);
    const report = await dailyPaymentReport(t!.ctx.db, day, ['mpesa']);
    expect(report.mismatches).toBe(0);
    expect(report.lines.filter((l) => l.status === 'completed')).toHaveLength(2);
  });

  it('pays a withdrawal out by B2C; failures and queue timeouts give the amount back', async () => {
    const { user } = await start();
    daraja!.planB2c('paid', 'insufficient', 'unregistered', 'queue_timeout');
    const paid = (await withdraw(user.token, 100)).json().data.reference as string;
    for (const amount of [60, 70, 80]) await withdraw(user.token, amount);
    await daraja!.flush();

    const b2c = daraja!.b2c[0]!;
    expect(b2c.body).toMatchObject({
      OriginatorConversationID: paid,
      InitiatorName: 'shangwe-api',
      SecurityCredential: 'encrypted-initiator-password',
      CommandID: 'BusinessPayment',
      Amount: 100,
      PartyA: '174379',
      PartyB: user.mobile,
    });
    expect(String(b2c.body.ResultURL)).toMatch(
      /\/api\/payments\/mpesa\/b2c\/[A-Za-z0-9_-]{32}\/result$/,
    );
    expect(String(b2c.body.QueueTimeOutURL)).toMatch(/\/timeout$/);
    expect((await findPayment(t!.ctx.db, 'withdrawal', paid))!.status).toBe('completed');
    const reasons = await t!.ctx.db.query<{
      amount: string;
      status: string;
      failure_reason: string;
    }>(
      'SELECT amount, status, failure_reason FROM withdrawals WHERE reference <> $1 ORDER BY amount',
      [paid],
    );
    expect(reasons.rows.map((r) => [Number(r.amount), r.status, r.failure_reason])).toEqual([
      [6000, 'failed', 'The M-Pesa payout could not be sent. The amount is back in your balance'],
      [
        7000,
        'failed',
        'This phone number cannot receive M-Pesa payouts. The amount is back in your balance',
      ],
      [8000, 'failed', 'The M-Pesa payout timed out. The amount is back in your balance'],
    ]);
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);

    // A replayed result changes nothing; one for another payout's address is refused.
    const other = daraja!.b2c[1]!;
    expect(await daraja!.resend(String(b2c.body.ResultURL), daraja!.b2cResultBody(b2c))).toBe(200);
    expect(await daraja!.resend(String(other.body.ResultURL), daraja!.b2cResultBody(b2c))).toBe(
      404,
    );
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);
    await ledgerOk();
    const day = t!.ctx.now().toISOString().slice(0, 10);
    expect((await dailyPaymentReport(t!.ctx.db, day, ['mpesa'])).mismatches).toBe(0);

    // A credit no payment accounts for is listed as a mismatch.
    await t!.ctx.db.transaction((tx) =>
      transfer(tx, {
        from: house('deposits'),
        to: userCash(user.profileId),
        amountCents: 500,
        kind: 'deposit',
        reference: 'Dghost',
        idempotencyKey: 'deposit:Dghost',
      }),
    );
    const report = await dailyPaymentReport(t!.ctx.db, day, ['mpesa']);
    expect(report.mismatches).toBe(1);
    expect(report.orphanMovements).toEqual([
      { kind: 'deposit', reference: 'Dghost', amountCents: 500 },
    ]);
  });

  it('never settles an M-Pesa payment through the sandbox signed callback', async () => {
    const { user } = await start();
    daraja!.planStk({ outcome: 'pending' });
    const reference = (await deposit(user.token, 100)).json().data.reference as string;
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/payments/callback/mpesa',
      payload: {
        reference,
        kind: 'deposit',
        status: 'completed',
        amount_cents: 10_000,
        signature: 'x',
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await findPayment(t!.ctx.db, 'deposit', reference))!.status).toBe('initiated');
  });

  it('a B2C call without an answer stays pending, goes to manual review when overdue, never refunded blindly', async () => {
    const { user } = await start(0);
    daraja!.planB2c('paid_silently');
    const answer = await withdraw(user.token, 100);
    expect(answer.statusCode, answer.body).toBe(200);
    const reference = answer.json().data.reference as string;
    expect(daraja!.b2c).toHaveLength(1);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    const review = async () => {
      const { registry } = t!.ctx.metrics;
      const name = 'payments_manual_review_total';
      return registry.getSingleMetric(name) ? registry.getSingleMetricAsString(name) : '';
    };
    expect(await review()).not.toContain('provider="mpesa"');
    // Past the review window, still no result: flagged for a person, the amount stays reserved.
    await t!.ctx.db.query(
      "UPDATE withdrawals SET created_at = created_at - interval '2 hours' WHERE reference = $1",
      [reference],
    );
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await review()).toContain('payments_manual_review_total{provider="mpesa"} 1');
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'pending',
    });
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);
    // The result notice turning up late settles it as paid, once.
    const b2c = daraja!.b2c[0]!;
    expect(await daraja!.resend(String(b2c.body.ResultURL), daraja!.b2cResultBody(b2c))).toBe(200);
    expect(await daraja!.resend(String(b2c.body.ResultURL), daraja!.b2cResultBody(b2c))).toBe(200);
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'completed',
    });
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);
    await ledgerOk();
  });
  // Each held notice first waits for an answer on its way (OVERTAKEN_ANSWER_WAIT_MS): 120 s.
  it('a forged B2C failure (callback token, visible reference, invented ConversationID) never gives a payout back', async () => {
    const { user } = await start(0);
    // Daraja pays, but neither its answer to our B2C call nor its result reaches us.
    daraja!.planB2c('paid_silently');
    const reference = (await withdraw(user.token, 100)).json().data.reference as string;
    const b2c = daraja!.b2c[0]!;
    const forged = (code: number, desc: string) => ({
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: desc,
        OriginatorConversationID: reference,
        ConversationID: 'AG_20261127_forged0000001',
        TransactionID: 'FORGED0001',
      },
    });
    const failure = forged(2001, 'The initiator information is invalid.');
    const timeout = forged(1, 'The service request timed out.');
    expect(await daraja!.resend(String(b2c.body.ResultURL), failure)).toBe(200);
    expect(await daraja!.resend(String(b2c.body.QueueTimeOutURL), timeout)).toBe(200);
    // Held: still pending, the amount still reserved, and reconciliation does not release it.
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'pending',
      provider_reference: null,
    });
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);

    // Daraja's own result settles it as paid; a forged failure afterwards changes nothing.
    expect(await daraja!.resend(String(b2c.body.ResultURL), daraja!.b2cResultBody(b2c))).toBe(200);
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'completed',
    });
    expect(await daraja!.resend(String(b2c.body.ResultURL), failure)).toBe(404);
    const replayed = { Result: { ...failure.Result, ConversationID: b2c.conversationId } };
    expect(await daraja!.resend(String(b2c.body.QueueTimeOutURL), replayed)).toBe(200);
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'completed',
    });
    expect(await cash(user.profileId)).toBe(100_000 - 10_000);
    await ledgerOk();
  });

  it('accepts a B2C failure only under the ConversationID Daraja returned for the payout', async () => {
    const { user } = await start();
    daraja!.planB2c('insufficient');
    const reference = (await withdraw(user.token, 100)).json().data.reference as string;
    const b2c = daraja!.b2c[0]!;
    await daraja!.flush();
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'failed',
      provider_reference: b2c.conversationId,
    });
    expect(await cash(user.profileId)).toBe(100_000);
    await ledgerOk();
  });
});
