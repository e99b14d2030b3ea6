import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// A POST route to send bodies to: the parsers run before any handler.
const echo = async (app: FastifyInstance) => {
  app.post('/api/__echo', async (request) => ({ body: request.body }));
};

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({}, { extraRoutes: [echo] });
});
afterEach(async () => {
  await t.close();
});

describe('operational endpoints', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database and the migrations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');

    await t.ctx.db.query("DELETE FROM schema_migrations WHERE version = '0001'");
    const pending = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json().reason).toBe('migrations pending');
  });

  it('GET /metrics exposes request counts and latencies by route in Prometheus text', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });
});

describe('bad input', () => {
  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'This page or call does not exist.',
      error: { message: 'This page or call does not exist.', code: 'NOT_FOUND' },
    });
  });

  it('answers malformed JSON with 400 saying what is wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": "0712',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Malformed JSON body: /);
  });

  it('accepts urlencoded forms as well as JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=0712345678&password=x',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().body).toEqual({ mobile: '0712345678', password: 'x' });
  });

  it('answers an unsupported content type with 415 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'Unsupported content type: send application/json or application/x-www-form-urlencoded',
    );
  });
});
