import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, seedFixtureMatches } from '../../betting/test-fixtures';
import { UofAdapter } from '../../feed/uof/uof-adapter';
import type { UofApi } from '../../feed/uof/uof-api';
import { parseUofMessage } from '../../feed/uof/uof-messages';
import { betSettlementXml, PRODUCT, rollbackBetSettlementXml } from '../../feed/uof/uof-recorded';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const END = new Date('2030-03-01T19:50:00Z');
const apps = useTestApp();

/**
 * The odds feed's entry point: the UOF adapter's `handle`, given the provider's XML as the
 * connection parses it. Settlements and rollbacks ask nothing of the provider's REST API.
 */
function feed(t: TestApp) {
  const noApi = {} as UofApi;
  const adapter = new UofAdapter(t.ctx, noApi, new Map([[PRODUCT.pre, 'pre']]));
  let ts = 1_900_000_000_000;
  const home = (won: boolean) => ({
    id: 1,
    outcomes: [
      { id: '1', result: won ? 1 : 0 },
      { id: '2', result: 0 },
      { id: '3', result: won ? 0 : 1 },
    ] as Array<{ id: string; result: 0 | 1 }>,
  });
  const send = async (xml: string) => adapter.handle(parseUofMessage(xml)!);
  return {
    settle: (homeWins: boolean) =>
      send(
        betSettlementXml({ product: PRODUCT.pre, match: 101, ts: ++ts, markets: [home(homeWins)] }),
      ),
    rollBack: () =>
      send(
        rollbackBetSettlementXml({
          product: PRODUCT.pre,
          match: 101,
          ts: ++ts,
          markets: [{ id: 1 }],
        }),
      ),
  };
}

async function place(t: TestApp, user: TestProfile, odd: '1' | '2') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake: 100, betslip: [pick(101, odd, odd === '1' ? 2.1 : 3.6)] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().bet_id as number;
}

const statuses = async (t: TestApp, ids: number[]) =>
  (
    await t.ctx.db.query<{ status: string }>(
      'SELECT status FROM bets WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    )
  ).rows.map((r) => r.status);

const results = async (t: TestApp) =>
  (
    await t.ctx.db.query<{ outcomes: Array<{ odd_key: string; result: string | null }> }>(
      'SELECT outcomes FROM markets WHERE parent_match_id = 101 AND sub_type_id = 1',
    )
  ).rows[0]!.outcomes.map((o) => `${o.odd_key}:${o.result}`);

/** Every wallet balance, bettors' and house's: a kept-out message moves none. */
const balances = async (t: TestApp) =>
  (
    await t.ctx.db.query<{ id: string; balance: string }>(
      'SELECT id::text, balance::text FROM wallet_accounts ORDER BY id',
    )
  ).rows;

describe('trading: a trader’s result is held against the feed', () => {
  it('the feed’s later settlement and rollback of a corrected market are kept out, noted for the trader, and apply again once the lock is lifted', async () => {
    const t = await apps.build();
    t.ctx.now = () => NOW;
    await seedFixtureMatches(t.ctx, [
      { id: 101, home: 'Leeds Town', away: 'York Rovers', start: new Date('2030-03-01T18:00:00Z') },
    ]);
    const trader = await createTestStaff(t.ctx, 'trading');
    const alice = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bob = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const ids = [await place(t, alice, '1'), await place(t, bob, '2')];
    t.ctx.now = () => END;
    // A staff session of the test clock's hour.
    const headers = asStaff(await staffToken(t.ctx, trader));
    const uof = feed(t);

    // The feed settles a home win; the trader corrects it to an away win.
    await uof.settle(true);
    expect(await statuses(t, ids)).toEqual(['won', 'lost']);
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/api/bo/trading/results',
      headers,
      payload: {
        scope: 'market',
        parent_match_id: 101,
        sub_type_id: 1,
        results: { '1': 'lost', '2': 'won' },
        reason: 'The feed resulted the wrong team',
      },
    });
    expect(corrected.statusCode).toBe(201);
    expect(await statuses(t, ids)).toEqual(['lost', 'won']);
    const correctedResults = await results(t);
    expect(correctedResults).toEqual(['1:lost', 'X:lost', '2:won']);
    const held = await balances(t);

    // The feed re-sends its home win, then rolls its settlement back: neither gets through.
    await uof.settle(true);
    await uof.rollBack();
    expect(await results(t)).toEqual(correctedResults);
    expect(await statuses(t, ids)).toEqual(['lost', 'won']);
    expect(await balances(t)).toEqual(held);

    // The trader sees the lock and what the feed asked.
    const locks = await t.app.inject({
      method: 'GET',
      url: '/api/bo/trading/result-locks',
      headers,
    });
    expect(locks.statusCode).toBe(200);
    expect(locks.json().items).toEqual([
      expect.objectContaining({
        parent_match_id: 101,
        sub_type_id: 1,
        special_bet_value: '',
        label: 'Leeds Town vs York Rovers — 1X2',
        results: { '1': 'lost', X: 'lost', '2': 'won' },
        feed_attempts: 2,
        feed_status: 'STOPPED',
        feed_results: { '1': null, X: null, '2': null },
      }),
    ]);
    const lockId = locks.json().items[0].id as number;

    // Lifted (audited), the feed's next rollback and settlement apply as usual.
    const lift = await t.app.inject({
      method: 'POST',
      url: `/api/bo/trading/result-locks/${lockId}/lift`,
      headers,
      payload: { reason: 'Feed confirmed the home win' },
    });
    expect(lift.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bo/trading/result-locks/${lockId}/lift`,
      headers,
      payload: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('TRADING_LOCK_NOT_FOUND');
    const audit = await t.ctx.db.query<{ action: string; reason: string }>(
      `SELECT action, reason FROM staff_audit WHERE action LIKE 'trading.result%' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'trading.result', reason: 'The feed resulted the wrong team' },
      { action: 'trading.result_unlock', reason: 'Feed confirmed the home win' },
    ]);
    await uof.rollBack();
    expect(await statuses(t, ids)).toEqual(['open', 'open']);
    await uof.settle(true);
    expect(await results(t)).toEqual(['1:won', 'X:lost', '2:lost']);
    expect(await statuses(t, ids)).toEqual(['won', 'lost']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bo/trading/result-locks', headers })).json()
        .items,
    ).toEqual([]);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });
});
