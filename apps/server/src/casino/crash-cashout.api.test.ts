import { randomUUID } from 'node:crypto';
import { crashElapsedMsFor, crashMultiplierAt } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/database';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { crashCashouter } from './crash-cashout';
import { cashoutSettlements } from './crash-cashout-settlements';
import { CrashEngine } from './crash-engine';
import { latestRound, type CrashRoundRow } from './crash-repository';
import { TEST_CRASH_CONFIG as CONFIG } from './test-crash-config';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let clock = new Date('2030-06-01T12:00:00Z');

async function setup() {
  t = await buildTestApp();
  clock = new Date('2030-06-01T12:00:00Z');
  t.ctx.now = () => clock;
  return new CrashEngine(t.ctx, CONFIG);
}

async function roundCrashingAbove(engine: CrashEngine, min: number): Promise<CrashRoundRow> {
  for (let i = 0; i < 200; i++) {
    await engine.tick(clock);
    const round = (await latestRound(t!.ctx.db))!;
    if (round.settled_at === null && clock < round.bet_window_ends_at && round.crash_point >= min)
      return round;
    clock = new Date(Math.max(clock.getTime(), round.crashes_at.getTime()) + CONFIG.pauseMs);
    await engine.tick(clock);
  }
  throw new Error(`no round crashing above ${min} in 200`);
}

const post = (p: TestProfile, url: string, payload: object) =>
  t!.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': randomUUID() },
    payload,
  });

const cash = async (p: TestProfile) => (await getBalances(t!.ctx.db, p.profileId)).cashCents;

const payouts = async (profileId: number) => {
  const { rows } = await t!.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'payout' AND profile_id = $1`,
    [profileId],
  );
  return Number(rows[0]!.n);
};

/** Flying at `multiplier` (hundredths), a few ms past the moment the curve reaches it. */
const flyingAt = (round: CrashRoundRow, multiplier: number) =>
  new Date(
    round.bet_window_ends_at.getTime() + crashElapsedMsFor(multiplier, CONFIG.growthPerSecond) + 3,
  );

describe('crash cash-out', () => {
  it('20 cash-outs of one bet at once: one wins and is paid once, the others find it taken', async () => {
    const engine = await setup();
    const me = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const round = await roundCrashingAbove(engine, 150);
    const id = Number(round.id);
    expect((await post(me, '/api/casino/crash/bet', { round_id: id, stake: 10 })).statusCode).toBe(
      201,
    );
    clock = flyingAt(round, 130);
    const m = crashMultiplierAt(clock.getTime() - round.bet_window_ends_at.getTime(), 0.06);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(me, '/api/casino/crash/cashout', { round_id: id, slot: 1 }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.code).toBe('CASINO_ALREADY_CASHED_OUT');
    }
    expect(won[0]!.json()).toMatchObject({ multiplier: m / 100, payout: m / 10 });
    expect(won[0]!.json().balance).toBe((9_000 + m * 10) / 100);
    await cashoutSettlements(t!.ctx).idle();
    expect(await cash(me)).toBe(9_000 + m * 10);
    clock = round.crashes_at;
    await engine.tick(clock);
    expect(await cash(me)).toBe(9_000 + m * 10);
    expect(await payouts(me.profileId)).toBe(1);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('an auto cash-out the curve reached first counts, even before the engine marked it', async () => {
    const engine = await setup();
    const me = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const round = await roundCrashingAbove(engine, 150);
    const id = Number(round.id);
    await post(me, '/api/casino/crash/bet', { round_id: id, stake: 10, auto_cashout: 1.2 });
    // The engine has not ticked since take-off: the auto cash-out is not marked yet.
    clock = flyingAt(round, 130);
    const late = await post(me, '/api/casino/crash/cashout', { round_id: id, slot: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CASINO_ALREADY_CASHED_OUT');
    // A round nobody bet on in this slot, and a round that does not exist.
    const empty = await post(me, '/api/casino/crash/cashout', { round_id: id, slot: 2 });
    expect(empty.json().error.code).toBe('CASINO_BET_NOT_FOUND');
    const unknown = await post(me, '/api/casino/crash/cashout', { round_id: id + 99, slot: 1 });
    expect(unknown.json().error.code).toBe('CASINO_BET_NOT_FOUND');
    clock = round.crashes_at;
    await engine.tick(clock);
    expect(await cash(me)).toBe(9_000 + 1_200);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('a cash-out decided but never paid (its process died) is paid at the crash, once', async () => {
    const engine = await setup();
    const me = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const round = await roundCrashingAbove(engine, 150);
    const id = Number(round.id);
    await post(me, '/api/casino/crash/bet', { round_id: id, stake: 10 });
    await post(me, '/api/casino/crash/bet', { round_id: id, slot: 2, stake: 20 });
    clock = flyingAt(round, 130);
    const m = crashMultiplierAt(clock.getTime() - round.bet_window_ends_at.getTime(), 0.06);
    // A process whose database goes away right after the decision: its settlement never runs.
    const real = t!.ctx.db;
    const dying: Database = {
      kind: real.kind,
      query: (text, params) => real.query(text, params),
      transaction: () => Promise.reject(new Error('the process died')),
      close: () => Promise.resolve(),
    };
    const gone = { ...t!.ctx, db: dying };
    const bettor = { profileId: me.profileId } as SessionUser;
    const other = await crashCashouter(gone, bettor, id, 2, clock);
    expect(other).toMatchObject({ paidCents: m * 20, balanceCents: 7_000 + m * 20 });
    // The answer counts the other slot's payout too, decided and not paid yet.
    const done = await crashCashouter(gone, bettor, id, 1, clock);
    expect(done).toMatchObject({ multiplier: m, paidCents: m * 10, balanceCents: 7_000 + m * 30 });
    await cashoutSettlements(gone).idle();
    expect(await cash(me)).toBe(7_000);
    // Decided and owed: the owed check sees it once the round has crashed.
    clock = new Date(round.crashes_at.getTime() + 1);
    const owed = await checkOwedWagers(t!.ctx.db, { now: clock, graceSeconds: 0 });
    expect(owed.owed.map((w) => w.betId)).toEqual([
      Number(done.bet.bet_id),
      Number(other.bet.bet_id),
    ]);
    await engine.tick(clock);
    expect(await cash(me)).toBe(7_000 + m * 30);
    expect(await payouts(me.profileId)).toBe(2);
    expect((await checkOwedWagers(t!.ctx.db, { now: clock, graceSeconds: 0 })).ok).toBe(true);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });
});
