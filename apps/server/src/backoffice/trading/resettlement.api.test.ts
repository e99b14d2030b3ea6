import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { checkOwedWagers } from '../../wagers/owed-wagers';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const END = new Date('2030-03-01T19:50:00Z');
const apps = useTestApp();

async function setup() {
  const t = await apps.build();
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
    { id: 102, home: 'Hull City', away: 'Derby County', start: LATER },
    { id: 103, start: new Date('2030-03-02T18:00:00Z') },
  ]);
  const trader = await createTestStaff(t.ctx, 'trading');
  return { t, token: trader };
}

async function place(
  t: TestApp,
  user: TestProfile,
  legs: ReturnType<typeof pick>[],
  stake: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: legs },
  });
  expect(res.statusCode).toBe(201);
  return res.json().bet_id as number;
}

const betRow = async (t: TestApp, id: number) =>
  (
    await t.ctx.db.query<{ status: string; amount_paid: string }>(
      'SELECT status, amount_paid::text AS amount_paid FROM bets WHERE id = $1',
      [id],
    )
  ).rows[0]!;

const cash = async (t: TestApp, u: TestProfile) =>
  (await getBalances(t.ctx.db, u.profileId)).cashCents;

type Trader = Awaited<ReturnType<typeof createTestStaff>>;
// A session of the test clock's hour (the matches end hours after the bets).
const correct = async (t: TestApp, trader: Trader, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bo/trading/results',
    headers: asStaff(await staffToken(t.ctx, trader)),
    payload,
  });

async function endAndSettle(t: TestApp, id: number, winner: '1' | 'X' | '2') {
  t.ctx.now = () => END;
  await resultMatch(t.ctx, id, winner, END);
  await settleMatch(t.ctx, id);
}

describe('trading: manual results and resettlement', () => {
  it('a corrected market result resettles a won-then-lost and a lost-then-won bet through the wallet; statement, notices, audit and ledger follow', async () => {
    const { t, token } = await setup();
    const alice = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bob = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const aliceBet = await place(t, alice, [pick(101, '1', 2.1)], 100);
    const bobBet = await place(t, bob, [pick(101, '2', 3.6)], 100);
    // A multi that won on both legs; the correction loses it.
    const multi = await place(t, bob, [pick(101, '1', 2.1), pick(102, '1', 2.1)], 50);
    await endAndSettle(t, 102, '1');
    await endAndSettle(t, 101, '1');
    expect((await betRow(t, aliceBet)).status).toBe('won');
    expect((await betRow(t, bobBet)).status).toBe('lost');
    expect((await betRow(t, multi)).status).toBe('won');
    const alicePaid = Number((await betRow(t, aliceBet)).amount_paid);
    expect(await cash(t, alice)).toBe(100_000 - 10_000 + alicePaid);

    const res = await correct(t, token, {
      scope: 'market',
      parent_match_id: 101,
      sub_type_id: 1,
      results: { '1': 'lost', '2': 'won' },
      reason: 'The feed resulted the wrong team',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      scope: 'market',
      label: 'Leeds Town vs York Rovers — 1X2',
      markets: 1,
      resettled: 3,
      held: [],
      pool_events: [],
    });

    expect(await betRow(t, aliceBet)).toMatchObject({ status: 'lost', amount_paid: '0' });
    expect(await cash(t, alice)).toBe(100_000 - 10_000);
    const bobRow = await betRow(t, bobBet);
    expect(bobRow.status).toBe('won');
    expect(await cash(t, bob)).toBe(100_000 - 15_000 + Number(bobRow.amount_paid));
    expect((await betRow(t, multi)).status).toBe('lost');

    // The statement shows the first settlement, its reversal and the new one.
    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/transactions?limit=20',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(statement.statusCode).toBe(200);
    const lines = (statement.json().data as Array<{ type: string; reference: string }>)
      .filter((l) => l.reference === String(aliceBet))
      .map((l) => l.type);
    expect(lines).toEqual(['settlement_rollback', 'payout', 'stake']);

    const notes = await t.ctx.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE profile_id = $1 ORDER BY id`,
      [alice.profileId],
    );
    expect(notes.rows.map((n) => n.message).join('\n')).toMatch(/was corrected/);

    const audit = await t.ctx.db.query<{ action: string; reason: string }>(
      `SELECT action, reason FROM staff_audit WHERE action LIKE 'trading.result%'`,
    );
    expect(audit.rows).toEqual([
      { action: 'trading.result', reason: 'The feed resulted the wrong team' },
    ]);
    const again = await correct(t, token, {
      scope: 'market',
      parent_match_id: 101,
      sub_type_id: 1,
      results: { '1': 'lost', '2': 'won' },
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRADING_RESULT_UNCHANGED');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bo/trading/results?parent_match_id=101',
      headers: asStaff(await staffToken(t.ctx, token)),
    });
    expect(list.json().items).toHaveLength(1);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    expect(
      (await checkOwedWagers(t.ctx.db, { now: END })).owed.filter(
        (w) => w.reason === 'settled_unpaid',
      ),
    ).toEqual([]);
  });

  it('a corrected final score re-results every market; voiding a selection refunds it; a bettor without the payout is held', async () => {
    const { t, token } = await setup();
    const alice = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bob = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const draw = await place(t, alice, [pick(101, 'X', 3.3)], 100);
    const home = await place(t, bob, [pick(101, '1', 2.1)], 100);
    await endAndSettle(t, 101, '1');
    expect((await betRow(t, home)).status).toBe('won');
    // Bob spends his winnings: a reversal would take his balance below zero.
    const left = await cash(t, bob);
    await place(t, bob, [pick(103, '1', 2.1)], Math.floor(left / 100));

    const res = await correct(t, token, {
      scope: 'match',
      parent_match_id: 101,
      home_score: 1,
      away_score: 1,
      reason: 'Late equaliser missed',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: 'match', label: 'Leeds Town vs York Rovers 1-1' });
    expect(res.json().held).toEqual([
      { bet_id: home, reason: 'The bettor no longer holds the payout to reverse' },
    ]);
    expect((await betRow(t, draw)).status).toBe('won');
    expect((await betRow(t, home)).status).toBe('won');
    const total = await t.ctx.db.query<{ outcomes: Array<{ odd_key: string; result: string }> }>(
      `SELECT outcomes FROM markets WHERE parent_match_id = 101 AND sub_type_id = 18`,
    );
    expect(total.rows[0]!.outcomes.map((o) => [o.odd_key, o.result])).toEqual([
      ['over 2.5', 'lost'],
      ['under 2.5', 'won'],
    ]);

    // Void the draw: the stake comes back, the winnings go.
    const before = await cash(t, alice);
    const paid = Number((await betRow(t, draw)).amount_paid);
    const voided = await correct(t, token, {
      scope: 'market',
      parent_match_id: 101,
      sub_type_id: 1,
      results: { X: 'void' },
      reason: 'Match abandoned after the equaliser',
    });
    expect(voided.statusCode).toBe(201);
    expect(await betRow(t, draw)).toMatchObject({ status: 'void', amount_paid: '10000' });
    expect(await cash(t, alice)).toBe(before - paid + 10_000);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    expect(
      (await checkOwedWagers(t.ctx.db, { now: END })).owed.filter(
        (w) => w.reason === 'settled_unpaid',
      ),
    ).toEqual([]);
  });

  it('a leg corrected by hand resettles that bet alone', async () => {
    const { t, token } = await setup();
    const alice = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bob = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const a = await place(t, alice, [pick(101, '2', 3.6)], 100);
    const b = await place(t, bob, [pick(101, '2', 3.6)], 100);
    await endAndSettle(t, 101, '1');
    const res = await correct(t, token, {
      scope: 'leg',
      bet_id: a,
      leg_no: 1,
      result: 'won',
      reason: 'Palpable error settled',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: 'leg', bet_id: a, leg_no: 1, resettled: 1 });
    expect((await betRow(t, a)).status).toBe('won');
    expect((await betRow(t, b)).status).toBe('lost');
    expect(await cash(t, alice)).toBe(100_000 - 10_000 + Number((await betRow(t, a)).amount_paid));
    const unknown = await correct(t, token, {
      scope: 'leg',
      bet_id: 999_999,
      leg_no: 1,
      result: 'won',
      reason: 'Nothing',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    expect(
      (await checkOwedWagers(t.ctx.db, { now: END })).owed.filter(
        (w) => w.reason === 'settled_unpaid',
      ),
    ).toEqual([]);
  });
});
