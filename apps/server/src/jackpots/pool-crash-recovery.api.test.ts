import type { JackpotEvent } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestProfile } from '../accounts/test-factories';
import { seedFixtureMatches } from '../betting/test-fixtures';
import * as kill from '../test/kill-checks';
import { call, KillTestBed, waitFor } from '../test/killed-server';

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
    const phase = kill.phaseLog('pool kill');
    // Upcoming catalog matches (kick-offs hours away) for the jackpot worker's events.
    const kickOff = Date.now() + 5 * 3600_000;
    const bettors = await kill.seedBettors(bed, START_CASH, (ctx) =>
      seedFixtureMatches(
        ctx,
        Array.from({ length: 40 }, (_, i) => ({
          id: 7000 + i,
          start: new Date(kickOff + i * 60_000),
        })),
      ),
    );

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
    const burst = async (p: TestProfile, kind: 'grand' | 'split', running: () => boolean) => {
      const event = events[kind];
      const url = kind === 'grand' ? '/api/jackpot/bet' : '/api/splitpot/bet';
      for (let i = 0; running(); i++) {
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
    await kill.burstThenKill(
      server,
      (running) => bettors.flatMap((p) => [burst(p, 'grand', running), burst(p, 'split', running)]),
      () => placed.length > 40,
    );
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
    await kill.stopAndRunLedgerTask(bed, again);

    await kill.withDb(bed, async (db) => {
      await kill.expectBooksClean(db, 0);
      const rows = await kill.betMoney<{ entries: number }>(
        db,
        ['JACKPOT', 'SPLIT_POT'],
        '(SELECT count(*)::int FROM jackpot_entries je WHERE je.bet_id = b.id) AS entries',
      );
      kill.expectEveryAnswered(rows, placed, 'entry');
      for (const row of rows) {
        expect(row.status, `entry ${row.id}`).toBe('open');
        expect(Number(row.entries), `entry ${row.id}`).toBe(1);
        kill.expectStakeTakenOnce(row, 'entry');
      }
      // Each bettor's cash is the start less every stake held.
      await kill.expectCashBalanced(db, bettors, START_CASH, { payouts: false });
    });
  });
});
