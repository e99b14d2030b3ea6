import type { VirtualMatchDayResponse, VirtualRound } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestProfile } from '../accounts/test-factories';
import * as kill from '../test/kill-checks';
import { call, KillTestBed, waitFor, type KilledServer } from '../test/killed-server';

/**
 * The real server SIGKILLed in the middle of a burst of virtual bets, on short rounds, then
 * started again on the same database: the rounds the bets were on finish while the server is
 * down or after the restart, from their committed seeds, and every bet is settled and paid
 * once. PGlite (a data directory) or PostgreSQL (a database of its own).
 */

/** Rounds of 15 s (5 s of play): bets' rounds finish while the server is down or soon after. */
const bed = new KillTestBed('virtual', { VIRTUAL_ROUND_SECONDS: '15' });
afterAll(() => bed.cleanup());

const START_CASH = 100_000;

/** A 1X2 pick of the spec's payload on match `index` of the round. */
function pick(round: VirtualRound, index: number, key: string) {
  const match = round.matches[index]!;
  const outcome = match.markets
    .find((m) => m.sub_type_id === 1)!
    .odds.find((o) => o.odd_key === key)!;
  return {
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: key,
    odd_value: outcome.odd_value,
    outcome_id: outcome.outcome_id,
    parent_virtual_id: match.parent_virtual_id,
    parent_match_id: match.parent_virtual_id,
    match_id: match.parent_virtual_id,
    bet_type: 0,
  };
}

async function openRound(server: KilledServer): Promise<VirtualRound | undefined> {
  const day = (await fetch(`${server.url}/api/virtuals/matchday`).then((r) =>
    r.json(),
  )) as VirtualMatchDayResponse;
  const next = day.next;
  if (!next || Date.parse(next.kick_off) - Date.parse(day.server_time) < 500) return undefined;
  return next;
}

describe('virtual wagers across a server crash', () => {
  it('settles and pays once every virtual bet committed before a SIGKILL, after the restart', async () => {
    await bed.createDatabase();
    const phase = kill.phaseLog('virtual kill');
    const bettors = await kill.seedBettors(bed, START_CASH);

    const server = await bed.startReady();
    await waitFor('a match-day open for betting', server, () => openRound(server));
    phase('ready');
    const placed: number[] = [];
    const burst = async (p: TestProfile, seed: number, running: () => boolean) => {
      for (let i = seed; running(); i++) {
        const round = await openRound(server).catch(() => undefined);
        if (!round) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        const keys = ['1', 'X', '2'];
        // Singles and doubles, on different matches of the open match-day.
        const legs =
          i % 2
            ? [pick(round, i % 8, keys[i % 3]!)]
            : [pick(round, i % 8, keys[i % 3]!), pick(round, (i + 3) % 8, keys[(i + 1) % 3]!)];
        const res = await call(server, p, 'POST', '/api/live/virtual/placebet', {
          token: p.token,
          profile_id: p.profileId,
          stake: '10',
          betslip: legs,
          bet_string: 'virtual',
          app_name: 'MOBILE_WEB',
          src: 'MOBILE_WEB',
          channelID: 'mobile',
          deviceID: 'kill-test',
          endCustomerIP: '127.0.0.1',
          user_agent: 'vitest',
        }).catch(() => undefined);
        if (res?.status === 201) placed.push(Number(res.body.bet_id));
      }
    };
    // Killed mid-burst, once enough bets have been answered.
    await kill.burstThenKill(
      server,
      (running) => bettors.flatMap((p, n) => [burst(p, n, running), burst(p, n + 10, running)]),
      () => placed.length > 40,
    );
    expect(placed.length).toBeGreaterThan(0);

    // What the kill left: bets on rounds not yet finished, which only a restart settles.
    const killed = await bed.openDb();
    const left = await killed.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE status = 'open' AND product = 'VIRTUAL'`,
    );
    await killed.close();
    phase('killed');
    console.log(`virtual kill: answered ${placed.length}, left open ${left.rows[0]!.n}`);
    expect(left.rows[0]!.n).toBeGreaterThan(0);

    const again = await bed.startReady();
    phase('restarted');
    await waitFor('every virtual bet settled', again, async () => {
      for (const p of bettors) {
        const res = await call(again, p, 'POST', '/api/uo/bethistory', {
          token: p.token,
          product: 'VIRTUAL',
          limit: 1000,
        });
        if (res.status !== 200) return undefined;
        const bets = res.body.data as Array<{ status: string }>;
        if (bets.some((b) => b.status === 'open')) return undefined;
      }
      return true;
    });
    phase('settled');
    // The operator task on the same database: balanced and nothing owed.
    await kill.stopAndRunLedgerTask(bed, again);

    await kill.withDb(bed, async (db) => {
      // Every server stopped: no grace for anything decided.
      await kill.expectBooksClean(db, 0);
      // Every answered bet is there, settled, and moved money through exactly one settlement.
      const rows = await kill.betMoney(db, ['VIRTUAL']);
      kill.expectEveryAnswered(rows, placed);
      for (const row of rows) {
        expect(['won', 'lost', 'void'], `bet ${row.id}`).toContain(row.status);
        expect(Number(row.settlements), `bet ${row.id}`).toBe(1);
        expect(Number(row.paid), `bet ${row.id}`).toBe(Number(row.amount_paid));
        if (row.status === 'won') expect(Number(row.amount_paid)).toBeGreaterThan(0);
        if (row.status === 'lost') expect(Number(row.amount_paid)).toBe(0);
      }
      await kill.expectCashBalanced(db, bettors, START_CASH);
    });
  });
});
