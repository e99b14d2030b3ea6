import { randomUUID } from 'node:crypto';
import { socketEvents, type OddsChangeMessage } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import {
  loadCatalogIntoMemory,
  pick,
  seedFixtureMatches,
  setOdd,
} from '../../betting/test-fixtures';
import { emitAck, nextEvent, useListeningApp } from '../../test/listening-app';
import type { TestApp } from '../../test/build-test-app';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const live = useListeningApp();

async function setup() {
  const url = await live.listen();
  const t = live.testApp;
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
  ]);
  await loadCatalogIntoMemory(t.ctx);
  const trader = await createTestStaff(t.ctx, 'trading');
  const token = await staffToken(t.ctx, trader);
  const bettor = await createTestProfile(t.ctx, { cashCents: 100_000 });
  return { url, t, token, bettor };
}

const price = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/bo/trading/prices', headers: asStaff(token), payload });

const bet = (t: TestApp, token: string, odd: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    payload: { token, stake: '100', src: 'MOBILE_WEB', betslip: [pick(101, '1', odd)] },
    headers: { 'idempotency-key': randomUUID() },
  });

const prices = async (t: TestApp) =>
  (
    await t.ctx.db.query<{ outcomes: Array<{ odd_key: string; odd_value: number }> }>(
      `SELECT outcomes FROM markets WHERE parent_match_id = 101 AND sub_type_id = 1`,
    )
  ).rows[0]!.outcomes.map((o) => Number(o.odd_value));

describe('trading: price override and margin shift', () => {
  it('overrides a price (pushed to the slip, bets take it, the feed cannot undo it), refuses prices that give the bettor the edge, shifts a margin, lifts; all audited', async () => {
    const { url, t, token, bettor } = await setup();
    const slip = await live.connect(url);
    await emitAck(slip, socketEvents.subscribe, { parent_match_ids: [101] });
    const heard = nextEvent<OddsChangeMessage>(slip, socketEvents.odds);

    const res = await price(t, token, {
      parent_match_id: 101,
      sub_type_id: 1,
      odd_key: '1',
      odd_value: 2.2,
      reason: 'Money for the away side',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().market).toMatchObject({
      label: 'Leeds Town vs York Rovers — 1X2',
      odds: [
        { odd_key: '1', odd_value: 2.2, feed_odd_value: 2.1 },
        { odd_key: 'X', odd_value: 3.3, feed_odd_value: 3.3 },
        { odd_key: '2', odd_value: 3.6, feed_odd_value: 3.6 },
      ],
    });
    expect((await heard).markets[0]!.odds.find((o) => o.odd_key === '1')!.odd_value).toBe(2.2);
    expect((await bet(t, bettor.token, 2.2)).statusCode).toBe(201);
    expect((await bet(t, bettor.token, 2.1)).statusCode).toBe(409);

    // The feed moves another price: the override stays.
    await setOdd(t.ctx, 101, 'X', 3.4);
    expect(await prices(t)).toEqual([2.2, 3.4, 3.6]);

    // Above the fair price (2.10 × the feed's overround), or a market under 100%: refused.
    const greedy = await price(t, token, {
      parent_match_id: 101,
      sub_type_id: 1,
      odd_key: '1',
      odd_value: 2.3,
      reason: 'Too generous',
    });
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().error.code).toBe('TRADING_PRICE_ABOVE_FAIR');
    const under = await price(t, token, {
      parent_match_id: 101,
      sub_type_id: 1,
      margin_shift: -0.2,
      reason: 'Promotion',
    });
    expect(under.json().error.code).toBe('TRADING_PRICE_BELOW_OVERROUND');
    expect(await prices(t)).toEqual([2.2, 3.4, 3.6]);

    // A margin shift lowers the other prices; the selection's own override stands.
    const wider = await price(t, token, {
      parent_match_id: 101,
      sub_type_id: 1,
      margin_shift: 0.05,
      reason: 'Uncertain line-ups',
    });
    expect(wider.statusCode).toBe(200);
    const [home, draw, away] = await prices(t);
    expect(home).toBe(2.2);
    expect(draw).toBeLessThan(3.4);
    expect(away).toBeLessThan(3.6);
    expect(wider.json().market.overround).toBeGreaterThan(1);

    // Lifting both gives the feed's prices back.
    for (const lift of [{ odd_key: '1', odd_value: null }, { margin_shift: null }]) {
      const r = await price(t, token, {
        parent_match_id: 101,
        sub_type_id: 1,
        ...lift,
        reason: 'Back to the feed',
      });
      expect(r.statusCode).toBe(200);
    }
    expect(await prices(t)).toEqual([2.1, 3.4, 3.6]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/bo/trading/prices',
      headers: asStaff(token),
    });
    expect(listed.json().items).toEqual([]);

    // Every change of the market's prices is in its history, once, oldest first.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/bo/trading/price-history?parent_match_id=101&sub_type_id=1',
      headers: asStaff(token),
    });
    expect(history.statusCode).toBe(200);
    const { odd_keys, points } = history.json() as {
      odd_keys: string[];
      points: { odds: number[] }[];
    };
    expect(odd_keys).toEqual(['1', 'X', '2']);
    expect(points[0]!.odds).toEqual([2.1, 3.3, 3.6]);
    expect(points[1]!.odds).toEqual([2.2, 3.3, 3.6]);
    expect(points[2]!.odds).toEqual([2.2, 3.4, 3.6]);
    expect(points.at(-1)!.odds).toEqual([2.1, 3.4, 3.6]);
    for (const [i, p] of points.entries())
      if (i > 0) expect(p.odds).not.toEqual(points[i - 1]!.odds);

    const audit = await t.ctx.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE action IN ('trading.price', 'trading.margin') ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'trading.price',
      'trading.margin',
      'trading.price',
      'trading.margin',
    ]);
  });
});
