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
});
