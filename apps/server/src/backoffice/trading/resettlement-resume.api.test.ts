import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { checkOwedWagers } from '../../wagers/owed-wagers';
import { asStaff, createTestStaff, staffToken } from '../test-staff';
import { resumeResettlements } from './resettlement-run';

/**
 * The process dying in the middle of a resettlement: the Nth wager's step throws inside its
 * transaction (as a kill would leave it: not committed), the request fails, and the resume
 * (what the trading resettlement worker runs at start) finishes the correction.
 */
const crash = vi.hoisted(() => ({ reopenAt: 0, settleAt: 0, reopens: 0, settles: 0 }));

vi.mock('../../wagers/settlement-rollback', async (original) => {
  const real = await original<typeof import('../../wagers/settlement-rollback')>();
  return {
    ...real,
    reopenWager: async (...args: Parameters<typeof real.reopenWager>) => {
      if (crash.reopenAt > 0 && ++crash.reopens === crash.reopenAt) throw new Error('killed');
      return real.reopenWager(...args);
    },
  };
});
vi.mock('../../wagers/wager-settler', async (original) => {
  const real = await original<typeof import('../../wagers/wager-settler')>();
  return {
    ...real,
    settleWager: async (...args: Parameters<typeof real.settleWager>) => {
      if (crash.settleAt > 0 && ++crash.settles === crash.settleAt) throw new Error('killed');
      return real.settleWager(...args);
    },
  };
});

const NOW = new Date('2030-03-01T10:00:00Z');
const END = new Date('2030-03-01T19:50:00Z');
const apps = useTestApp();

async function place(t: TestApp, user: TestProfile, legs: ReturnType<typeof pick>[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake: 100, betslip: legs },
  });
  expect(res.statusCode).toBe(201);
  return res.json().bet_id as number;
}

const bets = async (t: TestApp, ids: number[]) =>
  (
    await t.ctx.db.query<{ id: string; status: string; amount_paid: string }>(
      'SELECT id::text, status, amount_paid::text FROM bets WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    )
  ).rows;

/** Reversals per wager: exactly one each after a finished correction. */
const reversals = async (t: TestApp, ids: number[]) =>
  (
    await t.ctx.db.query<{ bet_id: string; n: number }>(
      `SELECT b.id::text AS bet_id, count(e.id)::int AS n FROM bets b
         LEFT JOIN bet_events e ON e.bet_id = b.id AND e.kind = 'settlement_rolled_back'
        WHERE b.id = ANY($1::bigint[]) GROUP BY b.id ORDER BY b.id`,
      [ids],
    )
  ).rows.map((r) => r.n);

/** Four home singles and an away single won and lost on 1-0; the trader makes it an away win. */
async function interruptedCorrection(at: { reopenAt?: number; settleAt?: number }) {
  crash.reopenAt = 0;
  crash.settleAt = 0;
  crash.reopens = 0;
  crash.settles = 0;
  const t = await apps.build();
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 101, home: 'Leeds Town', away: 'York Rovers', start: new Date('2030-03-01T18:00:00Z') },
    { id: 102, home: 'Hull City', away: 'Derby County', start: new Date('2030-03-01T18:00:00Z') },
  ]);
  const trader = await createTestStaff(t.ctx, 'trading');
  const bettors: TestProfile[] = [];
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const u = await createTestProfile(t.ctx, { cashCents: 100_000 });
    bettors.push(u);
    ids.push(await place(t, u, [pick(101, i < 4 ? '1' : '2', i < 4 ? 2.1 : 3.6)]));
  }
  // A multi with a leg on a match not played yet: reopened, then left open (owes nothing).
  const multi = await place(t, bettors[4]!, [pick(101, '2', 3.6), pick(102, '1', 2.1)]);
  t.ctx.now = () => END;
  await resultMatch(t.ctx, 101, '1', END);
  await settleMatch(t.ctx, 101);
  expect((await bets(t, ids)).map((b) => b.status)).toEqual(['won', 'won', 'won', 'won', 'lost']);

  crash.reopenAt = at.reopenAt ?? 0;
  crash.settleAt = at.settleAt ?? 0;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bo/trading/results',
    headers: asStaff(await staffToken(t.ctx, trader)),
    payload: {
      scope: 'market',
      parent_match_id: 101,
      sub_type_id: 1,
      results: { '1': 'lost', '2': 'won' },
      reason: 'The feed resulted the wrong team',
    },
  });
  expect(res.statusCode).toBe(500);
  crash.reopenAt = 0;
  crash.settleAt = 0;
  return { t, bettors, ids, multi };
}

async function expectFinished(t: TestApp, bettors: TestProfile[], ids: number[], multi: number) {
  const rows = await bets(t, ids);
  expect(rows.map((b) => b.status)).toEqual(['lost', 'lost', 'lost', 'lost', 'won']);
  expect(rows.slice(0, 4).map((b) => b.amount_paid)).toEqual(['0', '0', '0', '0']);
  expect(await reversals(t, ids)).toEqual([1, 1, 1, 1, 1]);
  for (const u of bettors.slice(0, 4))
    expect((await getBalances(t.ctx.db, u.profileId)).cashCents).toBe(90_000);
  // The away bettor: two stakes out, the corrected single paid once (100 × 3.6, less tax).
  const away = rows[4]!;
  expect(Number(away.amount_paid)).toBeGreaterThan(10_000);
  expect((await getBalances(t.ctx.db, bettors[4]!.profileId)).cashCents).toBe(
    100_000 - 20_000 + Number(away.amount_paid),
  );
  expect((await bets(t, [multi]))[0]!.status).toBe('open');
  const correction = await t.ctx.db.query<{ resettled: number; resettled_at: Date | null }>(
    'SELECT resettled, resettled_at FROM trading_result_corrections',
  );
  expect(correction.rows).toHaveLength(1);
  expect(correction.rows[0]!.resettled).toBe(5);
  expect(correction.rows[0]!.resettled_at).not.toBeNull();
  expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  expect(
    (await checkOwedWagers(t.ctx.db, { now: END })).owed.filter(
      (w) => w.reason === 'settled_unpaid',
    ),
  ).toEqual([]);
  // Nothing is left to resume, and a second resume moves no money.
  const ledgerRows = await t.ctx.db.query('SELECT id FROM ledger_transactions');
  expect(await resumeResettlements(t.ctx)).toBe(0);
  expect((await t.ctx.db.query('SELECT id FROM ledger_transactions')).rows).toHaveLength(
    ledgerRows.rows.length,
  );
}

describe('trading: an interrupted resettlement is resumed', () => {
  it('dies while reversing the third wager: the resume reverses the rest and settles every wager once', async () => {
    const { t, bettors, ids, multi } = await interruptedCorrection({ reopenAt: 3 });
    // Two reversed and open, the rest still on the old result; the correction not finished.
    expect((await bets(t, ids)).map((b) => b.status)).toEqual([
      'open',
      'open',
      'won',
      'won',
      'lost',
    ]);
    const open = await t.ctx.db.query<{ resettled_at: Date | null }>(
      'SELECT resettled_at FROM trading_result_corrections',
    );
    expect(open.rows[0]!.resettled_at).toBeNull();
    // The trader's results are in force already, and held against the feed.
    const locks = await t.ctx.db.query('SELECT id FROM trading_result_locks');
    expect(locks.rows).toHaveLength(1);

    expect(await resumeResettlements(t.ctx)).toBe(1);
    await expectFinished(t, bettors, ids, multi);
  });

  it('dies while settling the second wager again: the resume settles the reopened ones once', async () => {
    const { t, bettors, ids, multi } = await interruptedCorrection({ settleAt: 2 });
    const states = await t.ctx.db.query<{ state: string }>(
      'SELECT state FROM trading_resettlement_wagers ORDER BY bet_id',
    );
    expect(states.rows.map((r) => r.state)).toEqual([
      'settled',
      'reopened',
      'reopened',
      'reopened',
      'reopened',
      'reopened',
    ]);
    expect(await resumeResettlements(t.ctx)).toBe(1);
    await expectFinished(t, bettors, ids, multi);
  });

  it('two resumes at once (a restart beside a straggling run) still move each wager once', async () => {
    const { t, bettors, ids, multi } = await interruptedCorrection({ reopenAt: 2 });
    const both = await Promise.all([resumeResettlements(t.ctx), resumeResettlements(t.ctx)]);
    expect(both.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await expectFinished(t, bettors, ids, multi);
  });
});
