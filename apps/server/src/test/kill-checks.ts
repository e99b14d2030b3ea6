import { expect } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import type { AppContext } from '../platform/context';
import type { Database } from '../db/database';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { getBalances } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { DEADLINE_MS, type KilledServer, type KillTestBed } from './killed-server';

/**
 * The steps and checks every kill -9 test shares: bettors seeded, a burst of bets cut by a
 * SIGKILL, and, after the restart, the books checked bet by bet and bettor by bettor.
 */

/** Logs how far into the test each phase is reached (a slow run shows where it spent). */
export function phaseLog(label: string): (name: string) => void {
  const t0 = Date.now();
  return (name) => console.log(`${label}: ${name} at ${Math.round((Date.now() - t0) / 1000)} s`);
}

/**
 * A first start creates and migrates the database; `seed` (optional) and six bettors with
 * `startCash` are then written into it while no server holds it.
 */
export async function seedBettors(
  bed: KillTestBed,
  startCash: number,
  seed?: (ctx: Pick<AppContext, 'db' | 'now'>) => Promise<void>,
): Promise<TestProfile[]> {
  const first = await bed.startReady();
  first.child.kill('SIGTERM');
  await first.exited;
  const db = await bed.openDb();
  try {
    const ctx = { db, now: () => new Date() };
    await seed?.(ctx);
    const bettors: TestProfile[] = [];
    for (let i = 0; i < 6; i++)
      bettors.push(await createTestProfile(ctx, { cashCents: startCash }));
    return bettors;
  } finally {
    await db.close();
  }
}

/**
 * Starts the bettors' loops (each runs while `running()`), SIGKILLs the server mid-burst once
 * `enough()` or DEADLINE_MS passes, then waits for every loop to see the dead server.
 */
export async function burstThenKill(
  server: KilledServer,
  loops: (running: () => boolean) => Array<Promise<void>>,
  enough: () => boolean,
): Promise<void> {
  let stop = false;
  const bursts = loops(() => !stop);
  const started = Date.now();
  while (Date.now() - started < DEADLINE_MS && !enough()) {
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(bursts);
}

/** The restarted server stops cleanly, and the operator task finds the books balanced, nothing owed. */
export async function stopAndRunLedgerTask(bed: KillTestBed, again: KilledServer): Promise<void> {
  again.child.kill('SIGTERM');
  expect(await again.exited, again.output()).toBe(0);
  const task = await bed.ledgerTask();
  expect(task.code, task.output).toBe(0);
  expect(task.output).toContain('nothing owed to bettors');
}

/** `check` on the test's own connection to the database (no server running), closed after. */
export async function withDb(bed: KillTestBed, check: (db: Database) => Promise<void>) {
  const db = await bed.openDb();
  try {
    await check(db);
  } finally {
    await db.close();
  }
}

/** Nothing owed (with `graceSeconds` when given, else the check's own) and the ledger balanced. */
export async function expectBooksClean(db: Database, graceSeconds?: number): Promise<void> {
  const owed = await checkOwedWagers(db, graceSeconds === undefined ? {} : { graceSeconds });
  expect(owed.owed, JSON.stringify(owed)).toEqual([]);
  const ledger = await checkLedger(db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
}

/** A bet and the money its ledger moved for it. */
export interface BetMoney {
  id: number;
  status: string;
  stake: number;
  amount_paid: number | null;
  /** Stake transactions on the bet. */
  stakes: number;
  /** What those stake transactions took from the bettor's accounts. */
  taken: number;
  /** Settlement transactions (payout, bet_lost or refund) on the bet. */
  settlements: number;
  /** What payouts and refunds on the bet paid into the bettor's accounts. */
  paid: number;
}

/**
 * Every bet of `products` (constants of the test) with what its ledger moved; `extra` adds
 * product columns (SQL on `b`, the bets row).
 */
export async function betMoney<E extends object = object>(
  db: Database,
  products: readonly string[],
  extra = '',
): Promise<Array<BetMoney & E>> {
  const { rows } = await db.query<BetMoney & E>(
    `SELECT b.id, b.status, b.stake, b.amount_paid${extra ? `, ${extra}` : ''},
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
       FROM bets b WHERE b.product IN (${products.map((p) => `'${p}'`).join(', ')})`,
  );
  return rows;
}

/** Every bet the server answered before the kill is in the database. */
export function expectEveryAnswered(
  rows: readonly BetMoney[],
  placed: readonly number[],
  noun = 'bet',
) {
  const ids = new Set(rows.map((r) => Number(r.id)));
  for (const id of placed) expect(ids.has(id), `${noun} ${id}`).toBe(true);
}

/** The bet's stake was taken by exactly one transaction, for exactly the stake. */
export function expectStakeTakenOnce(row: BetMoney, noun = 'bet') {
  expect(Number(row.stakes), `${noun} ${row.id}`).toBe(1);
  expect(Number(row.taken), `${noun} ${row.id}`).toBe(Number(row.stake));
}

/** Each bettor's cash is the start, less every stake, plus (unless `payouts` is false) every payout. */
export async function expectCashBalanced(
  db: Database,
  bettors: readonly TestProfile[],
  startCash: number,
  { payouts = true } = {},
): Promise<void> {
  for (const p of bettors) {
    const { rows } = await db.query<{ staked: number; paid: number }>(
      `SELECT coalesce(sum(stake), 0)::bigint AS staked, coalesce(sum(amount_paid), 0)::bigint AS paid
         FROM bets WHERE profile_id = $1`,
      [p.profileId],
    );
    const cash = (await getBalances(db, p.profileId)).cashCents;
    const paid = payouts ? Number(rows[0]!.paid) : 0;
    expect(cash).toBe(startCash - Number(rows[0]!.staked) + paid);
  }
}
