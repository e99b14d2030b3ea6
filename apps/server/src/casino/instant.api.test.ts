import { randomUUID } from 'node:crypto';
import type { CasinoSeedsResponse, InstantPlayResponse } from '@shangwe/contract';
import { diceRoll, sha256Hex, wheelSegment, WHEEL_SEGMENTS } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const play = (
  p: TestProfile,
  game: 'dice' | 'wheel',
  payload: Record<string, unknown>,
  key = randomUUID(),
) =>
  t!.app.inject({
    method: 'POST',
    url: `/api/casino/${game}/play`,
    headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': key },
    payload,
  });

const seeds = async (p: TestProfile) =>
  (
    await t!.app.inject({
      method: 'GET',
      url: '/api/casino/seeds',
      headers: { authorization: `Bearer ${p.token}` },
    })
  ).json<CasinoSeedsResponse>();

const cash = async (p: TestProfile) => (await getBalances(t!.ctx.db, p.profileId)).cashCents;

describe('instant games', () => {
  it('draws each bet from the committed server seed, client seed and nonce; rotating reveals the seed', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const before = await seeds(me);
    expect(before.nonce).toBe(0);
    expect(before.previous).toBeNull();

    const results: InstantPlayResponse[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await play(me, 'dice', {
        stake: 10,
        target: 50,
        direction: i % 2 ? 'over' : 'under',
      });
      expect(res.statusCode).toBe(201);
      results.push(res.json());
    }
    const wheel = await play(me, 'wheel', { stake: 10 });
    expect(wheel.statusCode).toBe(201);
    results.push(wheel.json());
    expect(results.map((r) => r.fairness.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(results.map((r) => r.fairness.server_seed_hash))).toEqual(
      new Set([before.server_seed_hash]),
    );
    const paid = results.reduce((s, r) => s + Math.round(r.payout * 100), 0);
    expect(await cash(me)).toBe(100_000 - 7 * 1_000 + paid);
    expect(results.at(-1)!.balance).toBe((100_000 - 7 * 1_000 + paid) / 100);

    // Changing the client seed retires the pair and reveals its server seed.
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/casino/seeds',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { client_seed: 'my-lucky-seed' },
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json<CasinoSeedsResponse>();
    expect(after).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(after.server_seed_hash).not.toBe(before.server_seed_hash);
    const revealed = after.previous!;
    expect(sha256Hex(revealed.server_seed)).toBe(before.server_seed_hash);
    expect(revealed.nonce).toBe(7);

    // Every past result recomputes from the revealed seed, here and through the verify call.
    for (const r of results) {
      if (r.result.game === 'dice') {
        expect(Math.round(r.result.roll * 100)).toBe(
          diceRoll(revealed.server_seed, revealed.client_seed, r.fairness.nonce),
        );
        expect(r.won).toBe(
          r.result.direction === 'under'
            ? r.result.roll < r.result.target
            : r.result.roll > r.result.target,
        );
      } else {
        const segment = wheelSegment(revealed.server_seed, revealed.client_seed, r.fairness.nonce);
        expect(r.result.segment).toBe(segment);
        expect(r.payout).toBe((10 * WHEEL_SEGMENTS[segment]!) / 100);
      }
    }
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/casino/verify?game=dice&server_seed=${revealed.server_seed}&client_seed=${revealed.client_seed}&nonce=0&target=50&direction=under`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().result).toEqual(results[0]!.result);

    // History shows the seeds of the retired pair.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/casino/history?game=dice',
      headers: { authorization: `Bearer ${me.token}` },
    });
    const bets = history.json().bets;
    expect(bets).toHaveLength(6);
    expect(bets[0]).toMatchObject({ server_seed: revealed.server_seed, nonce: 5, game: 'dice' });
    expect(await checkLedger(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('refuses a bad target, stakes outside the limits, a stake above the balance; a retry stakes once', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { cashCents: 5_000 });
    const bad = await play(me, 'dice', { stake: 10, target: 99.5, direction: 'under' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('CASINO_TARGET_INVALID');
    const fine = await play(me, 'dice', { stake: 10, target: 50.123 });
    expect(fine.json().error.code).toBe('CASINO_TARGET_INVALID');
    const low = await play(me, 'wheel', { stake: 9 });
    expect(low.json().error).toMatchObject({ code: 'STAKE_BELOW_MINIMUM' });
    const high = await play(me, 'wheel', { stake: 10_001 });
    expect(high.json().error).toMatchObject({ code: 'STAKE_ABOVE_MAXIMUM' });
    const broke = await play(me, 'wheel', { stake: 51 });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await cash(me)).toBe(5_000);

    const key = randomUUID();
    const first = await play(me, 'wheel', { stake: 10 }, key);
    const again = await play(me, 'wheel', { stake: 10 }, key);
    expect(again.json().bet_id).toBe(first.json().bet_id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // My Bets lists the casino wager too (no match legs) and it cannot be cancelled.
    const myBets = await t.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { period: 'YEAR' },
    });
    expect(myBets.statusCode).toBe(200);
    expect(JSON.stringify(myBets.json())).toContain(String(first.json().bet_id));
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': randomUUID() },
      payload: { bet_id: first.json().bet_id },
    });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect(await cash(me)).toBe(5_000 - 1_000 + Math.round(first.json().payout * 100));

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/casino/wheel/play',
      headers: { 'idempotency-key': randomUUID() },
      payload: { stake: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await checkLedger(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('ten bets at once from one player each take their own nonce', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const all = await Promise.all(
      Array.from({ length: 10 }, () => play(me, 'wheel', { stake: 10 })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const nonces = all
      .map((r) => r.json<InstantPlayResponse>().fairness.nonce)
      .sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await checkLedger(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('the lobby lists every game with its RTP and the country limits', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/casino/games?country=GH' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['crash', 'dice', 'wheel']);
    expect(body.games[0]).toMatchObject({
      rtp: 97,
      house_edge: 3,
      min_stake: 1,
      max_stake: 1000,
      max_win: 50000,
      currency: 'GHS',
      category: 'Crash',
    });
    expect(body.games[2]).toMatchObject({ rtp: 96, category: 'Instant' });
  });
});
