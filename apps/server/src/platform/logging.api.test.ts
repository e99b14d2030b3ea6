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
