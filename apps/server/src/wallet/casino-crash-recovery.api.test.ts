import type { CasinoHistoryResponse, CrashStateResponse } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestProfile } from '../accounts/test-factories';
import * as kill from '../test/kill-checks';
import { call, KillTestBed, waitFor, type KilledServer } from '../test/killed-server';

/**
 * The real server process (`node --import tsx src/main.ts`) SIGKILLed in the middle of bursts
 * of dice, wheel and crash bets, then started again on the same database: every committed bet
 * settles, every win is paid once, and the owed check finds nothing, with every server stopped
 * (no grace). A bet committed just before the kill has no request left to settle it: only the
 * recovery settlement pays it. PGlite (a data directory) or PostgreSQL (a database of its own).
 */

const bed = new KillTestBed('casino', { CRASH_BET_WINDOW_MS: '3000', CRASH_PAUSE_MS: '300' });
afterAll(() => bed.cleanup());

const START_CASH = 100_000;

/** How many of the bettor's casino bets the server still shows open (every page). */
async function openBets(server: KilledServer, p: TestProfile): Promise<number> {
  let open = 0;
  for (let page = 1; ; page++) {
    const res = await call(server, p, 'GET', `/api/casino/history?page=${page}&per_page=100`);
    if (res.status !== 200) throw new Error(`history answered ${res.status}`);
    const body = res.body as unknown as CasinoHistoryResponse;
    open += body.bets.filter((b) => b.status === 'open').length;
    if (body.bets.length < 100) return open;
  }
}

describe('casino wagers across a server crash', () => {
  it('settles and pays every dice, wheel and crash bet committed before a SIGKILL, after the restart', async () => {
    await bed.createDatabase();
    const phase = kill.phaseLog('casino kill');
    const bettors = await kill.seedBettors(bed, START_CASH);

    const server = await bed.startReady();
    const answered = { dice: 0, wheel: 0, crash: 0 };
    const instant = async (p: TestProfile, game: 'dice' | 'wheel', running: () => boolean) => {
      for (let i = 0; running(); i++) {
        const body =
          game === 'dice'
            ? { stake: 10, target: 50, direction: i % 2 ? 'over' : 'under' }
            : { stake: 10 };
        const res = await call(server, p, 'POST', `/api/casino/${game}/play`, body).catch(
          () => undefined,
        );
        if (res?.status === 201) answered[game]++;
      }
    };
    // Crash bets first, on a round still open for a while (under load the window closes early).
    await waitFor('crash bets placed', server, async () => {
      const state = await fetch(`${server.url}/api/casino/crash/state`).then(
        (r) => r.json() as Promise<CrashStateResponse>,
      );
      const round = state.round;
      const left = Date.parse(round.bet_window_ends_at) - Date.parse(round.server_time);
      if (round.phase !== 'betting' || left < 1000) return undefined;
      for (const p of bettors) {
        const res = await call(server, p, 'POST', '/api/casino/crash/bet', {
          round_id: round.round_id,
          stake: 10,
          ...(p.profileId % 2 ? { auto_cashout: 1.3 } : {}),
        });
        if (res.status === 201) answered.crash++;
      }
      return answered.crash > 0 ? true : undefined;
    });
    phase('crash bets placed');
    // Two dice and two wheel loops per bettor: many bets between commit and settlement.
    // Killed mid-burst, once bets of both games have been answered.
    await kill.burstThenKill(
      server,
      (running) =>
        bettors.flatMap((p) =>
          [1, 2].flatMap(() => [instant(p, 'dice', running), instant(p, 'wheel', running)]),
        ),
      () => answered.dice > 20 && answered.wheel > 20,
    );
    expect(answered.dice).toBeGreaterThan(0);
    expect(answered.wheel).toBeGreaterThan(0);
    expect(answered.crash).toBeGreaterThan(0);

    // What the kill left: committed bets no request will settle now.
    const killed = await bed.openDb();
    const left = await killed.query<{ product: string; n: number }>(
      `SELECT product, count(*)::int AS n FROM bets WHERE status = 'open' GROUP BY product ORDER BY product`,
    );
    await killed.close();
    phase('killed');
    console.log(
      `casino kill: answered ${JSON.stringify(answered)}, left open ${JSON.stringify(left.rows)}`,
    );

    const again = await bed.startReady();
    phase('restarted');
    await waitFor('every casino bet settled', again, async () => {
      for (const p of bettors) if ((await openBets(again, p)) > 0) return undefined;
      return true;
    });
    phase('settled');
    // The operator task on the same database: balanced and nothing owed.
    await kill.stopAndRunLedgerTask(bed, again);

    await kill.withDb(bed, async (db) => {
      // Every server stopped: no grace for anything decided.
      await kill.expectBooksClean(db, 0);
      // Every instant bet paid exactly its stored draw, through one ledger payout.
      const instantBets = await db.query<{
        id: number;
        status: string;
        amount_paid: number;
        payout: number;
        payouts: number;
      }>(
        `SELECT b.id, b.status, b.amount_paid, c.payout,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'bet_lost')) AS payouts
           FROM bets b JOIN casino_instant_bets c ON c.bet_id = b.id`,
      );
      expect(instantBets.rows.length).toBeGreaterThanOrEqual(answered.dice + answered.wheel);
      for (const row of instantBets.rows) {
        expect(row.status, `bet ${row.id}`).toBe(Number(row.payout) > 0 ? 'won' : 'lost');
        expect(Number(row.amount_paid)).toBe(Number(row.payout));
        expect(Number(row.payouts)).toBe(1);
      }
      const crashBets = await db.query<{ status: string; n: number }>(
        `SELECT b.status, count(*)::int AS n FROM bets b JOIN crash_bets cb ON cb.bet_id = b.id
          GROUP BY b.status`,
      );
      expect(crashBets.rows.every((r) => r.status === 'won' || r.status === 'lost')).toBe(true);
      await kill.expectCashBalanced(db, bettors, START_CASH);
    });
  });
});
