import { randomUUID } from 'node:crypto';
import { endpoints, type Endpoint, type JackpotEvent } from '@shangwe/contract';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { seedFixtureMatches } from '../betting/test-fixtures';
import { ensureOpenEvent } from '../jackpots/event-scheduler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  formOf,
  HOSTILE_NUMBERS,
  plausibleInput,
  variationsOf,
  type Part,
  type Variation,
} from '../test/schema-cases';

/**
 * Every registered route, fed seeded nasty input (NUL characters, huge and unicode strings,
 * deep nesting, arrays and numbers where text is expected, repeated keys, malformed encodings)
 * as JSON and as forms, in the query and the path, with and without a live session; then every
 * endpoint of the contract, fed requests generated from its own schemas (each field missing,
 * of the wrong type, far too long, or one of the numbers that answered 500 before issue 26),
 * on real matches and open jackpot events. Nothing may answer 5xx or show a stack trace.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RANDOM_PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 60);
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

/** Fields the session and prototype layers read on every route. */
const EVERY_ROUTE_FIELDS = ['token', '__proto__', 'constructor', 'mobile[]'];

/**
 * The fields a targeted attack goes at on one route: those its contract schemas name (every
 * field the route reads), and the ones every route's layers read; FIELDS for a route outside
 * the contract.
 */
function targetedFields(route: { method: string; url: string }): string[] {
  const e = Object.values(endpoints as Record<string, Endpoint>).find(
    (x) => x.method === route.method && x.path === route.url,
  );
  if (!e) return FIELDS;
  const named = [e.query, e.body].flatMap((schema) => Object.keys(plausibleInput(schema, {})));
  return [...new Set([...named, ...EVERY_ROUTE_FIELDS])];
}

const STACK_FRAME = /\n\s+at .+[(:]\d+/;
const INTERNALS = /\b(TypeError|RangeError|ReferenceError|SyntaxError|Error):/;

let t: TestApp;
const routes: { method: string; url: string }[] = [];
let token: string;
let bettor: TestProfile;
const NOW = new Date('2030-06-01T06:00:00Z');
const KICK_OFF = new Date('2030-06-01T09:00:00Z');
const eventIds = new Map<string, number>();

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
  t.ctx.now = () => NOW;
  bettor = await createTestProfile(t.ctx, { cashCents: 500_000 });
  token = bettor.token;
  // Real matches and open events, so that generated requests reach past "not found".
  await seedFixtureMatches(
    t.ctx,
    Array.from({ length: 20 }, (_, i) => ({
      id: 5000 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
    })),
  );
  for (const kind of ['grand', 'sababisha', 'splitpot', 'boosted'] as const)
    await ensureOpenEvent(t.ctx, kind, NOW);
  const list = await t.app.inject({ method: 'GET', url: '/api/jackpot/events' });
  for (const e of list.json<{ data: JackpotEvent[] }>().data) eventIds.set(e.kind, e.event_id);
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
      for (const field of targetedFields(route)) {
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
    expect(sent).toBeGreaterThanOrEqual(8_000);
    expect(failures.slice(0, 15), `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
  });
});

/** Real values by field name: the test bettor and its data, so generated input is plausible. */
function knownValues(path: string): Record<string, unknown> {
  const kind = /sababisha|splitpot|boosted/.exec(path)?.[0] ?? 'grand';
  const eventId = eventIds.get(kind) ?? 1;
  return {
    token,
    mobile: bettor.mobile,
    profile_id: bettor.profileId,
    user_id: bettor.profileId,
    parent_match_id: 5000,
    id: 5000,
    event_id: eventId,
    eventId,
    password: 'Shangwe-test-9',
    stake: 10,
    amount: 100,
    bet_amount: 100,
    total_odd: 2.1,
    odd_value: 2.1,
    sub_type_id: 1,
    bet_pick: '1',
    country: 'KE',
    provider: 'sandbox',
  };
}

function requestOf(e: Endpoint, base: Record<Part, Record<string, unknown>>, v: Variation | null) {
  const parts = { params: { ...base.params }, query: { ...base.query }, body: { ...base.body } };
  if (v?.item !== undefined) {
    const [first, ...rest] = parts[v.part][v.field] as Record<string, unknown>[];
    parts[v.part][v.field] = [{ ...first, [v.item]: v.value }, ...rest];
  } else if (v) {
    if (v.value === undefined) delete parts[v.part][v.field];
    else parts[v.part][v.field] = v.value;
  }
  const url =
    e.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = parts.params[name];
      return value === undefined ? '' : encodeURIComponent(formOf({ x: value }).slice(2));
    }) + (Object.keys(parts.query).length ? `?${formOf(parts.query)}` : '');
  return { url, body: parts.body };
}

describe('fuzzing every endpoint of the contract from its schemas', () => {
  it('answers every generated request, hostile numbers included, without a 5xx', async () => {
    const all = Object.values(endpoints as Record<string, Endpoint>);
    const unique = [...new Map(all.map((e) => [`${e.method} ${e.path}`, e])).values()];
    // Every contract endpoint is a registered route, so none escapes the fuzzing.
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(unique.filter((e) => !registered.has(`${e.method} ${e.path}`))).toEqual([]);

    const cases: { e: Endpoint; v: Variation | null; form: boolean; session: boolean }[] = [];
    const bases = new Map<Endpoint, Record<Part, Record<string, unknown>>>();
    for (const e of unique) {
      const known = knownValues(e.path);
      const base = {
        params: plausibleInput(e.params, known),
        query: plausibleInput(e.query, known),
        body: plausibleInput(e.body, known),
      };
      bases.set(e, base);
      // A hostile number goes as JSON and as a form, one logged in and the other not (in turn);
      // any other variation once, its encoding and session taking turns.
      const hasBody = e.method !== 'GET' && e.method !== 'DELETE';
      variationsOf(e, base).forEach((v, i) => {
        const both = hasBody && v !== null && HOSTILE_NUMBERS.includes(v.value);
        cases.push({ e, v, form: hasBody && !both && i % 4 >= 2, session: i % 2 === 0 });
        if (both) cases.push({ e, v, form: true, session: i % 2 === 1 });
      });
    }

    const failures: string[] = [];
    let sent = 0;
    const send = async ({ e, v, form, session }: (typeof cases)[number]) => {
      const { url, body } = requestOf(e, bases.get(e)!, v);
      const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
      if (session) headers.authorization = `Bearer ${token}`;
      let payload: string | undefined;
      if (e.method !== 'GET' && e.method !== 'DELETE') {
        payload = form ? formOf(body) : JSON.stringify(body);
        headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      }
      const res = await t.app.inject({
        method: e.method,
        url,
        headers,
        payload,
        remoteAddress: `10.7.${sent % 200}.${(sent >> 8) % 250}`,
      });
      sent++;
      if (res.statusCode >= 500 || STACK_FRAME.test(res.body) || INTERNALS.test(res.body)) {
        const what = v
          ? `${v.part}.${v.field}${v.item ? `[0].${v.item}` : ''} = ${JSON.stringify(v.value)?.slice(0, 60)}`
          : 'plausible';
        failures.push(
          `${e.method} ${e.path} [${form ? 'form' : 'json'}, ${session ? 'session' : 'none'}] ${what} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < cases.length) await send(cases[next++]!);
      }),
    );
    expect(sent).toBe(cases.length);
    expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
  });
});
