import { randomUUID } from 'node:crypto';
import type { Market, ShikishaMarketsResponse } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { loadCatalogIntoMemory } from '../betting/test-fixtures';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { decideDueLiveBets } from '../wagers/live-bet-decider';
import { LiveEngine } from '../live/live-engine';
import { settleMatch } from '../settlement/bet-settler';

const SEED = 20261121;
const NOW = new Date('2030-06-01T06:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup() {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: false, liveBetDelaySeconds: 5 });
  const app = t;
  app.ctx.now = () => NOW;
  await syncFixtures(
    app.ctx,
    new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 30, daysAhead: 1 }),
    NOW,
  );
  await loadCatalogIntoMemory(app.ctx);
  const list = await app.app.inject({ method: 'GET', url: '/api/betbuilder/matches?limit=5' });
  expect(list.statusCode).toBe(200);
  const first = list.json().data[0];
  const markets = (
    await app.app.inject({
      method: 'GET',
      url: `/api/betbuilder/markets?parent_match_id=${first.parent_match_id}`,
    })
  ).json() as ShikishaMarketsResponse;
  return { app, match: markets.data };
}

type Pick = {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
};

function pickOf(markets: Market[], sub: number, sbv: string, key: string): Pick {
  const m = markets.find((x) => x.sub_type_id === sub && x.special_bet_value === sbv);
  if (!m) throw new Error(`no market ${sub} ${sbv}`);
  const o = m.odds.find((x) => x.odd_key === key)!;
  return {
    parent_match_id: o.parent_match_id,
    sub_type_id: sub,
    special_bet_value: sbv,
    bet_pick: o.odd_key,
  };
}

const quote = (app: TestApp, betslip: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/betbuilder/quote', payload: { betslip } });

const legsOf = (picks: Pick[]) =>
  picks.map((p) => ({ ...p, odd_value: 2, bet_type: 5, is_shared: false }));

describe('Shikisha quote', () => {
  it('prices three picks of a match as one event and moves when a pick is added', async () => {
    const { app, match } = await setup();
    expect(match.groups.map((g) => g.name)).toContain('Goals');
    const home = pickOf(match.markets, 1, '', '1');
    const over = pickOf(match.markets, 18, 'total=2.5', 'over 2.5');
    const odd = pickOf(match.markets, 26, '', 'odd');
    const three = await quote(app, [home, over, odd]);
    expect(three.statusCode).toBe(200);
    const body = three.json();
    expect(body.picks).toHaveLength(3);
    const product = body.picks.reduce((s: number, p: { odd_value: number }) => s * p.odd_value, 1);
    // Correlated picks: a home win with goals is likelier than the product of prices says,
    // and the margin on their joint probability keeps the price under that product.
    expect(body.total_odd).toBeLessThan(product);
    expect(body.total_odd).toBeGreaterThan(1.05);
    const htHome = pickOf(match.markets, 60, '', '1');
    const four = (await quote(app, [home, over, odd, htHome])).json();
    expect(four.total_odd).toBeGreaterThan(body.total_odd);
  });

  it('refuses every bad combination with a clear message', async () => {
    const { app, match } = await setup();
    const home = pickOf(match.markets, 1, '', '1');
    const away = pickOf(match.markets, 1, '', '2');
    const over = pickOf(match.markets, 18, 'total=2.5', 'over 2.5');
    const under15 = pickOf(match.markets, 18, 'total=1.5', 'under 1.5');
    const refused = async (betslip: unknown, code: string, message?: string | RegExp) => {
      const res = await quote(app, betslip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
      if (typeof message === 'string') expect(res.json().error.message).toBe(message);
      else if (message) expect(res.json().error.message).toMatch(message);
    };
    await refused([home], 'PICKS_BELOW_MINIMUM', 'Minimum picks accepted is 2');
    const many = match.markets
      .flatMap((m) =>
        m.odds.map((o) => pickOf(match.markets, m.sub_type_id, m.special_bet_value, o.odd_key)),
      )
      .slice(0, 31);
    await refused(many, 'BETSLIP_FULL', 'Maximum number of bets reached (30)');
    await refused([home, away], 'SHIKISHA_DUPLICATE_MARKET', /Only one pick per market line/);
    await refused(
      [over, under15],
      'SHIKISHA_CONTRADICTORY',
      'Total Over 2.5 and Total Under 1.5 cannot both win',
    );
    // Over 0.5 with under 5.5 is near-certain in a match of two to three goals expected: the
    // first such match of the list is refused.
    const listed = (
      await app.app.inject({ method: 'GET', url: '/api/betbuilder/matches?limit=30' })
    ).json().data as Array<{ parent_match_id: number }>;
    let nearCertain = 0;
    for (const m of listed) {
      const markets = (
        await app.app.inject({
          method: 'GET',
          url: `/api/betbuilder/markets?parent_match_id=${m.parent_match_id}`,
        })
      ).json() as ShikishaMarketsResponse;
      const pair = [
        pickOf(markets.data.markets, 18, 'total=0.5', 'over 0.5'),
        pickOf(markets.data.markets, 18, 'total=5.5', 'under 5.5'),
      ];
      const res = await quote(app, pair);
      if (res.statusCode !== 400) continue;
      expect(res.json().error.code).toBe('SHIKISHA_NEAR_CERTAIN');
      nearCertain++;
      break;
    }
    expect(nearCertain).toBe(1);
    // A pick the others imply is refused by name (issue 25): it would earn the multi-pick
    // bonus without moving the price.
    const homeName = match.markets.find((m) => m.sub_type_id === 1)!.odds[0]!.display;
    const homeOver05 = pickOf(match.markets, 19, 'total=0.5', 'over 0.5');
    const over05 = pickOf(match.markets, 18, 'total=0.5', 'over 0.5');
    await refused(
      [home, homeOver05],
      'SHIKISHA_REDUNDANT_PICK',
      `${homeName} total Over 0.5 adds nothing to 1X2 ${homeName}: remove it`,
    );
    await refused(
      [home, over05, over],
      'SHIKISHA_REDUNDANT_PICK',
      'Total Over 0.5 adds nothing to 1X2 ' + homeName + ': remove it',
    );
    const btts = pickOf(match.markets, 29, '', 'yes');
    await refused(
      [home, btts, over],
      'SHIKISHA_REDUNDANT_PICK',
      `Total Over 2.5 adds nothing to 1X2 ${homeName} and Both teams to score Yes: remove it`,
    );
    await refused(
      [home, { ...over, parent_match_id: home.parent_match_id + 1 }],
      'SHIKISHA_ONE_MATCH',
    );
    await refused([home, { ...over, bet_pick: 'over 9.5' }], 'BET_SELECTION_UNKNOWN');
    // A sport without the goals model (tennis: sets) offers no Shikisha.
    const tennis = (
      await app.app.inject({ method: 'GET', url: '/api/uo/sport?id=5&limit=50&stids=186' })
    )
      .json()
      .data.find(
        (m: { status: string; start_time: string }) => Date.parse(m.start_time) > NOW.getTime(),
      );
    const winner = tennis.markets[0];
    await refused(
      winner.odds.slice(0, 2).map((o: { odd_key: string }, i: number) => ({
        parent_match_id: tennis.parent_match_id,
        sub_type_id: i === 0 ? 186 : 202,
        special_bet_value: i === 0 ? '' : 'setnr=1',
        bet_pick: o.odd_key,
      })),
      'SHIKISHA_NOT_OFFERED',
      'Shikisha is not offered on this match',
    );
    const schema = await quote(app, [{ ...home, sub_type_id: 'x' }, over]);
    expect(schema.statusCode).toBe(400);
    expect(schema.json().error.message).not.toMatch(/zod|expected|ZodError/i);
  });
});

describe('Shikisha placement', () => {
  it('places at the quoted price, refuses a moved price with the new one, lists it in My Bets', async () => {
    const { app, match } = await setup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 1_000_000 });
    const picks = [
      pickOf(match.markets, 1, '', '1'),
      pickOf(match.markets, 18, 'total=2.5', 'over 2.5'),
      pickOf(match.markets, 26, '', 'odd'),
    ];
    const { total_odd } = (await quote(app, picks)).json();
    const place = (body: Record<string, unknown>) =>
      app.app.inject({
        method: 'POST',
        url: '/api/betbuilder/placebet',
        payload: {
          token: bettor.token,
          stake: 100,
          src: 'MOBILE_WEB',
          betslip: legsOf(picks),
          idempotency_key: randomUUID(),
          ...body,
        },
      });

    // Placement applies the same rule as the quote: a redundant pick is a 400 naming it, and
    // nothing is written.
    const homeName = match.markets.find((m) => m.sub_type_id === 1)!.odds[0]!.display;
    const before = await getBalances(app.ctx.db, bettor.profileId);
    const redundant = await place({
      total_odd,
      betslip: legsOf([...picks, pickOf(match.markets, 18, 'total=0.5', 'over 0.5')]),
    });
    expect(redundant.statusCode).toBe(400);
    expect(redundant.json().error).toMatchObject({
      code: 'SHIKISHA_REDUNDANT_PICK',
      message: `Total Over 0.5 adds nothing to 1X2 ${homeName}: remove it`,
    });
    expect(await getBalances(app.ctx.db, bettor.profileId)).toEqual(before);

    const moved = await place({ total_odd: total_odd + 0.5 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('BET_ODDS_CHANGED');
    expect(moved.json().new_total_odd).toBe(total_odd);

    const tooLittle = await place({ total_odd, stake: 0.5 });
    expect(tooLittle.json().error.message).toBe('Minimum bet amount is KES 1');
    const poor = await createTestProfile(app.ctx, { cashCents: 5_000 });
    const short = await app.app.inject({
      method: 'POST',
      url: '/api/betbuilder/placebet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: poor.token, stake: 100, total_odd, betslip: legsOf(picks) },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ insufficient_bal: true });
    const tooMuch = await place({ total_odd, stake: 20001 });
    expect(tooMuch.json().error.message).toBe('Maximum bet amount is KES 20,000');
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/betbuilder/placebet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { stake: 100, total_odd, betslip: legsOf(picks) },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongType = await place({
      total_odd,
      betslip: legsOf(picks).map((l) => ({ ...l, bet_type: 7 })),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe('Shikisha picks must have bet type 5');

    const ok = await place({ total_odd, idempotency_key: 'shikisha-key-1' });
    expect(ok.statusCode).toBe(201);
    const answer = ok.json();
    expect(answer).toMatchObject({ first_bet: true, status: 'open', user: { balance: 9_900 } });
    expect(answer.message).toMatch(/^Shikisha bet \w+ placed successfully\.$/);
    const again = await place({ total_odd, idempotency_key: 'shikisha-key-1' });
    expect(again.json().bet_id).toBe(answer.bet_id);
    expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(990_000);

    const history = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: bettor.token, product: 'SHIKISHA' },
    });
    const bets = history.json().data;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ product: 'SHIKISHA', bet_type: 5, total_odd, legs_count: 3 });
    const normal = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: bettor.token },
    });
    expect(normal.json().data).toEqual([]);
    // Shared by its bet id, it carries product_type SHIKISHA and decodes into the Shikisha slip.
    const shared = await app.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: { token: bettor.token, bet_id: answer.bet_id },
    });
    expect(shared.json().meta.product_type).toBe('SHIKISHA');
    const decoded = await app.app.inject({
      method: 'GET',
      url: `/api/v2/share/decode?code=${shared.json().code}`,
    });
    expect(decoded.json().meta.product_type).toBe('SHIKISHA');
    expect(decoded.json().data).toHaveLength(3);

    // Cash-out prices the combination from the same joint model: unchanged state, same price.
    app.ctx.env.cashoutAllProfiles = true;
    const offer = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/offer?bet_id=${answer.bet_id}`,
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data).toMatchObject({ available: true, current_total_odd: total_odd });
    expect(offer.json().data.amount).toBeGreaterThan(50);
    expect(offer.json().data.amount).toBeLessThanOrEqual(100);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});

describe('live Shikisha', () => {
  it('prices in play from the score and minute and waits the live bet delay', async () => {
    const { app, match } = await setup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const prematch = (
      await quote(app, [pickOf(match.markets, 1, '', '1'), pickOf(match.markets, 29, '', 'yes')])
    ).json().total_odd;
    // 20 minutes into the match: the live engine has it in play.
    const inPlay = new Date(Date.parse(match.start_time) + 20 * 60_000);
    app.ctx.now = () => inPlay;
    await new LiveEngine(app.ctx).tick(inPlay);
    await loadCatalogIntoMemory(app.ctx);
    const markets = (
      await app.app.inject({
        method: 'GET',
        url: `/api/betbuilder/markets?parent_match_id=${match.parent_match_id}`,
      })
    ).json() as ShikishaMarketsResponse;
    expect(markets.data.live).toBe(true);
    // Never contradictory nor near certain at 20 minutes: a home win and both teams scoring.
    const picks = [
      pickOf(markets.data.markets, 1, '', '1'),
      pickOf(markets.data.markets, 29, '', 'yes'),
    ];
    const quoted = await quote(app, picks);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().live).toBe(true);
    // Priced from the in-play distribution (score and minute), not the prematch one.
    expect(quoted.json().total_odd).not.toBe(prematch);
    const placed = await app.app.inject({
      method: 'POST',
      url: '/api/betbuilder/placebet',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        token: bettor.token,
        stake: 50,
        total_odd: quoted.json().total_odd,
        betslip: legsOf(picks),
      },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'pending', async: true, user: { balance: 950 } });
    const decideAt = new Date(inPlay.getTime() + 6_000);
    app.ctx.now = () => decideAt;
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    const bet = await app.app.inject({
      method: 'GET',
      url: `/api/bet/${placed.json().bet_id}`,
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(bet.json().data.status).toBe('open');
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});

describe('Shikisha settlement', () => {
  it('refunds the stake once when the match is cancelled (fewer than 2 picks stand)', async () => {
    const { app, match } = await setup();
    const bettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const picks = [pickOf(match.markets, 1, '', '1'), pickOf(match.markets, 29, '', 'yes')];
    const { total_odd } = (await quote(app, picks)).json();
    const placed = await app.app.inject({
      method: 'POST',
      url: '/api/betbuilder/placebet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: bettor.token, stake: 200, total_odd, betslip: legsOf(picks) },
    });
    expect(placed.statusCode).toBe(201);
    await app.ctx.db.query(`UPDATE matches SET status = 'cancelled' WHERE parent_match_id = $1`, [
      match.parent_match_id,
    ]);
    expect(await settleMatch(app.ctx, match.parent_match_id)).toBe(1);
    expect(await settleMatch(app.ctx, match.parent_match_id)).toBe(0);
    const bet = (
      await app.app.inject({
        method: 'GET',
        url: `/api/bet/${placed.json().bet_id}`,
        headers: { authorization: `Bearer ${bettor.token}` },
      })
    ).json().data;
    expect(bet).toMatchObject({ status: 'void', amount_paid: 200 });
    expect(bet.legs.map((l: { status: string }) => l.status)).toEqual(['void', 'void']);
    expect((await getBalances(app.ctx.db, bettor.profileId)).cashCents).toBe(100_000);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
