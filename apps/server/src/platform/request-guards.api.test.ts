import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { MAX_NESTING_DEPTH, REQUEST_GUARD_MESSAGES } from './request-guards';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await createTestProfile(t.ctx)).token;
});
afterAll(() => t.close());

/** JSON text of `leaf` inside `depth` arrays (written out: JSON.stringify would recurse). */
const nested = (depth: number, leaf = '"x"') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

function expectRefused(
  res: { statusCode: number; json(): unknown },
  message: string,
  code: string,
): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message, error: { message, code } });
}

describe('edge guards', () => {
  it('refuses a NUL character in a JSON or form body, a query and a path parameter', async () => {
    const { invalidCharacter } = REQUEST_GUARD_MESSAGES;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      payload: { mobile: '0712345678', password: 'secret12', src: 'web\u0000' },
    });
    expectRefused(signup, invalidCharacter, 'INVALID_CHARACTER');
    const kyc = await t.app.inject({
      method: 'POST',
      url: '/api/add-kyc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `official_name=A%00B&token=${token}`,
    });
    expectRefused(kyc, invalidCharacter, 'INVALID_CHARACTER');
    for (const url of [
      '/api/v2/share/decode?code=%00',
      '/api/payments/sandbox/checkout/%00',
      '/api/v2/deposits/%00',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expectRefused(res, invalidCharacter, 'INVALID_CHARACTER');
    }
  });

  it('refuses a 5,000-level nested token or reference, and accepts nesting up to the limit', async () => {
    for (const [url, field] of [
      ['/api/v2/bet', 'token'],
      ['/api/uo/bethistory', 'token'],
      ['/api/v2/bet/cancel', 'reference'],
      ['/api/v2/bet/rebet', 'reference'],
      ['/api/v2/cashout/validate', 'reference'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: `{"${field}":${nested(5000)}}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expectRefused(res, REQUEST_GUARD_MESSAGES.nestedTooDeeply, 'NESTED_TOO_DEEP');
    }
    // Brackets inside strings are text, not nesting; the body object is level 1, so 32 in all.
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      headers: { 'content-type': 'application/json' },
      payload: `{"src":"${'[{'.repeat(100)}","betslip":${nested(MAX_NESTING_DEPTH - 2, '{}')}}`,
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().error.code).not.toBe('NESTED_TOO_DEEP');
  });

  it('refuses a query or form parameter given twice, naming it', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/ops/sms-outbox?mobile=1&mobile=2',
    });
    expectRefused(query, REQUEST_GUARD_MESSAGES.repeatedParameter('mobile'), 'REPEATED_PARAMETER');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=0712345678&mobile=0712345679&password=secret12',
    });
    expectRefused(form, REQUEST_GUARD_MESSAGES.repeatedParameter('mobile'), 'REPEATED_PARAMETER');
  });
});
