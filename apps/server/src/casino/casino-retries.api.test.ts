import { randomUUID } from 'node:crypto';
import type { CasinoSeedsResponse } from '@shangwe/contract';
import { crashElapsedMsFor, DICE_TARGET_RULE } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { TEST_CRASH_CONFIG } from './test-crash-config';
import { CrashEngine } from './crash-engine';
import { latestRound, type CrashRoundRow } from './crash-repository';

/**
 * Issues 25 and 26: a crash bet retried under one key answers the first answer every time; a
 * bettor's parallel client-seed changes apply one after the other; a cash-out at the crash
 * point wins; dice refuses a chance whose multiplier would not pay above the stake.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const CONFIG = TEST_CRASH_CONFIG;

let clock = new Date('2030-06-01T12:00:00Z');

async function setup() {
  t = await buildTestApp();
  clock = new Date('2030-06-01T12:00:00Z');
  t.ctx.now = () => clock;
  return new CrashEngine(t.ctx, CONFIG);
}

/** Plays rounds until one opens for bets whose crash point is within [min, max] hundredths. */
async function roundCrashingWithin(
  engine: CrashEngine,
  min: number,
  max = Infinity,
): Promise<CrashRoundRow> {
  for (let i = 0; i < 400; i++) {
    await engine.tick(clock);
    const round = (await latestRound(t!.ctx.db))!;
    const ok = round.crash_point >= min && round.crash_point <= max;
    if (round.settled_at === null && clock < round.bet_window_ends_at && ok) return round;
    clock = new Date(Math.max(clock.getTime(), round.crashes_at.getTime()) + CONFIG.pauseMs);
    await engine.tick(clock);
  }
  throw new Error(`no round crashing within ${min}–${max} in 400`);
}

const post = (p: TestProfile, url: string, payload: object, key?: string) =>
  t!.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${p.token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload,
  });

const cash = async (p: TestProfile) => (await getBalances(t!.ctx.db, p.profileId)).cashCents;

describe('casino retries and races', () => {
  it('a crash bet sent 50 times at once under one key: one bet, 50 identical first answers', async () => {
    const engine = await setup();
    const me = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const round = await roundCrashingWithin(engine, 101);
    const key = randomUUID();
    const body = { round_id: Number(round.id), slot: 1, stake: 20, auto_cashout: 3 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(me, '/api/casino/crash/bet', body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const first = answers.find((a) => a.headers['idempotent-replayed'] === undefined)!;
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    for (const a of answers) expect(a.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ balance: 80, bet: { stake: 20, status: 'open' } });
    expect(await cash(me)).toBe(8_000);
    const { rows } = await t!.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM crash_bets WHERE profile_id = $1',
      [me.profileId],
    );
    expect(Number(rows[0]!.n)).toBe(1);

    // Long after, the bet settled and the balance moved: a retry still answers the first answer.
    clock = new Date(round.crashes_at.getTime() + 60_000);
    await engine.tick(clock);
    const late = await post(me, '/api/casino/crash/bet', body, key);
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());
    // The same slot under another key is a new request: refused, the slot is taken.
    clock = new Date(round.created_at.getTime() + 1);
    const other = await post(me, '/api/casino/crash/bet', body, randomUUID());
    expect(other.json().error.code).toBe('CASINO_SLOT_TAKEN');
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('20 client-seed changes at once by one bettor apply one after the other: no error, one active pair', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { cashCents: 10_000 });
    const wanted = Array.from({ length: 20 }, (_, i) => `seed-${i}`);
    const answers = await Promise.all(
      wanted.map((client_seed) => post(me, '/api/casino/seeds', { client_seed })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const a of answers) {
      // Each answer shows a pair made by one of the changes (this one, or one applied after it).
      expect(wanted).toContain(a.json<CasinoSeedsResponse>().client_seed);
      expect(a.json<CasinoSeedsResponse>().nonce).toBe(0);
    }
    const { rows } = await t.ctx.db.query<{ client_seed: string; retired_at: Date | null }>(
      'SELECT client_seed, retired_at FROM casino_seed_pairs WHERE profile_id = $1 ORDER BY id',
      [me.profileId],
    );
    expect(rows.filter((r) => r.retired_at === null)).toHaveLength(1);
    expect(rows.map((r) => r.client_seed).sort()).toEqual([...wanted].sort());
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/casino/seeds',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(now.json().client_seed).toBe(rows.at(-1)!.client_seed);
  });

  it('an auto cash-out at exactly the crash point wins, and so does a cash-out by hand at it', async () => {
    const engine = await setup();
    const [auto, hand, above] = await Promise.all(
      [1, 2, 3].map(() => createTestProfile(t!.ctx, { cashCents: 10_000 })),
    );
    const round = await roundCrashingWithin(engine, 110, 400);
    const id = Number(round.id);
    const point = round.crash_point;
    expect(
      (
        await post(
          auto!,
          '/api/casino/crash/bet',
          { round_id: id, slot: 1, stake: 10, auto_cashout: point / 100 },
          randomUUID(),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          hand!,
          '/api/casino/crash/bet',
          { round_id: id, slot: 1, stake: 10 },
          randomUUID(),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          above!,
          '/api/casino/crash/bet',
          { round_id: id, slot: 1, stake: 10, auto_cashout: (point + 1) / 100 },
          randomUUID(),
        )
      ).statusCode,
    ).toBe(201);
    // 1.00x is not a cash-out (it would return the stake at no risk).
    clock = round.bet_window_ends_at;
    const tooEarly = await post(hand!, '/api/casino/crash/cashout', { round_id: id, slot: 1 });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error).toMatchObject({
      code: 'CASINO_ROUND_NOT_FLYING',
      message: 'Cash-out opens at 1.01x',
    });
    // The last millisecond of flight shows the crash point: a cash-out then wins at it.
    clock = new Date(round.crashes_at.getTime() - 1);
    expect(clock.getTime() - round.bet_window_ends_at.getTime()).toBe(
      crashElapsedMsFor(point + 1, CONFIG.growthPerSecond) - 1,
    );
    const out = await post(hand!, '/api/casino/crash/cashout', { round_id: id, slot: 1 });
    expect(out.statusCode).toBe(200);
    expect(out.json().multiplier).toBe(point / 100);
    clock = round.crashes_at;
    await engine.tick(clock);
    expect(await cash(auto!)).toBe(10_000 - 1_000 + 10 * point);
    expect(await cash(hand!)).toBe(10_000 - 1_000 + 10 * point);
    expect(await cash(above!)).toBe(9_000);
    expect((await checkLedger(t!.ctx.db)).ok).toBe(true);
  });

  it('dice refuses a chance above 96% (a multiplier that would not pay above the stake)', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { cashCents: 10_000 });
    for (const [target, direction] of [
      [98, 'under'],
      [96.01, 'under'],
      [3.98, 'over'],
      [1, 'over'],
    ] as const) {
      const res = await post(
        me,
        '/api/casino/dice/play',
        { stake: 10, target, direction },
        randomUUID(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'CASINO_TARGET_INVALID',
        message: DICE_TARGET_RULE,
      });
    }
    expect(await cash(me)).toBe(10_000);
    const edge = await post(
      me,
      '/api/casino/dice/play',
      { stake: 10, target: 96, direction: 'under' },
      randomUUID(),
    );
    expect(edge.statusCode).toBe(201);
    expect(edge.json().result.multiplier).toBe(1.0104);
  });
});
