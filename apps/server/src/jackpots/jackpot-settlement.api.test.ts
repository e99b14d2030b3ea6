import { randomUUID } from 'node:crypto';
import type { JackpotEvent } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { getBalances, HOUSE_ACCOUNTS } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { ensureOpenEvent } from './event-scheduler';
import { settleJackpotEvent } from './event-settlement';

/**
 * A day of a bingwa event with many random entries, settled, against payouts computed here
 * independently: every line listed one by one, the pools split by the documented rules.
 */

const NOW = new Date('2030-07-01T06:00:00Z');
const KICK_OFF = new Date('2030-07-01T09:00:00Z');
const AFTER = new Date('2030-07-01T13:00:00Z');
const OUTCOMES = ['1', 'X', '2'] as const;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const houseBalance = async (app: TestApp, id: number) =>
  Number(
    (
      await app.ctx.db.query<{ total: number }>(
        'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_id = $1',
        [id],
      )
    ).rows[0]!.total,
  );

/** Kenya's withholding: 20% of the winnings above the stake (spec 01 §9), half up. */
const kenyaTax = (gross: number, stake: number) =>
  gross <= stake ? 0 : Math.min(Math.round((gross - stake) * 0.2), Math.round(gross * 0.2));

async function placeEntry(
  app: TestApp,
  bettor: TestProfile,
  event: JackpotEvent,
  picks: string[][],
) {
  const res = await app.app.inject({
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

describe('pool settlement over many random entries', () => {
  it('pays every entry exactly what the rules give, once, with every cent accounted for', async () => {
    t = await buildTestApp({}, { serveWeb: false });
    const app = t;
    let now = NOW;
    app.ctx.now = () => now;
    await seedFixtureMatches(
      app.ctx,
      Array.from({ length: 12 }, (_, i) => ({
        id: 7000 + i,
        start: new Date(KICK_OFF.getTime() + i * 60_000),
      })),
    );
    expect(await ensureOpenEvent(app.ctx, 'bingwa', NOW)).not.toBeNull();
    const event = (
      await app.app.inject({ method: 'GET', url: '/api/jackpot/events?product=bingwa' })
    ).json().data[0] as JackpotEvent;
    const perLine = event.stake_per_line * 100;

    const random = rng(15);
    const bettors = await Promise.all(
      Array.from({ length: 25 }, () => createTestProfile(app.ctx, { cashCents: 10_000_000 })),
    );
    const entries: Array<{ betId: number; bettor: TestProfile; picks: string[][] }> = [];
    for (let n = 0; n < 150; n++) {
      const bettor = bettors[n % bettors.length]!;
      const picks = event.matches.map(() => {
        const chosen = OUTCOMES.filter(() => random() < 0.45);
        return chosen.length > 0 ? [...chosen] : [OUTCOMES[Math.floor(random() * 3)]!];
      });
      entries.push({ betId: await placeEntry(app, bettor, event, picks), bettor, picks });
    }

    // Results: one void match, the others at random.
    now = AFTER;
    const results = event.matches.map((_, i) =>
      i === 2 ? 'void' : OUTCOMES[Math.floor(random() * 3)]!,
    );
    for (const [i, m] of event.matches.entries()) {
      await resultMatch(app.ctx, m.parent_match_id, results[i] as '1', AFTER);
    }

    // The expected division, computed from the listed lines.
    const lines = (picks: string[][]) =>
      picks.reduce<string[][]>((all, p) => all.flatMap((l) => p.map((o) => [...l, o])), [[]]);
    const correct = (line: string[]) =>
      line.filter((o, i) => results[i] === 'void' || results[i] === o).length;
    const perEntry = entries.map((e) => {
      const counts = [0, 0];
      let stake = 0;
      for (const line of lines(e.picks)) {
        stake += perLine;
        const k = correct(line);
        if (k === 5) counts[0]!++;
        if (k === 4) counts[1]!++;
      }
      return { ...e, stake, counts };
    });
    const entriesCents = perEntry.reduce((s, e) => s + e.stake, 0);
    const fund = Math.floor((entriesCents * 70) / 100);
    const bonusPool = Math.floor((fund * 20) / 100);
    const jackpotWinners = perEntry.reduce((s, e) => s + e.counts[0]!, 0);
    const bonusWinners = perEntry.reduce((s, e) => s + e.counts[1]!, 0);
    // The draw gives winners in both tiers, so payouts are exercised, not only losses.
    expect(jackpotWinners).toBeGreaterThan(0);
    expect(bonusWinners).toBeGreaterThan(0);
    let jackpotPool = fund - bonusPool;
    if (jackpotWinners > 0) jackpotPool = Math.max(jackpotPool, event.guaranteed_amount * 100);
    const jackpotEach = jackpotWinners ? Math.floor(jackpotPool / jackpotWinners) : 0;
    const bonusEach = bonusWinners ? Math.floor(bonusPool / bonusWinners) : 0;
    const carried =
      (jackpotWinners ? jackpotPool - jackpotEach * jackpotWinners : jackpotPool) +
      (bonusWinners ? bonusPool - bonusEach * bonusWinners : bonusPool);

    expect(await settleJackpotEvent(app.ctx, event.event_id)).not.toBeNull();
    // A second run pays nothing again.
    expect(await settleJackpotEvent(app.ctx, event.event_id)).toBeNull();

    const paid = new Map<number, number>();
    for (const e of perEntry) {
      const gross = e.counts[0]! * jackpotEach + e.counts[1]! * bonusEach;
      const net = gross - kenyaTax(gross, e.stake);
      const row = (
        await app.ctx.db.query<{ status: string; amount_paid: number }>(
          'SELECT status, amount_paid FROM bets WHERE id = $1',
          [e.betId],
        )
      ).rows[0]!;
      expect(row.status).toBe(gross > 0 ? 'won' : 'lost');
      expect(Number(row.amount_paid)).toBe(net);
      paid.set(e.bettor.profileId, (paid.get(e.bettor.profileId) ?? 0) + net - e.stake);
    }
    for (const bettor of bettors) {
      const { cashCents } = await getBalances(app.ctx.db, bettor.profileId);
      expect(cashCents).toBe(10_000_000 + (paid.get(bettor.profileId) ?? 0));
    }
    // What no line took stays in the pool account, carried to the next bingwa event.
    expect(await houseBalance(app, HOUSE_ACCOUNTS.jackpotPools)).toBe(carried);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    const result = (
      await app.app.inject({ method: 'GET', url: `/api/jackpot/results/${event.event_id}` })
    ).json().data;
    expect(result.tiers.map((x: { winning_lines: number }) => x.winning_lines)).toEqual([
      jackpotWinners,
      bonusWinners,
    ]);
    expect(Math.round((result.remainder_carried + result.rollover_carried) * 100)).toBe(carried);

    // The next bingwa event takes the carried cents as its rollover.
    await seedFixtureMatches(
      app.ctx,
      Array.from({ length: 5 }, (_, i) => ({
        id: 7100 + i,
        start: new Date(AFTER.getTime() + 3 * 3_600_000 + i * 60_000),
      })),
    );
    const next = await ensureOpenEvent(app.ctx, 'bingwa', AFTER);
    expect(next).not.toBeNull();
    const opened = (
      await app.app.inject({ method: 'GET', url: `/api/jackpot/events/${next}` })
    ).json().data as JackpotEvent;
    expect(Math.round(opened.rollover_amount * 100)).toBe(carried);
  });
});
