import { randomUUID } from 'node:crypto';
import type { CrashStateResponse } from '@shangwe/contract';
import { crashElapsedMsFor, crashMultiplierAt, verifyChainSeed } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { TEST_CRASH_CONFIG } from './test-crash-config';
import { cashoutSettlements } from './crash-cashout-settlements';
import { CrashEngine } from './crash-engine';
import { latestRound, type CrashRoundRow } from './crash-repository';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const CONFIG = TEST_CRASH_CONFIG;

let clock = new Date('2030-06-01T12:00:00Z');
const at = (ms: number) => new Date(clock.getTime() + ms);

async function setup() {
  t = await buildTestApp();
  clock = new Date('2030-06-01T12:00:00Z');
  t.ctx.now = () => clock;
  return { app: t, engine: new CrashEngine(t.ctx, CONFIG) };
}

/** Plays rounds until one opens whose crash point is at least `min` (hundredths). */
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

const bet = (p: TestProfile, payload: Record<string, unknown>, key = randomUUID()) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/casino/crash/bet',
    headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': key },
    payload,
  });

const cashout = (p: TestProfile, payload: Record<string, unknown>) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/casino/crash/cashout',
    headers: { authorization: `Bearer ${p.token}` },
    payload,
  });

const cash = async (p: TestProfile) => (await getBalances(t!.ctx.db, p.profileId)).cashCents;

/** The ledger of the casino's own accounts plus every player's cash sums to zero. */
async function expectLedgerBalanced() {
  const report = await checkLedger(t!.ctx.db);
  expect(report.ok).toBe(true);
}

describe('crash rounds', () => {
  it('takes bets in the window only, cashes out by the server clock, settles at the crash', async () => {
    const { engine } = await setup();
    const alice = await createTestProfile(t!.ctx, { cashCents: 100_000 });
    const bob = await createTestProfile(t!.ctx, { cashCents: 5_000 });
    const round = await roundCrashingAbove(engine, 150);
    const id = Number(round.id);

    const state = await t!.app.inject({ method: 'GET', url: '/api/casino/crash/state' });
    const body = state.json<CrashStateResponse>();
    expect(body.round).toMatchObject({
      round_id: id,
      phase: 'betting',
      seed: null,
      crash_point: null,
    });

    // Two slots, one bet each; a third in a taken slot is refused.
    const first = await bet(alice, { round_id: id, slot: 1, stake: 100 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      round_id: id,
      balance: 900,
      bet: { slot: 1, stake: 100 },
    });
    const second = await bet(alice, { round_id: id, slot: 2, stake: 50, auto_cashout: 1.2 });
    expect(second.statusCode).toBe(201);
    const taken = await bet(alice, { round_id: id, slot: 1, stake: 20 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CASINO_SLOT_TAKEN');

    // Stake limits (Kenya: 10 to 20,000) and the balance.
    const low = await bet(bob, { round_id: id, slot: 1, stake: 5 });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatchObject({ code: 'STAKE_BELOW_MINIMUM' });
    expect(low.json().error.message).toContain('KES 10');
    const high = await bet(alice, { round_id: id, slot: 1, stake: 20_001 });
    expect(high.json().error.code).toBe('STAKE_ABOVE_MAXIMUM');
    const broke = await bet(bob, { round_id: id, slot: 1, stake: 51 });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await cash(bob)).toBe(5_000);
    const bobs = await bet(bob, { round_id: id, slot: 1, stake: 50 });
    expect(bobs.statusCode).toBe(201);

    // Retrying a bet with its key answers the same bet and stakes once.
    const key = randomUUID();
    const carol = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const once = await bet(carol, { round_id: id, slot: 1, stake: 10 }, key);
    const again = await bet(carol, { round_id: id, slot: 1, stake: 10 }, key);
    expect(again.json().bet.bet_id).toBe(once.json().bet.bet_id);
    expect(await cash(carol)).toBe(9_000);

    // An open crash bet is not a sportsbook bet: it cannot be cancelled for its stake back.
    const cancel = await t!.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { authorization: `Bearer ${carol.token}`, 'idempotency-key': randomUUID() },
      payload: { bet_id: once.json().bet.bet_id },
    });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect(await cash(carol)).toBe(9_000);

    // Not flying yet: nothing to cash out.
    const early = await cashout(alice, { round_id: id, slot: 1 });
    expect(early.json().error.code).toBe('CASINO_ROUND_NOT_FLYING');

    // The window closes by the server's clock.
    clock = round.bet_window_ends_at;
    const late = await bet(bob, { round_id: id, slot: 2, stake: 10 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CASINO_BET_WINDOW_CLOSED');

    // Flying: the auto cash-out at 1.20x is paid when the curve reaches it.
    const to120 = crashElapsedMsFor(120, CONFIG.growthPerSecond);
    clock = at(to120);
    await engine.tick(clock);
    const afterAuto = await t!.app.inject({
      method: 'GET',
      url: `/api/casino/crash/rounds/${id}/bets`,
    });
    const auto = afterAuto.json().bets.find((b: { slot: number; player: string }) => b.slot === 2);
    expect(auto).toMatchObject({ status: 'cashed_out', cashout_multiplier: 1.2, payout: 60 });

    // Alice cashes out slot 1 by hand: the multiplier at the moment the server received it.
    const toHalf = crashElapsedMsFor(140, CONFIG.growthPerSecond) + 7;
    clock = new Date(round.bet_window_ends_at.getTime() + toHalf);
    const expected = crashMultiplierAt(toHalf, CONFIG.growthPerSecond);
    const out = await cashout(alice, { round_id: id, slot: 1 });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      multiplier: expected / 100,
      payout: expected,
      bet: { status: 'cashed_out', cashout_multiplier: expected / 100, payout: expected },
    });
    // The answer counts the payout; the ledger credit follows it, once.
    const paidAlice = 100_000 - 15_000 + 6_000 + expected * 100;
    expect(out.json().balance).toBe(paidAlice / 100);
    await cashoutSettlements(t!.ctx).idle();
    expect(await cash(alice)).toBe(paidAlice);
    // Twice: refused, paid once.
    const twice = await cashout(alice, { round_id: id, slot: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('CASINO_ALREADY_CASHED_OUT');
    // A slot without a bet (nobody's bet to cash out).
    const none = await cashout(carol, { round_id: id, slot: 2 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('CASINO_BET_NOT_FOUND');

    // Bob's cash-out reaches the server at the crash: too late, by the server's clock.
    clock = round.crashes_at;
    const tooLate = await cashout(bob, { round_id: id, slot: 1 });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('CASINO_CASHOUT_TOO_LATE');
    await engine.tick(clock);
    expect(await cash(bob)).toBe(0);

    const settled = await t!.app.inject({
      method: 'GET',
      url: `/api/casino/crash/rounds/${id}/bets`,
    });
    expect(settled.json().round).toMatchObject({
      phase: 'crashed',
      crash_point: round.crash_point / 100,
      seed: round.seed,
    });
    const statuses = settled
      .json()
      .bets.map((b: { status: string }) => b.status)
      .sort();
    expect(statuses).toEqual(['cashed_out', 'cashed_out', 'lost', 'lost']);

    // The seed verifies against the chain's published hash; the crash point recomputes.
    const verify = await t!.app.inject({
      method: 'GET',
      url: `/api/casino/crash/verify?round_id=${id}`,
    });
    expect(verify.json()).toMatchObject({ chain_valid: true, matches: true });
    const history = await t!.app.inject({
      method: 'GET',
      url: '/api/casino/crash/history?limit=5',
    });
    const h = history.json();
    expect(h.rounds[0]).toMatchObject({ round_id: id, seed: round.seed });
    const chain = h.chains.find((c: { chain_id: number }) => c.chain_id === Number(round.chain_id));
    expect(verifyChainSeed(round.seed, round.chain_position, chain.terminating_hash)).toBe(true);

    // My casino history shows both of Alice's bets.
    const mine = await t!.app.inject({
      method: 'GET',
      url: '/api/casino/history?game=crash',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(mine.json().bets.map((b: { detail: string }) => b.detail)).toEqual([
      'Cashed out at 1.20x',
      `Cashed out at ${(expected / 100).toFixed(2)}x`,
    ]);
    await expectLedgerBalanced();
  });

  it('refuses a bet on a round that is not open and a cash-out after the crash', async () => {
    const { engine } = await setup();
    const alice = await createTestProfile(t!.ctx, { cashCents: 10_000 });
    const round = await roundCrashingAbove(engine, 101);
    const id = Number(round.id);
    expect((await bet(alice, { round_id: id + 1, slot: 1, stake: 10 })).json().error.code).toBe(
      'CASINO_ROUND_NOT_FOUND',
    );
    expect((await bet(alice, { round_id: id, slot: 1, stake: 10 })).statusCode).toBe(201);
    clock = new Date(round.crashes_at.getTime() + 1);
    await engine.tick(clock);
    const late = await cashout(alice, { round_id: id, slot: 1 });
    expect(late.json().error.code).toBe('CASINO_CASHOUT_TOO_LATE');
    expect(await cash(alice)).toBe(9_000);
    // The next round opens after the pause; the old one takes no bets.
    clock = new Date(round.crashes_at.getTime() + CONFIG.pauseMs);
    await engine.tick(clock);
    const old = await bet(alice, { round_id: id, slot: 2, stake: 10 });
    expect(old.json().error.code).toBe('CASINO_BET_WINDOW_CLOSED');
    await expectLedgerBalanced();
  });

  it('200 players in one round: every stake and payout in the ledger, which sums to zero', async () => {
    const { engine } = await setup();
    const round = await roundCrashingAbove(engine, 130);
    const id = Number(round.id);
    const players = await Promise.all(
      Array.from({ length: 200 }, () => createTestProfile(t!.ctx, { cashCents: 10_000 })),
    );
    const placed = await Promise.all(
      players.map((p, i) =>
        bet(p, {
          round_id: id,
          slot: 1,
          stake: 10 + (i % 7),
          ...(i % 3 === 0 ? { auto_cashout: 1.1 } : {}),
        }),
      ),
    );
    expect(placed.map((r) => r.statusCode).every((s) => s === 201)).toBe(true);
    const stakes = players.map((_, i) => (10 + (i % 7)) * 100);
    clock = new Date(
      round.bet_window_ends_at.getTime() + crashElapsedMsFor(120, CONFIG.growthPerSecond),
    );
    await engine.tick(clock);
    const outs = await Promise.all(
      players.map((p, i) => (i % 3 === 1 ? cashout(p, { round_id: id, slot: 1 }) : null)),
    );
    const byHand = outs.filter((r) => r !== null).map((r) => r!.statusCode);
    expect(byHand.every((s) => s === 200)).toBe(true);
    clock = round.crashes_at;
    await engine.tick(clock);

    const balances = await Promise.all(players.map(cash));
    const paidOut =
      balances.reduce((s, b) => s + b, 0) - 200 * 10_000 + stakes.reduce((s, c) => s + c, 0);
    // The casino's three accounts hold exactly what the players lost and won.
    const { rows } = await t!.ctx.db.query<{ id: number; balance: number }>(
      `SELECT a.id, coalesce(sum(e.amount), 0)::bigint AS balance
         FROM wallet_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.id IN (55, 56, 57) GROUP BY a.id ORDER BY a.id`,
    );
    const [stakesHeld, payouts, revenue] = rows.map((r) => Number(r.balance));
    expect(stakesHeld).toBe(0);
    expect(payouts! + revenue!).toBe(stakes.reduce((s, c) => s + c, 0) - paidOut);
    for (const [i, b] of balances.entries()) {
      if (i % 3 === 2) expect(b).toBe(10_000 - stakes[i]!);
      else expect(b).toBeGreaterThan(10_000);
    }
    await expectLedgerBalanced();
  });

  it('a restart mid-round settles it from its committed crash point: nothing lost, nothing paid twice', async () => {
    const { engine } = await setup();
    const round = await roundCrashingAbove(engine, 150);
    const id = Number(round.id);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createTestProfile(t!.ctx, { cashCents: 10_000 })),
    );
    await bet(a!, { round_id: id, slot: 1, stake: 100 });
    await bet(b!, { round_id: id, slot: 1, stake: 100, auto_cashout: 1.4 });
    await bet(c!, { round_id: id, slot: 1, stake: 100 });
    clock = new Date(round.bet_window_ends_at.getTime() + 2_000);
    await engine.tick(clock);
    // A's cash-out decision committed, then the process died before paying it.
    const m = crashMultiplierAt(2_000, CONFIG.growthPerSecond);
    await t!.ctx.db.query(
      `UPDATE crash_bets SET cashout_multiplier = $2, cashed_out_at = $3
        WHERE round_id = $1 AND profile_id = $4`,
      [id, m, clock, a!.profileId],
    );
    // The process is gone (its engine with it); a new one starts long after the crash.
    clock = new Date(round.crashes_at.getTime() + 60_000);
    const restarted = new CrashEngine(t!.ctx, CONFIG);
    await restarted.tick(clock);
    await restarted.tick(clock);
    expect(await cash(a!)).toBe(10_000 - 10_000 + m * 100);
    expect(await cash(b!)).toBe(10_000 - 10_000 + 14_000);
    expect(await cash(c!)).toBe(0);
    const after = (await latestRound(t!.ctx.db))!;
    expect(Number(after.id)).toBe(id + 1);
    const { rows } = await t!.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'payout'`,
    );
    expect(Number(rows[0]!.n)).toBe(2);
    await expectLedgerBalanced();
  });
});
