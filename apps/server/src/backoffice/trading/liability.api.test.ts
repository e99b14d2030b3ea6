import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { loadCatalogIntoMemory } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const SETTLED_AT = new Date('2030-03-01T21:00:00Z');
// 10,000 takes too long on the shared 2-core machine through the HTTP placement path (about
// 0.1 s a bet under load); TRADING_LIABILITY_BETS=10000 runs the full size.
const BETS = Number(process.env.TRADING_LIABILITY_BETS ?? 600);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A small deterministic generator (mulberry32): the same bets on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const ODDS = { '1': 2.1, X: 3.3, '2': 3.6 } as const;
const KEYS = ['1', 'X', '2'] as const;

/** trading_exposure as kept, and as recomputed from the open wagers' legs, per selection. */
async function bothWays(app: TestApp) {
  const kept = await app.ctx.db.query<{
    k: string;
    bets: number;
    stakes: string;
    liability: string;
  }>(
    `SELECT parent_match_id || '/' || sub_type_id || '/' || special_bet_value || '/' || odd_key AS k,
            bets, stakes_cents AS stakes, liability_cents AS liability
       FROM trading_exposure WHERE bets <> 0 OR stakes_cents <> 0 OR liability_cents <> 0
      ORDER BY k`,
  );
  const recomputed = await app.ctx.db.query<{
    k: string;
    bets: number;
    stakes: string;
    liability: string;
  }>(
    `SELECT l.parent_match_id || '/' || l.sub_type_id || '/' || l.special_bet_value || '/' || l.bet_pick AS k,
            COUNT(*)::int AS bets, SUM(b.stake) AS stakes, SUM(b.final_payout) AS liability
       FROM bets b JOIN bet_legs l ON l.bet_id = b.id
      WHERE b.status IN ('open', 'pending') AND b.product IN ('NORMAL', 'SHIKISHA', 'SABABISHA', 'BOOSTED')
      GROUP BY 1 ORDER BY 1`,
  );
  const norm = (rows: typeof kept.rows) =>
    rows.map((r) => ({
      k: r.k,
      bets: Number(r.bets),
      stakes: Number(r.stakes),
      liability: Number(r.liability),
    }));
  return { kept: norm(kept.rows), recomputed: norm(recomputed.rows) };
}

describe('trading: liability', () => {
  it(`after ${BETS} random singles and multis, and a settled match, equals a recomputation from the bets to the cent`, async () => {
    t = await buildTestApp();
    const app = t;
    app.ctx.now = () => NOW;
    const ids = [101, 102, 103, 104, 105];
    await seedFixtureMatches(
      app.ctx,
      ids.map((id) => ({ id, start: LATER, odds: { home: 2.1, draw: 3.3, away: 3.6 } })),
    );
    await loadCatalogIntoMemory(app.ctx);
    const bettors = await Promise.all(
      Array.from({ length: 8 }, () => createTestProfile(app.ctx, { cashCents: 100_000_000 })),
    );
    const rnd = random(33);
    const slips = Array.from({ length: BETS }, () => {
      const legs = 1 + Math.floor(rnd() * 3);
      const matches = [...ids].sort(() => rnd() - 0.5).slice(0, legs);
      return {
        bettor: bettors[Math.floor(rnd() * bettors.length)]!,
        stake: 10 + Math.floor(rnd() * 990),
        picks: matches.map((id) => {
          const key = KEYS[Math.floor(rnd() * 3)]!;
          return pick(id, key, ODDS[key]);
        }),
      };
    });
    let placed = 0;
    const refused: string[] = [];
    for (let i = 0; i < slips.length; i += 20) {
      const answers = await Promise.all(
        slips.slice(i, i + 20).map((s) =>
          app.app.inject({
            method: 'POST',
            url: '/api/v2/bet',
            payload: {
              token: s.bettor.token,
              stake: String(s.stake),
              src: 'WEB',
              betslip: s.picks,
            },
            headers: { 'idempotency-key': randomUUID() },
          }),
        ),
      );
      placed += answers.filter((a) => a.statusCode === 201).length;
      for (const a of answers) if (a.statusCode !== 201) refused.push(`${a.statusCode} ${a.body}`);
    }
    expect(refused).toEqual([]);
    expect(placed).toBe(BETS);
    const open = await bothWays(app);
    expect(open.kept.length).toBeGreaterThan(10);
    expect(open.kept).toEqual(open.recomputed);

    // Match 101 ends 1-0: its singles and the multis it lost leave the book, the rest stay.
    await resultMatch(app.ctx, 101, '1', SETTLED_AT);
    expect(await settleMatch(app.ctx, 101)).toBeGreaterThan(0);
    const after = await bothWays(app);
    expect(after.kept).toEqual(after.recomputed);
    expect(after.kept.length).toBeLessThan(open.kept.length);

    // The view: largest first, settled markets gone.
    const trader = await createTestStaff(app.ctx, 'trading');
    const view = await app.app.inject({
      method: 'GET',
      url: '/api/bo/trading/liability?per_page=500',
      headers: asStaff(await staffToken(app.ctx, trader)),
    });
    expect(view.statusCode).toBe(200);
    const items = view.json().items as Array<{ parent_match_id: number; liability: number }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.parent_match_id === 101)).toBe(false);
    const sorted = [...items].sort((a, b) => b.liability - a.liability);
    expect(items.map((i) => i.liability)).toEqual(sorted.map((i) => i.liability));
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a multi adds its stake and full payout to each of its selections and moves the exposure version as a single does', async () => {
    t = await buildTestApp();
    const app = t;
    app.ctx.now = () => NOW;
    await seedFixtureMatches(
      app.ctx,
      [200, 201, 202, 203].map((id) => ({
        id,
        start: LATER,
        odds: { home: 2.1, draw: 3.3, away: 3.6 },
      })),
    );
    await loadCatalogIntoMemory(app.ctx);
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    // How many times the version has moved (never, before the first nextval).
    const version = async () => {
      const { rows } = await app.ctx.db.query<{ moves: string }>(
        `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS moves FROM trading_exposure_version`,
      );
      return Number(rows[0]!.moves);
    };
    const place = async (betslip: ReturnType<typeof pick>[]) => {
      const before = await version();
      const placed = await app.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        payload: { token: bettor.token, stake: '100', src: 'WEB', betslip },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.statusCode).toBe(201);
      return (await version()) - before;
    };
    const single = await place([pick(200, '1', 2.1)]);
    expect(single).toBeGreaterThan(0);
    // Legs not in the selections' key order: the statement orders them itself.
    expect(await place([pick(203, '2', 3.6), pick(201, 'X', 3.3), pick(202, '1', 2.1)])).toBe(
      single,
    );
    const { rows: bets } = await app.ctx.db.query<{ stake: string; final_payout: string }>(
      `SELECT stake, final_payout FROM bets ORDER BY id DESC LIMIT 1`,
    );
    const open = await bothWays(app);
    expect(open.kept.map((r) => r.k)).toEqual(['200/1//1', '201/1//X', '202/1//1', '203/1//2']);
    for (const row of open.kept.slice(1)) {
      expect(row).toMatchObject({
        bets: 1,
        stakes: Number(bets[0]!.stake),
        liability: Number(bets[0]!.final_payout),
      });
    }
    expect(open.kept).toEqual(open.recomputed);
  });
});
