import type { JackpotEvent } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { seedFixtureMatches } from '../betting/test-fixtures';
import { call, DEADLINE_MS, KillTestBed, waitFor } from '../test/killed-server';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

/**
 * The real server SIGKILLed in the middle of a burst of jackpot and split-pot entries, then
 * started again on the same database. A pool is decided only by its matches' results, hours
 * away, so this proves the other half of "nothing owed stays unpaid": every answered entry is
 * there with its entry row, its stake taken exactly once, the ledger balanced and nothing owed.
 * (The settlement of a decided pool after a restart is the jackpot worker's, covered by
 * jackpot-settlement.api.test.ts.) PGlite (a data directory) or PostgreSQL (a database of its own).
 */

const bed = new KillTestBed('pool');
afterAll(() => bed.cleanup());

const START_CASH = 10_000_000;

describe('pool entries across a server crash', () => {
  it('keeps every entry answered before a SIGKILL, its stake held exactly once', async () => {
    await bed.createDatabase();
    const t0 = Date.now();
    const phase = (name: string) =>
      console.log(`pool kill: ${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
    const first = await bed.startReady();
    first.child.kill('SIGTERM');
    await first.exited;
    // Upcoming catalog matches (kick-offs hours away) for the jackpot worker's events.
    let db = await bed.openDb();
    const ctx = { db, now: () => new Date() };
    const kickOff = Date.now() + 5 * 3600_000;
    await seedFixtureMatches(
      ctx,
      Array.from({ length: 40 }, (_, i) => ({
        id: 7000 + i,
        start: new Date(kickOff + i * 60_000),
      })),
    );
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++)
      bettors.push(await createTestProfile(ctx, { cashCents: START_CASH }));
    await db.close();

    const server = await bed.startReady();
    const events = await waitFor('open grand and split-pot events', server, async () => {
      const res = await call(server, bettors[0]!, 'GET', '/api/jackpot/events');
      const list = (res.body.data ?? []) as JackpotEvent[];
      const grand = list.find((e) => e.kind === 'grand' && e.status === 'open');
      const split = list.find((e) => e.kind === 'splitpot' && e.status === 'open');
      return grand && split ? { grand, split } : undefined;
    });
    phase('events open');
    const placed: number[] = [];
    let stop = false;
    const burst = async (p: TestProfile, kind: 'grand' | 'split') => {
      const event = events[kind];
      const url = kind === 'grand' ? '/api/jackpot/bet' : '/api/splitpot/bet';
      for (let i = 0; !stop; i++) {
        const selectedOdds = event.matches.map((m, n) => ({
          parent_match_id: m.parent_match_id,
          odds: [['1', 'X', '2'][(i + n) % 3]!],
        }));
        const res = await call(server, p, 'POST', url, {
          event_id: event.event_id,
          selectedOdds,
        }).catch(() => undefined);
        if (res?.status === 201) placed.push(Number(res.body.bet_id));
        else if (res && res.status !== 201 && i === 0) {
          throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
        }
      }
    };
    const bursts = bettors.flatMap((p) => [burst(p, 'grand'), burst(p, 'split')]);
    const started = Date.now();
    while (Date.now() - started < DEADLINE_MS && placed.length <= 40) {
      await new Promise((r) => setTimeout(r, 100));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(bursts);
    phase('killed');
    console.log(`pool kill: answered ${placed.length}`);
    expect(placed.length).toBeGreaterThan(0);

    // Restarted: its workers and the recovery settlement run on what the kill left.
    const again = await bed.startReady();
    phase('restarted');
    await waitFor('entries listed', again, async () => {
      const res = await call(again, bettors[0]!, 'GET', '/api/jackpot/entries');
      return res.status === 200 ? true : undefined;
    });
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);

    const task = await bed.ledgerTask();
    expect(task.code, task.output).toBe(0);
    expect(task.output).toContain('nothing owed to bettors');

    db = await bed.openDb();
    try {
      const owed = await checkOwedWagers(db, { graceSeconds: 0 });
      expect(owed.owed, JSON.stringify(owed)).toEqual([]);
      const ledger = await checkLedger(db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
      const rows = await db.query<{
        id: number;
        status: string;
        stake: number;
        entries: number;
        stakes: number;
        taken: number;
      }>(
        `SELECT b.id, b.status, b.stake,
                (SELECT count(*)::int FROM jackpot_entries je WHERE je.bet_id = b.id) AS entries,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind = 'stake') AS stakes,
                (SELECT coalesce(-sum(e.amount), 0)::bigint FROM ledger_transactions t
                   JOIN ledger_entries e ON e.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = e.account_id
                  WHERE t.reference = b.id::text AND t.kind = 'stake'
                    AND a.profile_id = b.profile_id) AS taken
           FROM bets b WHERE b.product IN ('JACKPOT', 'SPLIT_POT')`,
      );
      const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
      for (const id of placed) expect(byId.has(id), `entry ${id}`).toBe(true);
      for (const row of rows.rows) {
        expect(row.status, `entry ${row.id}`).toBe('open');
        expect(Number(row.entries), `entry ${row.id}`).toBe(1);
        expect(Number(row.stakes), `entry ${row.id}`).toBe(1);
        expect(Number(row.taken), `entry ${row.id}`).toBe(Number(row.stake));
      }
      // Each bettor's cash is the start less every stake held.
      for (const p of bettors) {
        const { rows: sums } = await db.query<{ staked: number }>(
          `SELECT coalesce(sum(stake), 0)::bigint AS staked FROM bets WHERE profile_id = $1`,
          [p.profileId],
        );
        const cash = (await getBalances(db, p.profileId)).cashCents;
        expect(cash).toBe(START_CASH - Number(sums[0]!.staked));
      }
    } finally {
      await db.close();
    }
  }, 600_000);
});
