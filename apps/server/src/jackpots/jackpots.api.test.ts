import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { ensureOpenEvent } from './event-scheduler';
import { runJackpotPass } from './jackpot-worker';
import { settleJackpotEvent } from './event-settlement';

const NOW = new Date('2030-06-01T06:00:00Z');
const KICK_OFF = new Date('2030-06-01T09:00:00Z');
const AFTER = new Date('2030-06-01T13:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app with 40 upcoming matches and one open event of each product asked for. */
async function setup(kinds: Array<Parameters<typeof ensureOpenEvent>[1]> = ['grand']) {
  t = await buildTestApp({}, { serveWeb: false });
  const app = t;
  let now = NOW;
  app.ctx.now = () => now;
  await seedFixtureMatches(
    app.ctx,
    Array.from({ length: 40 }, (_, i) => ({
      id: 5000 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
    })),
  );
  for (const kind of kinds) expect(await ensureOpenEvent(app.ctx, kind, NOW)).not.toBeNull();
  const list = await app.app.inject({ method: 'GET', url: '/api/jackpot/events' });
  const events = list.json().data as JackpotEvent[];
  return { app, events, setNow: (d: Date) => (now = d) };
}

const entry = (event: JackpotEvent, picks: (i: number) => string[] = () => ['1']) =>
  event.matches.map((m, i) => ({ parent_match_id: m.parent_match_id, odds: picks(i) }));

function place(app: TestApp, url: string, bettor: TestProfile, payload: object, key?: string) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${bettor.token}`,
      'idempotency-key': key ?? randomUUID(),
    },
    payload,
  });
}

describe('jackpot events', () => {
  it('the worker opens events from upcoming catalog matches, closing at the first kick-off', async () => {
    const { events } = await setup(['grand', 'midweek', 'jp20m', 'bingwa']);
    const byKind = new Map(events.map((e) => [e.kind, e]));
    expect(byKind.get('grand')).toMatchObject({ product_id: 8, type: 13, status: 'open' });
    expect(byKind.get('grand')!.matches).toHaveLength(13);
    expect(byKind.get('midweek')).toMatchObject({ product_id: 6 });
    expect(byKind.get('jp20m')!.matches).toHaveLength(17);
    expect(byKind.get('bingwa')!.matches).toHaveLength(5);
    expect(byKind.get('grand')!.closes_at).toBe(KICK_OFF.toISOString());
    expect(byKind.get('grand')!.jackpot_amount).toBeGreaterThan(0);
  });
});

describe('jackpot events worker', () => {
  it('opens an event of every product from the simulated feed, once', async () => {
    t = await buildTestApp({ feedSeed: 15, liveDemo: false }, { serveWeb: false });
    const app = t;
    app.ctx.now = () => NOW;
    await syncFixtures(
      app.ctx,
      new SimulatedOddsFeed({ seed: 15, matchesPerDay: 40, daysAhead: 3 }),
      NOW,
    );
    await runJackpotPass(app.ctx);
    await runJackpotPass(app.ctx);
    const events = (await app.app.inject({ method: 'GET', url: '/api/jackpot/events' })).json()
      .data as JackpotEvent[];
    expect(events.map((e) => e.kind).sort()).toEqual(
      ['boosted', 'bingwa', 'free', 'grand', 'jp20m', 'midweek', 'sababisha', 'splitpot'].sort(),
    );
  });
});

describe('jackpot entry', () => {
  it('charges lines × stake per line once per idempotency key', async () => {
    const { app, events } = await setup();
    const event = events[0]!;
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    // A double and a triple: 2 × 3 = 6 lines.
    const slip = {
      event_id: event.event_id,
      stake: 6 * event.stake_per_line,
      selectedOdds: entry(event, (i) => (i === 0 ? ['1', 'X'] : i === 1 ? ['1', 'X', '2'] : ['2'])),
    };
    const first = await place(app, '/api/jackpot/bet', bettor, slip, 'jackpot-key-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ lines: 6, stake: 6 * event.stake_per_line });
    const again = await place(app, '/api/jackpot/bet', bettor, slip, 'jackpot-key-0001');
    expect(again.json().bet_id).toBe(first.json().bet_id);
    const { cashCents } = await getBalances(app.ctx.db, bettor.profileId);
    expect(cashCents).toBe(100_000 - 6 * event.stake_per_line * 100);

    const mine = await app.app.inject({
      method: 'GET',
      url: '/api/jackpot/entries',
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0].picks[1].picks).toEqual(['1', 'X', '2']);
    const other = await createTestProfile(app.ctx);
    const theirs = await app.app.inject({
      method: 'GET',
      url: '/api/jackpot/entries',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.json().data).toEqual([]);

    const history = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      headers: { authorization: `Bearer ${bettor.token}` },
      payload: { product: 'JACKPOT' },
    });
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0].legs).toHaveLength(13);
    expect(history.json().data[0].lines).toBe(6);
    expect(history.json().data[0].legs[0].bet_pick).toBe('1X');
  });

  it('refuses late, incomplete, unknown, over-limit and mis-staked entries with clear errors', async () => {
    const { app, events, setNow } = await setup(['grand', 'free']);
    const grand = events.find((e) => e.kind === 'grand')!;
    const free = events.find((e) => e.kind === 'free')!;
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const refusal = async (url: string, payload: object) => {
      const res = await place(app, url, bettor, payload);
      return { status: res.statusCode, ...(res.json().error as { code: string; message: string }) };
    };

    expect(
      await refusal('/api/jackpot/bet', {
        event_id: grand.event_id,
        selectedOdds: entry(grand).slice(1),
      }),
    ).toMatchObject({ status: 400, code: 'JACKPOT_INCOMPLETE' });
    expect(
      await refusal('/api/jackpot/bet', { event_id: 999_999, selectedOdds: entry(grand) }),
    ).toMatchObject({
      status: 404,
      code: 'JACKPOT_EVENT_NOT_FOUND',
      message: 'This jackpot was not found',
    });
    const fourteen = [...entry(grand), { parent_match_id: 5039, odds: ['1'] }];
    expect(
      await refusal('/api/jackpot/bet', { event_id: grand.event_id, selectedOdds: fourteen }),
    ).toMatchObject({
      status: 400,
      code: 'JACKPOT_TOO_MANY_MATCHES',
      message: 'You can only select outcomes for a maximum of 13 matches',
    });
    expect(
      await refusal('/api/jackpot/bet', {
        event_id: grand.event_id,
        stake: 1,
        selectedOdds: entry(grand),
      }),
    ).toMatchObject({ status: 400, code: 'JACKPOT_STAKE_MISMATCH' });
    expect(
      await refusal('/api/jackpot/bet', { event_id: free.event_id, selectedOdds: entry(free) }),
    ).toMatchObject({ status: 400, code: 'JACKPOT_WRONG_PRODUCT' });
    expect(
      await refusal('/api/jackpot/free/bet', {
        event_id: free.event_id,
        selectedOdds: entry(free, (i) => (i === 0 ? ['1', 'X'] : ['1'])),
      }),
    ).toMatchObject({ status: 400, code: 'FREE_JACKPOT_ONE_LINE' });
    const freeLine = { event_id: free.event_id, selectedOdds: entry(free) };
    expect((await place(app, '/api/jackpot/free/bet', bettor, freeLine)).statusCode).toBe(201);
    expect(await refusal('/api/jackpot/free/bet', freeLine)).toMatchObject({
      status: 409,
      code: 'FREE_JACKPOT_ALREADY_ENTERED',
    });

    setNow(KICK_OFF);
    expect(
      await refusal('/api/jackpot/bet', { event_id: grand.event_id, selectedOdds: entry(grand) }),
    ).toMatchObject({ status: 400, code: 'JACKPOT_CLOSED' });
    // Nothing was charged for any refusal (the free line costs nothing).
    expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(100_000);
  });
});

describe('jackpot settlement', () => {
  it('pays the tiers from the pool, carries the rest, and publishes the results', async () => {
    const { app, events, setNow } = await setup(['grand']);
    const event = events[0]!;
    const winner = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const loser = await createTestProfile(app.ctx, { cashCents: 100_000 });
    await place(app, '/api/jackpot/bet', winner, {
      event_id: event.event_id,
      selectedOdds: entry(event),
    });
    await place(app, '/api/jackpot/bet', loser, {
      event_id: event.event_id,
      selectedOdds: entry(event, () => ['2']),
    });
    setNow(AFTER);
    // Every match home win except one void (postponed) match: all '1' picks are correct.
    for (const [i, m] of event.matches.entries()) {
      await resultMatch(app.ctx, m.parent_match_id, i === 3 ? 'void' : '1', AFTER);
    }
    const moved = await settleJackpotEvent(app.ctx, event.event_id);
    expect(moved).toEqual({ won: 1, lost: 1 });
    expect(await settleJackpotEvent(app.ctx, event.event_id)).toBeNull();

    const result = (
      await app.app.inject({ method: 'GET', url: `/api/jackpot/results/${event.event_id}` })
    ).json().data;
    const jackpot = result.tiers.find((t: { tier: string }) => t.tier === 'jackpot');
    // The only all-correct line takes the guaranteed jackpot (topped up by the house).
    expect(jackpot).toMatchObject({ winning_lines: 1, correct: 13 });
    expect(jackpot.amount_per_line).toBe(event.guaranteed_amount);
    expect(result.matches[3].result).toBe('void');
    const list = await app.app.inject({ method: 'GET', url: '/api/jackpot/results?product=grand' });
    expect(list.json().data.map((r: { event_id: number }) => r.event_id)).toEqual([event.event_id]);

    const paid = (await getBalances(app.ctx.db, winner.profileId)).cashCents;
    const gross = event.guaranteed_amount * 100;
    // Kenya withholds 20% of the winnings above the stake.
    const tax = Math.round((gross - event.stake_per_line * 100) * 0.2);
    expect(paid).toBe(100_000 - event.stake_per_line * 100 + gross - tax);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
