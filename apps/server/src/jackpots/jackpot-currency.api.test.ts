import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { jackpotAmounts, type CountryCode } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  CURRENCY_HOUSE_ACCOUNTS,
  getBalances,
  houseIn,
  transfer,
  userCash,
} from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { ensureOpenEvent, ensureOpenEvents } from './event-scheduler';
import { settleJackpotEvent } from './event-settlement';

/**
 * Jackpot events per country (issue 34): each is shown, staked, pooled and paid in its own
 * currency only; a bettor never enters another country's event, and no money crosses between
 * the currencies' pools.
 */

const NOW = new Date('2030-07-01T06:00:00Z');
const KICK_OFF = new Date('2030-07-01T09:00:00Z');
const AFTER = new Date('2030-07-01T13:00:00Z');
const COUNTRIES: readonly CountryCode[] = ['KE', 'GH', 'NG'];
const CURRENCY = { KE: 'KES', GH: 'GHS', NG: 'NGN' } as const;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const houseBalance = async (app: TestApp, id: number) =>
  Number(
    (
      await app.ctx.db.query<{ total: number }>(
        'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_id = $1',
        [id],
      )
    ).rows[0]!.total,
  );

async function listed(app: TestApp, country: CountryCode, product = 'bingwa') {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/jackpot/events?product=${product}`,
    headers: { 'x-country': country },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JackpotEvent[];
}

function enter(app: TestApp, bettor: TestProfile, event: JackpotEvent, picks: string[]) {
  return app.app.inject({
    method: 'POST',
    url: '/api/jackpot/bet',
    headers: { authorization: `Bearer ${bettor.token}`, 'idempotency-key': randomUUID() },
    payload: {
      event_id: event.event_id,
      selectedOdds: event.matches.map((m, i) => ({
        parent_match_id: m.parent_match_id,
        odds: [picks[i]],
      })),
    },
  });
}

async function setup() {
  t = await buildTestApp({}, { serveWeb: false });
  const app = t;
  let now = NOW;
  app.ctx.now = () => now;
  await seedFixtureMatches(
    app.ctx,
    Array.from({ length: 8 }, (_, i) => ({
      id: 8100 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
    })),
  );
  for (const country of COUNTRIES) {
    expect(await ensureOpenEvent(app.ctx, 'bingwa', NOW, country)).not.toBeNull();
  }
  return { app, later: () => (now = AFTER) };
}

describe('jackpot events per country and currency', () => {
  it('shows each country only its own events, priced in their currency, and refuses another country', async () => {
    const { app } = await setup();
    const events = Object.fromEntries(
      await Promise.all(COUNTRIES.map(async (c) => [c, await listed(app, c)] as const)),
    ) as Record<CountryCode, JackpotEvent[]>;
    for (const country of COUNTRIES) {
      expect(events[country]).toHaveLength(1);
      const event = events[country][0]!;
      const amounts = jackpotAmounts('bingwa', country);
      expect(event.currency).toBe(CURRENCY[country]);
      expect(event.stake_per_line * 100).toBe(amounts.stakePerLineCents);
      expect(event.guaranteed_amount * 100).toBe(amounts.guaranteeCents);
    }
    // A Ghanaian sees GHS 5 a line and a GHS 10,000 guarantee, not Kenya's 50 and 100,000.
    expect(events.GH[0]!.stake_per_line).toBe(5);
    expect(events.GH[0]!.jackpot_amount).toBe(10_000);
    expect(events.KE[0]!.jackpot_amount).toBe(100_000);
    expect(events.NG[0]!.jackpot_amount).toBe(1_000_000);

    // Another country's event is not found from Ghana, its results neither.
    const kenyan = events.KE[0]!;
    for (const url of [`/api/jackpot/events/${kenyan.event_id}`]) {
      const res = await app.app.inject({ method: 'GET', url, headers: { 'x-country': 'GH' } });
      expect(res.statusCode).toBe(404);
    }

    // A Ghanaian bettor entering Kenya's event is refused, in words, and nothing moves.
    const ghanaian = await createTestProfile(app.ctx, { country: 'GH', cashCents: 100_000 });
    const refused = await enter(
      app,
      ghanaian,
      kenyan,
      kenyan.matches.map(() => '1'),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    const error = refused.json();
    expect(JSON.stringify(error)).toContain('JACKPOT_OTHER_COUNTRY');
    const message = String(error.message ?? error.error?.message ?? '');
    expect(message).toContain('Kenya');
    expect(message).toContain('KES');
    expect(message).not.toMatch(/country_|currency_|event_id|_id\b/);
    expect((await getBalances(app.ctx.db, ghanaian.profileId)).cashCents).toBe(100_000);

    // Their own is entered at GHS 5 a line.
    const own = await enter(
      app,
      ghanaian,
      events.GH[0]!,
      events.GH[0]!.matches.map(() => '1'),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().stake).toBe(5);
    expect((await getBalances(app.ctx.db, ghanaian.profileId)).cashCents).toBe(100_000 - 500);
  });

  it('keeps each currency in its own pool and pays the winner in the event currency', async () => {
    const { app, later } = await setup();
    const entered: Record<
      string,
      { winner: TestProfile; loser: TestProfile; event: JackpotEvent }
    > = {};
    for (const country of COUNTRIES) {
      const event = (await listed(app, country))[0]!;
      const winner = await createTestProfile(app.ctx, { country, cashCents: 10_000_000 });
      const loser = await createTestProfile(app.ctx, { country, cashCents: 10_000_000 });
      const allHome = event.matches.map(() => '1');
      const twoWrong = event.matches.map((_, i) => (i < 2 ? '2' : '1'));
      expect((await enter(app, winner, event, allHome)).statusCode).toBe(201);
      expect((await enter(app, loser, event, twoWrong)).statusCode).toBe(201);
      entered[country] = { winner, loser, event };
    }
    later();
    for (const m of entered.KE!.event.matches) {
      await resultMatch(app.ctx, m.parent_match_id, '1', AFTER);
    }
    for (const country of COUNTRIES) {
      expect(await settleJackpotEvent(app.ctx, entered[country]!.event.event_id)).not.toBeNull();
    }

    for (const country of COUNTRIES) {
      const { winner, loser, event } = entered[country]!;
      const stake = event.stake_per_line * 100;
      const guarantee = jackpotAmounts('bingwa', country).guaranteeCents;
      // The prize is the event's guarantee in its own currency (Kenya withholds its tax).
      const gross = guarantee;
      const tax = country === 'KE' ? Math.round((gross - stake) * 0.2) : 0;
      expect((await getBalances(app.ctx.db, winner.profileId)).cashCents, country).toBe(
        10_000_000 - stake + gross - tax,
      );
      expect((await getBalances(app.ctx.db, loser.profileId)).cashCents, country).toBe(
        10_000_000 - stake,
      );
      const result = await app.app.inject({
        method: 'GET',
        url: `/api/jackpot/results/${event.event_id}`,
        headers: { 'x-country': country },
      });
      expect(result.statusCode, result.body).toBe(200);
      const shown = result.json().data;
      expect(shown.currency).toBe(CURRENCY[country]);
      expect(shown.tiers[0].amount_per_line * 100).toBe(gross);

      // The pool of the event's currency holds exactly what the event carries: only its
      // two entries' stakes, its top-up and its payouts ever moved through it.
      const { rows } = await app.ctx.db.query<{ carried_out: number }>(
        'SELECT carried_out FROM jackpot_events WHERE id = $1',
        [event.event_id],
      );
      const poolId = CURRENCY_HOUSE_ACCOUNTS.jackpotPools[CURRENCY[country]];
      expect(await houseBalance(app, poolId), country).toBe(Number(rows[0]!.carried_out));
      const refs = await app.ctx.db.query<{ reference: string }>(
        `SELECT DISTINCT t.reference FROM ledger_entries e
           JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.account_id = $1`,
        [poolId],
      );
      const betIds = await app.ctx.db.query<{ bet_id: string }>(
        'SELECT bet_id::text FROM jackpot_entries WHERE event_id = $1',
        [event.event_id],
      );
      const own = new Set([
        `jackpot-event:${event.event_id}`,
        ...betIds.rows.map((r) => String(r.bet_id)),
      ]);
      for (const r of refs.rows)
        expect(own.has(r.reference), `${country} ${r.reference}`).toBe(true);
    }

    const report = await checkLedger(app.ctx.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
    expect(report.crossCurrencyTransactions).toEqual([]);
    expect(report.currencyBalances.map((b) => b.currency)).toEqual(
      expect.arrayContaining(['KES', 'GHS', 'NGN']),
    );

    // A movement from the GHS pool to a Kenyan's cash would mix currencies: the check says so.
    await transfer(app.ctx.db, {
      from: houseIn('jackpotPools', 'GHS'),
      to: userCash(entered.KE!.winner.profileId),
      amountCents: 1,
      kind: 'adjustment',
      idempotencyKey: 'test:cross-currency',
    });
    const mixed = await checkLedger(app.ctx.db);
    expect(mixed.ok).toBe(false);
    expect(mixed.crossCurrencyTransactions).toHaveLength(1);
    expect(mixed.crossCurrencyTransactions[0]!.currencies.sort()).toEqual(['GHS', 'KES']);
  });

  it('opens every product each country offers, each in its currency', async () => {
    t = await buildTestApp({}, { serveWeb: false });
    const app = t;
    app.ctx.now = () => NOW;
    await seedFixtureMatches(
      app.ctx,
      Array.from({ length: 20 }, (_, i) => ({
        id: 8200 + i,
        start: new Date(KICK_OFF.getTime() + i * 3_600_000),
      })),
    );
    await ensureOpenEvents(app.ctx, NOW);
    const { rows } = await app.ctx.db.query<{
      country: string;
      currency: string;
      kind: string;
      name: string;
      stake_per_line: number;
      guarantee: number;
    }>('SELECT country, currency, kind, name, stake_per_line, guarantee FROM jackpot_events');
    expect(rows.length).toBeGreaterThan(0);
    for (const country of COUNTRIES) {
      expect(rows.filter((r) => r.country === country).length, country).toBeGreaterThan(0);
    }
    // Nigeria switches Split Pot and the boosted multibet off (spec 02 §1): none is opened there.
    expect(rows.some((r) => r.country === 'NG' && ['splitpot', 'boosted'].includes(r.kind))).toBe(
      false,
    );
    expect(rows.some((r) => r.country === 'KE' && r.kind === 'splitpot')).toBe(true);
    for (const r of rows) {
      const amounts = jackpotAmounts(r.kind as 'grand', r.country as CountryCode);
      expect(r.currency).toBe(CURRENCY[r.country as CountryCode]);
      expect(r.name).toBe(amounts.name);
      expect(Number(r.stake_per_line)).toBe(amounts.stakePerLineCents);
      expect(Number(r.guarantee)).toBe(amounts.guaranteeCents);
    }
  });
});
