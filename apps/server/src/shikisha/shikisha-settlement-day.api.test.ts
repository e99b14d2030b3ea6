import { randomUUID } from 'node:crypto';
import type { ShikishaMarketsResponse } from '@shangwe/contract';
import { getCountryConfig, quoteSlip, toCents, totalOddsHundredths } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { findLegs } from '../wagers/bet-store';
import { loadCatalogIntoMemory } from '../betting/test-fixtures';
import { lookupSelections } from '../catalog/selection-lookup';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { soccerMarkets } from '../feed/market-definitions';
import type { MatchModel } from '../feed/odds-feed';
import { LiveEngine } from '../live/live-engine';
import { finalStateOf } from '../live/live-pricing';
import { buildTimeline, stateAt } from '../live/match-timeline';
import { sportById } from '../feed/reference-data';
import { settleResultedMatches } from '../settlement/bet-settler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { mulberry32 } from '../test/seeded-random';

const SEED = 20261121;
const NOW = new Date('2030-06-01T06:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Poisson probabilities 0..14, written here rather than taken from the pricing code. */
function pmf(mu: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mu);
  for (let k = 0; k < 15; k++) {
    out.push(p);
    p = (p * mu) / (k + 1);
  }
  return out;
}

/** The catalog's prematch price of every selection, by match, as the bettors saw them. */
type Prices = Map<string, number>;
const selectionKey = (sub: number, sbv: string, key: string) => `${sub}|${sbv}|${key}`;

/**
 * The price of the picks left after void ones, worked out independently of the settler: the
 * two halves' Poisson scores enumerated (45% of the expected goals before half-time, states
 * under 1e-9 left out as the model does), the probability that every remaining pick wins
 * given none is void, the overround of their markets multiplied (at least 1.10), truncated;
 * never above a catalog selection (never void) that only wins when they all win, nor, when
 * they are positively correlated, above their own prices multiplied; at least 1.00 and never
 * above the placed price.
 */
function expectedOdd(
  model: { lh: number; la: number },
  home: string,
  away: string,
  legs: Array<{ sub_type_id: number; special_bet_value: string; bet_pick: string }>,
  placed: number,
  prices: Prices,
): number {
  const defs = soccerMarkets(home, away);
  const defOf = (sub: number, sbv: string) =>
    defs.find((d) => d.sub_type_id === sub && d.special_bet_value === sbv)!;
  const settles = legs.map(
    (l) =>
      defOf(l.sub_type_id, l.special_bet_value).outcomes.find((o) => o.odd_key === l.bet_pick)!
        .settle,
  );
  const overround = Math.max(
    1.1,
    legs.reduce((acc, l) => acc * (1 + defOf(l.sub_type_id, l.special_bet_value).margin), 1),
  );
  const states: Array<{ p: number; s: { ht: [number, number]; ft: [number, number] } }> = [];
  const [h1, a1, h2, a2] = [
    pmf(model.lh * 0.45),
    pmf(model.la * 0.45),
    pmf(model.lh * 0.55),
    pmf(model.la * 0.55),
  ];
  h1.forEach((p1, i) =>
    a1.forEach((p2, j) => {
      if (p1 * p2 < 1e-9) return;
      h2.forEach((p3, k) =>
        a2.forEach((p4, l) => {
          const p = p1 * p2 * p3 * p4;
          if (p >= 1e-9) states.push({ p, s: { ht: [i, j], ft: [i + k, j + l] } });
        }),
      );
    }),
  );
  const chance = (fs: typeof settles) => {
    let won = 0;
    let standing = 0;
    for (const { p, s } of states) {
      const r = fs.map((f) => f(s));
      if (r.includes('void')) continue;
      standing += p;
      if (r.every((x) => x === 'won')) won += p;
    }
    return won / standing;
  };
  const joint = chance(settles);
  let odd = Math.floor((1 / (joint * overround)) * 100 + 1e-9) / 100;
  if (joint >= settles.reduce((acc, f) => acc * chance([f]), 1) * (1 - 1e-9)) {
    const legOdds = legs.map((l) =>
      prices.get(selectionKey(l.sub_type_id, l.special_bet_value, l.bet_pick))!,
    );
    odd = Math.min(odd, Number(totalOddsHundredths(legOdds)) / 100);
  }
  for (const def of defs) {
    for (const o of def.outcomes) {
      const price = prices.get(selectionKey(def.sub_type_id, def.special_bet_value, o.odd_key));
      if (!price || price >= odd) continue;
      const inside = states.every(({ s }) => {
        const r = o.settle(s);
        return r !== 'void' && (r !== 'won' || settles.every((f) => f(s) === 'won'));
      });
      if (inside) odd = price;
    }
  }
  return Math.min(placed, Math.max(1, odd));
}

async function modelOf(app: TestApp, parentMatchId: number) {
  const { rows } = await app.ctx.db.query<{ model: MatchModel | string }>(
    'SELECT model FROM matches WHERE parent_match_id = $1',
    [parentMatchId],
  );
  const raw = rows[0]!.model;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Extract<
    MatchModel,
    { family: 'goals' }
  >;
}

describe('Shikisha settlement over a generated day', () => {
  it('pays every Shikisha its independently computed payout, once, with the ledger balanced', async () => {
    t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: false });
    const app = t;
    app.ctx.now = () => NOW;
    await syncFixtures(
      app.ctx,
      new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 40, daysAhead: 1 }),
      NOW,
    );
    await loadCatalogIntoMemory(app.ctx);
    const list = (
      await app.app.inject({ method: 'GET', url: '/api/betbuilder/matches?limit=1000' })
    ).json();
    const soon = list.data.filter(
      (m: { start_time: string }) => Date.parse(m.start_time) < NOW.getTime() + 18 * 3600_000,
    );
    expect(soon.length).toBeGreaterThan(5);

    const random = mulberry32(SEED);
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 4; i++)
      bettors.push(await createTestProfile(app.ctx, { cashCents: 5_000_000 }));
    const placed: Array<{ betId: number; bettor: TestProfile }> = [];
    const pricesOf = new Map<number, Prices>();
    for (let b = 0; b < 100; b++) {
      const m = soon[Math.floor(random() * soon.length)];
      const markets = (
        await app.app.inject({
          method: 'GET',
          url: `/api/betbuilder/markets?parent_match_id=${m.parent_match_id}`,
        })
      ).json() as ShikishaMarketsResponse;
      const active = markets.data.markets.filter((k) => k.bet_status === 'ACTIVE');
      pricesOf.set(
        m.parent_match_id,
        new Map(
          active.flatMap((k) =>
            k.odds
              .filter((o) => o.odd_value > 0)
              .map((o) => [
                selectionKey(k.sub_type_id, k.special_bet_value, o.odd_key),
                o.odd_value,
              ]),
          ),
        ),
      );
      const count = 2 + Math.floor(random() * 4);
      const chosen = new Map<string, (typeof active)[number]>();
      // Draw no bet first sometimes: its draw voids the pick, re-pricing the rest.
      const dnb = active.find((k) => k.sub_type_id === 11);
      if (dnb && random() < 0.6) chosen.set('11|', dnb);
      while (chosen.size < Math.min(count, active.length)) {
        const k = active[Math.floor(random() * active.length)]!;
        chosen.set(`${k.sub_type_id}|${k.special_bet_value}`, k);
      }
      // Half the bets know how the match ends (its timeline) and pick what does not lose:
      // enough winners, and draws voiding Draw no bet with the other picks won.
      const soccer = sportById.get(1)!;
      const final = finalStateOf(
        stateAt(
          soccer,
          buildTimeline(SEED, m.parent_match_id, soccer, await modelOf(app, m.parent_match_id)),
          1e9,
        ),
      );
      const defs = soccerMarkets(m.home_team, m.away_team);
      const oracle = random() < 0.5;
      const betslip = [...chosen.values()].map((k) => {
        const def = defs.find(
          (d) => d.sub_type_id === k.sub_type_id && d.special_bet_value === k.special_bet_value,
        )!;
        const fine = k.odds.filter(
          (o) => def.outcomes.find((x) => x.odd_key === o.odd_key)!.settle(final) !== 'lost',
        );
        const from = oracle && fine.length > 0 ? fine : k.odds;
        const o = from[Math.floor(random() * from.length)]!;
        return {
          parent_match_id: o.parent_match_id,
          sub_type_id: k.sub_type_id,
          special_bet_value: k.special_bet_value,
          bet_pick: o.odd_key,
          odd_value: o.odd_value > 1 ? o.odd_value : 1.01,
          bet_type: 5,
          is_shared: false,
        };
      });
      const q = await app.app.inject({
        method: 'POST',
        url: '/api/betbuilder/quote',
        payload: { betslip },
      });
      if (q.statusCode !== 200) {
        expect([
          'SHIKISHA_CONTRADICTORY',
          'SHIKISHA_NEAR_CERTAIN',
          'SHIKISHA_REDUNDANT_PICK',
          'BET_SELECTION_SUSPENDED',
        ]).toContain(q.json().error.code);
        continue;
      }
      const bettor = bettors[b % bettors.length]!;
      const stake = [1, 50, 100, 999, 5000][Math.floor(random() * 5)]!;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/betbuilder/placebet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: bettor.token, stake, total_odd: q.json().total_odd, betslip },
      });
      if (res.statusCode === 201) placed.push({ betId: res.json().bet_id, bettor });
      else expect(res.json().error.code).toBe('TOTAL_ODD_BELOW_MINIMUM');
    }
    // Random picks of one match are often contradictory, redundant or near certain.
    expect(placed.length).toBeGreaterThan(15);

    const engine = new LiveEngine(app.ctx);
    for (let quarter = 1; quarter <= 22 * 4; quarter++) {
      const at = new Date(NOW.getTime() + quarter * 900_000);
      app.ctx.now = () => at;
      await engine.tick(at);
    }
    await settleResultedMatches(app.ctx);

    const config = getCountryConfig('KE');
    const counts = { won: 0, lost: 0, void: 0, repriced: 0 };
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
      const outcome = results.map((r) => (r.found ? r.result : null));
      expect(bet.legs.map((l: { status: string }) => l.status)).toEqual(outcome);
      const standing = legs.filter((_, i) => outcome[i] !== 'void');
      if (outcome.includes('lost')) {
        expect(bet).toMatchObject({ status: 'lost', amount_paid: 0 });
        counts.lost++;
      } else if (standing.length < 2) {
        expect(bet).toMatchObject({ status: 'void', amount_paid: bet.stake });
        counts.void++;
      } else {
        const model = await modelOf(app, legs[0]!.parent_match_id);
        const odd =
          standing.length === legs.length
            ? bet.total_odd
            : expectedOdd(
                model,
                legs[0]!.home_team,
                legs[0]!.away_team,
                standing,
                bet.total_odd,
                pricesOf.get(legs[0]!.parent_match_id)!,
              );
        if (standing.length < legs.length) counts.repriced++;
        const quote = quoteSlip(
          {
            kind: 'shikisha',
            picks: standing.map((l) => ({ odd_value: Number(l.odd_value) })),
            stake: bet.stake,
            loggedIn: true,
            jointOdds: odd,
          },
          config,
        );
        expect(bet).toMatchObject({ status: 'won', amount_paid: quote.cents.finalPayout / 100 });
        counts.won++;
      }
    }
    expect(counts.won).toBeGreaterThan(0);
    expect(counts.lost).toBeGreaterThan(0);
    expect(counts.repriced + counts.void).toBeGreaterThan(0);

    for (const bettor of bettors) {
      const history = (
        await app.app.inject({
          method: 'POST',
          url: '/api/uo/bethistory',
          payload: { token: bettor.token, period: 'ALL', product: 'SHIKISHA' },
        })
      ).json();
      const stakes = history.data.reduce(
        (s: number, b: { stake: number }) => s + toCents(b.stake),
        0,
      );
      const paid = history.data.reduce(
        (s: number, b: { amount_paid: number }) => s + toCents(b.amount_paid),
        0,
      );
      expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(
        5_000_000 - stakes + paid,
      );
    }

    const before = await app.ctx.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(await settleResultedMatches(app.ctx)).toBe(0);
    const after = await app.ctx.db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.rows).toEqual(before.rows);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
