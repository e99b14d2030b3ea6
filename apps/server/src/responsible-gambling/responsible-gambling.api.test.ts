import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { createSession } from '../auth/session';
import { pick, resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { settleMatch } from '../settlement/bet-settler';
import { paidDeposit } from '../test/paid-deposit';
import { computeHarmMarkers } from './harm-markers';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';

// 10:00 in Nairobi on a Wednesday: the day resets at 21:00 UTC.
const NOW = new Date('2030-03-06T07:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(cashCents = 1_000_000, dateOfBirth?: string | null) {
  t = await buildTestApp();
  t.ctx.now = () => NOW;
  const me = await createTestProfile(t.ctx, {
    cashCents,
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
  });
  return { t, me };
}

/** Moves the fixed clock and logs the bettor in again (sessions expire with time). */
async function moveClock(app: TestApp, me: TestProfile, at: Date) {
  app.ctx.now = () => at;
  me.token = (
    await createSession(app.ctx.db, { profileId: me.profileId, remember: true, now: at })
  ).token;
}

const auth = (me: TestProfile) => ({ authorization: `Bearer ${me.token}` });

function dice(app: TestApp, me: TestProfile, stake: number) {
  return app.app.inject({
    method: 'POST',
    url: '/api/casino/dice/play',
    headers: { ...auth(me), 'idempotency-key': randomUUID() },
    payload: { stake, target: 50, direction: 'under' },
  });
}

function rg(app: TestApp, me: TestProfile, path: string, payload?: object) {
  return app.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/rg${path}`,
    headers: auth(me),
    ...(payload === undefined ? {} : { payload }),
  });
}

function deposit(app: TestApp, me: TestProfile, amount: number) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v2/deposit',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: me.token, amount: String(amount) },
  });
}

async function betCount(app: TestApp, me: TestProfile) {
  const { rows } = await app.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bets WHERE profile_id = $1',
    [me.profileId],
  );
  return rows[0]!.n;
}

async function ledgerOk(app: TestApp) {
  const report = await checkLedger(app.ctx.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

describe('registration and date of birth', () => {
  it('refuses a registration under 18 and accepts an adult', async () => {
    t = await buildTestApp();
    t.ctx.now = () => NOW;
    const young = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      payload: { mobile: '0712345678', password: 'Safari-2030', date_of_birth: '2012-03-07' },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().error.message).toBe('You must be 18 years or older to register and bet');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      payload: { mobile: '0712345678', password: 'Safari-2030' },
    });
    expect(missing.json().error.message).toBe('Please enter your date of birth');
    const adult = await t.app.inject({
      method: 'POST',
      url: '/api/newsignup',
      payload: { mobile: '0712345678', password: 'Safari-2030', date_of_birth: '2012-03-06' },
    });
    expect(adult.statusCode).toBe(201);
  });

  it('refuses bets of an account without a date of birth until it is given', async () => {
    const { t, me } = await setup(100_000, null);
    const refused = await dice(t, me, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('DATE_OF_BIRTH_NEEDED');
    expect((await getBalances(t.ctx.db, me.profileId)).cashCents).toBe(100_000);
    expect((await rg(t, me, '')).json().date_of_birth_needed).toBe(true);
    const young = await rg(t, me, '/date-of-birth', { date_of_birth: '2015-01-01' });
    expect(young.statusCode).toBe(400);
    const given = await rg(t, me, '/date-of-birth', { date_of_birth: '1985-05-05' });
    expect(given.statusCode).toBe(200);
    expect(given.json().status.date_of_birth_needed).toBe(false);
    expect((await dice(t, me, 10)).statusCode).toBe(201);
    await ledgerOk(t);
  });
});

describe('stake and loss limits (every product through the wager pipeline)', () => {
  it('refuses a stake above the per-bet limit, naming it; nothing moves', async () => {
    const { t, me } = await setup();
    expect(
      (await rg(t, me, '/limits', { kind: 'stake', period: 'bet', amount: 50 })).statusCode,
    ).toBe(200);
    const refused = await dice(t, me, 60);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This is over your per-bet stake limit of KES 50.');
    expect(await betCount(t, me)).toBe(0);
    expect((await getBalances(t.ctx.db, me.profileId)).cashCents).toBe(1_000_000);
    expect((await dice(t, me, 50)).statusCode).toBe(201);
    await ledgerOk(t);
  });

  it('200 parallel bets never exceed a daily stake limit', async () => {
    const { t, me } = await setup();
    await rg(t, me, '/limits', { kind: 'stake', period: 'day', amount: 1000 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => dice(t, me, 10)));
    const placed = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 403);
    expect(placed).toBe(100);
    expect(refused).toHaveLength(100);
    expect(refused[0]!.json().error.message).toBe(
      'This is over your daily stake limit of KES 1,000. You have KES 0 left until it resets on 07/03/2030 00:00.',
    );
    const { rows } = await t.ctx.db.query<{ s: number }>(
      'SELECT sum(stake)::float8 AS s FROM bets WHERE profile_id = $1',
      [me.profileId],
    );
    expect(rows[0]!.s).toBe(100_000);
    await ledgerOk(t);
  });

  it('a loss limit counts stakes less returns; the refusal says when it resets', async () => {
    const { t, me } = await setup();
    await rg(t, me, '/limits', { kind: 'loss', period: 'week', amount: 100 });
    // 40 staked, at most 40 lost: another 70 could take the loss over 100.
    expect((await dice(t, me, 40)).statusCode).toBe(201);
    const { rows } = await t.ctx.db.query<{ lost: number }>(
      'SELECT (stake - amount_paid)::float8 AS lost FROM bets WHERE profile_id = $1',
      [me.profileId],
    );
    const lost = Math.max(0, rows[0]!.lost);
    const over = await dice(t, me, 100 - lost / 100 + 1);
    expect(over.statusCode).toBe(403);
    expect(over.json().error.message).toContain('weekly loss limit of KES 100');
    expect(over.json().error.message).toContain('resets on 11/03/2030 00:00');
    await ledgerOk(t);
  });

  it('a decrease is in force at once; an increase only after 24 hours and a confirmation', async () => {
    const { t, me } = await setup();
    await rg(t, me, '/limits', { kind: 'stake', period: 'bet', amount: 100 });
    await rg(t, me, '/limits', { kind: 'stake', period: 'bet', amount: 20 });
    expect((await dice(t, me, 30)).statusCode).toBe(403);
    const raise = await rg(t, me, '/limits', { kind: 'stake', period: 'bet', amount: 500 });
    expect(raise.json().message).toContain('stays KES 20 for now');
    expect((await dice(t, me, 30)).statusCode).toBe(403);
    expect((await rg(t, me, '/limits/confirm', { kind: 'stake', period: 'bet' })).statusCode).toBe(
      409,
    );
    await moveClock(t, me, new Date(NOW.getTime() + 23 * 3_600_000));
    expect((await rg(t, me, '/limits/confirm', { kind: 'stake', period: 'bet' })).statusCode).toBe(
      409,
    );
    expect((await dice(t, me, 30)).statusCode).toBe(403);
    await moveClock(t, me, new Date(NOW.getTime() + 24 * 3_600_000));
    // The cooling-off over, the old limit still holds until the bettor confirms.
    expect((await dice(t, me, 30)).statusCode).toBe(403);
    const confirmed = await rg(t, me, '/limits/confirm', { kind: 'stake', period: 'bet' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your per-bet stake limit is now KES 500.');
    expect((await dice(t, me, 30)).statusCode).toBe(201);
    await ledgerOk(t);
  });
});

describe('deposit limits (judged where the deposit is recorded)', () => {
  for (const period of ['day', 'week', 'month'] as const) {
    it(`refuses a deposit over the ${period} limit and records nothing`, async () => {
      const { t, me } = await setup(0);
      await rg(t, me, '/limits', { kind: 'deposit', period, amount: 500 });
      expect((await deposit(t, me, 300)).statusCode).toBe(200);
      const over = await deposit(t, me, 300);
      expect(over.statusCode).toBe(403);
      const name = { day: 'daily', week: 'weekly', month: 'monthly' }[period];
      expect(over.json().error.message).toMatch(
        new RegExp(
          `^This is over your ${name} deposit limit of KES 500\\. You have KES 200 left until it resets on `,
        ),
      );
      const { rows } = await t.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deposits WHERE profile_id = $1',
        [me.profileId],
      );
      expect(rows[0]!.n).toBe(1);
      expect((await deposit(t, me, 200)).statusCode).toBe(200);
    });
  }
});

describe('time-out and self-exclusion', () => {
  for (const [kind, period, hours] of [
    ['time_out', '24h', 24],
    ['time_out', '7d', 24 * 7],
    ['time_out', '30d', 24 * 30],
    ['time_out', '6w', 24 * 42],
  ] as const) {
    it(`a ${period} time-out refuses bets and deposits until it ends, withdrawals stay open`, async () => {
      const { t, me } = await setup();
      const started = await rg(t, me, '/exclusion', { kind, period });
      expect(started.statusCode).toBe(200);
      expect((await dice(t, me, 10)).json().error.code).toBe('RG_EXCLUDED');
      expect((await deposit(t, me, 100)).json().error.code).toBe('RG_EXCLUDED');
      // Irreversible: no second break, no limit change lifts it.
      expect((await rg(t, me, '/exclusion', { kind: 'time_out', period: '24h' })).statusCode).toBe(
        409,
      );
      const withdrawal = await t.app.inject({
        method: 'POST',
        url: '/api/v2/withdraw',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: me.token, amount: '100' },
      });
      expect(withdrawal.statusCode).toBe(200);
      await moveClock(t, me, new Date(NOW.getTime() + hours * 3_600_000 - 1000));
      expect((await dice(t, me, 10)).statusCode).toBe(403);
      await moveClock(t, me, new Date(NOW.getTime() + hours * 3_600_000));
      expect((await dice(t, me, 10)).statusCode).toBe(201);
      await ledgerOk(t);
    });
  }

  for (const [period, months] of [
    ['6m', 6],
    ['1y', 12],
    ['2y', 24],
    ['5y', 60],
  ] as const) {
    it(`a ${period} self-exclusion holds past its end until 24 hours after the bettor asks`, async () => {
      const { t, me } = await setup();
      expect((await rg(t, me, '/exclusion', { kind: 'self_exclusion', period })).statusCode).toBe(
        200,
      );
      expect((await rg(t, me, '/exclusion/end', {})).statusCode).toBe(409);
      const end = new Date(NOW.getTime());
      end.setUTCMonth(end.getUTCMonth() + months);
      await moveClock(t, me, new Date(end.getTime() + 3_600_000));
      expect((await dice(t, me, 10)).json().error.code).toBe('RG_EXCLUDED');
      expect((await rg(t, me, '/exclusion/end', {})).statusCode).toBe(200);
      await moveClock(t, me, new Date(end.getTime() + 24 * 3_600_000));
      expect((await dice(t, me, 10)).statusCode).toBe(403);
      await moveClock(t, me, new Date(end.getTime() + 25 * 3_600_000));
      expect((await dice(t, me, 10)).statusCode).toBe(201);
    });
  }

  it('an excluded bettor gets no notification and an open bet still pays out', async () => {
    const { t, me } = await setup();
    await seedFixtureMatches(t.ctx, [
      { id: 301, start: new Date('2030-03-06T18:00:00Z'), odds: { home: 2, draw: 3.3, away: 3.6 } },
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: me.token, stake: '100', total_odd: '2', betslip: [pick(301, '1', 2)] },
    });
    expect(placed.statusCode).toBe(201);
    await rg(t, me, '/exclusion', { kind: 'self_exclusion', period: '6m' });
    const before = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE profile_id = $1',
      [me.profileId],
    );
    const cash = (await getBalances(t.ctx.db, me.profileId)).cashCents;
    const END = new Date('2030-03-06T20:00:00Z');
    t.ctx.now = () => END;
    await resultMatch(t.ctx, 301, '1', END);
    expect(await settleMatch(t.ctx, 301)).toBe(1);
    // Paid in full (KE taxes aside, the domain's payout), with no notice of the win.
    const { rows } = await t.ctx.db.query<{ status: string; amount_paid: number }>(
      'SELECT status, amount_paid::float8 AS amount_paid FROM bets WHERE profile_id = $1',
      [me.profileId],
    );
    expect(rows[0]!.status).toBe('won');
    expect(rows[0]!.amount_paid).toBeGreaterThan(10_000);
    expect((await getBalances(t.ctx.db, me.profileId)).cashCents).toBe(cash + rows[0]!.amount_paid);
    const after = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE profile_id = $1',
      [me.profileId],
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const { notify } = await import('../notifications/notification-writer');
    const notice = await notify(
      t.ctx.db,
      {
        profileId: me.profileId,
        type: 'freebet',
        level: 'info',
        message: 'A free bet',
        push: true,
      },
      END,
    );
    expect(notice).toBeNull();
    await ledgerOk(t);
  });
});

describe('statement and operator calls', () => {
  it('the activity statement sums the month; an operator imposes a limit with a reason', async () => {
    const { t, me } = await setup();
    expect((await dice(t, me, 10)).statusCode).toBe(201);
    const statement = await rg(t, me, '/statement');
    expect(statement.statusCode).toBe(200);
    const month = statement.json().months[0];
    expect(month.month).toBe('2030-03');
    expect(month.stakes).toBe(10);
    // In cents: the dice result varies, and 19.4 - 10 is not 9.4 in floating point.
    expect(Math.round(month.net * 100)).toBe(Math.round(month.returns * 100) - 1000);
    const imposed = await t.app.inject({
      method: 'POST',
      url: '/api/ops/rg/impose',
      payload: {
        profile_id: me.profileId,
        staff: 'amina',
        reason: 'Asked on the phone',
        limit: { kind: 'stake', period: 'bet', amount: 15 },
      },
    });
    expect(imposed.statusCode).toBe(200);
    expect((await dice(t, me, 20)).statusCode).toBe(403);
    // The bettor cannot lift what an operator set.
    expect(
      (await rg(t, me, '/limits', { kind: 'stake', period: 'bet', amount: null })).statusCode,
    ).toBe(403);
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/ops/rg/interactions',
      payload: {
        profile_id: me.profileId,
        staff: 'amina',
        channel: 'phone',
        note: 'Talked about limits',
      },
    });
    expect(logged.statusCode).toBe(200);
    // Five deposits this week against none before: the deposit-frequency marker, explained.
    for (let i = 0; i < 5; i++) await paidDeposit(t, me, 100);
    expect(await computeHarmMarkers(t.ctx.db, NOW)).toBeGreaterThan(0);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/ops/rg/markers?profile_id=${me.profileId}`,
    });
    expect(file.json().interactions[0].note).toBe('Talked about limits');
    expect(file.json().markers).toContainEqual({
      day: '2030-03-06',
      marker: 'deposit_frequency',
      score: 0.25,
      explanation: '5 deposits in the last 7 days, against 0.0 a week in the 3 weeks before.',
    });
    await ledgerOk(t);
  });
});
