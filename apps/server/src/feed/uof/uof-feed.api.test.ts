import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { loadCatalogIntoMemory, pick } from '../../betting/test-fixtures';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { decideWager } from '../../wagers/wager-decider';
import { getBalances } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { readFeedSelection, type UofConfig } from './uof-config';
import { UofConnection } from './uof-connection';
import {
  aliveXml,
  betSettlementXml,
  betStopXml,
  fixtureChangeXml,
  fixtureXml,
  oddsChangeXml,
  PRODUCT,
  rollbackBetSettlementXml,
  routingKey,
} from './uof-recorded';
import { UofStandIn } from './uof-stand-in';
import { testBrokerUrl } from './test-broker';
import { fixtureFeedWorker } from '../feed-worker';
import { EVENTUALLY } from '../../test/eventually';

const broker = await testBrokerUrl();
if ('missing' in broker) console.warn(`UOF feed tests skipped: ${broker.missing}`);

const apps = useTestApp();
const WAIT = EVENTUALLY;
const ONE_X_TWO = (home: number, draw: number, away: number) => ({
  id: 1,
  outcomes: [
    { id: '1', odds: home },
    { id: '2', odds: draw },
    { id: '3', odds: away },
  ],
});

let standIn: UofStandIn | undefined;
const connections: UofConnection[] = [];
afterEach(async () => {
  for (const c of connections.splice(0)) await c.stop();
  await standIn?.close();
  standIn = undefined;
});

async function setup() {
  const t = await apps.build();
  standIn = await UofStandIn.start((broker as { url: string }).url);
  const selection = readFeedSelection({
    FEED: 'uof',
    UOF_AMQP_URL: (broker as { url: string }).url,
    UOF_API_URL: standIn.apiUrl,
    UOF_TOKEN: standIn.token,
    UOF_EXCHANGE: standIn.exchange,
    UOF_MAX_SILENCE_S: '3600',
  });
  if (selection.kind !== 'uof') throw new Error('FEED=uof not selected');
  return { t, s: standIn, config: selection.uof };
}

async function connect(t: TestApp, config: UofConfig) {
  const c = new UofConnection(t.ctx, config);
  connections.push(c);
  await c.start();
  await vi.waitFor(() => {
    expect(c.adapter.isRecovering(PRODUCT.liveodds) || c.adapter.isRecovering(PRODUCT.pre)).toBe(
      false,
    );
  }, WAIT);
  return c;
}

function send(
  s: UofStandIn,
  type: string,
  product: number,
  match: number | undefined,
  xml: (ts: number) => string,
) {
  const ts = s.tick();
  s.publish(routingKey(type, product, match), xml(ts), product, ts);
  return ts;
}

/** A match the stand-in serves and announces (fixture_change), then prices (odds_change). */
function announce(
  s: UofStandIn,
  match: number,
  product: number,
  start: Date,
  markets: Parameters<typeof oddsChangeXml>[0]['markets'],
) {
  s.fixtures.set(
    `sr:match:${match}`,
    fixtureXml({ match, start, home: [42, 'Arsenal'], away: [38, 'Chelsea'] }),
  );
  send(s, 'fixture_change', product, match, (ts) =>
    fixtureChangeXml({ product, match, ts, start }),
  );
  return send(s, 'odds_change', product, match, (ts) =>
    oddsChangeXml({ product, match, ts, live: product === PRODUCT.liveodds, markets }),
  );
}

async function markets(t: TestApp, match: number) {
  const { rows } = await t.ctx.db.query<{
    sub_type_id: number;
    special_bet_value: string;
    bet_status: string;
    outcomes: Array<{
      odd_key: string;
      outcome_id: string;
      odd_value: number;
      result: string | null;
    }>;
  }>(
    `SELECT sub_type_id, special_bet_value, bet_status, outcomes FROM markets
      WHERE parent_match_id = $1 ORDER BY sub_type_id, special_bet_value`,
    [match],
  );
  return rows;
}

async function price(t: TestApp, match: number, oddKey: string) {
  const m = (await markets(t, match)).find((x) => x.sub_type_id === 1);
  return m
    ? { status: m.bet_status, odd: m.outcomes.find((o) => o.odd_key === oddKey)?.odd_value }
    : null;
}

async function place(
  t: TestApp,
  user: TestProfile,
  legs: ReturnType<typeof pick>[],
  stake: number,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: legs },
  });
}

async function betStatus(t: TestApp, id: number) {
  const { rows } = await t.ctx.db.query<{ status: string; amount_paid: string }>(
    'SELECT status, amount_paid FROM bets WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

/** Every wallet balance, bettors' and house's: what a rollback must restore exactly. */
async function allBalances(t: TestApp) {
  const { rows } = await t.ctx.db.query<{ id: string; balance: string }>(
    'SELECT id, balance FROM wallet_accounts ORDER BY id',
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.balance)]));
}

describe.skipIf('missing' in broker)('Unified Odds Feed adapter over a real broker', () => {
  it('maps fixtures and odds, re-judges a live bet on a new price, stops, settles and rolls back through the wallet', async () => {
    const { t, s, config } = await setup();
    const c = await connect(t, config);
    const kickOff = new Date(Date.now() + 2 * 3_600_000);
    announce(s, 9001, PRODUCT.pre, kickOff, [
      ONE_X_TWO(1.85, 3.6, 4.2),
      {
        id: 10,
        outcomes: [
          { id: '9', odds: 1.2 },
          { id: '10', odds: 1.3 },
          { id: '11', odds: 1.9 },
        ],
      },
      {
        id: 18,
        specifiers: 'total=2.5',
        outcomes: [
          { id: '12', odds: 1.8 },
          { id: '13', odds: 2.0 },
        ],
      },
      {
        id: 29,
        outcomes: [
          { id: '74', odds: 1.7 },
          { id: '76', odds: 2.05 },
        ],
      },
      // A market the catalog does not offer (correct score): skipped and counted.
      { id: 41, specifiers: 'score=0:0', outcomes: [{ id: '110', odds: 9 }] },
    ]);
    announce(s, 9002, PRODUCT.liveodds, new Date(Date.now() - 30 * 60_000), [
      ONE_X_TWO(2.1, 3.1, 3.5),
    ]);
    await vi.waitFor(
      async () => expect(await price(t, 9002, '1')).toEqual({ status: 'ACTIVE', odd: 2.1 }),
      WAIT,
    );
    await c.drained();

    const match = (
      await t.ctx.db.query<{
        home_team: string;
        away_team: string;
        status: string;
        competition_name: string;
      }>(
        `SELECT m.home_team, m.away_team, m.status, c.competition_name FROM matches m
           JOIN competitions c USING (competition_id) WHERE parent_match_id = 9002`,
      )
    ).rows[0];
    expect(match).toEqual({
      home_team: 'Arsenal',
      away_team: 'Chelsea',
      status: 'live',
      competition_name: 'Premier League',
    });
    const prematch = await markets(t, 9001);
    expect(prematch.map((m) => [m.sub_type_id, m.special_bet_value, m.bet_status])).toEqual([
      [1, '', 'ACTIVE'],
      [10, '', 'ACTIVE'],
      [18, 'total=2.5', 'ACTIVE'],
      [29, '', 'ACTIVE'],
    ]);
    expect(
      prematch.find((m) => m.sub_type_id === 18)!.outcomes.map((o) => [o.odd_key, o.odd_value]),
    ).toEqual([
      ['over 2.5', 1.8],
      ['under 2.5', 2],
    ]);
    expect(prematch.find((m) => m.sub_type_id === 29)!.outcomes.map((o) => o.odd_key)).toEqual([
      'yes',
      'no',
    ]);
    expect(c.adapter.stats.skippedMarkets).toBe(1);

    await loadCatalogIntoMemory(t.ctx);
    const winner = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const loser = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const live = await createTestProfile(t.ctx, { cashCents: 100_000 });
    const won = await place(t, winner, [pick(9001, '1', 1.85)], 100);
    const lost = await place(t, loser, [pick(9001, '2', 4.2)], 100);
    expect([won.statusCode, lost.statusCode]).toEqual([201, 201]);

    // An odds change during the live bet's delay: the acceptance judges it against the new price.
    const pending = await place(t, live, [pick(9002, '1', 2.1, true)], 50);
    expect(pending.json()).toMatchObject({ async: true, status: 'pending' });
    send(s, 'odds_change', PRODUCT.liveodds, 9002, (ts) =>
      oddsChangeXml({
        product: PRODUCT.liveodds,
        match: 9002,
        ts,
        live: true,
        markets: [ONE_X_TWO(1.95, 3.3, 3.9)],
      }),
    );
    await vi.waitFor(async () => expect((await price(t, 9002, '1'))?.odd).toBe(1.95), WAIT);
    await decideWager(t.ctx, pending.json().bet_id);
    const decided = await t.ctx.db.query<{ status: string; reject_reason: string }>(
      'SELECT status, reject_reason FROM bets WHERE id = $1',
      [pending.json().bet_id],
    );
    expect(decided.rows[0]).toEqual({
      status: 'rejected',
      reject_reason: 'The odds of Arsenal vs Chelsea changed from 2.10 to 1.95',
    });
    expect((await getBalances(t.ctx.db, live.profileId)).cashCents).toBe(100_000);

    // A bet stop suspends every market of the match.
    send(s, 'bet_stop', PRODUCT.liveodds, 9002, (ts) =>
      betStopXml({ product: PRODUCT.liveodds, match: 9002, ts }),
    );
    await vi.waitFor(async () => expect((await price(t, 9002, '1'))?.status).toBe('STOPPED'), WAIT);

    // A settlement pays through the settlement path.
    const beforeSettlement = await allBalances(t);
    send(s, 'bet_settlement', PRODUCT.pre, 9001, (ts) =>
      betSettlementXml({
        product: PRODUCT.pre,
        match: 9001,
        ts,
        markets: [
          {
            id: 1,
            outcomes: [
              { id: '1', result: 1 },
              { id: '2', result: 0 },
              { id: '3', result: 0 },
            ],
          },
        ],
      }),
    );
    const wonId = won.json().bet_id as number;
    const lostId = lost.json().bet_id as number;
    await vi.waitFor(async () => expect((await betStatus(t, wonId)).status).toBe('won'), WAIT);
    await vi.waitFor(async () => expect((await betStatus(t, lostId)).status).toBe('lost'), WAIT);
    const paid = Number((await betStatus(t, wonId)).amount_paid);
    expect(paid).toBeGreaterThan(10_000);
    expect((await getBalances(t.ctx.db, winner.profileId)).cashCents).toBe(
      beforeSettlement[String(await cashAccount(t, winner))]! + paid,
    );

    // The provider rolls the settlement back: every balance is what it was before it.
    send(s, 'rollback_bet_settlement', PRODUCT.pre, 9001, (ts) =>
      rollbackBetSettlementXml({ product: PRODUCT.pre, match: 9001, ts, markets: [{ id: 1 }] }),
    );
    await vi.waitFor(async () => expect((await betStatus(t, wonId)).status).toBe('open'), WAIT);
    await vi.waitFor(async () => expect((await betStatus(t, lostId)).status).toBe('open'), WAIT);
    await c.drained();
    expect(await allBalances(t)).toEqual(beforeSettlement);
    const legs = await t.ctx.db.query<{ status: string }>(
      'SELECT status FROM bet_legs WHERE bet_id = ANY($1::bigint[])',
      [[wonId, lostId]],
    );
    expect(legs.rows.map((r) => r.status)).toEqual(['open', 'open']);
    expect(
      (await markets(t, 9001)).find((m) => m.sub_type_id === 1)!.outcomes.map((o) => o.result),
    ).toEqual([null, null, null]);

    // The corrected result settles again, under new ledger keys: now the away bet wins.
    send(s, 'bet_settlement', PRODUCT.pre, 9001, (ts) =>
      betSettlementXml({
        product: PRODUCT.pre,
        match: 9001,
        ts,
        markets: [
          {
            id: 1,
            outcomes: [
              { id: '1', result: 0 },
              { id: '2', result: 0 },
              { id: '3', result: 1 },
            ],
          },
        ],
      }),
    );
    await vi.waitFor(async () => expect((await betStatus(t, lostId)).status).toBe('won'), WAIT);
    expect((await betStatus(t, wonId)).status).toBe('lost');
    expect((await getBalances(t.ctx.db, winner.profileId)).cashCents).toBe(100_000 - 10_000);
    expect((await getBalances(t.ctx.db, loser.profileId)).cashCents).toBe(
      100_000 - 10_000 + Number((await betStatus(t, lostId)).amount_paid),
    );
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('loses no message across a disconnect: recovery replays what was missed, markets held suspended until the snapshot completes', async () => {
    const { t, s, config } = await setup();
    const first = await connect(t, config);
    const lastSeen = announce(s, 9101, PRODUCT.liveodds, new Date(Date.now() - 10 * 60_000), [
      ONE_X_TWO(2, 3.2, 3.8),
    ]);
    await vi.waitFor(async () => expect((await price(t, 9101, '1'))?.odd).toBe(2), WAIT);
    await first.drained();
    await first.stop();

    // Sent while no queue is bound: the broker drops these, only recovery can bring them back.
    send(s, 'odds_change', PRODUCT.liveodds, 9101, (ts) =>
      oddsChangeXml({
        product: PRODUCT.liveodds,
        match: 9101,
        ts,
        live: true,
        markets: [ONE_X_TWO(2.4, 3.2, 3)],
      }),
    );
    announce(s, 9102, PRODUCT.liveodds, new Date(Date.now() - 5 * 60_000), [ONE_X_TWO(1.5, 4, 6)]);
    send(s, 'odds_change', PRODUCT.liveodds, 9101, (ts) =>
      oddsChangeXml({
        product: PRODUCT.liveodds,
        match: 9101,
        ts,
        live: true,
        markets: [ONE_X_TWO(2.6, 3.1, 2.9)],
      }),
    );

    s.holdReplays = true;
    const requests = s.recoveryRequests.length;
    const second = new UofConnection(t.ctx, config);
    connections.push(second);
    await second.start();
    await vi.waitFor(() => expect(s.recoveryRequests.length).toBe(requests + 2), WAIT);
    await second.drained();
    const live = s.recoveryRequests.slice(requests).find((r) => r.product === PRODUCT.liveodds)!;
    expect(live.after).toBe(lastSeen);
    // While the producer recovers, its matches take no bets.
    expect(second.adapter.isRecovering(PRODUCT.liveodds)).toBe(true);
    expect((await price(t, 9101, '1'))?.status).toBe('STOPPED');

    s.releaseReplays();
    await vi.waitFor(() => expect(second.adapter.isRecovering(PRODUCT.liveodds)).toBe(false), WAIT);
    await second.drained();
    expect(await price(t, 9101, '1')).toEqual({ status: 'ACTIVE', odd: 2.6 });
    expect(await price(t, 9102, '1')).toEqual({ status: 'ACTIVE', odd: 1.5 });

    // alive with subscribed=0: the provider dropped our subscription, the producer recovers again.
    const before = s.recoveryRequests.length;
    send(s, 'alive', PRODUCT.liveodds, undefined, (ts) =>
      aliveXml({ product: PRODUCT.liveodds, ts, subscribed: false }),
    );
    await vi.waitFor(() => expect(s.recoveryRequests.length).toBe(before + 1), WAIT);
    await vi.waitFor(() => expect(second.adapter.isRecovering(PRODUCT.liveodds)).toBe(false), WAIT);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });
});

describe.skipIf('missing' in broker)('FEED=uof', () => {
  it('makes the fixture-feed worker consume the provider instead of generating fixtures', async () => {
    const { t, s, config } = await setup();
    const ctx = { ...t.ctx, env: { ...t.ctx.env, feed: { kind: 'uof' as const, uof: config } } };
    const stopFeed = await fixtureFeedWorker.start(ctx);
    try {
      await vi.waitFor(() => expect(s.recoveryRequests.length).toBe(2), WAIT);
      announce(s, 9201, PRODUCT.pre, new Date(Date.now() + 3_600_000), [ONE_X_TWO(1.4, 4.5, 7)]);
      await vi.waitFor(async () => expect((await price(t, 9201, '1'))?.odd).toBe(1.4), WAIT);
      // Nothing generated: the provider's match is the whole catalog.
      const { rows } = await t.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM matches',
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await stopFeed();
    }
  });
});

async function cashAccount(t: TestApp, user: TestProfile): Promise<string> {
  const { rows } = await t.ctx.db.query<{ id: string }>(
    `SELECT id FROM wallet_accounts WHERE profile_id = $1 AND kind = 'cash'`,
    [user.profileId],
  );
  return rows[0]!.id;
}
