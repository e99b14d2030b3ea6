import type { Market, ShikishaMarketsResponse } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { call, DEADLINE_MS, KillTestBed, waitFor, type KilledServer } from '../test/killed-server';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

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
    const t0 = Date.now();
    const phase = (name: string) =>
      console.log(`shikisha kill: ${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
    const first = await bed.startReady();
    first.child.kill('SIGTERM');
    await first.exited;
    let db = await bed.openDb();
    const ctx = { db, now: () => new Date() };
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++)
      bettors.push(await createTestProfile(ctx, { cashCents: START_CASH }));
    await db.close();

    const server = await bed.startReady();
    let slip = await waitFor('a Shikisha match', server, () => slipOf(server, bettors[0]!));
    phase('slip quoted');
    const placed: number[] = [];
    let stop = false;
    const burst = async (p: TestProfile) => {
      while (!stop) {
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
    const bursts = bettors.flatMap((p) => [burst(p), burst(p)]);
    const started = Date.now();
    while (Date.now() - started < DEADLINE_MS && placed.length <= 40) {
      await new Promise((r) => setTimeout(r, 100));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(bursts);
    phase('killed');
    console.log(`shikisha kill: answered ${placed.length}`);
    expect(placed.length).toBeGreaterThan(0);

    const again = await bed.startReady();
    phase('restarted');
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);

    const task = await bed.ledgerTask();
    expect(task.code, task.output).toBe(0);
    expect(task.output).toContain('nothing owed to bettors');

    db = await bed.openDb();
    try {
      const owed = await checkOwedWagers(db);
      expect(owed.owed, JSON.stringify(owed)).toEqual([]);
      const ledger = await checkLedger(db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
      const rows = await db.query<{
        id: number;
        status: string;
        stake: number;
        amount_paid: number;
        stakes: number;
        taken: number;
        settlements: number;
        paid: number;
      }>(
        `SELECT b.id, b.status, b.stake, b.amount_paid,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind = 'stake') AS stakes,
                (SELECT coalesce(-sum(e.amount), 0)::bigint FROM ledger_transactions t
                   JOIN ledger_entries e ON e.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = e.account_id
                  WHERE t.reference = b.id::text AND t.kind = 'stake'
                    AND a.profile_id = b.profile_id) AS taken,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'bet_lost', 'refund'))
                  AS settlements,
                (SELECT coalesce(sum(e.amount), 0)::bigint FROM ledger_transactions t
                   JOIN ledger_entries e ON e.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = e.account_id
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'refund')
                    AND a.profile_id = b.profile_id) AS paid
           FROM bets b WHERE b.product = 'SHIKISHA'`,
      );
      const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
      for (const id of placed) expect(byId.has(id), `bet ${id}`).toBe(true);
      for (const row of rows.rows) {
        expect(Number(row.stakes), `bet ${row.id}`).toBe(1);
        expect(Number(row.taken), `bet ${row.id}`).toBe(Number(row.stake));
        expect(Number(row.settlements), `bet ${row.id}`).toBe(row.status === 'open' ? 0 : 1);
        expect(Number(row.paid), `bet ${row.id}`).toBe(Number(row.amount_paid ?? 0));
      }
      for (const p of bettors) {
        const { rows: sums } = await db.query<{ staked: number; paid: number }>(
          `SELECT coalesce(sum(stake), 0)::bigint AS staked, coalesce(sum(amount_paid), 0)::bigint AS paid
             FROM bets WHERE profile_id = $1`,
          [p.profileId],
        );
        const cash = (await getBalances(db, p.profileId)).cashCents;
        expect(cash).toBe(START_CASH - Number(sums[0]!.staked) + Number(sums[0]!.paid));
      }
    } finally {
      await db.close();
    }
  }, 600_000);
});
