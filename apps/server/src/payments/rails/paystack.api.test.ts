import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { findPayment } from '../payments-repository';
import { PaystackStandIn } from '../stand-ins/paystack-stand-in';
import { readRailConfig } from './rail-config';
import { dailyPaymentReport } from './daily-report';
import { reconcileWaitingPayments } from './reconciliation-worker';

const SECRET = 'sk_test_shangwe';

describe('Paystack in Nigeria (stand-in)', () => {
  let t: TestApp | undefined;
  let paystack: PaystackStandIn | undefined;
  afterEach(async () => {
    await paystack?.stop();
    await t?.close();
    t = paystack = undefined;
  });

  async function start() {
    paystack = new PaystackStandIn(SECRET);
    const paymentRails = readRailConfig({
      PAYSTACK_BASE_URL: await paystack.start(),
      PAYSTACK_SECRET_KEY: SECRET,
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
    });
    t = await buildTestApp({ paymentRails });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    t.ctx.env.publicUrl = base;
    paystack.webhookUrl = `${base}/api/payments/paystack/webhook`;
    const user = await createTestProfile(t.ctx, {
      country: 'NG',
      mobile: `23480${String(Date.now() % 100_000_000).padStart(8, '0')}`,
      kycStatus: '2',
    });
    return { user };
  }

  const deposit = async (token: string, amount: number) => {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/deposit',
      payload: { token, amount, idempotency_key: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; data: { reference: string } };
  };
  const cash = async (profileId: number) => (await getBalances(t!.ctx.db, profileId)).cashCents;
  const withdraw = (token: string, amount: number, key: string = randomUUID()) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      payload: { token, amount, idempotency_key: key },
    });
  /** A paid Paystack deposit: its verified authorization becomes the bettor's payout account. */
  const paidDeposit = async (token: string, amount: number) => {
    const { data } = await deposit(token, amount);
    paystack!.pay(data.reference, { status: 'success' });
    await paystack!.flush();
    return data.reference;
  };
  const withdrawal = (reference: string) => findPayment(t!.ctx.db, 'withdrawal', reference);

  it('sends the bettor to authorization_url and credits once on a verified, signed webhook', async () => {
    const { user } = await start();
    const answer = await deposit(user.token, 1500);
    const tx = paystack!.transactions[0]!;
    expect(answer.url).toBe(`${paystack!.baseUrl}/checkout/${answer.url.split('/').pop()}`);
    expect(tx).toMatchObject({
      reference: answer.data.reference,
      amount: 150_000,
      currency: 'NGN',
    });
    paystack!.pay(tx.reference, { status: 'success', duplicate: true });
    await paystack!.flush();
    expect(tx.webhooks).toEqual([200, 200]);
    expect(await cash(user.profileId)).toBe(150_000);
    // Replayed later: the payment is settled, nothing moves.
    expect(await paystack!.send(paystack!.event(tx))).toBe(200);
    expect(await cash(user.profileId)).toBe(150_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('rejects a forged signature, a re-serialized body and a success Paystack does not confirm', async () => {
    const { user } = await start();
    const { data } = await deposit(user.token, 1000);
    const tx = paystack!.transactions[0]!;
    const claimed = { ...paystack!.event(tx), event: 'charge.success' };
    expect(await paystack!.send(claimed, 'sk_test_guessed')).toBe(401);
    // Pretty-printed bytes signed as sent pass: the signature covers the raw body, whatever its
    // layout (a parser that re-serialized it would refuse them).
    const signedOther = await paystack!.send(claimed, SECRET, JSON.stringify(claimed, null, 1));
    expect(signedOther).toBe(200);
    const tampered = await fetch(paystack!.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': 'ab'.repeat(64),
      },
      body: JSON.stringify(claimed),
    });
    expect(tampered.status).toBe(401);
    // The signed claim above was genuine bytes, but verify says the bettor has not paid.
    expect((await findPayment(t!.ctx.db, 'deposit', data.reference))!.status).toBe('initiated');
    expect(await cash(user.profileId)).toBe(0);
  });

  it('fails an insufficient-funds charge with its message; a lost webhook is recovered by reconciliation', async () => {
    const { user } = await start();
    const declined = await deposit(user.token, 500);
    const lost = await deposit(user.token, 700);
    paystack!.pay(declined.data.reference, {
      status: 'failed',
      gateway_response: 'Insufficient Funds',
      lost: true,
    });
    paystack!.pay(lost.data.reference, { status: 'success', lost: true });
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(2);
    expect(await findPayment(t!.ctx.db, 'deposit', declined.data.reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card or account does not have enough money for this deposit',
    });
    expect(await cash(user.profileId)).toBe(70_000);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('refuses a withdrawal before any Paystack deposit with a clear message, reserving nothing', async () => {
    const { user } = await start();
    const { data } = await deposit(user.token, 5000);
    // Paid by bank transfer that Paystack does not keep as a reusable authorization: the webhook
    // credits it, but nothing is on file to pay back to.
    paystack!.pay(data.reference, { status: 'success' });
    paystack!.transactions[0]!.authorization_code = undefined;
    await paystack!.flush();
    expect(await cash(user.profileId)).toBe(500_000);
    const accounts = await t!.ctx.db.query('SELECT 1 FROM payout_accounts');
    expect(accounts.rows).toHaveLength(0);
    const res = await withdraw(user.token, 1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'NO_PAYOUT_ACCOUNT',
      message: 'Make a deposit with Paystack first so we can pay you back to the same account',
    });
    expect(await cash(user.profileId)).toBe(500_000);
    expect(paystack!.transfers).toHaveLength(0);
  });

  it("pays withdrawals back to the deposit's authorization: paid, failed, reversed, each settled once", async () => {
    const { user } = await start();
    await paidDeposit(user.token, 10_000);
    const paidTx = paystack!.transactions[0]!;
    paystack!.planTransfers(
      { outcome: 'success', duplicate: true },
      { outcome: 'failed' },
      { outcome: 'reversed' },
    );
    const first = await withdraw(user.token, 1000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(
      'Your withdrawal request has been received. The money will be sent to the card or bank account you deposited with shortly.',
    );
    const paid = first.json().data.reference as string;
    const failed = (await withdraw(user.token, 1200)).json().data.reference as string;
    const reversed = (await withdraw(user.token, 1500)).json().data.reference as string;
    await paystack!.flush();
    // One recipient, made from the authorization and email of the bettor's own deposit.
    expect(paystack!.recipientRequests).toEqual([
      expect.objectContaining({
        type: 'authorization',
        authorization_code: paidTx.authorization_code,
        email: paidTx.email,
      }),
    ]);
    const recipient = [...paystack!.recipients.keys()][0];
    expect(paystack!.transfers[0]).toMatchObject({
      source: 'balance',
      amount: 100_000,
      currency: 'NGN',
      recipient,
      reference: paid,
      reason: 'Withdrawal',
    });
    expect(paystack!.transfers[0]!.webhooks).toEqual([200, 200]);
    expect(await withdrawal(paid)).toMatchObject({ status: 'completed' });
    expect(await withdrawal(failed)).toMatchObject({
      status: 'failed',
      failure_reason: 'The Paystack payout could not be sent. The amount is back in your balance',
    });
    expect(await withdrawal(reversed)).toMatchObject({
      status: 'failed',
      failure_reason: 'Your bank returned the Paystack payout. The amount is back in your balance',
    });
    expect(await cash(user.profileId)).toBe(1_000_000 - 100_000);
    // Replays change nothing.
    for (const transfer of paystack!.transfers) {
      expect(await paystack!.send(paystack!.transferEvent(transfer))).toBe(200);
    }
    expect(await cash(user.profileId)).toBe(1_000_000 - 100_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
    const day = t!.ctx.now().toISOString().slice(0, 10);
    expect((await dailyPaymentReport(t!.ctx.db, day, ['paystack'])).mismatches).toBe(0);
  });

  it('rejects forged transfer webhooks; a lost one is recovered by transfer/verify', async () => {
    const { user } = await start();
    await paidDeposit(user.token, 10_000);
    paystack!.planTransfers({ outcome: 'pending' }, { outcome: 'success', lost: true });
    const waiting = (await withdraw(user.token, 1000)).json().data.reference as string;
    const lost = (await withdraw(user.token, 2000)).json().data.reference as string;
    await paystack!.flush();
    const [pending, lostTransfer] = paystack!.transfers;
    const claim = { ...paystack!.transferEvent(pending!), event: 'transfer.success' };
    expect(await paystack!.send(claim, 'sk_test_guessed')).toBe(401);
    // Signed bytes of a success Paystack does not confirm: transfer/verify says pending.
    expect(await paystack!.send(claim)).toBe(200);
    expect(await withdrawal(waiting)).toMatchObject({ status: 'pending' });
    // A transfer event for a reference we never sent.
    const unknown = { ...claim, data: { ...claim.data, reference: 'Wnot-ours' } };
    expect(await paystack!.send(unknown)).toBe(404);
    expect(lostTransfer!.webhooks).toEqual([]);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(1);
    expect(await withdrawal(lost)).toMatchObject({ status: 'completed' });
    expect(await withdrawal(waiting)).toMatchObject({ status: 'pending' });
    paystack!.resolveTransfer(waiting, 'failed', true);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(1);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await cash(user.profileId)).toBe(1_000_000 - 200_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('gives the amount back once when Paystack refuses the transfer; the same key can be retried', async () => {
    const { user } = await start();
    await paidDeposit(user.token, 10_000);
    paystack!.planTransfers({ insufficientBalance: true });
    const key = randomUUID();
    const refused = await withdraw(user.token, 1000, key);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe(
      'The payment provider is not available right now. Please try again',
    );
    const row = await t!.ctx.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE profile_id = $1',
      [user.profileId],
    );
    expect(row.rows).toEqual([{ status: 'failed' }]);
    expect(await cash(user.profileId)).toBe(1_000_000);
    const retried = await withdraw(user.token, 1000, key);
    expect(retried.statusCode).toBe(200);
    await paystack!.flush();
    expect(await withdrawal(retried.json().data.reference)).toMatchObject({ status: 'completed' });
    expect(await cash(user.profileId)).toBe(900_000);
    // A deposit Paystack cannot take (unreachable) fails at once and credits nothing.
    paystack!.down = true;
    const down = await t!.app.inject({
      method: 'POST',
      url: '/api/deposit',
      payload: { token: user.token, amount: 500, idempotency_key: randomUUID() },
    });
    expect(down.statusCode).toBe(502);
    const deposits = await t!.ctx.db.query<{ status: string }>(
      'SELECT status FROM deposits WHERE profile_id = $1 ORDER BY id',
      [user.profileId],
    );
    expect(deposits.rows.map((r) => r.status)).toEqual(['completed', 'failed']);
    expect(await cash(user.profileId)).toBe(900_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('a transfer call that drops without an answer stays pending; Paystack paid it: paid, never refunded', async () => {
    const { user } = await start();
    await paidDeposit(user.token, 10_000);
    paystack!.planTransfers({ dropConnection: true, outcome: 'success', lost: true });
    const key = randomUUID();
    const answer = await withdraw(user.token, 1000, key);
    expect(answer.statusCode, answer.body).toBe(200);
    const reference = answer.json().data.reference as string;
    expect(paystack!.transfers.map((t) => t.reference)).toEqual([reference]);
    expect(await withdrawal(reference)).toMatchObject({ status: 'pending' });
    expect(await cash(user.profileId)).toBe(900_000);
    // The bettor retrying the same request is answered the same, nothing sent twice.
    expect((await withdraw(user.token, 1000, key)).json().data.reference).toBe(reference);
    expect(paystack!.transfers).toHaveLength(1);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(1);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await withdrawal(reference)).toMatchObject({ status: 'completed' });
    expect(await cash(user.profileId)).toBe(900_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('a payout call without an answer that Paystack did not pay is refunded once by reconciliation', async () => {
    const { user } = await start();
    await paidDeposit(user.token, 10_000);
    // Taken, then failed at Paystack, the answer and the webhook both lost.
    paystack!.planTransfers({ dropConnection: true, outcome: 'failed', lost: true });
    const dropped = (await withdraw(user.token, 1000)).json().data.reference as string;
    // A 5xx: Paystack never recorded the transfer (transfer/verify will not know it).
    paystack!.down = true;
    const unavailable = await withdraw(user.token, 2000);
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    const neverSent = unavailable.json().data.reference as string;
    paystack!.down = false;
    expect(await withdrawal(dropped)).toMatchObject({ status: 'pending' });
    expect(await withdrawal(neverSent)).toMatchObject({ status: 'pending' });
    expect(await cash(user.profileId)).toBe(700_000);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(2);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await withdrawal(dropped)).toMatchObject({ status: 'failed' });
    expect(await withdrawal(neverSent)).toMatchObject({ status: 'failed' });
    expect(await cash(user.profileId)).toBe(1_000_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
    const day = t!.ctx.now().toISOString().slice(0, 10);
    expect((await dailyPaymentReport(t!.ctx.db, day, ['paystack'])).mismatches).toBe(0);
  });
});
