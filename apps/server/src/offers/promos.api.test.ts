import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { pick, resultMatch } from '../betting/test-fixtures';
import { settleMatch } from '../settlement/bet-settler';
import type { TestApp } from '../test/build-test-app';
import { seedOfferMatches } from '../test/offer-matches';
import { useTestApp } from '../test/use-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

// The seeded promos run from the install (the migration's time) for 30 days or more, and the
// Weekend Win Bonus on Saturdays and Sundays (Nairobi): the tests run on the coming Saturday,
// 09:00 UTC (noon in Nairobi), with the matches that evening.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = new Date(Math.floor(Date.now() / DAY) * DAY + 9 * HOUR);
const saturday = new Date(today.getTime() + ((6 - today.getUTCDay() + 7) % 7) * DAY);
const NOW = saturday.getTime() < Date.now() ? new Date(saturday.getTime() + 7 * DAY) : saturday;
/** The Friday before: within every seeded promo's dates, not a weekend day. */
const FRIDAY = new Date(NOW.getTime() - DAY);
const LATER = new Date(NOW.getTime() + 8 * HOUR);
const END = new Date(NOW.getTime() + 10 * HOUR);

const apps = useTestApp();

async function setup() {
  const t = await apps.build();
  t.ctx.now = () => NOW;
  // Home odds 1.5, 2.0, 1.4, 1.3, 1.6, 2.5 (matches 101..106).
  await seedOfferMatches(t.ctx, LATER);
  return t;
}

async function promoId(app: TestApp, reference: string): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    'SELECT id FROM promos WHERE reference = $1',
    [reference],
  );
  return Number(rows[0]!.id);
}

const auth = (user: TestProfile) => ({ authorization: `Bearer ${user.token}` });

async function place(app: TestApp, user: TestProfile, body: Record<string, unknown>) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, ...body },
  });
}

async function profilePromos(app: TestApp, user: TestProfile) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/promos/offers/profile',
    headers: auth(user),
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ promo_id: number; opted_in: boolean; promo_name: string }>;
}

async function freeBets(app: TestApp, user: TestProfile) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/freebets/free-bets-profile',
    headers: auth(user),
    payload: {},
  });
  return res.json().data as Array<{ title: string; amount: number; source: string }>;
}

async function settle(app: TestApp, results: Array<[number, '1' | 'X' | '2']>) {
  app.ctx.now = () => END;
  for (const [id, winner] of results) {
    await resultMatch(app.ctx, id, winner, END);
    await settleMatch(app.ctx, id);
  }
}

describe('promotions', () => {
  it('lists each country’s seeded promos anonymously, with categories, awards and rules', async () => {
    const app = await setup();
    const ke = await app.app.inject({ method: 'GET', url: '/api/promos/offers?country=KE' });
    expect(ke.statusCode).toBe(200);
    const body = ke.json();
    expect(body.categories.map((c: { category_name: string }) => c.category_name)).toEqual([
      'Sports',
      'Accumulators',
    ]);
    expect(body.data.map((p: { promo_name: string }) => p.promo_name).sort()).toEqual([
      'Acca Insurance',
      'Bet 500 Get 50',
      'Weekend Win Bonus',
    ]);
    const win = body.data.find((p: { reference: string }) => p.reference === 'KE-WIN-BONUS');
    expect(win).toMatchObject({
      promos_id: win.promo_id,
      status: 'active',
      opted_in: false,
      image_url: 'weekend',
      schedule_days: [6, 7],
      award: { amount: 50, award_type: 'cash', award_on: 'won', promos_id: win.promo_id },
      rules: [
        { rule: 'opt-in-min-bet-amount', value: 200 },
        { rule: 'opt-in-min-odds', value: 3 },
      ],
    });
    const gh = await app.app.inject({
      method: 'GET',
      url: '/api/promos/offers',
      headers: { 'x-country': 'GH' },
    });
    expect(gh.json().data).toHaveLength(2);
    const ng = await app.app.inject({ method: 'GET', url: '/api/promos/offers?country=NG' });
    expect(ng.json().data[0].description).toContain('₦');

    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/promos/offers/${win.promo_id}`,
    });
    expect(detail.json()).toMatchObject({
      data: { promo_name: 'Weekend Win Bonus' },
      category: { category_name: 'Sports' },
    });
    const unknown = await app.app.inject({ method: 'GET', url: '/api/promos/offers/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This promotion was not found');
  });

  it('opts a bettor in and out, shown as opted_in on the profile list', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    const win = await promoId(app, 'KE-WIN-BONUS');
    const optIn = await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-in',
      headers: auth(user),
      payload: { promo_id: win },
    });
    expect(optIn.json()).toEqual({
      message: 'You have opted in to Weekend Win Bonus',
      promo_id: win,
      opted_in: true,
    });
    expect((await profilePromos(app, user)).find((p) => p.promo_id === win)?.opted_in).toBe(true);
    const out = await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-out',
      headers: auth(user),
      payload: { promo_id: String(win) },
    });
    expect(out.json().opted_in).toBe(false);
    expect((await profilePromos(app, user)).every((p) => !p.opted_in)).toBe(true);
    const ghPromo = await promoId(app, 'GH-WIN-BONUS');
    const foreign = await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-in',
      headers: auth(user),
      payload: { promo_id: ghPromo },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/promos/offers/profile',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an opted-in bet that breaks a rule, with the spec's text, and moves no money", async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const win = await promoId(app, 'KE-WIN-BONUS');
    const threeOdds = [pick(101, '1', 1.5), pick(102, '1', 2)];
    const small = await place(app, user, { stake: 100, betslip: threeOdds, promo_id: win });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      message: 'Increase your stake to KES 200 to opt in to Weekend Win Bonus',
      error: { code: 'PROMO_MIN_STAKE' },
    });
    const lowOdds = await place(app, user, {
      stake: 200,
      betslip: [pick(101, '1', 1.5)],
      promo_id: win,
    });
    expect(lowOdds.json().message).toBe(
      'Increase your total odds to 3.00 to opt in to Weekend Win Bonus',
    );
    const two = await place(app, user, {
      stake: 200,
      betslip: threeOdds,
      promo_id: `${win},${await promoId(app, 'KE-BET-GET')}`,
    });
    expect(two.json().message).toBe('Only one promotion can be used on a bet');
    const acca = await promoId(app, 'KE-ACCA-INSURANCE');
    const picks = await place(app, user, { stake: 200, betslip: threeOdds, promo_id: acca });
    expect(picks.json().error.code).toBe('PROMO_MIN_ODDS');
    const grant = await app.app.inject({
      method: 'POST',
      url: '/api/ops/freebets/grant',
      payload: { profile_id: user.profileId, amount: 200 },
    });
    const withFreeBet = await place(app, user, {
      stake: 200,
      betslip: threeOdds,
      promo_id: win,
      is_freebet: true,
      fbpid: grant.json().data.free_bet_profile_id,
    });
    expect(withFreeBet.json().message).toBe('A promotion cannot be used with a free bet');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000);
  });

  it('gives each seeded promo its own icon, and a run with an end date (issue 28)', async () => {
    const app = await setup();
    for (const country of ['KE', 'GH', 'NG']) {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/promos/offers?country=${country}`,
      });
      const promos = res.json().data as Array<{ image_url: string; end_time: string }>;
      const icons = promos.map((p) => p.image_url);
      expect(new Set(icons).size, country).toBe(icons.length);
      for (const p of promos) {
        expect(new Date(p.end_time).getTime()).toBeLessThan(NOW.getTime() + 91 * DAY);
      }
    }
  });

  it('runs the Weekend Win Bonus on weekends only: refused on a Friday, paid on a Saturday', async () => {
    const app = await setup();
    // Signed in on the Saturday's session (a session opened on Friday would have lapsed).
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    app.ctx.now = () => FRIDAY;
    const win = await promoId(app, 'KE-WIN-BONUS');
    const optIn = await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-in',
      headers: auth(user),
      payload: { promo_id: win },
    });
    expect(optIn.statusCode).toBe(400);
    expect(optIn.json().error).toMatchObject({
      code: 'PROMO_NOT_TODAY',
      message: 'Weekend Win Bonus runs on Saturdays and Sundays only',
    });
    const legs = [pick(101, '1', 1.5), pick(102, '1', 2)];
    const friday = await place(app, user, { stake: 200, betslip: legs, promo_id: String(win) });
    expect(friday.statusCode).toBe(400);
    expect(friday.json()).toMatchObject({
      message: 'Weekend Win Bonus runs on Saturdays and Sundays only',
      error: { code: 'PROMO_NOT_TODAY' },
    });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000);
    // Listed all week with its days, so the bettor knows when it runs.
    const listed = (await profilePromos(app, user)).find((p) => p.promo_id === win);
    expect(listed).toMatchObject({ schedule_days: [6, 7] });

    app.ctx.now = () => NOW;
    const saturdayBet = await place(app, user, {
      stake: 200,
      betslip: legs,
      promo_id: String(win),
    });
    expect(saturdayBet.statusCode).toBe(201);
    const { rows } = await app.ctx.db.query<{ final_payout: number }>(
      'SELECT final_payout FROM bets WHERE id = $1',
      [saturdayBet.json().bet_id],
    );
    await settle(app, [
      [101, '1'],
      [102, '1'],
    ]);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(
      100_000 - 20_000 + Number(rows[0]!.final_payout) + 5_000,
    );
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('opts out after a successful bet and pays the cash award once the bet wins', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const win = await promoId(app, 'KE-WIN-BONUS');
    await app.app.inject({
      method: 'POST',
      url: '/api/promos/opt-in',
      headers: auth(user),
      payload: { promo_id: win },
    });
    const res = await place(app, user, {
      stake: 200,
      betslip: [pick(101, '1', 1.5), pick(102, '1', 2)],
      promo_id: String(win),
    });
    expect(res.statusCode).toBe(201);
    expect((await profilePromos(app, user)).find((p) => p.promo_id === win)?.opted_in).toBe(false);
    const { rows } = await app.ctx.db.query<{ final_payout: number }>(
      'SELECT final_payout FROM bets WHERE id = $1',
      [res.json().bet_id],
    );
    const payout = Number(rows[0]!.final_payout);

    await settle(app, [
      [101, '1'],
      [102, '1'],
    ]);
    await settleMatch(app.ctx, 102);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(
      100_000 - 20_000 + payout + 5_000,
    );
    const award = await app.ctx.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM ledger_transactions
        WHERE profile_id = $1 AND kind = 'promo_award' GROUP BY kind`,
      [user.profileId],
    );
    expect(award.rows).toEqual([{ kind: 'promo_award', n: 1 }]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('awards Acca Insurance as a free bet when the opted-in accumulator loses', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const acca = await promoId(app, 'KE-ACCA-INSURANCE');
    const legs = [101, 102, 103, 104, 105].map((id, i) =>
      pick(id, '1', [1.5, 2, 1.4, 1.3, 1.6][i]!),
    );
    const res = await place(app, user, { stake: 100, betslip: legs, promo_id: acca });
    expect(res.statusCode).toBe(201);
    await settle(app, [[101, '2']]);
    const titles = (await freeBets(app, user)).map((f) => [f.title, f.amount, f.source]).sort();
    // The promo's award, and the losing-accumulator free bet the same bet also earned.
    expect(titles).toEqual([
      ['Acca Insurance free bet', 100, 'promotion'],
      ['Accumulator free bet', 50, 'losing_acca'],
    ]);
  });

  it('pays an award due at placement at once, up to the promo’s limit per bettor', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 200_000 });
    const betGet = await promoId(app, 'KE-BET-GET');
    for (let i = 0; i < 2; i++) {
      const res = await place(app, user, {
        stake: 500,
        betslip: [pick(102, '1', 2)],
        promo_id: betGet,
      });
      expect(res.statusCode).toBe(201);
    }
    const promotion = (await freeBets(app, user)).filter((f) => f.source === 'promotion');
    expect(promotion).toEqual([
      expect.objectContaining({ title: 'Bet 500 Get 50 free bet', amount: 50 }),
    ]);
    const { rows } = await app.ctx.db.query<{ award_status: string }>(
      'SELECT award_status FROM promo_bets WHERE profile_id = $1 ORDER BY bet_id',
      [user.profileId],
    );
    expect(rows.map((r) => r.award_status)).toEqual(['paid', 'capped']);
  });
});
