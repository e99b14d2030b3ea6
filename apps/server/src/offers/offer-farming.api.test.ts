import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { decideDueLiveBets } from '../wagers/live-bet-decider';
import { pick, resultMatch, seedFixtureMatches, setOdd } from '../betting/test-fixtures';
import { settleMatch } from '../settlement/bet-settler';
import type { TestApp } from '../test/build-test-app';
import { seedOfferMatches } from '../test/offer-matches';
import { paidDeposit } from '../test/paid-deposit';
import { useTestApp } from '../test/use-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

// The seeded promos run for a year from the install (the migration's time): the tests run in it.
const HOUR = 3_600_000;
const NOW = new Date(Math.floor(Date.now() / HOUR) * HOUR);
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

const auth = (user: TestProfile) => ({ authorization: `Bearer ${user.token}` });

async function betGetPromo(app: TestApp): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    "SELECT id FROM promos WHERE reference = 'KE-BET-GET'",
  );
  return Number(rows[0]!.id);
}

const place = (app: TestApp, user: TestProfile, body: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, src: 'MOBILE_WEB', ...body },
  });

const cancel = (app: TestApp, user: TestProfile, betId: number) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v2/bet/cancel',
    headers: { ...auth(user), 'idempotency-key': randomUUID() },
    payload: { bet_id: betId },
  });

async function freeBets(app: TestApp, user: TestProfile, status: 'active' | 'all') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/freebets/free-bets-profile',
    headers: auth(user),
    payload: { product: '', status },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{
    free_bet_profile_id: number;
    status: string;
    source: string;
    amount: number;
  }>;
}

/** Stakes a free bet on match 102 at 2.00 (its min odd is 1.50). */
const useFreeBet = (app: TestApp, user: TestProfile, fbpid: number) =>
  place(app, user, { stake: 50, is_freebet: true, fbpid, betslip: [pick(102, '1', 2)] });

describe('offers cannot be farmed', () => {
  it('cancelling the "Bet 500 Get 50" bet withdraws its free bet, which cannot be used', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const promoId = await betGetPromo(app);
    const qualifying = await place(app, user, {
      stake: 500,
      betslip: [pick(102, '1', 2)],
      promo_id: promoId,
    });
    expect(qualifying.statusCode).toBe(201);
    const [earned] = await freeBets(app, user, 'active');
    expect(earned).toMatchObject({ source: 'promotion', amount: 50, status: 'active' });

    expect((await cancel(app, user, qualifying.json().bet_id)).statusCode).toBe(200);
    expect(await freeBets(app, user, 'active')).toEqual([]);
    expect(await freeBets(app, user, 'all')).toEqual([
      expect.objectContaining({
        free_bet_profile_id: earned!.free_bet_profile_id,
        status: 'withdrawn',
      }),
    ]);
    const refused = await useFreeBet(app, user, earned!.free_bet_profile_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This free bet has been withdrawn');
    // The stake came back and nothing else moved: the bettor is where they started.
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000);
    const { rows } = await app.ctx.db.query<{ award_status: string }>(
      'SELECT award_status FROM promo_bets WHERE bet_id = $1',
      [qualifying.json().bet_id],
    );
    expect(rows[0]!.award_status).toBe('withdrawn');

    // A withdrawn award is no award: a bet that stands earns the promo's one free bet.
    const standing = await place(app, user, {
      stake: 500,
      betslip: [pick(102, '1', 2)],
      promo_id: promoId,
    });
    expect(standing.statusCode).toBe(201);
    expect(await freeBets(app, user, 'active')).toHaveLength(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('refuses to cancel the qualifying bet once its free bet has been staked', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const qualifying = await place(app, user, {
      stake: 500,
      betslip: [pick(102, '1', 2)],
      promo_id: await betGetPromo(app),
    });
    expect(qualifying.statusCode).toBe(201);
    const [earned] = await freeBets(app, user, 'active');
    expect((await useFreeBet(app, user, earned!.free_bet_profile_id)).statusCode).toBe(201);

    const refused = await cancel(app, user, qualifying.json().bet_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'BET_NOT_CANCELLABLE',
      message: 'This bet can no longer be cancelled: the free bet it earned has already been used',
    });
    // Nothing was half-done: the bet is open, its stake held, the free bet still staked.
    const { rows } = await app.ctx.db.query<{ status: string }>(
      'SELECT status FROM bets WHERE id = $1',
      [qualifying.json().bet_id],
    );
    expect(rows[0]!.status).toBe('open');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(50_000);
    expect((await freeBets(app, user, 'all'))[0]).toMatchObject({ status: 'used' });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a void qualifying bet withdraws its unused free bet; a used one stays with the bettor', async () => {
    const app = await setup();
    const promoId = await betGetPromo(app);
    const unused = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const used = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const qualify = (user: TestProfile) =>
      place(app, user, { stake: 500, betslip: [pick(102, '1', 2)], promo_id: promoId });
    expect((await qualify(unused)).statusCode).toBe(201);
    expect((await qualify(used)).statusCode).toBe(201);
    const [earned] = await freeBets(app, used, 'active');
    const staked = await place(app, used, {
      stake: 50,
      is_freebet: true,
      fbpid: earned!.free_bet_profile_id,
      betslip: [pick(106, '1', 2.5)],
    });
    expect(staked.statusCode).toBe(201);

    app.ctx.now = () => END;
    await resultMatch(app.ctx, 102, 'void', END);
    await settleMatch(app.ctx, 102);
    // Both stakes refunded; the unused free bet is gone, the staked one rides on (the void was
    // not the bettor's doing).
    expect((await getBalances(app.ctx.db, unused.profileId)).cashCents).toBe(100_000);
    expect(await freeBets(app, unused, 'active')).toEqual([]);
    expect((await freeBets(app, unused, 'all'))[0]).toMatchObject({ status: 'withdrawn' });
    expect((await freeBets(app, used, 'all'))[0]).toMatchObject({ status: 'used' });
    const { rows } = await app.ctx.db.query<{ profile_id: number; award_status: string }>(
      'SELECT profile_id, award_status FROM promo_bets ORDER BY bet_id',
    );
    expect(rows.map((r) => [Number(r.profile_id), r.award_status])).toEqual([
      [unused.profileId, 'withdrawn'],
      [used.profileId, 'kept'],
    ]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('pays a live bet’s "Bet 500 Get 50" only once the bet is accepted, never when it is refused', async () => {
    const app = await apps.build({ liveBetDelaySeconds: 5 });
    app.ctx.now = () => NOW;
    await seedFixtureMatches(app.ctx, [
      { id: 301, start: new Date(NOW.getTime() - 1_800_000), status: 'live' },
    ]);
    const promoId = await betGetPromo(app);
    const refusedBettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const acceptedBettor = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const live = { stake: 500, betslip: [pick(301, '1', 2.1, true)], promo_id: promoId };

    const refused = await place(app, refusedBettor, live);
    expect(refused.json().status).toBe('pending');
    // Nothing to stake while the bet waits for its decision.
    expect(await freeBets(app, refusedBettor, 'active')).toEqual([]);
    await setOdd(app.ctx, 301, '1', 1.8);
    app.ctx.now = () => new Date(NOW.getTime() + 6_000);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    expect(await freeBets(app, refusedBettor, 'all')).toEqual([]);
    expect((await getBalances(app.ctx.db, refusedBettor.profileId)).cashCents).toBe(100_000);

    await setOdd(app.ctx, 301, '1', 2.1);
    const accepted = await place(app, acceptedBettor, live);
    expect(accepted.json().status).toBe('pending');
    expect(await freeBets(app, acceptedBettor, 'active')).toEqual([]);
    app.ctx.now = () => new Date(NOW.getTime() + 12_000);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    expect(await freeBets(app, acceptedBettor, 'active')).toEqual([
      expect.objectContaining({ source: 'promotion', amount: 50 }),
    ]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('deposit then withdraw leaves no usable welcome free bet', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    await paidDeposit(app, user, 100);
    const [welcome] = await freeBets(app, user, 'active');
    expect(welcome).toMatchObject({ source: 'welcome', status: 'active' });

    const withdrawal = await app.app.inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, amount: 100 },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(await freeBets(app, user, 'active')).toEqual([]);
    expect((await freeBets(app, user, 'all'))[0]).toMatchObject({ status: 'withdrawn' });
    const refused = await useFreeBet(app, user, welcome!.free_bet_profile_id);
    expect(refused.statusCode).toBe(409);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('keeps the welcome free bet while the deposit stays in the balance', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 30_000 });
    await paidDeposit(app, user, 100);
    const withdrawal = await app.app.inject({
      method: 'POST',
      url: '/api/v2/withdraw',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: user.token, amount: 200 },
    });
    expect(withdrawal.statusCode).toBe(200);
    // KES 200 left, the KES 100 deposit still at risk: the free bet stands and can be used.
    const [welcome] = await freeBets(app, user, 'active');
    expect(welcome).toMatchObject({ source: 'welcome', status: 'active' });
    expect((await useFreeBet(app, user, welcome!.free_bet_profile_id)).statusCode).toBe(201);
  });
});
