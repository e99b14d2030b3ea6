import type { VirtualMatchDayResponse, VirtualRound } from '@shangwe/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { call, DEADLINE_MS, KillTestBed, waitFor, type KilledServer } from '../test/killed-server';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';

/**
 * The real server SIGKILLed in the middle of a burst of virtual bets, on short rounds, then
 * started again on the same database: the rounds the bets were on finish while the server is
 * down or after the restart, from their committed seeds, and every bet is settled and paid
 * once. PGlite (a data directory) or PostgreSQL (a database of its own).
 */

/** Rounds of 15 s (5 s of play): bets' rounds finish while the server is down or soon after. */
const bed = new KillTestBed('virtual', { VIRTUAL_ROUND_SECONDS: '15' });
afterAll(() => bed.cleanup());

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
    const t0 = Date.now();
    const phase = (name: string) =>
      console.log(`virtual kill: ${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
    // A first start creates and migrates the database; the bettors are written into it.
    const first = await bed.startReady();
    first.child.kill('SIGTERM');
    await first.exited;
    let db = await bed.openDb();
    const ctx = { db, now: () => new Date() };
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++) bettors.push(await createTestProfile(ctx, { cashCents: 100_000 }));
    await db.close();

    const server = await bed.startReady();
    await waitFor('a match-day open for betting', server, () => openRound(server));
    phase('ready');
    const placed: number[] = [];
    let stop = false;
    const burst = async (p: TestProfile, seed: number) => {
      for (let i = seed; !stop; i++) {
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
    const bursts = bettors.flatMap((p, n) => [burst(p, n), burst(p, n + 10)]);
    // Killed mid-burst, once enough bets have been answered.
    const started = Date.now();
    while (Date.now() - started < DEADLINE_MS && placed.length <= 40) {
      await new Promise((r) => setTimeout(r, 100));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(bursts);
    expect(placed.length).toBeGreaterThan(0);

    // What the kill left: bets on rounds not yet finished, which only a restart settles.
    db = await bed.openDb();
    const left = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE status = 'open' AND product = 'VIRTUAL'`,
    );
    await db.close();
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
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);

    // The operator task on the same database: balanced and nothing owed.
    const task = await bed.ledgerTask();
    expect(task.code, task.output).toBe(0);
    expect(task.output).toContain('nothing owed to bettors');

    db = await bed.openDb();
    try {
      // Every server stopped: no grace for anything decided.
      const owed = await checkOwedWagers(db, { graceSeconds: 0 });
      expect(owed.owed, JSON.stringify(owed)).toEqual([]);
      const ledger = await checkLedger(db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
      // Every answered bet is there, settled, and moved money through exactly one settlement.
      const rows = await db.query<{
        id: number;
        status: string;
        amount_paid: number;
        possible_win: number;
        settlements: number;
        paid: number;
      }>(
        `SELECT b.id, b.status, b.amount_paid, b.possible_win,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'bet_lost', 'refund'))
                  AS settlements,
                (SELECT coalesce(sum(e.amount), 0)::bigint FROM ledger_transactions t
                   JOIN ledger_entries e ON e.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = e.account_id
                  WHERE t.reference = b.id::text AND t.kind IN ('payout', 'refund')
                    AND a.profile_id = b.profile_id) AS paid
           FROM bets b WHERE b.product = 'VIRTUAL'`,
      );
      const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
      for (const id of placed) expect(byId.has(id), `bet ${id}`).toBe(true);
      for (const row of rows.rows) {
        expect(['won', 'lost', 'void'], `bet ${row.id}`).toContain(row.status);
        expect(Number(row.settlements), `bet ${row.id}`).toBe(1);
        expect(Number(row.paid), `bet ${row.id}`).toBe(Number(row.amount_paid));
        if (row.status === 'won') expect(Number(row.amount_paid)).toBeGreaterThan(0);
        if (row.status === 'lost') expect(Number(row.amount_paid)).toBe(0);
      }
      // Each bettor's cash is the start, less every stake, plus every payout.
      for (const p of bettors) {
        const { rows: sums } = await db.query<{ staked: number; paid: number }>(
          `SELECT coalesce(sum(stake), 0)::bigint AS staked, coalesce(sum(amount_paid), 0)::bigint AS paid
             FROM bets WHERE profile_id = $1`,
          [p.profileId],
        );
        const cash = (await getBalances(db, p.profileId)).cashCents;
        expect(cash).toBe(100_000 - Number(sums[0]!.staked) + Number(sums[0]!.paid));
      }
    } finally {
      await db.close();
    }
  }, 600_000);
});
