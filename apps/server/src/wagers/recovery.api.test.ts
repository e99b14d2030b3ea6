import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { diceBet, wheelBet } from '../casino/instant-wager';
import type { AppContext } from '../platform/context';
import { useTestApp } from '../test/use-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { checkOwedWagers } from './owed-wagers';
import { settleDecidedWagers } from './recovery-settler';
import { lifetimeOf } from './wager-lifetimes';
import { placeWager } from './wager-placer';
import { settleWager } from './wager-settler';
import { WAGER_PRODUCT_NAMES } from './wager-products';

const apps = useTestApp();
const extra = { share_code: null, src: null, promo_id: null, affiliate_id: null };
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

/** Commits an instant bet the way the route does, but stops before the route settles it (a kill -9). */
async function committedOnly(ctx: AppContext, me: TestProfile, game: 'dice' | 'wheel') {
  const request = { token: me.token, idempotencyKey: randomUUID(), extra };
  const placed =
    game === 'dice'
      ? await placeWager(ctx, diceBet, {
          ...request,
          // A 96% chance: the six dice bets below include wins.
          slip: { stake: 10, target: 96, direction: 'under' },
          meaningful: { stake: 10, target: 96, direction: 'under' },
        })
      : await placeWager(ctx, wheelBet, {
          ...request,
          slip: { stake: 10 },
          meaningful: { stake: 10 },
        });
  expect(placed.statusCode).toBe(201);
  return placed.body.bet_id!;
}

describe('recovery settlement and the owed check', () => {
  it('gives every product a longest life', () => {
    for (const name of WAGER_PRODUCT_NAMES) expect(lifetimeOf(name), name).toBeDefined();
  });

  it('pays instant bets a crash left open after their commit, and reports them owed until then', async () => {
    const t = await apps.build();
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await committedOnly(t.ctx, me, 'dice'));
    for (let i = 0; i < 3; i++) ids.push(await committedOnly(t.ctx, me, 'wheel'));
    const open = await t.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE status = 'open' AND id = ANY($1::bigint[])`,
      [ids],
    );
    expect(open.rows[0]!.n).toBe(9);

    // The ledger alone balances (the stakes sit in house:casino_stakes): only the owed check sees it.
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    const placedAt = t.ctx.now();
    // While servers run, a wager just decided is in its settler's hands...
    expect((await checkOwedWagers(t.ctx.db, { now: placedAt })).ok).toBe(true);
    // ...past the product's grace, or with every server stopped, it is owed.
    for (const report of [
      await checkOwedWagers(t.ctx.db, { now: seconds(placedAt, 3600) }),
      await checkOwedWagers(t.ctx.db, { now: seconds(placedAt, 1), graceSeconds: 0 }),
    ]) {
      expect(report.ok).toBe(false);
      expect(report.owed.map((w) => [w.betId, w.reason]).sort()).toEqual(
        ids.map((id) => [id, 'decided_unsettled']).sort(),
      );
    }

    expect(await settleDecidedWagers(t.ctx)).toBe(9);
    expect(await settleDecidedWagers(t.ctx)).toBe(0);
    const settled = await t.ctx.db.query<{ status: string; amount_paid: number; payout: number }>(
      `SELECT b.status, b.amount_paid, c.payout FROM bets b
         JOIN casino_instant_bets c ON c.bet_id = b.id WHERE b.id = ANY($1::bigint[])`,
      [ids],
    );
    let won = 0;
    for (const row of settled.rows) {
      expect(row.status).toBe(Number(row.payout) > 0 ? 'won' : 'lost');
      expect(Number(row.amount_paid)).toBe(Number(row.payout));
      won += Number(row.payout);
    }
    // Six dice bets at a 98% chance: a win among them (every win is paid, once).
    expect(won).toBeGreaterThan(0);
    expect((await getBalances(t.ctx.db, me.profileId)).cashCents).toBe(100_000 - 9 * 1000 + won);
    expect((await checkOwedWagers(t.ctx.db, { graceSeconds: 0 })).ok).toBe(true);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('settles a sportsbook bet once its matches are resulted; one unresulted past its longest life is overdue', async () => {
    const t = await apps.build();
    const now = new Date('2030-03-01T10:00:00Z');
    const kickOff = new Date('2030-03-01T18:00:00Z');
    t.ctx.now = () => now;
    await seedFixtureMatches(t.ctx, [
      { id: 501, start: kickOff, odds: { home: 2, draw: 3.2, away: 4 } },
      { id: 502, start: kickOff, odds: { home: 2.5, draw: 3.1, away: 3 } },
    ]);
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bet = async (matchId: number, odd: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: me.token, stake: 100, betslip: [pick(matchId, '1', odd)] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().bet_id as number;
    };
    const resulted = await bet(501, 2);
    const forgotten = await bet(502, 2.5);

    // Before and during the matches nothing is owed.
    expect((await checkOwedWagers(t.ctx.db, { now: seconds(kickOff, 7200) })).ok).toBe(true);
    const resultAt = seconds(kickOff, 7200);
    await resultMatch(t.ctx, 501, '1', resultAt);
    const late = await checkOwedWagers(t.ctx.db, { now: seconds(resultAt, 1), graceSeconds: 0 });
    expect(late.owed.map((w) => [w.betId, w.reason])).toEqual([[resulted, 'decided_unsettled']]);
    // Half a day after the kick-off, the match never resulted is the fault: overdue.
    const dayAfter = await checkOwedWagers(t.ctx.db, { now: seconds(kickOff, 13 * 3600) });
    expect(dayAfter.owed.map((w) => [w.betId, w.reason])).toEqual([
      [resulted, 'decided_unsettled'],
      [forgotten, 'overdue'],
    ]);

    t.ctx.now = () => seconds(resultAt, 5);
    expect(await settleDecidedWagers(t.ctx)).toBe(1);
    const after = await checkOwedWagers(t.ctx.db, { now: seconds(resultAt, 10), graceSeconds: 0 });
    expect(after.ok).toBe(true);
    const { rows } = await t.ctx.db.query<{ status: string; amount_paid: number }>(
      'SELECT status, amount_paid FROM bets WHERE id = $1',
      [resulted],
    );
    expect(rows[0]!.status).toBe('won');
    expect(Number(rows[0]!.amount_paid)).toBeGreaterThan(100_00);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('finds, through the open legs on decided matches, every sportsbook wager reading all open wagers finds decided', async () => {
    const t = await apps.build();
    const kickOff = new Date('2030-04-01T18:00:00Z');
    t.ctx.now = () => new Date('2030-04-01T10:00:00Z');
    await seedFixtureMatches(t.ctx, [
      { id: 601, start: kickOff, odds: { home: 2, draw: 3.2, away: 4 } },
      { id: 602, start: kickOff, odds: { home: 2.5, draw: 3.1, away: 3 } },
      { id: 603, start: kickOff, odds: { home: 1.8, draw: 3.4, away: 4.5 } },
    ]);
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const bet = async (...legs: Array<ReturnType<typeof pick>>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: me.token, stake: 100, betslip: legs },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().bet_id as number;
    };
    const single = await bet(pick(601, '1', 2));
    const double = await bet(pick(601, '1', 2), pick(602, '1', 2.5));
    const later = await bet(pick(602, '2', 3), pick(603, '1', 1.8));
    const lone = await bet(pick(603, 'X', 3.4));
    const lifetime = lifetimeOf('NORMAL')!;
    const decided = async (sql: string) =>
      (
        await t.ctx.db.query<{ id: number }>(
          `SELECT t.id FROM (${sql}) t WHERE t.decided_at IS NOT NULL ORDER BY t.id`,
        )
      ).rows.map((r) => Number(r.id));
    const bothFind = async (expected: number[]) => {
      expect(await decided(lifetime.timesSql)).toEqual(expected);
      expect(await decided(lifetime.decidableTimesSql!)).toEqual(expected);
    };

    const at = seconds(kickOff, 7200);
    t.ctx.now = () => at;
    await resultMatch(t.ctx, 601, '1', at);
    // The double's settler marks its first leg and leaves it open, waiting for 602.
    expect(await settleWager(t.ctx, double)).toBeNull();
    await bothFind([single]);
    // 602 resulted with no settler running: the double is decided by a leg marked long before.
    await resultMatch(t.ctx, 602, '2', at);
    await bothFind([single, double]);
    // A cancelled match decides (voids) the wagers on it.
    await t.ctx.db.query(`UPDATE matches SET status = 'cancelled' WHERE parent_match_id = 603`);
    await bothFind([single, double, later, lone]);

    t.ctx.now = () => seconds(at, 5);
    expect(await settleDecidedWagers(t.ctx)).toBe(4);
    await bothFind([]);
    const { rows } = await t.ctx.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM bets WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[single, double, later, lone]],
    );
    expect(rows.map((r) => r.status)).toEqual(['won', 'lost', 'won', 'void']);
    expect((await checkOwedWagers(t.ctx.db, { graceSeconds: 0 })).ok).toBe(true);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('reads the wagers on decided matches once per sweep, never once per open wager', async () => {
    const t = await apps.build();
    // Whatever the planner's statistics say: the narrowing is an init plan (run once, before
    // any wager is read), not a subplan or semi-join it may run again for every open wager.
    const { rows } = await t.ctx.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) ${lifetimeOf('NORMAL')!.decidableTimesSql!}`,
    );
    const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
    const relationships = [...plan.matchAll(/"Parent Relationship":\s*"(\w+)"/g)].map((m) => m[1]);
    expect(relationships).toContain('InitPlan');
    expect(relationships).not.toContain('SubPlan');
    expect(plan).not.toMatch(/"Join Type":\s*"Semi"/);
  });

  it('reports a settled wager whose payout never reached the bettor', async () => {
    const t = await apps.build();
    const me = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const id = await committedOnly(t.ctx, me, 'wheel');
    await settleDecidedWagers(t.ctx);
    expect((await checkOwedWagers(t.ctx.db, { graceSeconds: 0 })).ok).toBe(true);
    // A settlement that says it paid more than the ledger gave (what a bug would leave).
    await t.ctx.db.query('UPDATE bets SET amount_paid = amount_paid + 500 WHERE id = $1', [id]);
    const report = await checkOwedWagers(t.ctx.db, { graceSeconds: 0 });
    expect(report.owed).toMatchObject([{ betId: id, reason: 'settled_unpaid' }]);
    expect(report.owedCentsAtMost).toBe(500);
  });
});
