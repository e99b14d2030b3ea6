import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from '../betting/test-fixtures';
import { ensureOpenEvent } from '../jackpots/event-scheduler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

/**
 * The figures of the outside probe (issue 26) that answered 500 (or created a free bet and then
 * broke the bettor's free-bet list) on every product's money field: each is now a 400 a bettor
 * can read, nothing is written, no money moves, and the free-bet list still answers.
 */

const NOW = new Date('2030-06-01T06:00:00Z');
const KICK_OFF = new Date('2030-06-01T09:00:00Z');

const HOSTILE: readonly unknown[] = [
  1e15,
  1e16,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '12345678901234567890123456',
  0.001,
  5e-324,
  '9'.repeat(5000),
];

/** What a bettor may read for such a figure: the product's own sentence, never the fallback. */
const READABLE = new Set([
  'Please enter an amount',
  'Please enter a valid amount',
  'Please enter a valid stake',
  'Please enter an amount with at most 2 decimals',
  'Maximum bet amount exceeded',
  'This amount is too large',
  'Maximum deposit amount is KES 140,000',
  'Minimum deposit amount is KES 10',
  'Maximum withdrawal amount is KES 140,000',
  'Minimum withdrawal amount is KES 50',
  'Maximum deposit amount exceeded',
  'Minimum deposit amount not reached',
  'Maximum withdrawal amount exceeded',
  'Minimum withdrawal amount not reached',
  'Please enter a free bet amount above 0',
  'Please enter a minimum odd between 1 and 1,000',
]);

let t: TestApp;
let me: TestProfile;
const events = new Map<string, JackpotEvent>();

beforeAll(async () => {
  t = await buildTestApp({}, { serveWeb: false });
  t.ctx.now = () => NOW;
  me = await createTestProfile(t.ctx, { cashCents: 500_000 });
  await seedFixtureMatches(
    t.ctx,
    Array.from({ length: 20 }, (_, i) => ({
      id: 5000 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
      odds: { home: 2.1, draw: 3.3, away: 3.6 },
    })),
  );
  await loadCatalogIntoMemory(t.ctx);
  for (const kind of ['grand', 'sababisha', 'splitpot', 'boosted'] as const)
    await ensureOpenEvent(t.ctx, kind, NOW);
  const list = await t.app.inject({ method: 'GET', url: '/api/jackpot/events' });
  for (const e of list.json<{ data: JackpotEvent[] }>().data) events.set(e.kind, e);
});
afterAll(() => t.close());

const entry = (kind: string) =>
  events.get(kind)!.matches.map((m) => ({ parent_match_id: m.parent_match_id, odds: ['1'] }));

/** Each money field with an otherwise valid request around it. */
const FIELDS: { url: string; field: string; body: () => Record<string, unknown> }[] = [
  {
    url: '/api/casino/dice/play',
    field: 'stake',
    body: () => ({ target: 50, direction: 'under' }),
  },
  { url: '/api/casino/wheel/play', field: 'stake', body: () => ({}) },
  {
    url: '/api/jackpot/bet',
    field: 'stake',
    body: () => ({ event_id: events.get('grand')!.event_id, selectedOdds: entry('grand') }),
  },
  {
    url: '/api/splitpot/bet',
    field: 'stake',
    body: () => ({ event_id: events.get('splitpot')!.event_id, selectedOdds: entry('splitpot') }),
  },
  ...['/api/sababisha/quote', '/api/sababisha/bet'].map((url) => ({
    url,
    field: 'stake',
    body: () => ({
      event_id: events.get('sababisha')!.event_id,
      selectedOdds: entry('sababisha'),
    }),
  })),
  {
    url: '/api/v2/bet',
    field: 'stake',
    body: () => ({ src: 'MOBILE_WEB', betslip: [pick(5000, '1', 2.1)] }),
  },
  {
    url: '/api/live/virtual/placebet',
    field: 'stake',
    body: () => ({ src: 'MOBILE_WEB', betslip: [] }),
  },
  { url: '/api/deposit', field: 'amount', body: () => ({}) },
  { url: '/api/v2/deposit', field: 'amount', body: () => ({}) },
  { url: '/api/v2/withdraw', field: 'amount', body: () => ({}) },
  { url: '/api/v2/cashout', field: 'amount', body: () => ({ bet_id: 1 }) },
  { url: '/api/freebets/qualification', field: 'bet_amount', body: () => ({ total_odd: 2 }) },
  { url: '/api/ops/freebets/grant', field: 'amount', body: () => ({ profile_id: me.profileId }) },
  {
    url: '/api/ops/freebets/grant',
    field: 'min_odd',
    body: () => ({ profile_id: me.profileId, amount: 10 }),
  },
];

const post = (url: string, payload: Record<string, unknown>, form = false) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${me.token}`,
      'idempotency-key': randomUUID(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form
      ? new URLSearchParams(
          Object.entries(payload).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ).toString()
      : payload,
  });

const written = async () => {
  const { rows } = await t.ctx.db.query(
    `SELECT (SELECT count(*) FROM bets) AS bets, (SELECT count(*) FROM free_bets) AS free_bets,
            (SELECT count(*) FROM deposits) AS deposits,
            (SELECT count(*) FROM withdrawals) AS withdrawals`,
  );
  return rows[0];
};

describe('hostile figures in money fields (issue 26)', () => {
  it('answer 400 with a sentence a bettor can read, as JSON and as a form, writing nothing', async () => {
    const before = await written();
    const cash = (await getBalances(t.ctx.db, me.profileId)).cashCents;
    const bad: string[] = [];
    for (const { url, field, body } of FIELDS) {
      for (const value of HOSTILE) {
        for (const form of [false, true]) {
          const res = await post(url, { ...body(), [field]: value }, form);
          const message = res.json<{ error?: { message?: string } }>().error?.message ?? '';
          if (res.statusCode !== 400 || !READABLE.has(message))
            bad.push(
              `${url} ${field}=${String(value).slice(0, 30)} ${form ? 'form' : 'json'} → ${res.statusCode} ${message}`,
            );
        }
      }
    }
    expect(bad).toEqual([]);
    expect(await written()).toEqual(before);
    expect((await getBalances(t.ctx.db, me.profileId)).cashCents).toBe(cash);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('the same requests with a sane figure get past the money reader (the bodies are valid)', async () => {
    for (const { url, field, body } of FIELDS) {
      const sane = field === 'min_odd' ? 1.5 : url.includes('withdraw') ? 100 : 10;
      const res = await post(url, { ...body(), [field]: sane });
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json<{ field?: string }>().field ?? null, url).not.toBe(field);
    }
  });

  it('refuses a free bet above the bettor country maximum stake, and the list answers', async () => {
    const res = await post('/api/ops/freebets/grant', {
      profile_id: me.profileId,
      amount: 500_001,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'STAKE_ABOVE_MAXIMUM',
      message: 'Maximum bet amount is KES 500,000',
    });
    const list = await post('/api/freebets/free-bets-profile', {});
    expect(list.statusCode).toBe(200);
  });

  it('still lists free bets whose stored rule is what JSON made of Infinity', async () => {
    const granted = await post('/api/ops/freebets/grant', {
      profile_id: me.profileId,
      amount: 10,
      min_odd: 2,
    });
    expect(granted.statusCode).toBe(201);
    // A row as the unguarded grant wrote it before issue 26.
    await t.ctx.db.query(
      `UPDATE free_bets SET claim_rules = '[{"rule_name":"min_odd","rule_value":null}]' WHERE id = $1`,
      [granted.json().data.free_bet_profile_id],
    );
    const list = await post('/api/freebets/free-bets-profile', {});
    expect(list.statusCode).toBe(200);
    const row = list
      .json<{ data: { free_bet_profile_id: number; claim_rules: unknown }[] }>()
      .data.find((f) => f.free_bet_profile_id === granted.json().data.free_bet_profile_id);
    // Read as the largest number: no slip meets it, so the bad write never loosens the rule.
    expect(row?.claim_rules).toEqual([{ rule_name: 'min_odd', rule_value: Number.MAX_VALUE }]);
  });
});
