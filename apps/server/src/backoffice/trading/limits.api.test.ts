import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from '../../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup() {
  t = await buildTestApp();
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
    { id: 102, home: 'Hull City', away: 'Derby County', start: LATER },
  ]);
  await loadCatalogIntoMemory(t.ctx);
  const trader = await createTestStaff(t.ctx, 'trading');
  return { t, token: await staffToken(t.ctx, trader) };
}

const bet = (
  app: TestApp,
  token: string,
  stake: number,
  legs = [pick(101, '1', 2.1)],
  key = randomUUID(),
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    payload: { token, stake: String(stake), src: 'MOBILE_WEB', betslip: legs },
    headers: { 'idempotency-key': key },
  });

describe('trading: limits', () => {
  it('offers the maximum stake over a stake limit, a factor 0.1 bettor a tenth of it; the most specific limit wins', async () => {
    const { t, token } = await setup();
    const setLimit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bo/trading/limits',
        headers: asStaff(token),
        payload,
      });
    expect(
      (
        await setLimit({
          competition_id: 100,
          max_stake: 1000,
          max_liability: null,
          reason: 'Default',
        })
      ).statusCode,
    ).toBe(200);
    // A per-match override on 102 only.
    expect(
      (await setLimit({ parent_match_id: 102, max_stake: 50, max_liability: null, reason: 'Thin' }))
        .statusCode,
    ).toBe(200);

    const normal = await createTestProfile(t.ctx, { cashCents: 10_000_000 });
    const over = await bet(t, normal.token, 1001);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'BET_OVER_LIMIT',
      message: 'Maximum stake for this bet is KES 1,000',
    });
    expect((await bet(t, normal.token, 1000)).statusCode).toBe(201);
    expect((await bet(t, normal.token, 51, [pick(102, '1', 2.1)])).json().error.message).toBe(
      'Maximum stake for this bet is KES 50',
    );
    // A multi is held to the lowest limit of its selections.
    expect(
      (await bet(t, normal.token, 60, [pick(101, '1', 2.1), pick(102, '1', 2.1)])).json().error
        .message,
    ).toBe('Maximum stake for this bet is KES 50');

    const sharp = await createTestProfile(t.ctx, { cashCents: 10_000_000 });
    const factor = await t.app.inject({
      method: 'PUT',
      url: `/api/bo/trading/bettors/${sharp.profileId}/stake-factor`,
      headers: asStaff(token),
      payload: { factor: 0.1, reason: 'Sharp' },
    });
    expect(factor.statusCode).toBe(200);
    expect((await bet(t, sharp.token, 101)).json().error.message).toBe(
      'Maximum stake for this bet is KES 100',
    );
    expect((await bet(t, sharp.token, 100)).statusCode).toBe(201);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/bo/trading/bettors/${sharp.profileId}/stake-factor`,
      headers: asStaff(token),
      payload: { factor: 11, reason: 'Too much' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The stake factor is between 0.01 and 10');

    const audit = await t.ctx.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE action LIKE 'trading.%' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'trading.limit',
      'trading.limit',
      'trading.stake_factor',
    ]);
  });

  it("replays a placed bet's retry even once a limit refuses its stake", async () => {
    const { t, token } = await setup();
    const setLimit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bo/trading/limits',
        headers: asStaff(token),
        payload: { reason: 'Lowered', ...payload },
      });
    const bettor = await createTestProfile(t.ctx, { cashCents: 10_000_000 });
    const [stakeKey, liabilityKey] = [randomUUID(), randomUUID()];
    const first = await bet(t, bettor.token, 500, [pick(101, '1', 2.1)], stakeKey);
    const second = await bet(t, bettor.token, 500, [pick(102, '1', 2.1)], liabilityKey);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    // A stake limit below the stake, and no liability room left on the other selection.
    expect(
      (await setLimit({ parent_match_id: 101, max_stake: 100, max_liability: null })).statusCode,
    ).toBe(200);
    expect(
      (await setLimit({ parent_match_id: 102, max_stake: null, max_liability: 1 })).statusCode,
    ).toBe(200);
    // The retries answer as the first time (the same bets); new keys are refused.
    const retries = [
      await bet(t, bettor.token, 500, [pick(101, '1', 2.1)], stakeKey),
      await bet(t, bettor.token, 500, [pick(102, '1', 2.1)], liabilityKey),
    ];
    expect(retries.map((r) => [r.statusCode, r.json().bet_id])).toEqual([
      [201, first.json().bet_id],
      [201, second.json().bet_id],
    ]);
    for (const legs of [[pick(101, '1', 2.1)], [pick(102, '1', 2.1)]]) {
      const refused = await bet(t, bettor.token, 500, legs);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('BET_OVER_LIMIT');
    }
    const { rows } = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE profile_id = $1',
      [bettor.profileId],
    );
    expect(rows[0]!.n).toBe(2);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('200 parallel bets on one selection never take its liability above the limit', async () => {
    const { t, token } = await setup();
    const limitKes = 10_000;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/bo/trading/limits',
      headers: asStaff(token),
      payload: {
        sport_id: 1,
        sub_type_id: 1,
        max_stake: null,
        max_liability: limitKes,
        reason: 'Cap',
      },
    });
    expect(set.statusCode).toBe(200);
    const bettors = await Promise.all(
      Array.from({ length: 10 }, () => createTestProfile(t.ctx, { cashCents: 10_000_000 })),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => bet(t, bettors[i % 10]!.token, 100)),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.json().error.code).toBe('BET_OVER_LIMIT');
      expect(r.json().error.message).toMatch(/^Maximum stake for this bet is KES [\d,]+$/);
    }
    const exposure = await t.ctx.db.query<{ liability_cents: string; bets: number }>(
      `SELECT liability_cents, bets FROM trading_exposure
        WHERE parent_match_id = 101 AND sub_type_id = 1 AND odd_key = '1'`,
    );
    const stored = await t.ctx.db.query<{ payout: string; n: string }>(
      `SELECT COALESCE(SUM(final_payout), 0) AS payout, COUNT(*) AS n FROM bets WHERE status = 'open'`,
    );
    expect(Number(exposure.rows[0]!.liability_cents)).toBeLessThanOrEqual(limitKes * 100);
    expect(Number(exposure.rows[0]!.liability_cents)).toBe(Number(stored.rows[0]!.payout));
    expect(Number(stored.rows[0]!.n)).toBe(placed.length);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });
});
