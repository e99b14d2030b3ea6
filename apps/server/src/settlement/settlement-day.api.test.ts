import { randomUUID } from 'node:crypto';
import { BET_TYPE } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { findLegs } from '../wagers/bet-store';
import { quoteBet } from '../wagers/slip-quote';
import { lookupSelections } from '../catalog/selection-lookup';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { LiveEngine } from '../live/live-engine';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { settleResultedMatches } from './bet-settler';
import { mulberry32 } from '../test/seeded-random';

const SEED = 20261121;
const NOW = new Date('2030-06-01T06:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface MarketRow {
  parent_match_id: number;
  sport_id: number;
  sub_type_id: number;
  special_bet_value: string;
  outcomes: Array<{ odd_key: string; outcome_id: string; odd_value: number }>;
}

describe('settlement over a generated day', () => {
  it('settles every bet of a day of matches to the domain payout, once, with the ledger balanced', async () => {
    t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: false });
    const app = t;
    app.ctx.now = () => NOW;
    await syncFixtures(
      app.ctx,
      new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 40, daysAhead: 1 }),
      NOW,
    );
    const { rows: markets } = await app.ctx.db.query<MarketRow>(
      `SELECT mk.parent_match_id, m.sport_id, mk.sub_type_id, mk.special_bet_value, mk.outcomes
         FROM markets mk JOIN matches m ON m.parent_match_id = mk.parent_match_id
        WHERE m.status = 'not_started' AND m.start_time > $1 AND m.start_time < $2 AND mk.bet_status = 'ACTIVE'
        ORDER BY mk.parent_match_id, mk.sub_type_id, mk.special_bet_value`,
      [NOW, new Date(NOW.getTime() + 18 * 3600_000)],
    );
    const byMatch = new Map<number, MarketRow[]>();
    for (const m of markets)
      byMatch.set(m.parent_match_id, [...(byMatch.get(m.parent_match_id) ?? []), m]);
    const matchIds = [...byMatch.keys()];
    expect(matchIds.length).toBeGreaterThan(15);

    const random = mulberry32(SEED);
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++)
      bettors.push(await createTestProfile(app.ctx, { cashCents: 5_000_000 }));
    const placed: Array<{ betId: number; bettor: TestProfile; stake: number }> = [];
    for (let b = 0; b < 80; b++) {
      const legsCount = 1 + Math.floor(random() * 7);
      const chosen = new Set<number>();
      while (chosen.size < Math.min(legsCount, matchIds.length))
        chosen.add(matchIds[Math.floor(random() * matchIds.length)]!);
      const betslip = [...chosen].map((id) => {
        const options = byMatch.get(id)!;
        const market = options[Math.floor(random() * options.length)]!;
        const outcome = market.outcomes[Math.floor(random() * market.outcomes.length)]!;
        return {
          sub_type_id: market.sub_type_id,
          bet_pick: outcome.odd_key,
          odd_value: outcome.odd_value,
          outcome_id: outcome.outcome_id,
          sport_id: market.sport_id,
          special_bet_value: market.special_bet_value,
          parent_match_id: id,
          bet_type: BET_TYPE.prematch,
        };
      });
      const stake = [1, 20, 49, 50, 100, 250, 999, 5001][Math.floor(random() * 8)]!;
      const bettor = bettors[b % bettors.length]!;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: bettor.token, stake, betslip },
      });
      if (res.statusCode === 201) placed.push({ betId: res.json().bet_id, bettor, stake });
      else expect(res.json().error.code).toBe('TOTAL_ODD_BELOW_MINIMUM');
    }
    expect(placed.length).toBeGreaterThan(60);

    // Play the day: the live engine kicks every match off and results it.
    const engine = new LiveEngine(app.ctx);
    for (let quarter = 1; quarter <= 22 * 4; quarter++) {
      const at = new Date(NOW.getTime() + quarter * 900_000);
      app.ctx.now = () => at;
      await engine.tick(at);
    }
    await settleResultedMatches(app.ctx);

    let won = 0;
    for (const { betId, bettor } of placed) {
      const bet = (
        await app.app.inject({
          method: 'GET',
          url: `/api/bet/${betId}`,
          headers: { authorization: `Bearer ${bettor.token}` },
        })
      ).json().data;
      const legs = await findLegs(app.ctx.db, [betId]);
      const results = await lookupSelections(
        app.ctx.db,
        legs.map((l) => ({
          parent_match_id: l.parent_match_id,
          sub_type_id: l.sub_type_id,
          special_bet_value: l.special_bet_value,
          odd_key: l.bet_pick,
        })),
        app.ctx.now(),
      );
      const outcome = results.map((r) =>
        r.found ? (r.match_status === 'cancelled' ? 'void' : r.result) : null,
      );
      expect(outcome.every((o) => o === 'won' || o === 'lost' || o === 'void')).toBe(true);
      expect(bet.legs.map((l: { status: string }) => l.status)).toEqual(outcome);
      if (outcome.includes('lost')) {
        expect(bet).toMatchObject({ status: 'lost', amount_paid: 0 });
      } else if (outcome.every((o) => o === 'void')) {
        expect(bet).toMatchObject({ status: 'void', amount_paid: bet.stake });
      } else {
        expect(outcome.every((o) => o === 'won' || o === 'void')).toBe(true);
        const expected = quoteBet('KE', {
          stake: bet.stake,
          odds: legs.map((l, i) => (outcome[i] === 'void' ? 1 : Number(l.odd_value))),
          live: false,
        });
        expect(bet).toMatchObject({ status: 'won', amount_paid: expected.finalPayoutCents / 100 });
        won++;
      }
    }
    expect(won).toBeGreaterThan(0);

    // Every bettor's cash is what they started with, minus stakes, plus what was paid.
    for (const bettor of bettors) {
      const history = (
        await app.app.inject({
          method: 'POST',
          url: '/api/uo/bethistory',
          payload: { token: bettor.token, period: 'ALL' },
        })
      ).json();
      const stakes = history.data.reduce(
        (s: number, b: { stake: number }) => s + Math.round(b.stake * 100),
        0,
      );
      const paid = history.data.reduce(
        (s: number, b: { amount_paid: number }) => s + Math.round(b.amount_paid * 100),
        0,
      );
      expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(
        5_000_000 - stakes + paid,
      );
    }

    // Settling again changes nothing.
    const before = await app.ctx.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(await settleResultedMatches(app.ctx)).toBe(0);
    const after = await app.ctx.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.rows).toEqual(before.rows);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
