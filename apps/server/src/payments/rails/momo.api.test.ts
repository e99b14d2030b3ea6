import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { findPayment } from '../payments-repository';
import { MomoStandIn } from '../stand-ins/momo-stand-in';
import { dailyPaymentReport } from './daily-report';
import { readRailConfig } from './rail-config';
import { momoCallbackPath } from './momo-provider';
import { reconcileWaitingPayments } from './reconciliation-worker';

const KEYS = {
  targetEnvironment: 'mtnghana',
  collection: { subscriptionKey: 'col-sub', userId: 'col-user', apiKey: 'col-key' },
  disbursement: { subscriptionKey: 'dis-sub', userId: 'dis-user', apiKey: 'dis-key' },
};

describe('MTN MoMo in Ghana (stand-in)', () => {
  let t: TestApp | undefined;
  let momo: MomoStandIn | undefined;
  afterEach(async () => {
    await momo?.stop();
    await t?.close();
    t = momo = undefined;
  });

  async function start(reconcileAfterSeconds = 120) {
    momo = new MomoStandIn(KEYS);
    const paymentRails = readRailConfig({
      MOMO_BASE_URL: await momo.start(),
      MOMO_TARGET_ENVIRONMENT: KEYS.targetEnvironment,
      MOMO_COLLECTION_SUBSCRIPTION_KEY: KEYS.collection.subscriptionKey,
      MOMO_COLLECTION_USER_ID: KEYS.collection.userId,
      MOMO_COLLECTION_API_KEY: KEYS.collection.apiKey,
      MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: KEYS.disbursement.subscriptionKey,
      MOMO_DISBURSEMENT_USER_ID: KEYS.disbursement.userId,
      MOMO_DISBURSEMENT_API_KEY: KEYS.disbursement.apiKey,
      PAYMENT_RECONCILE_AFTER_SECONDS: String(reconcileAfterSeconds),
    });
    t = await buildTestApp({ paymentRails });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.ctx.env.publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await createTestProfile(t.ctx, {
      country: 'GH',
      mobile: `23324${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      cashCents: 50_000,
      kycStatus: '2',
    });
    return { user };
  }

  const post = (url: string, token: string, amount: number) =>
    t!.app.inject({
      method: 'POST',
      url,
      payload: { token, amount, idempotency_key: randomUUID() },
    });
  const cash = async (profileId: number) => (await getBalances(t!.ctx.db, profileId)).cashCents;
  const ledgerOk = async () => expect((await checkLedger(t!.ctx.db)).ok).toBe(true);

  it('credits once a notification that comes before MoMo has answered the request, without reconciliation', async () => {
    const { user } = await start(0);
    momo!.notifyBeforeAnswer = true;
    momo!.plan({ outcome: 'SUCCESSFUL' });
    const res = await post('/api/v2/deposit', user.token, 30);
    expect(res.statusCode, res.body).toBe(200);
    const request = momo!.requests[0]!;
    expect(request.callbacks).toEqual([200]);
    expect(await findPayment(t!.ctx.db, 'deposit', res.json().data.reference)).toMatchObject({
      status: 'completed',
      provider_reference: request.referenceId,
    });
    expect(await cash(user.profileId)).toBe(50_000 + 3_000);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    await ledgerOk();
  });

  it('collects a deposit by request-to-pay, confirms it with GET status, credits it once', async () => {
    const { user } = await start();
    momo!.plan({ outcome: 'SUCCESSFUL', duplicate: true });
    const res = await post('/api/v2/deposit', user.token, 25.5);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Check your phone and approve the MTN MoMo request/);
    await momo!.flush();
    const request = momo!.requests[0]!;
    expect(request.body).toMatchObject({
      amount: '25.50',
      currency: 'GHS',
      externalId: res.json().data.reference,
      payer: { partyIdType: 'MSISDN', partyId: user.mobile },
    });
    expect(request.callbackUrl).toMatch(/\/api\/payments\/momo\/collection\/[A-Za-z0-9_-]{32}$/);
    expect(request.callbacks).toEqual([200, 200]);
    expect(await cash(user.profileId)).toBe(50_000 + 2_550);
    const providers = await t!.app.inject({
      method: 'GET',
      url: '/api/v2/deposit-providers',
      headers: { 'x-country': 'GH' },
    });
    expect(providers.json().data).toEqual([
      { name: 'momo', label: 'MTN MoMo', type: 'mobile_money', default: true },
    ]);
    await ledgerOk();
  });

  it.each([
    ['NOT_ENOUGH_FUNDS', 'Your MTN MoMo balance is not enough for this deposit'],
    ['APPROVAL_REJECTED', 'You declined the MTN MoMo request'],
    ['EXPIRED', 'The MTN MoMo request expired before it was approved. Please try again'],
  ] as const)('fails a %s deposit with its message', async (outcome, text) => {
    const { user } = await start();
    momo!.plan({ outcome });
    const reference = (await post('/api/v2/deposit', user.token, 10)).json().data.reference;
    await momo!.flush();
    expect(await findPayment(t!.ctx.db, 'deposit', reference)).toMatchObject({
      status: 'failed',
      failure_reason: text,
    });
    expect(await cash(user.profileId)).toBe(50_000);
  });

  it('rejects forged notifications and recovers lost ones by reconciliation', async () => {
    const { user } = await start(0);
    momo!.plan({ outcome: 'PENDING' }, { outcome: 'SUCCESSFUL', lost: true });
    const waiting = (await post('/api/v2/deposit', user.token, 10)).json().data.reference;
    const lost = (await post('/api/v2/deposit', user.token, 20)).json().data.reference;
    await momo!.flush();
    const [pending, lostRequest] = momo!.requests;

    // A forged SUCCESSFUL for the waiting request: GET status still says PENDING.
    const forged = { ...momo!.statusBody(pending!), status: 'SUCCESSFUL' };
    expect(await momo!.resend(pending!.callbackUrl, forged)).toBe(200);
    // Another payment's body at this address, and a guessed address.
    expect(await momo!.resend(pending!.callbackUrl, momo!.statusBody(lostRequest!))).toBe(404);
    const guessed = pending!.callbackUrl.replace(/[^/]+$/, 'A'.repeat(32));
    expect(await momo!.resend(guessed, forged, 'POST')).toBe(404);
    expect(await cash(user.profileId)).toBe(50_000);

    expect(await reconcileWaitingPayments(t!.ctx)).toBe(1);
    expect((await findPayment(t!.ctx.db, 'deposit', lost))!.status).toBe('completed');
    expect((await findPayment(t!.ctx.db, 'deposit', waiting))!.status).toBe('initiated');
    momo!.resolve(pending!.referenceId, 'SUCCESSFUL');
    await momo!.flush();
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await cash(user.profileId)).toBe(50_000 + 3_000);
    await ledgerOk();
  });

  it('pays withdrawals by disbursement transfer; a failed one gives the amount back', async () => {
    const { user } = await start();
    momo!.plan({ outcome: 'SUCCESSFUL' }, { outcome: 'PAYEE_NOT_FOUND' });
    const paid = (await post('/api/v2/withdraw', user.token, 100)).json().data.reference;
    const refused = (await post('/api/v2/withdraw', user.token, 50)).json().data.reference;
    await momo!.flush();
    expect(momo!.requests[0]!.body).toMatchObject({
      amount: '100.00',
      payee: { partyIdType: 'MSISDN', partyId: user.mobile },
    });
    expect(momo!.requests[0]!.callbackUrl).toMatch(/\/api\/payments\/momo\/disbursement\//);
    expect((await findPayment(t!.ctx.db, 'withdrawal', paid))!.status).toBe('completed');
    expect(await findPayment(t!.ctx.db, 'withdrawal', refused)).toMatchObject({
      status: 'failed',
      failure_reason:
        'This number is not registered for MTN MoMo. The amount is back in your balance',
    });
    expect(await cash(user.profileId)).toBe(50_000 - 10_000);
    await ledgerOk();
    const day = t!.ctx.now().toISOString().slice(0, 10);
    expect((await dailyPaymentReport(t!.ctx.db, day, ['momo'])).mismatches).toBe(0);
  });

  it('a transfer call without an answer stays pending; GET status settles it once: paid, or refunded when MoMo never got it', async () => {
    const { user } = await start(0);
    momo!.plan({ outcome: 'SUCCESSFUL', lost: true, dropConnection: true }, { unreachable: true });
    const paid = await post('/api/v2/withdraw', user.token, 100);
    expect(paid.statusCode, paid.body).toBe(200);
    const neverSent = await post('/api/v2/withdraw', user.token, 50);
    expect(neverSent.statusCode, neverSent.body).toBe(200);
    const [paidRef, neverRef] = [paid, neverSent].map((r) => r.json().data.reference as string);
    expect(momo!.requests).toHaveLength(1);
    expect(await findPayment(t!.ctx.db, 'withdrawal', paidRef!)).toMatchObject({
      status: 'pending',
    });
    expect(await findPayment(t!.ctx.db, 'withdrawal', neverRef!)).toMatchObject({
      status: 'pending',
    });
    expect(await cash(user.profileId)).toBe(50_000 - 15_000);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(2);
    expect(await reconcileWaitingPayments(t!.ctx)).toBe(0);
    expect(await findPayment(t!.ctx.db, 'withdrawal', paidRef!)).toMatchObject({
      status: 'completed',
    });
    expect(await findPayment(t!.ctx.db, 'withdrawal', neverRef!)).toMatchObject({
      status: 'failed',
    });
    expect(await cash(user.profileId)).toBe(50_000 - 10_000);
    await ledgerOk();
  });
  // Each held notice first waits for an answer on its way (OVERTAKEN_ANSWER_WAIT_MS): 120 s.
  it('a forged transfer notice for a payout MoMo never answered is held for reconciliation', async () => {
    const { user } = await start(3600);
    momo!.plan({ unreachable: true });
    const reference = (await post('/api/v2/withdraw', user.token, 50)).json().data.reference;
    const { rows } = await t!.ctx.db.query<{ callback_token: string }>(
      'SELECT callback_token FROM withdrawals WHERE reference = $1',
      [reference],
    );
    // Whoever learned the callback token and the visible reference cannot have MoMo asked
    // early (it does not know the transfer yet) and the amount given back.
    const url = `${t!.ctx.env.publicUrl}${momoCallbackPath('withdrawal', rows[0]!.callback_token)}`;
    const forged = { externalId: reference, status: 'FAILED', amount: '50.00', currency: 'GHS' };
    expect(await momo!.resend(url, forged)).toBe(200);
    expect(await findPayment(t!.ctx.db, 'withdrawal', reference)).toMatchObject({
      status: 'pending',
    });
    expect(await cash(user.profileId)).toBe(50_000 - 5_000);
    await ledgerOk();
  });
});
