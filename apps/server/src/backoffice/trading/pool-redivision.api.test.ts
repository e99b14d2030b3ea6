import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { ensureOpenEvent } from '../../jackpots/event-scheduler';
import { divideEvent, settleJackpotEvent } from '../../jackpots/event-settlement';
import { eventEntries, findEvent } from '../../jackpots/jackpot-repository';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { getBalances, house, HOUSE_ACCOUNTS, post, userCash } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { checkOwedWagers } from '../../wagers/owed-wagers';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-07-01T06:00:00Z');
const KICK_OFF = new Date('2030-07-01T09:00:00Z');
const AFTER = new Date('2030-07-01T13:00:00Z');
const apps = useTestApp();

async function enter(t: TestApp, bettor: TestProfile, event: JackpotEvent, picks: string[][]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jackpot/bet',
    headers: { authorization: `Bearer ${bettor.token}`, 'idempotency-key': randomUUID() },
    payload: {
      event_id: event.event_id,
      selectedOdds: event.matches.map((m, i) => ({
        parent_match_id: m.parent_match_id,
        odds: picks[i],
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bet_id as number;
}

const houseBalance = async (t: TestApp, id: number) =>
  Number(
    (
      await t.ctx.db.query<{ total: string }>(
        'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_id = $1',
        [id],
      )
    ).rows[0]!.total,
  );

/** A bingwa event settled on every home team winning: A has every line right. */
async function settledEvent() {
  const t = await apps.build();
  let now = NOW;
  t.ctx.now = () => now;
  await seedFixtureMatches(
    t.ctx,
    Array.from({ length: 12 }, (_, i) => ({
      id: 7000 + i,
      start: new Date(KICK_OFF.getTime() + i * 60_000),
    })),
  );
  expect(await ensureOpenEvent(t.ctx, 'bingwa', NOW)).not.toBeNull();
  const event = (
    await t.app.inject({ method: 'GET', url: '/api/jackpot/events?product=bingwa' })
  ).json().data[0] as JackpotEvent;
  const n = event.matches.length;
  const line = (overrides: Record<number, string[]>) =>
    Array.from({ length: n }, (_, i) => overrides[i] ?? ['1']);
  // B missed the first match (an away win on its slip), C the first two; D doubled the first.
  const slips = [
    line({}),
    line({ 0: ['2'] }),
    line({ 0: ['2'], 1: ['2'] }),
    line({ 0: ['1', '2'] }),
  ];
  const bettors = await Promise.all(
    slips.map(() => createTestProfile(t.ctx, { cashCents: 10_000_000 })),
  );
  const ids: number[] = [];
  for (const [i, picks] of slips.entries()) ids.push(await enter(t, bettors[i]!, event, picks));
  now = AFTER;
  for (const m of event.matches) await resultMatch(t.ctx, m.parent_match_id, '1', AFTER);
  expect(await settleJackpotEvent(t.ctx, event.event_id)).not.toBeNull();
  const cash = () =>
    Promise.all(bettors.map(async (b) => (await getBalances(t.ctx.db, b.profileId)).cashCents));
  return { t, event, slips, bettors, ids, cash };
}

/** The trader makes the first match an away win: B now has every line right, A does not. */
async function correctFirstMatch(t: TestApp, event: JackpotEvent) {
  const trader = await createTestStaff(t.ctx, 'trading');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bo/trading/results',
    headers: asStaff(await staffToken(t.ctx, trader)),
    payload: {
      scope: 'market',
      parent_match_id: event.matches[0]!.parent_match_id,
      sub_type_id: 1,
      results: { '1': 'lost', '2': 'won' },
      reason: 'Home and away swapped by the feed',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    pools: Array<{ event_id: number; entries_changed: number; held: string | null }>;
  };
}

describe('trading: a corrected result divides a settled jackpot pool again', () => {
  it('moves every entry to what a settlement on the corrected result pays, to the cent, through the wallet', async () => {
    const { t, event, slips, bettors, ids, cash } = await settledEvent();
    const paidBefore = await cash();
    const answer = await correctFirstMatch(t, event);
    expect(answer.pools).toEqual([
      { event_id: event.event_id, entries_changed: expect.any(Number), held: null },
    ]);
    expect(answer.pools[0]!.entries_changed).toBeGreaterThanOrEqual(2);

    // What a settlement on the corrected results pays, worked out afresh.
    const row = (await findEvent(t.ctx.db, event.event_id))!;
    const corrected = event.matches.map((_, i) => (i === 0 ? '2' : '1') as '1' | '2');
    const { pool, prizes } = divideEvent(
      row,
      corrected,
      await eventEntries(t.ctx.db, event.event_id),
    );
    const stakes = slips.map(
      (s) => s.reduce((lines, p) => lines * p.length, 1) * event.stake_per_line * 100,
    );
    for (const [i, b] of bettors.entries()) {
      const prize = prizes.find((p) => p.betId === ids[i])!;
      expect((await getBalances(t.ctx.db, b.profileId)).cashCents).toBe(
        10_000_000 - stakes[i]! + prize.grossCents - prize.withholdingTaxCents,
      );
    }
    // A, the old jackpot winner, gave back; B, the new one, was paid more.
    const after = await cash();
    expect(after[0]).toBeLessThan(paidBefore[0]!);
    expect(after[1]).toBeGreaterThan(paidBefore[1]!);
    const entries = await t.ctx.db.query<{ bet_id: string; payout: string; status: string }>(
      `SELECT e.bet_id::text, e.payout::text, b.status FROM jackpot_entries e JOIN bets b ON b.id = e.bet_id
        WHERE e.event_id = $1 ORDER BY e.bet_id`,
      [event.event_id],
    );
    expect(entries.rows.map((e) => Number(e.payout))).toEqual(
      ids.map((id) => prizes.find((p) => p.betId === id)!.grossCents),
    );
    expect(entries.rows.map((e) => e.status)).toEqual(
      ids.map((id) => (prizes.find((p) => p.betId === id)!.grossCents > 0 ? 'won' : 'lost')),
    );
    // The pool keeps exactly what the corrected division carries on.
    expect(Number(row.carried_out)).toBe(pool.carriedCents);
    expect(await houseBalance(t, HOUSE_ACCOUNTS.jackpotPools)).toBe(pool.carriedCents);
    const legs = await t.ctx.db.query<{ status: string }>(
      `SELECT status FROM bet_legs WHERE bet_id = $1 AND parent_match_id = $2`,
      [ids[1], event.matches[0]!.parent_match_id],
    );
    expect(legs.rows.map((l) => l.status)).toEqual(['won']);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
    expect(
      (await checkOwedWagers(t.ctx.db, { now: AFTER })).owed.filter(
        (w) => w.reason === 'settled_unpaid',
      ),
    ).toEqual([]);
  });

  it('holds the whole event, nothing moved, when the old winner no longer holds the prize to give back', async () => {
    const { t, event, bettors, cash } = await settledEvent();
    // A spends nearly everything (a withdrawal to the bank, here as a plain ledger movement).
    const a = bettors[0]!;
    const spend = (await getBalances(t.ctx.db, a.profileId)).cashCents - 100;
    await t.ctx.db.transaction((tx) =>
      post(tx, {
        kind: 'withdrawal',
        reference: 'test',
        profileId: a.profileId,
        idempotencyKey: `spend:${a.profileId}`,
        legs: [
          { account: userCash(a.profileId), amountCents: -spend },
          { account: house('withdrawalsPaid'), amountCents: spend },
        ],
      }),
    );
    const before = await cash();
    const pool = await houseBalance(t, HOUSE_ACCOUNTS.jackpotPools);
    const answer = await correctFirstMatch(t, event);
    expect(answer.pools).toEqual([
      {
        event_id: event.event_id,
        entries_changed: 0,
        held: 'A bettor no longer holds the prize to take back',
      },
    ]);
    expect(await cash()).toEqual(before);
    expect(await houseBalance(t, HOUSE_ACCOUNTS.jackpotPools)).toBe(pool);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });
});
