import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { settleWager } from '../wagers/wager-settler';
import { ensureOpenEvent } from './event-scheduler';
import { settleJackpotEvent } from './event-settlement';

const NOW = new Date('2030-08-01T06:00:00Z');
const KICK_OFF = new Date('2030-08-01T09:00:00Z');
const AFTER = new Date('2030-08-01T13:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(kind: 'sababisha' | 'boosted' | 'splitpot') {
  t = await buildTestApp({}, { serveWeb: false });
  const app = t;
  let now = NOW;
  app.ctx.now = () => now;
  await seedFixtureMatches(
    app.ctx,
    Array.from({ length: 12 }, (_, i) => ({
      id: 8000 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
      odds: { home: 2, draw: 3.5, away: 4 },
    })),
  );
  expect(await ensureOpenEvent(app.ctx, kind, NOW)).not.toBeNull();
  const event = (
    await app.app.inject({ method: 'GET', url: `/api/jackpot/events?product=${kind}` })
  ).json().data[0] as JackpotEvent;
  const bettor = await createTestProfile(app.ctx, { cashCents: 1_000_000 });
  return { app, event, bettor, setNow: (d: Date) => (now = d) };
}

const post = (app: TestApp, url: string, bettor: TestProfile | null, payload: object) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(bettor ? { authorization: `Bearer ${bettor.token}` } : {}),
      'idempotency-key': randomUUID(),
    },
    payload,
  });

describe('Sababisha', () => {
  it('quotes lines, stake per line and best and worst payout, then pays the winning line', async () => {
    const { app, event, bettor, setNow } = await setup('sababisha');
    // A double (1 or X) on the first match, home wins elsewhere: 2 lines.
    const slip = {
      event_id: event.event_id,
      stake: 100,
      selectedOdds: event.matches.map((m, i) => ({
        parent_match_id: m.parent_match_id,
        odds: i === 0 ? ['1', 'X'] : ['1'],
      })),
    };
    const quote = (await post(app, '/api/sababisha/quote', null, slip)).json();
    const rest = 2 ** (event.matches.length - 1);
    expect(quote).toMatchObject({ lines: 2, stake: 100, stake_per_line: 50 });
    expect(quote.best_odd).toBe(3.5 * rest);
    expect(quote.worst_odd).toBe(2 * rest);
    expect(quote.best_payout).toBe(50 * 3.5 * rest);
    const placed = await post(app, '/api/sababisha/bet', bettor, slip);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ lines: 2, stake: 100 });

    const tooSmall = await post(app, '/api/sababisha/bet', bettor, { ...slip, stake: 1 });
    expect(tooSmall.json().error.code).toBe('SABABISHA_STAKE_TOO_LOW');

    setNow(AFTER);
    for (const [i, m] of event.matches.entries()) {
      await resultMatch(app.ctx, m.parent_match_id, i === 0 ? 'X' : '1', AFTER);
    }
    expect(await settleWager(app.ctx, placed.json().bet_id)).toBe('won');
    const gross = 5_000 * 3.5 * rest;
    const tax = Math.round((gross - 10_000) * 0.2);
    const { cashCents } = await getBalances(app.ctx.db, bettor.profileId);
    expect(cashCents).toBe(1_000_000 - 10_000 + gross - tax);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});

describe('boosted multibet', () => {
  it('places at the boosted prices, above the catalog, and settles like a normal bet', async () => {
    const { app, event, bettor, setNow } = await setup('boosted');
    const legs = event.matches.slice(0, 3).map((m) => {
      const home = m.odds.find((o) => o.odd_key === '1')!;
      expect(home.odd_value).toBeGreaterThan(home.catalog_odd_value!);
      return { parent_match_id: m.parent_match_id, bet_pick: '1', odd_value: home.odd_value };
    });
    const stale = await post(app, '/api/boosted/bet', bettor, {
      event_id: event.event_id,
      stake: 100,
      betslip: [{ ...legs[0]!, odd_value: 2 }],
    });
    expect(stale.json().error.code).toBe('BET_ODDS_CHANGED');
    const tooMany = await post(app, '/api/boosted/bet', bettor, {
      event_id: event.event_id,
      stake: 100,
      betslip: Array.from({ length: 31 }, (_, i) => ({ ...legs[0]!, parent_match_id: 1 + i })),
    });
    expect(tooMany.json().error).toMatchObject({
      code: 'BOOSTED_TOO_MANY_PICKS',
      message: 'Maximum number of bets reached (30)',
    });
    const placed = await post(app, '/api/boosted/bet', bettor, {
      event_id: event.event_id,
      stake: 100,
      betslip: legs,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // The book's liability holds the boosted lines (backoffice/trading): each pick carries the
    // wager's stake and its whole payout, until it settles.
    const exposure = async () =>
      (
        await app.ctx.db.query<{ bets: number; stakes: number; liability: number }>(
          `SELECT bets, stakes_cents AS stakes, liability_cents AS liability
             FROM trading_exposure WHERE parent_match_id = ANY($1::bigint[]) AND odd_key = '1'
            ORDER BY parent_match_id`,
          [legs.map((l) => l.parent_match_id)],
        )
      ).rows.map((r) => ({
        bets: Number(r.bets),
        stakes: Number(r.stakes),
        liability: Number(r.liability),
      }));
    const payout = Number(
      (
        await app.ctx.db.query<{ final_payout: number }>(
          'SELECT final_payout FROM bets WHERE id = $1',
          [placed.json().bet_id],
        )
      ).rows[0]!.final_payout,
    );
    expect(await exposure()).toEqual(
      legs.map(() => ({ bets: 1, stakes: 10_000, liability: payout })),
    );
    setNow(AFTER);
    for (const m of event.matches) await resultMatch(app.ctx, m.parent_match_id, '1', AFTER);
    expect(await settleWager(app.ctx, placed.json().bet_id)).toBe('won');
    expect(await exposure()).toEqual(legs.map(() => ({ bets: 0, stakes: 0, liability: 0 })));
    const bet = (
      await app.ctx.db.query<{ amount_paid: number; final_payout: number; bonus: number }>(
        'SELECT amount_paid, final_payout, bonus FROM bets WHERE id = $1',
        [placed.json().bet_id],
      )
    ).rows[0]!;
    // Paid what was quoted at the boosted prices when placed.
    expect(Number(bet.amount_paid)).toBe(Number(bet.final_payout));
    // Boosted odds earn no acca bonus on top (packages/domain/README.md).
    expect(Number(bet.bonus)).toBe(0);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});

describe('split pot', () => {
  it('sells one line for the fixed stake and splits the pot among the all-correct lines', async () => {
    const { app, event, bettor, setNow } = await setup('splitpot');
    const other = await createTestProfile(app.ctx, { cashCents: 1_000_000 });
    const slip = (pick: string) => ({
      event_id: event.event_id,
      selectedOdds: event.matches.map((m) => ({
        parent_match_id: m.parent_match_id,
        odds: [pick],
      })),
    });
    const doubled = await post(app, '/api/splitpot/bet', bettor, {
      ...slip('1'),
      selectedOdds: slip('1').selectedOdds.map((s, i) => (i ? s : { ...s, odds: ['1', 'X'] })),
    });
    expect(doubled.json().error.code).toBe('FREE_JACKPOT_ONE_LINE');
    expect((await post(app, '/api/splitpot/bet', bettor, slip('1'))).statusCode).toBe(201);
    expect((await post(app, '/api/splitpot/bet', other, slip('2'))).statusCode).toBe(201);
    setNow(AFTER);
    for (const m of event.matches) await resultMatch(app.ctx, m.parent_match_id, '1', AFTER);
    expect(await settleJackpotEvent(app.ctx, event.event_id)).toEqual({ won: 1, lost: 1 });
    const result = (
      await app.app.inject({ method: 'GET', url: `/api/jackpot/results/${event.event_id}` })
    ).json().data;
    // Two entries, 20% kept: the pot is below the guarantee, which the house tops up.
    expect(result.tiers[0]).toMatchObject({
      winning_lines: 1,
      amount_per_line: event.guaranteed_amount,
    });
    expect(result.operator_share_percent).toBe(20);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
