import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Every registered route, fed seeded nasty input (NUL characters, huge and unicode strings,
 * deep nesting, arrays and numbers where text is expected, repeated keys, malformed encodings)
 * as JSON and as forms, in the query and the path, with and without a live session. Nothing
 * may answer 5xx or show a stack trace.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RANDOM_PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 100);
const IN_FLIGHT = 8;

/** Field names the API reads, so generated input reaches past "missing field" checks. */
const FIELDS = [
  'mobile',
  'password',
  'token',
  'reference',
  'amount',
  'stake',
  'total_odd',
  'betslip',
  'code',
  'provider',
  'bet_id',
  'profile_id',
  'src',
  'affiliate_id',
  'affiliate_tag',
  'share_code',
  'official_name',
  'remember',
  'page',
  'limit',
  'period',
  'product',
  'id',
  'ids',
  'stids',
  'country',
  'q',
  'parent_match_id',
  'sport_id',
  'action',
  'status',
  'signature',
  'amount_cents',
  'kind',
  'bet_amount',
  'possible_win',
  'bet_slips',
  'product_type',
  'tab',
  'new_password',
  'confirm_password',
  'id_number',
  'date_of_birth',
  'is_freebet',
  'mobile[]',
  '__proto__',
  'constructor',
];

/** encodeURIComponent that also takes lone surrogates (as the replacement character). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

const deep = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A value as JSON text: sometimes one JSON.stringify cannot write (5,000 levels deep). */
function nastyJsonValue(token: string): fc.Arbitrary<string> {
  const scalar = fc.oneof(
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '',
      ' ',
      '0',
      '-1',
      '1e309',
      'NaN',
      'null',
      'true',
      '0712345678',
      '254712345678',
      '+254 712 345 678',
      '100',
      '99.999',
      '1.005',
      '%00',
      '../../etc/passwd',
      "'; DROP TABLE profiles; --",
      '<script>alert(1)</script>',
      '\ud800',
      '🇰🇪⚽',
      'Ω'.repeat(300),
      token,
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 20 }).map((s) => s.repeat(500)),
  );
  const json = fc.oneof(
    scalar.map((s) => JSON.stringify(s)),
    fc
      .oneof(fc.integer(), fc.double(), fc.constant(2 ** 63), fc.constant(-0))
      .map((n) => JSON.stringify(n)),
    fc.constantFrom('null', 'true', 'false', '[]', '{}', '[[]]', '{"a":{"b":{}}}'),
    fc.array(scalar, { maxLength: 4 }).map((a) => JSON.stringify(a)),
    fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }).map((d) => JSON.stringify(d)),
    fc.constantFrom(deep(5000), deep(33), deep(31), `[${'{"a":'.repeat(40)}1${'}'.repeat(40)}]`),
  );
  return json;
}

const rawString = (token: string) =>
  nastyJsonValue(token).map((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'string' ? value : text;
    } catch {
      return text;
    }
  });

/** Percent-encoded form or query text, with repeated keys and broken escapes now and then. */
function nastyUrlEncoded(token: string): fc.Arbitrary<string> {
  const pair = fc
    .tuple(fc.constantFrom(...FIELDS), rawString(token))
    .map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 3000))}`);
  const broken = fc.constantFrom('mobile=%', 'code=%E0%A4%A', '%00=1', 'a=%zz', '&&=&', 'token');
  return fc
    .array(fc.oneof({ weight: 4, arbitrary: pair }, broken), { maxLength: 6 })
    .chain((pairs) =>
      fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs).join('&')),
    );
}

function nastyJsonBody(token: string): fc.Arbitrary<string> {
  const object = fc
    .array(fc.tuple(fc.constantFrom(...FIELDS), nastyJsonValue(token)), { maxLength: 7 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  return fc.oneof(
    { weight: 8, arbitrary: object },
    nastyJsonValue(token),
    fc.constantFrom('', '{', '{"a":1,}', '\u0000', 'not json', '{"token":"x"}'.repeat(2)),
  );
}

interface Case {
  contentType: 'json' | 'form' | 'none';
  body: string;
  query: string;
  param: string;
  session: 'none' | 'bearer' | 'body';
  ip: string;
}

function caseArbitrary(token: string): fc.Arbitrary<Case> {
  return fc.record({
    contentType: fc.constantFrom('json', 'form', 'none'),
    body: fc.oneof(nastyJsonBody(token), nastyUrlEncoded(token)),
    query: fc.oneof(fc.constant(''), nastyUrlEncoded(token)),
    param: fc.oneof(
      fc.constantFrom('1', '0', '-1', '%00', '%E0%A4%A', 'a%00b', '99999999999999999999', 'x'),
      rawString(token).map((s) => encode(s.slice(0, 500)) || '1'),
    ),
    session: fc.constantFrom('none', 'bearer', 'body'),
    ip: fc.integer({ min: 1, max: 250 }).map((n) => `10.9.${n % 17}.${n}`),
  });
}

/**
 * The attacks of the fuzzing report, each on every field of every route, with a live session
 * (random input alone rarely puts a 5,000-level array exactly in `token`).
 */
const TARGETED: ((field: string) => Pick<Case, 'contentType' | 'body' | 'query'>)[] = [
  (f) => ({ contentType: 'json', body: `{${JSON.stringify(f)}:"a\u0000b"}`, query: '' }),
  (f) => ({ contentType: 'json', body: `{${JSON.stringify(f)}:${deep(5000)}}`, query: '' }),
  (f) => ({ contentType: 'form', body: `${f}=1&${f}=2`, query: '' }),
  (f) => ({ contentType: 'form', body: `${f}=%00`, query: `${f}=1&${f}=2` }),
  (f) => ({ contentType: 'none', body: '', query: `${f}=a%00` }),
];

const STACK_FRAME = /\n\s+at .+[(:]\d+/;
const INTERNALS = /\b(TypeError|RangeError|ReferenceError|SyntaxError|Error):/;

let t: TestApp;
const routes: { method: string; url: string }[] = [];
let token: string;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute(route: RouteOptions) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD') routes.push({ method, url: route.url });
        }
      },
    },
  );
  token = (await createTestProfile(t.ctx, { cashCents: 500_000 })).token;
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('never answers 5xx or shows internals, whatever the input', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const random = fc.sample(caseArbitrary(token), {
      seed: SEED,
      numRuns: routes.length * RANDOM_PER_ROUTE,
    });
    const cases: { route: (typeof routes)[number]; c: Case }[] = random.map((c, i) => ({
      route: routes[i % routes.length]!,
      c,
    }));
    for (const route of routes) {
      for (const field of FIELDS) {
        for (const attack of TARGETED) {
          cases.push({
            route,
            c: { ...attack(field), param: '%00', session: 'bearer', ip: '10.8.0.1' },
          });
        }
      }
    }
    const failures: string[] = [];
    let sent = 0;
    const send = async (i: number) => {
      const { route, c } = cases[i]!;
      const url =
        route.url.replace(/:\w+/g, c.param) + (c.query ? `?${c.query.replaceAll('#', '%23')}` : '');
      const headers: Record<string, string> = {};
      if (c.session === 'bearer') headers.authorization = `Bearer ${token}`;
      let payload: string | undefined;
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        payload = c.body;
        if (c.session === 'body') {
          payload =
            c.contentType === 'form'
              ? `${payload}&token=${token}`
              : payload.replace(/^\{/, `{"token":"${token}",`);
        }
        if (c.contentType === 'json') headers['content-type'] = 'application/json';
        if (c.contentType === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        payload,
        remoteAddress: c.ip,
      });
      sent++;
      if (res.statusCode >= 500 || STACK_FRAME.test(res.body) || INTERNALS.test(res.body)) {
        failures.push(
          `${route.method} ${url.slice(0, 200)} [${c.contentType}, ${c.session}] body ${JSON.stringify(
            payload?.slice(0, 200),
          )} → ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < cases.length) await send(next++);
      }),
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures.slice(0, 15), `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
  }, 180_000);
});
