import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function checkoutDeposit(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/deposit',
    headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${token}` },
    payload: { amount: 7000, provider: 'checkout' },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url as string);
  return { reference: res.json().data.reference as string, path: url.pathname + url.search };
}

describe('the sandbox checkout page', () => {
  it('opens, pays and cancels only with the address given to the deposit owner', async () => {
    const owner = await createTestProfile(t.ctx);
    const other = await createTestProfile(t.ctx);
    const mine = await checkoutDeposit(owner.token);
    const theirs = await checkoutDeposit(other.token);
    const bare = `/api/payments/sandbox/checkout/${mine.reference}`;
    // A stranger knows the reference, maybe a key of their own deposit, not this one's.
    const theirKey = new URLSearchParams(theirs.path.split('?')[1]).get('key');
    for (const url of [bare, `${bare}?key=`, `${bare}?key=${theirKey}`, `${bare}?key=x`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('value="pay"');
      for (const action of ['pay', 'cancel']) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...form, authorization: `Bearer ${other.token}` },
          payload: `action=${action}`,
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toContain('Payment not completed');
      }
    }
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v2/deposits/${mine.reference}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(status.json().data.status).toBe('initiated');

    const page = await t.app.inject({ method: 'GET', url: mine.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="pay"');
    const paid = await t.app.inject({
      method: 'POST',
      url: mine.path,
      headers: form,
      payload: 'action=pay',
    });
    expect(paid.body).toContain('Payment successful');
    expect((await getBalances(t.ctx.db, owner.profileId)).cashCents).toBe(700_000);
    expect((await getBalances(t.ctx.db, other.profileId)).cashCents).toBe(0);
  });
});
