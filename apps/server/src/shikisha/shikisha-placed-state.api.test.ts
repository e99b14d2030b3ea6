import { randomUUID } from 'node:crypto';
import type { Market, ShikishaMarketsResponse } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { decideDueLiveBets } from '../wagers/live-bet-decider';
import { loadCatalogIntoMemory, pick } from '../betting/test-fixtures';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import type { GoalsLiveState } from '../feed/pricing';
import { LiveEngine } from '../live/live-engine';
import { settleMatch } from '../settlement/bet-settler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { combinationOdd, modelDistributions } from './joint-price';
import { liveState, loadShikishaMatch, prematchState } from './match-model';
import { legsOf } from './shikisha-pricing';
import { quoteShikisha } from './shikisha-wager';

const SEED = 20261121;
const NOW = new Date('2030-06-01T06:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Pick = {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
};

const marketsOf = async (app: TestApp, id: number) =>
  (
    await app.app.inject({ method: 'GET', url: `/api/betbuilder/markets?parent_match_id=${id}` })
  ).json() as ShikishaMarketsResponse;

function pickOf(markets: Market[], sub: number, sbv: string, key: string): Pick {
  const m = markets.find((x) => x.sub_type_id === sub && x.special_bet_value === sbv);
  if (!m) throw new Error(`no market ${sub} ${sbv}`);
  return {
    parent_match_id: m.odds[0]!.parent_match_id,
    sub_type_id: sub,
    special_bet_value: sbv,
    bet_pick: key,
  };
}

const quote = (app: TestApp, betslip: Pick[]) =>
  app.app.inject({ method: 'POST', url: '/api/betbuilder/quote', payload: { betslip } });

const place = (app: TestApp, bettor: TestProfile, picks: Pick[], total_odd: number) =>
  app.app.inject({
    method: 'POST',
    url: '/api/betbuilder/placebet',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      token: bettor.token,
      stake: 100,
      total_odd,
      betslip: picks.map((p) => ({ ...p, odd_value: 2, bet_type: 5, is_shared: false })),
    },
  });

const SHIKISHA_PICKS = (markets: Market[]) => [
  pickOf(markets, 1, '', '1'),
  pickOf(markets, 26, '', 'odd'),
  pickOf(markets, 18, 'total=2.5', 'over 2.5'),
];

/** The first Shikisha match 20 minutes into play, with the live engine ticked there. */
async function inPlaySetup() {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: false, liveBetDelaySeconds: 5 });
  const app = t;
  app.ctx.now = () => NOW;
  await syncFixtures(
    app.ctx,
    new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 30, daysAhead: 1 }),
    NOW,
  );
  await loadCatalogIntoMemory(app.ctx);
  const list = await app.app.inject({ method: 'GET', url: '/api/betbuilder/matches?limit=8' });
  // The tightest of the first matches (the longest price on over 2.5): its picks stay open
  // and undecided through the first half.
  let first = list.json().data[0] as { parent_match_id: number };
  let longest = 0;
  for (const m of list.json().data as Array<{ parent_match_id: number }>) {
    const over = (await marketsOf(app, m.parent_match_id)).data.markets
      .find((k) => k.sub_type_id === 18 && k.special_bet_value === 'total=2.5')
      ?.odds.find((o) => o.odd_key === 'over 2.5')?.odd_value;
    if (over !== undefined && over > longest) {
      longest = over;
      first = m;
    }
  }
  const startTime = Date.parse((await marketsOf(app, first.parent_match_id)).data.start_time);
  const engine = new LiveEngine(app.ctx);
  const moveTo = async (at: Date) => {
    app.ctx.now = () => at;
    await engine.tick(at);
    await loadCatalogIntoMemory(app.ctx);
  };
  const inPlay = new Date(startTime + 20 * 60_000);
  await moveTo(inPlay);
  const match = (await marketsOf(app, first.parent_match_id)).data;
  expect(match.live).toBe(true);
  return { app, match, inPlay, moveTo };
}

async function eventsOf(app: TestApp, betId: number) {
  const { rows } = await app.ctx.db.query<{ kind: string; detail: unknown }>(
    'SELECT kind, detail FROM bet_events WHERE bet_id = $1 ORDER BY id',
    [betId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as {
      product_state?: GoalsLiveState;
    },
  }));
}

/** Sets the result of one picked outcome in the catalog, as the live engine results it. */
async function resultPick(app: TestApp, pick: Pick, result: 'won' | 'lost' | 'void') {
  await app.ctx.db.query(
    `UPDATE markets SET bet_status = 'SETTLED', outcomes = (
       SELECT jsonb_agg(CASE WHEN o->>'odd_key' = $4 THEN o || jsonb_build_object('result', $5::text)
                        ELSE o END ORDER BY n)
         FROM jsonb_array_elements(outcomes) WITH ORDINALITY AS x(o, n))
      WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
    [pick.parent_match_id, pick.sub_type_id, pick.special_bet_value, pick.bet_pick, result],
  );
}

describe('the Shikisha model state stored with the bet', () => {
  it('is written by the placement statement itself and re-prices a void pick', async () => {
    const { app, match, inPlay, moveTo } = await inPlaySetup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const picks = SHIKISHA_PICKS(match.markets);
    const quoted = await quote(app, picks);
    expect(quoted.statusCode).toBe(200);
    const placed = await place(app, bettor, picks, quoted.json().total_odd);
    expect(placed.statusCode).toBe(201);
    const betId = placed.json().bet_id as number;

    // Right after placement, one event only: 'placed', carrying the in-play state it was
    // priced in (no separate write after the commit).
    const model = (await loadShikishaMatch(app.ctx.db, match.parent_match_id))!;
    const state = liveState(model, inPlay, { seed: SEED, timeScale: 1 });
    const events = await eventsOf(app, betId);
    expect(events).toEqual([{ kind: 'placed', detail: { product_state: state } }]);
    expect(state.played).toBeGreaterThan(0.2);

    // A normal bet stores no product state.
    const normal = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        token: bettor.token,
        stake: 50,
        betslip: [pick(picks[0]!.parent_match_id, '1', legOdd(match.markets, picks[0]!), true)],
      },
    });
    expect(normal.statusCode).toBe(201);
    expect(await eventsOf(app, normal.json().bet_id)).toEqual([{ kind: 'placed', detail: {} }]);

    await moveTo(new Date(inPlay.getTime() + 6_000));
    expect(await decideDueLiveBets(app.ctx)).toBe(2);

    // Home won, over 2.5 won, odd/even voided: the two standing picks are priced
    // in the stored in-play state, not the prematch one.
    const standing = [picks[0]!, picks[2]!];
    await resultPick(app, picks[0]!, 'won');
    await resultPick(app, picks[1]!, 'void');
    await resultPick(app, picks[2]!, 'won');
    const built = legsOf(model, standing);
    if ('missing' in built) throw new Error('picks not buildable');
    const oddIn = (s: GoalsLiveState) => {
      const { odd } = combinationOdd(modelDistributions(s), built.legs, model.buildable.values());
      return Math.min(quoted.json().total_odd, Math.max(1, odd));
    };
    const expectedOdd = oddIn(state);
    expect(expectedOdd).not.toBe(oddIn(prematchState(model)));
    expect(await settleMatch(app.ctx, match.parent_match_id)).toBeGreaterThanOrEqual(1);
    const { rows } = await app.ctx.db.query<{
      status: string;
      settled_total_odd: string;
      amount_paid: string;
    }>('SELECT status, settled_total_odd, amount_paid FROM bets WHERE id = $1', [betId]);
    expect(rows[0]!.status).toBe('won');
    expect(Number(rows[0]!.settled_total_odd)).toBe(expectedOdd);
    const paid = quoteShikisha('KE', {
      stake: 100,
      legOdds: standing.map((p) => legOdd(match.markets, p)),
      jointOdd: expectedOdd,
      live: true,
    }).cents.finalPayout;
    expect(Number(rows[0]!.amount_paid)).toBe(paid);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});

const legOdd = (markets: Market[], p: Pick) =>
  markets
    .find((m) => m.sub_type_id === p.sub_type_id && m.special_bet_value === p.special_bet_value)!
    .odds.find((o) => o.odd_key === p.bet_pick)!.odd_value;

describe('a live Shikisha at the end of its delay', () => {
  it('is refused and refunded when the in-play joint price moved, with the new price', async () => {
    const { app, match, inPlay, moveTo } = await inPlaySetup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const picks = SHIKISHA_PICKS(match.markets).slice(0, 2);
    const placedOdd = (await quote(app, picks)).json().total_odd as number;
    const placed = await place(app, bettor, picks, placedOdd);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'pending', user: { balance: 900 } });

    // The decider runs later than due, after the match moved on: the first minute where
    // both picks are open again, and the price the quote gives then.
    let newOdd: number | null = null;
    for (let minutes = 5; minutes <= 40 && newOdd === null; minutes++) {
      await moveTo(new Date(inPlay.getTime() + minutes * 60_000));
      const now = await quote(app, picks);
      if (now.statusCode === 200) newOdd = now.json().total_odd;
    }
    expect(newOdd).not.toBeNull();
    expect(newOdd).not.toBe(placedOdd);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);

    const bet = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${placed.json().bet_id}`,
        headers: { authorization: `Bearer ${bettor.token}` },
      })
    ).json().data;
    const reason = `The odds of ${bet.legs[0].home_team} vs ${bet.legs[0].away_team} changed from ${placedOdd.toFixed(2)} to ${newOdd!.toFixed(2)}`;
    expect(bet).toMatchObject({ status: 'rejected', reject_reason: reason, amount_paid: 100 });
    expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(100_000);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('is accepted when the joint price held over the delay', async () => {
    const { app, match, inPlay, moveTo } = await inPlaySetup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const picks = SHIKISHA_PICKS(match.markets).slice(0, 2);
    const placedOdd = (await quote(app, picks)).json().total_odd as number;
    const placed = await place(app, bettor, picks, placedOdd);
    expect(placed.statusCode).toBe(201);
    await moveTo(new Date(inPlay.getTime() + 6_000));
    expect((await quote(app, picks)).json().total_odd).toBe(placedOdd);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    const { rows } = await app.ctx.db.query<{ status: string }>(
      'SELECT status FROM bets WHERE id = $1',
      [placed.json().bet_id],
    );
    expect(rows[0]!.status).toBe('open');
    expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(90_000);
  });
});
