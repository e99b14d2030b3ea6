import { randomUUID } from 'node:crypto';
import { socketEvents, type OddsChangeMessage } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import {
  loadCatalogIntoMemory,
  pick,
  seedFixtureMatches,
  setMarketStatus,
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
    { id: 102, home: 'Hull City', away: 'Derby County', start: LATER },
  ]);
  // The placement judges from the catalog kept in memory first, as in production.
  await loadCatalogIntoMemory(t.ctx);
  const trader = await createTestStaff(t.ctx, 'trading');
  const token = await staffToken(t.ctx, trader);
  const bettor = await createTestProfile(t.ctx, { cashCents: 100_000 });
  return { url, t, trader, token, bettor };
}

const bet = (t: TestApp, token: string, legs: ReturnType<typeof pick>[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    payload: { token, stake: '100', src: 'MOBILE_WEB', betslip: legs },
    headers: { 'idempotency-key': randomUUID() },
  });

const marketStatus = async (t: TestApp, id: number, subType: number) =>
  (
    await t.ctx.db.query<{ bet_status: string; suspended_from: string | null }>(
      `SELECT bet_status, suspended_from FROM markets
        WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = ''`,
      [id, subType],
    )
  ).rows[0]!;

describe('trading: suspensions', () => {
  it('a suspended market refuses the next bet, the open slip hears it, and lifting it reopens betting; both audited', async () => {
    const { url, t, token, bettor, trader } = await setup();
    const slip = await live.connect(url);
    await emitAck(slip, socketEvents.subscribe, { parent_match_ids: [101] });
    const heard = nextEvent<OddsChangeMessage>(slip, socketEvents.odds);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bo/trading/suspensions',
      headers: asStaff(token),
      payload: { scope: 'market', parent_match_id: 101, sub_type_id: 1, reason: 'Team news' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      markets: 1,
      suspension: {
        scope: 'market',
        label: 'Leeds Town vs York Rovers — 1X2',
        reason: 'Team news',
      },
    });
    const pushed = await heard;
    expect(pushed.parent_match_id).toBe(101);
    expect(pushed.markets).toMatchObject([{ sub_type_id: 1, bet_status: 'STOPPED' }]);

    // Refused at once, though the catalog the bet is first judged on was loaded before.
    const refused = await bet(t, bettor.token, [pick(101, '1', 2.1)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'BET_SELECTION_SUSPENDED',
      message: 'Betting on Leeds Town vs York Rovers is suspended at the moment',
    });
    // Another match is untouched.
    expect((await bet(t, bettor.token, [pick(102, '1', 2.1)])).statusCode).toBe(201);

    // The feed re-opening the market does not lift the trader's suspension.
    await setMarketStatus(t.ctx, 101, 'ACTIVE');
    expect(await marketStatus(t, 101, 1)).toEqual({
      bet_status: 'STOPPED',
      suspended_from: 'ACTIVE',
    });
    expect((await bet(t, bettor.token, [pick(101, '1', 2.1)])).statusCode).toBe(400);

    const id = res.json().suspension.id as number;
    const again = nextEvent<OddsChangeMessage>(slip, socketEvents.odds);
    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/bo/trading/suspensions/${id}/lift`,
      headers: asStaff(token),
      payload: { reason: 'News confirmed' },
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().markets).toBe(1);
    expect((await again).markets).toMatchObject([{ sub_type_id: 1, bet_status: 'ACTIVE' }]);
    expect(await marketStatus(t, 101, 1)).toEqual({ bet_status: 'ACTIVE', suspended_from: null });
    expect((await bet(t, bettor.token, [pick(101, '1', 2.1)])).statusCode).toBe(201);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/bo/trading/suspensions/${id}/lift`,
      headers: asStaff(token),
      payload: { reason: 'again' },
    });
    expect(twice.json().error.code).toBe('TRADING_SUSPENSION_NOT_FOUND');

    const audit = await t.ctx.db.query<{ action: string; staff_email: string; reason: string }>(
      `SELECT action, staff_email, reason FROM staff_audit WHERE action LIKE 'trading.%' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'trading.suspend', staff_email: trader.email, reason: 'Team news' },
      { action: 'trading.unsuspend', staff_email: trader.email, reason: 'News confirmed' },
    ]);
  });

  it('a competition suspension holds every market of its matches, a match one survives its lifting', async () => {
    const { t, token, bettor } = await setup();
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bo/trading/suspensions',
        headers: asStaff(token),
        payload,
      });
    const match = await post({ scope: 'match', parent_match_id: 102, reason: 'Red card' });
    expect(match.statusCode).toBe(201);
    const competition = await post({ scope: 'competition', competition_id: 100, reason: 'Fixing' });
    expect(competition.statusCode).toBe(201);
    // Both matches' markets (1X2 and the total): 4, of which 102's two were already held.
    expect(competition.json().markets).toBe(4);
    expect(
      (await post({ scope: 'match', parent_match_id: 102, reason: 'again' })).json().error.code,
    ).toBe('TRADING_ALREADY_SUSPENDED');
    expect((await post({ scope: 'competition', reason: 'x' })).statusCode).toBe(400);
    expect(
      (await post({ scope: 'match', parent_match_id: 999, reason: 'Nope' })).json().error.code,
    ).toBe('TRADING_NOT_FOUND');
    expect((await bet(t, bettor.token, [pick(101, '1', 2.1)])).statusCode).toBe(400);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bo/trading/suspensions',
      headers: asStaff(token),
    });
    expect(list.json().items.map((s: { label: string }) => s.label)).toEqual([
      'Premier League',
      'Hull City vs Derby County',
    ]);

    const lift = await t.app.inject({
      method: 'POST',
      url: `/api/bo/trading/suspensions/${competition.json().suspension.id}/lift`,
      headers: asStaff(token),
      payload: { reason: 'Cleared' },
    });
    expect(lift.statusCode).toBe(200);
    expect((await bet(t, bettor.token, [pick(101, '1', 2.1)])).statusCode).toBe(201);
    // 102 is still held by its own suspension.
    expect(await marketStatus(t, 102, 1)).toEqual({
      bet_status: 'STOPPED',
      suspended_from: 'ACTIVE',
    });
    expect((await bet(t, bettor.token, [pick(102, '1', 2.1)])).statusCode).toBe(400);
  });
});
