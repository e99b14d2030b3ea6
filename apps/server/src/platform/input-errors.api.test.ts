import { endpointPath, endpoints, errorCodes, type Endpoint } from '@shangwe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Issue 11: a bettor never reads a schema or a field name. Every call that takes a path
 * parameter or a query is sent malformed values; whatever it refuses with is product wording.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Cash-out open to everyone, so its routes reach their input checks.
  t = await buildTestApp({ cashoutAllProfiles: true });
  token = (await createTestProfile(t.ctx)).token;
});
afterAll(async () => {
  await t?.close();
});

const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/**
 * Not bettor-facing JSON: the development SMS outbox, and the sandbox provider's own checkout
 * page (HTML, standing in for the provider's site).
 */
const NOT_FOR_BETTORS = new Set(['smsOutbox', 'sandboxCheckoutPage', 'sandboxCheckoutAction']);

const withInput = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([name, e]) => !NOT_FOR_BETTORS.has(name) && (e.params !== undefined || e.query !== undefined),
);

/** Values no id, number, day, code or option accepts. */
const MALFORMED = ['abc!', '-1.5', ''];

function urlOf(e: Endpoint, value: string, only?: string): string {
  const params = Object.fromEntries(fieldsOf(e.params).map((f) => [f, value || 'x!']));
  const path = endpointPath(e.path, params);
  const query = fieldsOf(e.query)
    .filter((f) => only === undefined || f === only)
    .map((f) => `${f}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function expectProductWording(message: string, fields: string[], where: string) {
  expect(message, where).not.toBe('');
  // Schema phrasing: one bare name then 'must be' ('Limit must be…', 'betId must be…').
  expect(message, where).not.toMatch(/^[\w.()]+ must be/i);
  expect(message, where).not.toMatch(/^[\w.]+: /);
  expect(message, where).not.toMatch(/invalid (input|option)|expected .* received/i);
  for (const field of fields) {
    // Identifier-like names anywhere; plain ones ('limit', 'date') at the start of a sentence.
    if (/[_A-Z]/.test(field))
      expect(message.toLowerCase(), where).not.toContain(field.toLowerCase());
    expect(message.toLowerCase().startsWith(`${field.toLowerCase()} `), where).toBe(false);
    expect(message.toLowerCase(), where).not.toContain(`(${field.toLowerCase()})`);
  }
}

describe('malformed path and query values (issue 11)', () => {
  it('covers every call with a path parameter or a query', () => {
    expect(withInput.length).toBeGreaterThanOrEqual(30);
  });

  it.each(withInput)('%s answers them in product wording', async (_name, e) => {
    const fields = [...fieldsOf(e.params), ...fieldsOf(e.query)];
    const urls = MALFORMED.flatMap((value) => [
      urlOf(e, value),
      ...fieldsOf(e.query).map((f) => urlOf(e, value, f)),
    ]);
    let refused = 0;
    for (const url of urls) {
      const res = await t.app.inject({
        method: e.method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(e.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode < 400) continue;
      refused += 1;
      if (String(res.headers['content-type']).startsWith('text/plain')) {
        // USSD answers the gateway in text the phone shows: 'END <message>'.
        expectProductWording(res.body.replace(/^(CON|END) /, ''), fields, `${e.method} ${url}`);
        continue;
      }
      const body = res.json() as { message: string; error: { message: string; code: string } };
      expect(body.error.message, url).toBe(body.message);
      expectProductWording(body.error.message, fields, `${e.method} ${url}`);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it.each([
    ['/api/bet/abc', 'BET_NOT_FOUND'],
    ['/api/bet/short/no!', 'BET_NOT_FOUND'],
    ['/api/bet/ref/x', 'BET_NOT_FOUND'],
    ['/api/v2/cashout/offer?bet_id=abc', 'BET_NOT_FOUND'],
    ['/api/match?parent_match_id=abc', 'MATCH_NOT_FOUND'],
    ['/api/live/match?parent_match_id=abc', 'MATCH_NOT_FOUND'],
    ['/api/live/uo/match?id=abc', 'MATCH_NOT_FOUND'],
    ['/api/uo/sport?id=abc', 'SPORT_NOT_FOUND'],
    ['/api/uo/categories?id=abc', 'SPORT_NOT_FOUND'],
    ['/api/live/matches?sport_id=abc', 'SPORT_NOT_FOUND'],
    ['/api/virtuals/rounds/abc', 'VIRTUAL_ROUND_NOT_FOUND'],
  ] as const)('%s is not found, as an unknown id would be', async (url, code) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ message: errorCodes[code].message, code });
  });

  it('answers an unknown API path with product text, still a 404 with a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      message: 'This page or call does not exist.',
      code: 'NOT_FOUND',
    });
  });

  it('keeps the field for the client while the message stays product wording', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uo/sport?id=1&limit=5000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'limit', error: { code: 'VALIDATION_FAILED' } });
    expectProductWording(res.json().message, ['limit'], 'limit=5000');
  });
});
