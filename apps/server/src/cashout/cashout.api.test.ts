import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import {
  pick,
  resultMatch,
  seedFixtureMatches,
  setMarketStatus,
  setOdd,
} from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { cashoutValueCents } from './cashout-value';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// These tests open cash-out to everyone unless they test the whitelist itself.
async function setup(env: Parameters<typeof buildTestApp>[0] = { cashoutAllProfiles: true }) {
  t = await buildTestApp(env);
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
    { id: 102, home: 'Hull City', away: 'Derby County', start: LATER },
    { id: 103, home: 'Mumbai Kings', away: 'Delhi Stars', start: LATER, sportId: 3 },
  ]);
  return t;
}

describe('cash-out', () => {
  it('whitelist: only listed profiles by default (spec 02 §4.7); everyone with CASHOUT_ALL_PROFILES=1', async () => {
    const app = await setup({});
    expect(app.ctx.env.cashoutAllProfiles).toBe(false);
    const listed = await createTestProfile(app.ctx);
    const other = await createTestProfile(app.ctx);
    await app.ctx.db.query('INSERT INTO cashout_whitelist (profile_id) VALUES ($1)', [
      listed.profileId,
    ]);
    const ok = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/whitelist?profile_id=${listed.profileId}`,
      headers: { authorization: `Bearer ${listed.token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', whitelisted: true, profile_id: listed.profileId });
    const no = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/whitelist?profile_id=${other.profileId}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(no.statusCode).toBe(403);
    const anonymous = await app.app.inject({ method: 'GET', url: '/api/v2/cashout/whitelist' });
    expect(anonymous.statusCode).toBe(401);
    app.ctx.env.cashoutAllProfiles = true;
    const all = await app.app.inject({
      method: 'GET',
      url: '/api/v2/cashout/whitelist',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(all.statusCode).toBe(200);
  });

  it('settings list the sport and sub_type_id rules; validate says whether a slip will be eligible', async () => {
    const app = await setup();
    const settings = await app.app.inject({ method: 'GET', url: '/api/v2/cashout/validations' });
    expect(settings.json().data.rules).toEqual([
      { rule_name: 'sport', rule_values: expect.arrayContaining([1]) },
      { rule_name: 'sub_type_id', rule_values: expect.arrayContaining([1, 18]) },
    ]);
    const user = await createTestProfile(app.ctx);
    const slip = (parentMatchId: number) => ({
      bet_pick: '1',
      parent_match_id: parentMatchId,
      sub_type_id: 1,
      odd_value: 2.1,
      special_bet_value: '',
      outcome_id: '1',
      reference: 'slip-1',
    });
    const ok = await app.app.inject({
      method: 'POST',
      url: '/api/v2/cashout/validate',
      payload: {
        token: user.token,
        bet_amount: 100,
        total_odd: 4.41,
        reference: 'slip-1',
        possible_win: 441,
        bet_slips: [slip(101), slip(102)],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 'success',
      message: 'Cashout will be available for this bet',
    });
    const cricket = await app.app.inject({
      method: 'POST',
      url: '/api/v2/cashout/validate',
      payload: {
        token: user.token,
        bet_amount: 100,
        total_odd: 4.41,
        reference: 'slip-1',
        bet_slips: [slip(101), slip(103)],
      },
    });
    expect(cricket.statusCode).toBe(400);
    expect(cricket.json().message).toBe(
      'Cashout is not available for the sport of Mumbai Kings vs Delhi Stars',
    );
  });

  it('offers a value from current odds and pays it exactly once through the ledger', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const placed = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        token: user.token,
        stake: 100,
        betslip: [pick(101, '1', 2.1), pick(102, '1', 2.1)],
      },
    });
    const betId = placed.json().bet_id as number;
    const detail = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${betId}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().data;
    // Leg one wins, leg two shortens from 2.10 to 1.50.
    await resultMatch(app.ctx, 101, '1', NOW);
    await app.ctx.db.query(
      `UPDATE bet_legs SET status = 'won' WHERE bet_id = $1 AND parent_match_id = 101`,
      [betId],
    );
    await setOdd(app.ctx, 102, '1', 1.5);
    const offer = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/offer?bet_id=${betId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(offer.statusCode).toBe(200);
    const expected = cashoutValueCents({
      stakeCents: 10_000,
      placedOdds: [2.1, 2.1],
      currentOdds: [1, 1.5],
      voided: [false, false],
      finalPayoutCents: Math.round(detail.final_payout * 100),
    });
    expect(offer.json().data).toMatchObject({
      bet_id: betId,
      available: true,
      amount: expected / 100,
      current_total_odd: 1.5,
    });

    const stale = await app.app.inject({
      method: 'POST',
      url: '/api/v2/cashout',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: betId, amount: expected / 100 + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CASHOUT_AMOUNT_CHANGED');
    expect(stale.json().offer.amount).toBe(expected / 100);

    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/v2/cashout',
          headers: { 'idempotency-key': randomUUID() },
          payload: { token: user.token, bet_id: betId, amount: expected / 100 },
        }),
      ),
    );
    expect(runs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(runs.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      bet_id: betId,
      amount: expected / 100,
      status: 'cashed_out',
    });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(expected);
    const after = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${betId}`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json().data;
    expect(after).toMatchObject({ status: 'cashed_out', amount_paid: expected / 100 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    const counter = await app.ctx.metrics.registry.getSingleMetricAsString('cashouts_total');
    expect(counter).toContain('cashouts_total 1');
  });

  it('has no offer while a market is suspended or a leg has lost', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const placed = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        token: user.token,
        stake: 100,
        betslip: [pick(101, '1', 2.1), pick(102, '1', 2.1)],
      },
    });
    const betId = placed.json().bet_id as number;
    await setMarketStatus(app.ctx, 102, 'STOPPED');
    const suspended = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/offer?bet_id=${betId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(suspended.json().data).toMatchObject({
      available: false,
      reason: 'Cashout is suspended while Hull City vs Derby County is not open for betting',
    });
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/v2/cashout',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, bet_id: betId, amount: 10 },
    });
    expect(refused.statusCode).toBe(400);
    await resultMatch(app.ctx, 101, '2', NOW);
    const lost = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/offer?bet_id=${betId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(lost.json().data).toMatchObject({
      available: false,
      reason: 'A pick on this bet has lost',
    });
  });
});
