import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { createSession } from '../auth/session';
import { decideDueLiveBets } from '../wagers/live-bet-decider';
import { pick, resultMatch, seedFixtureMatches, setOdd } from '../betting/test-fixtures';
import { settleMatch } from '../settlement/bet-settler';
import type { TestApp } from '../test/build-test-app';
import { seedOfferMatches } from '../test/offer-matches';
import { paidDeposit } from '../test/paid-deposit';
import { useTestApp } from '../test/use-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { expireFreeBets } from './free-bet-expiry-worker';
import { freeBetGrantTask } from './grant-task';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const END = new Date('2030-03-01T20:00:00Z');

const apps = useTestApp();

async function setup() {
  // Cash-out open to everyone, so "no cash-out on a free bet" is the free bet's rule, not the whitelist.
  const t = await apps.build({ cashoutAllProfiles: true });
  t.ctx.now = () => NOW;
  // Home odds 1.5, 2.0, 1.4, 1.3, 1.6, 2.5 (matches 101..106).
  await seedOfferMatches(t.ctx, LATER);
  return t;
}

const auth = (user: TestProfile) => ({ authorization: `Bearer ${user.token}` });

async function grant(app: TestApp, body: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url: '/api/ops/freebets/grant', payload: body });
}

async function grantTo(app: TestApp, user: TestProfile, amount = 50, minOdd: number | null = 1.5) {
  const res = await grant(app, {
    profile_id: user.profileId,
    amount,
    ...(minOdd === null ? {} : { min_odd: minOdd }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { free_bet_profile_id: number; amount: number };
}

async function place(app: TestApp, user: TestProfile, body: Record<string, unknown>) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, src: 'MOBILE_WEB', ...body },
  });
}

async function freeBets(app: TestApp, user: TestProfile, status: 'active' | 'all' = 'active') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/freebets/free-bets-profile',
    headers: auth(user),
    payload: { product: '', status },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<Record<string, unknown> & { free_bet_profile_id: number; status: string }>;
    count: number;
  };
}

async function ledgerKinds(app: TestApp, profileId: number) {
  const { rows } = await app.ctx.db.query<{ kind: string; account_id: number; amount: number }>(
    `SELECT t.kind, e.account_id, e.amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.profile_id = $1 ORDER BY t.id, e.id`,
    [profileId],
  );
  return rows.map((r) => [r.kind, Number(r.account_id), Number(r.amount)]);
}

describe('free bets', () => {
  it('grants the welcome free bet with the first deposit only, and lists and shows it', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    await paidDeposit(app, user, 250);
    await paidDeposit(app, user, 500);
    const list = await freeBets(app, user);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      free_bet_id: 1,
      amount: 50,
      currency: 'KES',
      product_name: 'PREMATCH_UOF',
      claim_rules: [{ rule_name: 'min_odd', rule_value: 1.5 }],
      status: 'active',
      source: 'welcome',
      title: 'Welcome free bet',
      expiry_date: '2030-03-08T10:00:00.000Z',
      bet_id: null,
    });
    expect(String(list.data[0]!.description)).toContain('without the free bet stake');
    // The deposit itself is all that reached the cash: a grant moves no money.
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(75_000);

    const id = list.data[0]!.free_bet_profile_id;
    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/freebets/${id}`,
      headers: auth(user),
    });
    expect(detail.json().data.free_bet_profile_id).toBe(id);
    const other = await createTestProfile(app.ctx);
    const foreign = await app.app.inject({
      method: 'GET',
      url: `/api/freebets/${id}`,
      headers: auth(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('This free bet was not found');

    // A first deposit under the minimum (KES 100) earns none.
    await paidDeposit(app, other, 50);
    expect((await freeBets(app, other)).count).toBe(0);
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/freebets/free-bets-profile',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stakes from house:freebets, never the cash, and a win pays the profit only, taxed', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const fb = await grantTo(app, user, 50, 1.5);
    const res = await place(app, user, {
      stake: '50',
      total_odd: '3.00',
      is_freebet: 1,
      fbpid: String(fb.free_bet_profile_id),
      betslip: [pick(101, '1', 1.5), pick(102, '1', 2)],
    });
    expect(res.statusCode).toBe(201);
    const betId: number = res.json().bet_id;
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000);
    expect((await freeBets(app, user)).count).toBe(0);
    const all = await freeBets(app, user, 'all');
    expect(all.data[0]).toMatchObject({ status: 'used', bet_id: betId });
    // house:freebets (10) → house:stakes (4)
    expect(await ledgerKinds(app, user.profileId)).toContainEqual(['freebet_stake', 10, -5_000]);
    expect(await ledgerKinds(app, user.profileId)).toContainEqual(['freebet_stake', 4, 5_000]);
    const { rows } = await app.ctx.db.query<{ final_payout: number; points: number }>(
      'SELECT final_payout, points FROM bets WHERE id = $1',
      [betId],
    );
    // KES 50 at 3.00: excise 3.49, winnings 139.53, profit 93.02, tax 18.60 → 74.42
    expect(Number(rows[0]!.final_payout)).toBe(7_442);
    expect(Number(rows[0]!.points)).toBe(0);

    // Cash-out is not offered on a free bet.
    const offer = await app.app.inject({
      method: 'GET',
      url: `/api/v2/cashout/offer?bet_id=${betId}`,
      headers: auth(user),
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data.available).toBe(false);

    app.ctx.now = () => END;
    await resultMatch(app.ctx, 101, '1', END);
    await resultMatch(app.ctx, 102, '1', END);
    await settleMatch(app.ctx, 101);
    await settleMatch(app.ctx, 102);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000 + 7_442);
    const bet = await app.app.inject({
      method: 'GET',
      url: `/api/bet/${betId}`,
      headers: auth(user),
    });
    expect(bet.json().data).toMatchObject({ status: 'won', is_freebet: true, amount_paid: 74.42 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    // The stake went back to house:freebets; the house paid the profit from payouts (6).
    const kinds = await ledgerKinds(app, user.profileId);
    expect(kinds).toContainEqual(['payout', 10, 5_000]);
    expect(kinds).toContainEqual(['payout', 6, -7_442]);
  });

  it('uses a free bet exactly once under ten concurrent placements', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 20_000 });
    const fb = await grantTo(app, user, 50, null);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        place(app, user, {
          stake: 50,
          is_freebet: true,
          fbpid: fb.free_bet_profile_id,
          betslip: [pick(101, '1', 1.5)],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toMatchObject({
        code: 'FREEBET_USED',
        message: 'This free bet has already been used',
      });
    }
    const { rows } = await app.ctx.db.query<{ n: number; staked: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(stake), 0)::bigint AS staked FROM bets
        WHERE profile_id = $1`,
      [user.profileId],
    );
    expect(rows[0]).toMatchObject({ n: 1 });
    expect(Number(rows[0]!.staked)).toBe(5_000);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(20_000);
    const stakes = (await ledgerKinds(app, user.profileId)).filter((k) => k[0] === 'freebet_stake');
    expect(stakes).toHaveLength(2);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('refuses a free bet below its min odd, at another stake, on live picks, not the bettor’s or expired', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const fb = await grantTo(app, user, 50, 1.5);
    const use = (body: Record<string, unknown>, who = user) =>
      place(app, who, {
        stake: 50,
        is_freebet: true,
        fbpid: fb.free_bet_profile_id,
        betslip: [pick(103, '1', 1.4)],
        ...body,
      });
    const low = await use({});
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe('A minimum odd of 1.50 is required to use Freebet');
    const stake = await use({ stake: 40, betslip: [pick(101, '1', 1.5)] });
    expect(stake.json().error).toMatchObject({
      code: 'FREEBET_STAKE_MISMATCH',
      message: 'The stake of this free bet is KES 50',
    });
    const other = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const foreign = await use({ betslip: [pick(101, '1', 1.5)] }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('FREEBET_NOT_FOUND');
    const missing = await use({ fbpid: '', betslip: [pick(101, '1', 1.5)] });
    expect(missing.json().error.code).toBe('FREEBET_NOT_FOUND');

    // Eight days on, it has expired: refused, gone from the list, marked by the worker.
    const later = new Date('2030-03-09T10:00:00Z');
    app.ctx.now = () => later;
    const { token } = await createSession(app.ctx.db, {
      profileId: user.profileId,
      remember: true,
      now: later,
    });
    user.token = token;
    await seedFixtureMatches(app.ctx, [
      { id: 201, start: new Date('2030-03-09T18:00:00Z'), odds: { home: 2, draw: 3, away: 4 } },
    ]);
    const expired = await use({ betslip: [pick(201, '1', 2)] });
    expect(expired.json().error.message).toBe('This free bet has expired');
    expect((await freeBets(app, user)).count).toBe(0);
    expect(await expireFreeBets(app.ctx)).toBe(1);
    expect((await freeBets(app, user, 'all')).data[0]!.status).toBe('expired');
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
  });

  it('gives the free bet back when its bet is void, and keeps no stake when it loses', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const fb = await grantTo(app, user, 50, null);
    const body = {
      stake: 50,
      is_freebet: true,
      fbpid: fb.free_bet_profile_id,
      betslip: [pick(103, '1', 1.4)],
    };
    const first = await place(app, user, body);
    expect(first.statusCode).toBe(201);
    app.ctx.now = () => END;
    await resultMatch(app.ctx, 103, 'void', END);
    await settleMatch(app.ctx, 103);
    const list = await freeBets(app, user);
    expect(list.data[0]).toMatchObject({
      status: 'active',
      free_bet_profile_id: fb.free_bet_profile_id,
    });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);

    // Used again, on a bet that loses: nothing reaches the cash, the stake returns to its source.
    app.ctx.now = () => NOW;
    const again = await place(app, user, { ...body, betslip: [pick(104, '1', 1.3)] });
    expect(again.statusCode).toBe(201);
    app.ctx.now = () => END;
    await resultMatch(app.ctx, 104, '2', END);
    await settleMatch(app.ctx, 104);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    expect((await freeBets(app, user, 'all')).data[0]!.status).toBe('used');
    const { rows } = await app.ctx.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_id = 10`,
    );
    expect(Number(rows[0]!.total)).toBe(0);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('gives the free bet back, not cash, when its bet is cancelled', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const fb = await grantTo(app, user, 50, null);
    const placed = await place(app, user, {
      stake: 50,
      is_freebet: true,
      fbpid: fb.free_bet_profile_id,
      betslip: [pick(102, '1', 2)],
    });
    expect(placed.statusCode).toBe(201);
    const cancel = await app.app.inject({
      method: 'POST',
      url: '/api/v2/bet/cancel',
      headers: { ...auth(user), 'idempotency-key': randomUUID() },
      payload: { bet_id: placed.json().bet_id },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await freeBets(app, user)).data[0]).toMatchObject({ status: 'active' });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('stakes a live free bet on live picks only, and gives it back when the bet is refused', async () => {
    const app = await apps.build({ liveBetDelaySeconds: 5 });
    app.ctx.now = () => NOW;
    await seedFixtureMatches(app.ctx, [
      { id: 301, start: new Date(NOW.getTime() - 1_800_000), status: 'live' },
      { id: 302, start: LATER },
    ]);
    const user = await createTestProfile(app.ctx, { cashCents: 10_000 });
    const granted = await grant(app, {
      profile_id: user.profileId,
      amount: 40,
      product_name: 'LIVEMATCH_UOF',
    });
    const fb = granted.json().data as { free_bet_profile_id: number };
    const body = { stake: 40, is_freebet: true, fbpid: fb.free_bet_profile_id };
    const prematch = await place(app, user, { ...body, betslip: [pick(302, '1', 2.1)] });
    expect(prematch.json().error.message).toBe('This free bet can only be used on live bets');
    const live = await place(app, user, { ...body, betslip: [pick(301, '1', 2.1, true)] });
    expect(live.statusCode).toBe(201);
    expect(live.json().status).toBe('pending');
    await setOdd(app.ctx, 301, '1', 1.8);
    app.ctx.now = () => new Date(NOW.getTime() + 6_000);
    expect(await decideDueLiveBets(app.ctx)).toBe(1);
    const bet = await app.app.inject({
      method: 'GET',
      url: `/api/bet/${live.json().bet_id}`,
      headers: auth(user),
    });
    expect(bet.json().data).toMatchObject({ status: 'rejected', amount_paid: 0 });
    expect((await freeBets(app, user)).data[0]).toMatchObject({ status: 'active' });
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(10_000);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('grants a free bet for a losing cash accumulator of five legs at 1.30 or more only', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const five = [101, 102, 103, 104, 105].map((id, i) =>
      pick(id, '1', [1.5, 2, 1.4, 1.3, 1.6][i]!),
    );
    const four = five.slice(0, 4);
    expect((await place(app, user, { stake: 100, betslip: five })).statusCode).toBe(201);
    expect((await place(app, user, { stake: 100, betslip: four })).statusCode).toBe(201);
    app.ctx.now = () => END;
    await resultMatch(app.ctx, 101, '2', END);
    await settleMatch(app.ctx, 101);
    const list = await freeBets(app, user);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      source: 'losing_acca',
      free_bet_id: 3,
      amount: 50,
      title: 'Accumulator free bet',
    });
    // Settling again grants nothing more.
    await settleMatch(app.ctx, 101);
    expect((await freeBets(app, user)).count).toBe(1);
  });

  it('answers the qualification call: what the slip earns, what is missing, the applied free bet', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    const fb = await grantTo(app, user, 50, 1.5);
    const ask = (payload: Record<string, unknown>) =>
      app.app.inject({
        method: 'POST',
        url: '/api/freebets/qualification',
        payload: {
          token: user.token,
          profile_id: user.profileId,
          app_version: '1',
          client: 'MOBILE_WEB',
          free_bet_id: 3,
          ...payload,
        },
      });
    const yes = await ask({ bet_amount: '100', total_odd: '12.5', selections: 5 });
    expect(yes.json()).toEqual({
      qualified: true,
      messages: ['If this accumulator loses, you get a free bet of KES 50'],
    });
    const no = await ask({ bet_amount: 10, total_odd: 3, selections: 3 });
    expect(no.json()).toEqual({
      qualified: false,
      messages: [
        'Add 2 more selections of odds 1.30 or more to qualify for a free bet if this bet loses',
        'Stake at least KES 50 to qualify for a free bet if this bet loses',
      ],
    });
    const applied = await ask({
      bet_amount: 50,
      total_odd: 1.4,
      selections: 5,
      fbpid: fb.free_bet_profile_id,
    });
    expect(applied.json().qualified).toBe(false);
    expect(applied.json().messages[0]).toBe('A minimum odd of 1.50 is required to use Freebet');
    const bad = await ask({ bet_amount: 'lots', total_odd: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter an amount');
  });

  it('lets operators grant by mobile, once per key, and is off when FREEBETS_OPS_API=0', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    const body = {
      mobile: user.mobile,
      amount: '25',
      expiry_days: 3,
      idempotency_key: 'ops-grant-1',
    };
    const first = await grant(app, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      amount: 25,
      source: 'operator',
      free_bet_id: 2,
      claim_rules: [],
      expiry_date: '2030-03-04T10:00:00.000Z',
    });
    const again = await grant(app, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.free_bet_profile_id).toBe(first.json().data.free_bet_profile_id);
    const nobody = await grant(app, { mobile: '254799999999', amount: 10 });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('No bettor with this profile id or mobile');
    const invalid = await grant(app, { profile_id: user.profileId, amount: 0 });
    expect(invalid.statusCode).toBe(400);

    const saved = process.env.FREEBETS_OPS_API;
    process.env.FREEBETS_OPS_API = '0';
    try {
      const off = await grant(app, { profile_id: user.profileId, amount: 10 });
      expect(off.statusCode).toBe(403);
      expect(off.json().error.message).toBe(
        'Free bet grants by operators are not enabled on this server',
      );
    } finally {
      if (saved === undefined) delete process.env.FREEBETS_OPS_API;
      else process.env.FREEBETS_OPS_API = saved;
    }
    expect((await freeBets(app, user)).count).toBe(1);
  });

  it('grants from the command line (npm run freebets:grant)', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx);
    const argv = process.argv;
    try {
      process.argv = [
        'node',
        'main.js',
        '--task=freebets-grant',
        '--profile-id',
        String(user.profileId),
        '--amount=30',
        '--min-odd',
        '2',
        '--key',
        'cli-grant-1',
      ];
      expect(await freeBetGrantTask(app.ctx)).toBe(0);
      expect(await freeBetGrantTask(app.ctx)).toBe(0);
      process.argv = ['node', 'main.js', '--task=freebets-grant', '--amount', '30'];
      expect(await freeBetGrantTask(app.ctx)).toBe(2);
    } finally {
      process.argv = argv;
    }
    const list = await freeBets(app, user);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      amount: 30,
      claim_rules: [{ rule_name: 'min_odd', rule_value: 2 }],
    });
  });
});
