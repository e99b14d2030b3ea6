import { randomUUID } from 'node:crypto';
import { busChannels, type NotificationBroadcast } from '@shangwe/contract';
import { broadcastOf } from '../notifications/notification-gateway';
import {
  notificationChannels,
  type NotificationPublished,
} from '../notifications/notification-channels';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { quoteBet } from '../wagers/slip-quote';
import type { TestApp } from '../test/build-test-app';
import { useTestApp } from '../test/use-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { settleMatch, settleResultedMatches, settlementWorker } from './bet-settler';
import { EVENTUALLY } from '../test/eventually';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const END = new Date('2030-03-01T20:00:00Z');

const apps = useTestApp();

async function setup() {
  const t = await apps.build();
  t.ctx.now = () => NOW;
  await seedFixtureMatches(
    t.ctx,
    [1, 2, 3, 4, 5, 6].map((i) => ({
      id: 100 + i,
      start: LATER,
      odds: { home: 1.5 + i / 10, draw: 3.2, away: 4 },
    })),
  );
  return t;
}

async function place(
  app: TestApp,
  user: TestProfile,
  legs: ReturnType<typeof pick>[],
  stake: number,
) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: legs },
  });
  expect(res.statusCode).toBe(201);
  return res.json().bet_id as number;
}

async function detail(app: TestApp, user: TestProfile, betId: number) {
  return (
    await app.app.inject({
      method: 'GET',
      url: `/api/bet/${betId}`,
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).json().data;
}

describe('settlement', () => {
  it('pays a won acca by the domain quote, void legs at 1.00, once; loses on one lost leg', async () => {
    const app = await setup();
    const notes: NotificationBroadcast[] = [];
    await app.ctx.bus.subscribe(notificationChannels.created, (m) => {
      const { room, item } = m as NotificationPublished;
      notes.push(broadcastOf(room, item));
    });
    const user = await createTestProfile(app.ctx, { cashCents: 1_000_000 });
    // Six legs: five win, one is void.
    const accaLegs = [1, 2, 3, 4, 5, 6].map((i) => pick(100 + i, '1', 1.5 + i / 10));
    const acca = await place(app, user, accaLegs, 1000);
    const loser = await place(app, user, [pick(101, '1', 1.6), pick(102, '2', 4)], 500);
    const allVoid = await place(app, user, [pick(106, 'X', 3.2)], 250);
    const cashAfterStakes = (await getBalances(app.ctx.db, user.profileId)).cashCents;
    expect(cashAfterStakes).toBe(1_000_000 - 175_000);

    app.ctx.now = () => END;
    for (const i of [1, 2, 3, 4, 5]) await resultMatch(app.ctx, 100 + i, '1', END);
    // The acca still has a leg open: only the loser settles.
    for (const i of [1, 2, 3, 4, 5]) await settleMatch(app.ctx, 100 + i);
    expect((await detail(app, user, acca)).status).toBe('open');
    expect((await detail(app, user, loser)).status).toBe('lost');

    await resultMatch(app.ctx, 106, 'void', END);
    expect(await settleMatch(app.ctx, 106)).toBe(2);
    const expected = quoteBet('KE', {
      stake: 1000,
      odds: [1.6, 1.7, 1.8, 1.9, 2.0, 1],
      live: false,
    });
    const won = await detail(app, user, acca);
    expect(won).toMatchObject({
      status: 'won',
      amount_paid: expected.finalPayoutCents / 100,
      withholding_tax: expected.withholdingTaxCents / 100,
      bonus: expected.bonusCents / 100,
    });
    expect(won.legs.map((l: { status: string }) => l.status)).toEqual([
      'won',
      'won',
      'won',
      'won',
      'won',
      'void',
    ]);
    const refunded = await detail(app, user, allVoid);
    expect(refunded).toMatchObject({ status: 'void', amount_paid: 250 });
    const cash = (await getBalances(app.ctx.db, user.profileId)).cashCents;
    expect(cash).toBe(cashAfterStakes + expected.finalPayoutCents + 25_000);
    // Loyalty points of the bets that ran to a result (won and lost), none for the void one.
    const lostBet = await detail(app, user, loser);
    expect((await getBalances(app.ctx.db, user.profileId)).pointsCents).toBe(
      Math.round((won.points + lostBet.points) * 100),
    );

    // Re-running changes nothing.
    expect(await settleResultedMatches(app.ctx)).toBe(0);
    for (const i of [1, 2, 3, 4, 5, 6]) expect(await settleMatch(app.ctx, 100 + i)).toBe(0);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(cash);
    await new Promise((r) => setTimeout(r, 50));
    expect(notes.map((n) => [n.params.bet_id, n.message.title])).toEqual([
      [loser, 'Bet Result'],
      [acca, 'Congratulations!'],
      [allVoid, 'Bet Result'],
    ]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    const settled = await app.ctx.metrics.registry.getSingleMetricAsString('bets_settled_total');
    expect(settled).toContain('result="won"');
  });

  it('the worker settles on match.resulted and catches up resulted matches at start', async () => {
    const app = await setup();
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const early = await place(app, user, [pick(101, '1', 1.6)], 100);
    const late = await place(app, user, [pick(102, '2', 4)], 100);
    app.ctx.now = () => END;
    // Resulted while no worker ran.
    await resultMatch(app.ctx, 101, '1', END);
    const stop = await settlementWorker.start(app.ctx);
    try {
      await expect
        .poll(async () => (await detail(app, user, early)).status, EVENTUALLY)
        .toBe('won');
      await resultMatch(app.ctx, 102, '1', END);
      await app.ctx.bus.publish(busChannels.matchResulted, { parent_match_id: 102 });
      await expect
        .poll(async () => (await detail(app, user, late)).status, EVENTUALLY)
        .toBe('lost');
    } finally {
      await stop();
    }
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
