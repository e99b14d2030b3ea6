import { randomUUID } from 'node:crypto';
import {
  virtualBusChannel,
  type VirtualBusMessage,
  type VirtualMatchDayResponse,
  type VirtualRound,
} from '@shangwe/contract';
import { MESSAGES } from '@shangwe/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { drawRound, VirtualEngine } from './virtual-engine';
import { timingsFor } from './virtual-league';
import { matchesOfRounds, roundById } from './virtual-repository';
import { quoteVirtual } from './virtual-wager';
import { EVENTUALLY } from '../test/eventually';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const START = new Date('2030-05-01T10:00:10Z');
let clock = START;

async function setup() {
  t = await buildTestApp();
  clock = START;
  t.ctx.now = () => clock;
  const engine = new VirtualEngine(t.ctx, timingsFor(180));
  await engine.tick(clock);
  return { app: t, engine };
}

async function matchDay(app: TestApp): Promise<VirtualMatchDayResponse> {
  const res = await app.app.inject({ method: 'GET', url: '/api/virtuals/matchday' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A virtual pick of the spec's payload on the 1X2 market. */
function pick(round: VirtualRound, index: number, key: '1' | 'X' | '2', odd?: number) {
  const match = round.matches[index]!;
  const outcome = match.markets
    .find((m) => m.sub_type_id === 1)!
    .odds.find((o) => o.odd_key === key)!;
  return {
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: key,
    odd_value: odd ?? outcome.odd_value,
    outcome_id: outcome.outcome_id,
    parent_virtual_id: match.parent_virtual_id,
    parent_match_id: match.parent_virtual_id,
    match_id: match.parent_virtual_id,
    bet_type: 0,
  };
}

function place(app: TestApp, token: string, payload: Record<string, unknown>, key?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/live/virtual/placebet',
    payload: {
      token,
      bet_string: 'virtual',
      app_name: 'MOBILE_WEB',
      src: 'MOBILE_WEB',
      channelID: 'mobile',
      deviceID: 'test-device',
      endCustomerIP: '127.0.0.1',
      user_agent: 'vitest',
      ...payload,
    },
    headers: { 'idempotency-key': key ?? randomUUID() },
  });
}

const betCount = async (app: TestApp) =>
  (await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets`)).rows[0]!.n;

describe('virtual match-days', () => {
  it('opens a match-day with its seed committed and priced matches, the seed kept secret', async () => {
    const { app } = await setup();
    const day = await matchDay(app);
    const next = day.next!;
    expect(next.status).toBe('open');
    expect(next.matches).toHaveLength(8);
    expect(next.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(next.seed).toBeNull();
    expect(new Date(next.kick_off).getTime()).toBeGreaterThan(START.getTime());
    for (const m of next.matches) {
      expect(m.markets[0]!.sub_type_id).toBe(1);
      expect(m.markets[0]!.odds.map((o) => o.odd_key)).toEqual(['1', 'X', '2']);
      expect(m.market_count).toBeGreaterThanOrEqual(10);
    }
    const markets = await app.app.inject({
      method: 'GET',
      url: `/api/virtuals/markets?id=${next.matches[0]!.parent_virtual_id}`,
    });
    const subs = new Set(
      (markets.json() as { match: VirtualRound['matches'][number] }).match.markets.map(
        (m) => m.sub_type_id,
      ),
    );
    for (const sub of [1, 10, 18, 29, 45, 60]) expect(subs.has(sub)).toBe(true);
    const league = (await app.app.inject({ method: 'GET', url: '/api/virtuals/league' })).json();
    expect(league.league.league_id).toBe(41047);
    expect(league.league.teams.length).toBeGreaterThanOrEqual(16);
  });

  it('places a virtual bet at the published price and debits the stake once per key', async () => {
    const { app } = await setup();
    const round = (await matchDay(app)).next!;
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const legs = [pick(round, 0, '1'), pick(round, 1, 'X')];
    const payload = { profile_id: user.profileId, stake: '100', betslip: legs };
    const res = await place(app, user.token, payload, 'virtual-key-0001');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ first_bet: true, round_id: round.round_id });
    expect(body.message).toMatch(/placed successfully/);
    const again = await place(app, user.token, payload, 'virtual-key-0001');
    expect(again.json().bet_id).toBe(body.bet_id);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(90_000);
    expect(await betCount(app)).toBe(1);

    const { quote } = quoteVirtual('KE', 100, [legs[0]!.odd_value, legs[1]!.odd_value]);
    const history = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: user.token, product: 'VIRTUAL' },
    });
    const bets = history.json().data;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ product: 'VIRTUAL', bet_type: 0, status: 'open' });
    expect(bets[0].possible_win).toBe(quote.cents.possibleWinnings / 100);
    expect(bets[0].virtual_rounds).toEqual([
      expect.objectContaining({ round_id: round.round_id, seed_hash: round.seed_hash, seed: null }),
    ]);
    const normal = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: user.token, product: 'NORMAL' },
    });
    expect(normal.json().data).toHaveLength(0);
  });

  it('refuses a bet arriving at kick-off, to the millisecond, and debits nothing', async () => {
    const { app } = await setup();
    const round = (await matchDay(app)).next!;
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const kickOff = new Date(round.kick_off).getTime();
    clock = new Date(kickOff - 1);
    const early = await place(app, user.token, { stake: 50, betslip: [pick(round, 2, '2')] });
    expect(early.statusCode).toBe(201);
    clock = new Date(kickOff);
    const late = await place(app, user.token, { stake: 50, betslip: [pick(round, 3, '1')] });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('VIRTUAL_BETTING_CLOSED');
    expect(late.json().message).toMatch(/closed at kick-off/);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(95_000);
    expect(await betCount(app)).toBe(1);
  });

  it('refuses a stale price, an unknown match and a bad payload with clear words', async () => {
    const { app } = await setup();
    const round = (await matchDay(app)).next!;
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const good = pick(round, 0, '1');
    const stale = await place(app, user.token, {
      stake: 50,
      betslip: [{ ...good, odd_value: good.odd_value + 0.5 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('BET_ODDS_CHANGED');
    expect(stale.json().changed_odds[0].new_odd).toBe(good.odd_value);

    const unknown = await place(app, user.token, {
      stake: 50,
      betslip: [{ ...good, parent_virtual_id: 123 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This virtual match is not available');

    const empty = await place(app, user.token, { stake: 50, betslip: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.emptyBetslip);

    const amount = await place(app, user.token, { stake: 'ten', betslip: [good] });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().message).toBe(MESSAGES.amountNotANumber);

    const twice = await place(app, user.token, {
      stake: 50,
      betslip: [good, pick(round, 0, 'X')],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('DUPLICATE_MATCH');

    const small = await place(app, user.token, { stake: '0.5', betslip: [good] });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.code).toBe('STAKE_BELOW_MINIMUM');

    const broke = await place(app, user.token, { stake: 5000, betslip: [good] });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().error.code).toBe('INSUFFICIENT_BALANCE');

    const visitor = await app.app.inject({
      method: 'POST',
      url: '/api/live/virtual/placebet',
      payload: { stake: 50, betslip: [good] },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(100_000);
    expect(await betCount(app)).toBe(0);
  });

  it('plays, finishes from the committed seed, settles once with the ledger balanced, and verifies', async () => {
    const { app, engine } = await setup();
    const round = (await matchDay(app)).next!;
    const user = await createTestProfile(app.ctx, { cashCents: 100_000 });
    // Every outcome of match 0, one bet each: exactly one wins.
    for (const key of ['1', 'X', '2'] as const) {
      const res = await place(app, user.token, { stake: 100, betslip: [pick(round, 0, key)] });
      expect(res.statusCode).toBe(201);
    }
    const pushed: VirtualBusMessage[] = [];
    await app.ctx.bus.subscribe(virtualBusChannel, (m) => pushed.push(m as VirtualBusMessage));

    const kickOff = new Date(round.kick_off).getTime();
    const endsAt = new Date(round.ends_at).getTime();
    for (let at = kickOff; at < endsAt; at += 2000) {
      clock = new Date(at);
      await engine.tick(clock);
    }
    const playing = await app.app.inject({
      method: 'GET',
      url: `/api/virtuals/rounds/${round.round_id}`,
    });
    expect(playing.json().round.status).toBe('playing');
    expect(playing.json().round.seed).toBeNull();

    clock = new Date(endsAt);
    const report = await engine.tick(clock);
    expect(report.finished).toEqual([round.round_id]);
    expect(report.settled).toBe(3);

    const stored = (await roundById(app.ctx.db, round.round_id))!;
    const drawn = drawRound(stored, await matchesOfRounds(app.ctx.db, [stored.id]));
    // Every goal reaches the ticker, the last ones with the final whistle (the bus may be Redis).
    const goalCount = drawn.reduce((n, d) => n + d.goals.length, 0);
    await vi.waitFor(
      () => expect(pushed.filter((m) => m.event === 'virtual.goal')).toHaveLength(goalCount),
      EVENTUALLY,
    );
    expect(pushed.some((m) => m.event === 'virtual.clock')).toBe(true);

    const [home, away] = drawn[0]!.ft;
    const winner = home > away ? '1' : home === away ? 'X' : '2';
    const history = await app.app.inject({
      method: 'POST',
      url: '/api/uo/bethistory',
      payload: { token: user.token, product: 'VIRTUAL' },
    });
    const bets = history.json().data as Array<{
      status: string;
      legs: Array<{ bet_pick: string }>;
      final_payout: number;
    }>;
    expect(bets.map((b) => b.status).sort()).toEqual(['lost', 'lost', 'won']);
    const won = bets.find((b) => b.status === 'won')!;
    // My Bets shows each bet's match-day with its seed proof, the seed now revealed.
    expect(history.json().data[0].virtual_rounds[0]).toMatchObject({
      round_id: round.round_id,
      seed_hash: stored.seed_hash,
      seed: stored.seed,
      status: 'finished',
    });
    expect(won.legs[0]!.bet_pick).toBe(winner);
    expect((await getBalances(app.ctx.db, user.profileId)).cashCents).toBe(
      100_000 - 30_000 + Math.round(won.final_payout * 100),
    );
    // Another pass settles nothing again.
    expect((await engine.tick(clock)).settled).toBe(0);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);

    const verify = await app.app.inject({
      method: 'GET',
      url: `/api/virtuals/verify?round=${round.round_id}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ hash_matches: true, results_match: true });
    const table = (await app.app.inject({ method: 'GET', url: '/api/virtuals/table' })).json();
    expect(table.played_match_days).toBe(1);
    expect(table.rows.every((r: { played: number }) => r.played === 1)).toBe(true);
    const results = (await app.app.inject({ method: 'GET', url: '/api/virtuals/results' })).json();
    expect(results.rounds[0].seed).toBe(stored.seed);
  });

  it('finishes a round in play after a restart from its stored seed, never drawing again', async () => {
    const { app, engine } = await setup();
    const round = (await matchDay(app)).next!;
    const before = (await roundById(app.ctx.db, round.round_id))!;
    const kickOff = new Date(round.kick_off).getTime();
    clock = new Date(kickOff + 40_000);
    await engine.tick(clock);
    const ongoing = (await app.app.inject({ method: 'GET', url: '/api/virtuals/ongoing' })).json();
    expect(ongoing.round.round_id).toBe(round.round_id);
    expect(ongoing.minute).toBe(60);
    const shownGoals = ongoing.round.matches.map((m: VirtualRound['matches'][number]) => m.goals);

    // The engine stops mid-round; a new one (a restarted server) takes over.
    const restarted = new VirtualEngine(app.ctx, timingsFor(180));
    clock = new Date(new Date(round.ends_at).getTime() + 5_000);
    const report = await restarted.tick(clock);
    expect(report.finished).toEqual([round.round_id]);
    const after = (await roundById(app.ctx.db, round.round_id))!;
    expect(after.seed).toBe(before.seed);
    expect(after.seed_hash).toBe(before.seed_hash);
    const finished = (
      await app.app.inject({ method: 'GET', url: `/api/virtuals/rounds/${round.round_id}` })
    ).json().round as VirtualRound;
    const drawn = drawRound(before, await matchesOfRounds(app.ctx.db, [before.id]));
    finished.matches.forEach((m, i) => {
      expect([m.score!.home, m.score!.away]).toEqual(drawn[i]!.ft);
      // What the ticker showed before the restart is how the match went on.
      expect(m.goals.slice(0, shownGoals[i].length)).toEqual(shownGoals[i]);
    });
    // The next match-day is open again.
    expect((await matchDay(app)).next!.match_day).toBe(2);
  });
  it('plays a whole double round robin season, then starts the next one', async () => {
    const { app, engine } = await setup();
    for (let day = 1; day <= 30; day++) {
      const next = (await matchDay(app)).next!;
      expect([next.season, next.match_day]).toEqual([1, day]);
      clock = new Date(next.kick_off);
      await engine.tick(clock);
      clock = new Date(next.ends_at);
      await engine.tick(clock);
    }
    const table = (
      await app.app.inject({ method: 'GET', url: '/api/virtuals/table?season=1' })
    ).json();
    expect(table.played_match_days).toBe(30);
    for (const row of table.rows) {
      expect(row.played).toBe(30);
      expect(row.won + row.drawn + row.lost).toBe(30);
      expect(row.points).toBe(row.won * 3 + row.drawn);
    }
    expect(table.rows.map((r: { position: number }) => r.position)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    const next = (await matchDay(app)).next!;
    expect([next.season, next.match_day]).toEqual([2, 1]);
  });
});
