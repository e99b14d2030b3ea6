import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createLogger } from './logger';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

it('writes one JSON line per request with route, status and duration, and no secrets', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({}, { logger: createLogger('info', sink) });

  const password = 'S3cret-pass-9876';
  await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { authorization: 'Bearer very-secret-token-value' },
    payload: { mobile: '0712345678', password },
  });
  await t.app.inject({ method: 'GET', url: '/healthz' });

  const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({ method: 'POST', route: '/api/login' });
  expect(requests[0].status).toBeTypeOf('number');
  expect(requests[0].durationMs).toBeTypeOf('number');
  expect(requests[1]).toMatchObject({ route: '/healthz', status: 200 });
  const all = lines.join('\n');
  expect(all).not.toContain(password);
  expect(all).not.toContain('very-secret-token-value');
});

it('never logs a callback token from a path or query string, nor a secret field', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({}, { logger: createLogger('info', sink) });
  const token = 'Zq8Lm2Xv9Tp4Rk7Wd1Ys6Hb3Nc5Fg0Ja';
  const b2c = {
    Result: {
      ResultType: 0,
      ResultCode: 2001,
      ResultDesc: 'The initiator information is invalid.',
      OriginatorConversationID: 'W0000001',
      ConversationID: 'AG_forged',
      TransactionID: 'X',
    },
  };
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/mpesa/b2c/${token}/result`,
    payload: b2c,
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/mpesa/b2c/${token}/timeout`,
    payload: b2c,
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/payments/momo/disbursement/${token}?secret=${token}`,
    payload: { externalId: 'W0000001', status: 'FAILED' },
  });
  await t.app.inject({ method: 'GET', url: `/api/no-such-route/${token}` });
  t.ctx.logger.warn(
    { payment: { callbackToken: token, securityCredential: token, secretKey: token } },
    'a payment logged whole',
  );

  const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(requests.map((r) => r.url)).toEqual([
    '/api/payments/mpesa/b2c/[redacted]/result',
    '/api/payments/mpesa/b2c/[redacted]/timeout',
    '/api/payments/momo/disbursement/[redacted]',
    '/api/no-such-route/[redacted]',
  ]);
  expect(requests[0]).toMatchObject({ route: '/api/payments/mpesa/b2c/:token/result' });
  expect(lines.join('\n')).not.toContain(token);
  expect(lines.some((l) => l.includes('a payment logged whole'))).toBe(true);
});
