import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestProfile } from '../accounts/test-factories';
import { signCallback } from '../payments/callback-signature';
import type { TestApp } from './build-test-app';

/**
 * A mobile-money deposit of `amount` (major units) as a bettor makes it (POST /api/v2/deposit),
 * then paid by the provider's signed callback: the whole path, ledger and hooks (the welcome
 * free bet) included.
 */
export async function paidDeposit(app: TestApp, user: TestProfile, amount: number) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v2/deposit',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, amount: String(amount) },
  });
  expect(res.statusCode).toBe(200);
  const reference: string = res.json().data.reference;
  const amountCents = amount * 100;
  const callback = await app.app.inject({
    method: 'POST',
    url: '/api/payments/callback/mobile_money',
    payload: {
      reference,
      kind: 'deposit',
      status: 'completed',
      amount_cents: amountCents,
      signature: signCallback(app.ctx.env.paymentCallbackSecret, {
        reference,
        status: 'completed',
        amountCents,
      }),
    },
  });
  expect(callback.statusCode).toBe(200);
}
