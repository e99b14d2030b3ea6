import type { Market, ShikishaMarketsResponse } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestProfile } from '../accounts/test-factories';
import * as kill from '../test/kill-checks';
import { call, KillTestBed, waitFor, type KilledServer } from '../test/killed-server';

/**
 * The real server SIGKILLed in the middle of a burst of Shikisha bets on the generated
 * catalog, then started again on the same database. A Shikisha bet is decided by its match's
 * result, hours away: this proves every answered bet is there, its stake taken exactly once,
 * any bet the restarted server settled paid once, the ledger balanced and nothing owed.
 * PGlite (a data directory) or PostgreSQL (a database of its own).
 */

const bed = new KillTestBed('shikisha');
afterAll(() => bed.cleanup());

const START_CASH = 10_000_000;

interface Pick {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
}

function pickOf(markets: Market[], sub: number, sbv: string, key: string): Pick | undefined {
  const m = markets.find((x) => x.sub_type_id === sub && x.special_bet_value === sbv);
  const o = m?.odds.find((x) => x.odd_key === key);
  if (!m || !o) return undefined;
  return {
    parent_match_id: o.parent_match_id,
    sub_type_id: sub,
    special_bet_value: sbv,
    bet_pick: key,
  };
}

/** Three picks of the first listed Shikisha match with every market needed, and their price. */
async function slipOf(server: KilledServer, p: TestProfile) {
  const list = await call(server, p, 'GET', '/api/betbuilder/matches?limit=20');
  for (const match of (list.body.data ?? []) as Array<{ parent_match_id: number }>) {
    const res = await call(
      server,
      p,
      'GET',
      `/api/betbuilder/markets?parent_match_id=${match.parent_match_id}`,
    );
    if (res.status !== 200) continue;
    const markets = (res.body as unknown as ShikishaMarketsResponse).data.groups.flatMap(
      (g) => g.markets,
    );
    const picks = [
      pickOf(markets, 1, '', '1'),
      pickOf(markets, 26, '', 'odd'),
      pickOf(markets, 18, 'total=2.5', 'over 2.5'),
    ];
    if (picks.some((x) => !x)) continue;
    const quote = await call(server, p, 'POST', '/api/betbuilder/quote', { betslip: picks });
    if (quote.status === 200)
      return { picks: picks as Pick[], totalOdd: Number(quote.body.total_odd) };
  }
  return undefined;
}

describe('Shikisha wagers across a server crash', () => {
  it('keeps every Shikisha bet answered before a SIGKILL, its stake held exactly once', async () => {
    await bed.createDatabase();
    const phase = kill.phaseLog('shikisha kill');
    const bettors = await kill.seedBettors(bed, START_CASH);

    const server = await bed.startReady();
    let slip = await waitFor('a Shikisha match', server, () => slipOf(server, bettors[0]!));
    phase('slip quoted');
    const placed: number[] = [];
    const burst = async (p: TestProfile, running: () => boolean) => {
      while (running()) {
        const res = await call(server, p, 'POST', '/api/betbuilder/placebet', {
          token: p.token,
          stake: 100,
          total_odd: slip.totalOdd,
          betslip: slip.picks.map((x) => ({ ...x, odd_value: 2, bet_type: 5, is_shared: false })),
        }).catch(() => undefined);
        if (res?.status === 201) placed.push(Number(res.body.bet_id));
        else if (res?.status === 409)
          slip = (await slipOf(server, p).catch(() => undefined)) ?? slip;
      }
    };
    await kill.burstThenKill(
      server,
      (running) => bettors.flatMap((p) => [burst(p, running), burst(p, running)]),
      () => placed.length > 40,
    );
    phase('killed');
    console.log(`shikisha kill: answered ${placed.length}`);
    expect(placed.length).toBeGreaterThan(0);

    const again = await bed.startReady();
    phase('restarted');
    await kill.stopAndRunLedgerTask(bed, again);

    await kill.withDb(bed, async (db) => {
      await kill.expectBooksClean(db);
      const rows = await kill.betMoney(db, ['SHIKISHA']);
      kill.expectEveryAnswered(rows, placed);
      for (const row of rows) {
        kill.expectStakeTakenOnce(row);
        // A bet on a live match waits 'pending' for its delay, which may outlast the restart.
        const undecided = row.status === 'open' || row.status === 'pending';
        expect(Number(row.settlements), `bet ${row.id} (${row.status})`).toBe(undecided ? 0 : 1);
        expect(Number(row.paid), `bet ${row.id}`).toBe(Number(row.amount_paid ?? 0));
      }
      await kill.expectCashBalanced(db, bettors, START_CASH);
    });
  });
});
