import { BET_TYPE } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import type { Database, Queryable } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { migrationsDir } from '../platform/paths';
import { freshDatabase } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances, HOUSE_ACCOUNTS } from '../wallet/ledger';
import {
  CASH_PLACEMENT_PARAMS,
  insertBet,
  isCashPlacement,
  type JudgedLegState,
  type NewBet,
  type NewLeg,
} from './bet-store';
import { databaseRunner, type BatchEntry, type Settled } from './placement-batcher';

/**
 * Migration 0161: a batch of cash placements written by one set-based statement. Each case
 * writes the same bets twice, set-based and bet by bet (the call's `cash` flag forced off), on
 * bettors and selections of their own, and compares everything either wrote.
 */
const NOW = new Date('2030-03-01T10:00:00.123Z');
const DEBIT = { houseAccountId: HOUSE_ACCOUNTS.stakes, kind: 'stake' };

let drop: (() => Promise<void>) | undefined;
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  await drop?.();
  db = undefined;
  drop = undefined;
});

async function migratedDatabase(): Promise<Database> {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = fresh.db;
  await migrate(db, await loadMigrations(migrationsDir()));
  return db;
}

const newBet = (profileId: number, id: string, stake: number): NewBet => ({
  short_id: id,
  ref: `ref-${id}`,
  profile_id: profileId,
  country: 'KE',
  product: 'NORMAL',
  bet_type: BET_TYPE.prematch,
  status: 'open',
  stake,
  excise_tax: 0,
  total_odd: 3.7,
  possible_win: Math.round(stake * 3.7),
  withholding_tax: 0,
  bonus: 0,
  final_payout: Math.round(stake * 3.7),
  points: 1,
  decide_at: null,
  share_code: null,
  src: 'MOBILE_WEB',
  promo_id: null,
  affiliate_id: null,
  free_bet_id: null,
});

/** Two legs on selections of `match` (a group's own); `twice` repeats the first selection. */
const legs = (match: number, twice = false): NewLeg[] =>
  [1, 2].map((legNo) => ({
    leg_no: legNo,
    parent_match_id: match + (twice ? 0 : legNo),
    match_id: null,
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: twice ? '1' : String(legNo),
    outcome_id: String(legNo),
    odd_value: 1.85,
    sport_id: 1,
    bet_type: BET_TYPE.prematch,
    home_team: 'Gor "K\'Ogalo" Mahia',
    away_team: 'A\\B, {C}',
    market_name: '1X2',
    display: '',
    start_time: new Date('2030-03-02T15:30:00.789Z'),
  }));

/** One placement of the batch: whose, how much, and what it asks the statement to check. */
interface Placement {
  bettor: number;
  stake: number;
  key: string | null;
  /** Judged from memory against a catalog the database does not hold: answers stale. */
  stale?: boolean;
  twice?: boolean;
}

/** Forces the call's last parameter (`cash`) off: the batch goes bet by bet (0160's way). */
const betByBet = (q: Queryable): Queryable => ({
  query: (text, params = []) =>
    q.query(text, text.includes('wager_placements(') ? [...params.slice(0, 9), false] : params),
});

/** Writes the placements as one batch; answers each as insertBet would have. */
async function writeBatch(
  q: Queryable,
  group: string,
  match: number,
  placements: readonly Placement[],
): Promise<Settled[]> {
  const judged = (p: Placement): JudgedLegState[] | null =>
    p.stale ? legs(match).map(() => ({ match_status: 'active', bet_status: 'open' })) : null;
  const entries: BatchEntry[] = placements.map((p, i) => ({
    walletProfile: p.bettor,
    // The selections whose exposure rows the batch locks first, as the placer names them.
    exposure: legs(match, p.twice).map((l) => ({
      parent_match_id: l.parent_match_id,
      sub_type_id: l.sub_type_id,
      special_bet_value: l.special_bet_value,
      bet_pick: l.bet_pick,
    })),
    write: (tx) =>
      insertBet(
        tx,
        newBet(p.bettor, `${group}-${i}`, p.stake),
        legs(match, p.twice),
        NOW,
        DEBIT,
        {
          scope: 'bet:test',
          key: p.key === null ? null : `${group}-${p.key}`,
          requestHash: 'h',
          statusCode: 201,
          message: 'placed',
          async: false,
        },
        judged(p),
        null,
        null,
        null,
        true,
        true,
      ),
  }));
  return (await databaseRunner(q).together(entries)).settled;
}

/** Everything a group's bets wrote, with the ids that differ between groups named by order. */
async function written(q: Queryable, group: string, bettors: readonly number[]) {
  const { rows: bets } = await q.query<Record<string, unknown>>(
    `SELECT id, short_id, profile_id, stake, final_payout, status, created_at FROM bets
      WHERE short_id LIKE $1 ORDER BY id`,
    [`${group}-%`],
  );
  const ids = bets.map((b) => Number(b.id));
  const name = (id: unknown) => `bet${ids.indexOf(Number(id))}`;
  const who = (profile: unknown) => `bettor${bettors.indexOf(Number(profile))}`;
  const { rows: legRows } = await q.query<Record<string, unknown>>(
    `SELECT bet_id, leg_no, parent_match_id % 1000 AS match, bet_pick, odd_value, home_team,
            away_team, start_time FROM bet_legs WHERE bet_id = ANY($1::bigint[])
      ORDER BY bet_id, leg_no`,
    [ids],
  );
  const { rows: events } = await q.query<Record<string, unknown>>(
    `SELECT bet_id, kind, to_status, detail, created_at FROM bet_events
      WHERE bet_id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  const { rows: entries } = await q.query<Record<string, unknown>>(
    `SELECT t.kind, t.reference, t.profile_id, e.account_id = $2 AS house, e.amount,
            e.balance_after
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.reference = ANY($1::text[]) ORDER BY e.id`,
    [ids.map(String), HOUSE_ACCOUNTS.stakes],
  );
  const { rows: answers } = await q.query<{ key: string; response: Record<string, unknown> }>(
    `SELECT key, response FROM idempotency_keys WHERE key LIKE $1 ORDER BY key`,
    [`${group}-%`],
  );
  const balances = [];
  for (const bettor of bettors) balances.push((await getBalances(q, bettor)).cashCents);
  return {
    bets: bets.map((b) => ({
      ...b,
      id: name(b.id),
      short_id: String(b.short_id).slice(group.length),
      profile_id: who(b.profile_id),
    })),
    legs: legRows.map((l) => ({ ...l, bet_id: name(l.bet_id) })),
    events: events.map((e) => ({ ...e, bet_id: name(e.bet_id) })),
    entries: entries.map((e) => ({
      ...e,
      reference: name(e.reference),
      profile_id: who(e.profile_id),
    })),
    answers: answers.map((a) => ({
      key: a.key.slice(group.length),
      response: { ...a.response, bet_id: name(a.response.bet_id), ref: '' },
    })),
    balances,
  };
}

/** The selections' exposure a group's bets booked (its matches from `match`). */
async function exposure(q: Queryable, match: number) {
  const { rows } = await q.query(
    `SELECT parent_match_id - $1 AS match, odd_key, bets, stakes_cents, liability_cents
       FROM trading_exposure WHERE parent_match_id BETWEEN $1 AND $1 + 10
      ORDER BY parent_match_id, odd_key`,
    [match],
  );
  return rows;
}

/** What a caller reads of each answer: insertBet's result with ids left out, or the error code. */
const outcome = (settled: Settled) =>
  settled.ok
    ? { ...(settled.value as object), id: undefined }
    : { code: (settled.error as { code?: string }).code };

/** The same batch written set-based and bet by bet, each on its own bettors and selections. */
async function both(
  cash: readonly number[],
  placements: (bettors: readonly number[]) => Placement[],
  before?: (q: Queryable, bettors: readonly number[], group: string) => Promise<void>,
) {
  const q = await migratedDatabase();
  const ctx = { db: q, now: () => NOW };
  const groups = [];
  const bumps: number[] = [];
  for (const [group, match, write] of [
    ['set', 9_000_000_000, (x: Queryable) => x],
    ['one', 9_000_100_000, betByBet],
  ] as const) {
    const bettors: number[] = [];
    for (const cents of cash)
      bettors.push((await createTestProfile(ctx, { cashCents: cents })).profileId);
    await before?.(q, bettors, group);
    const version = () =>
      q.query<{ v: string }>('SELECT last_value AS v FROM trading_exposure_version');
    const bumpedBefore = Number((await version()).rows[0]!.v);
    const settled = await writeBatch(write(q), group, match, placements(bettors));
    // The exposure's version moves with each statement writing it: counts the statements.
    bumps.push(Number((await version()).rows[0]!.v) - bumpedBefore);
    groups.push({
      settled: settled.map(outcome),
      written: await written(q, group, bettors),
      exposure: await exposure(q, match),
    });
  }
  expect((await checkLedger(q)).ok).toBe(true);
  return { set: groups[0]!, one: groups[1]!, bumps };
}

describe('a batch of cash placements written set-based (migration 0161)', () => {
  it('binds the parameters the set statement reads, and only for the cash shape', async () => {
    const statements: Array<{ text: string; params: readonly unknown[] }> = [];
    const capture: Queryable = {
      query: async <T>(text: string, params: readonly unknown[] = []) => {
        statements.push({ text, params });
        const row = { id: 1, first_bet: true, balance: 0, current: true, within: true };
        return { rows: [row as T], rowCount: 1 };
      },
    };
    const answer = { scope: 's', key: 'k', requestHash: 'h', statusCode: 201, message: 'm' };
    for (const stake of [1_000, 0]) {
      await insertBet(capture, newBet(1, 'x', stake), legs(1), NOW, DEBIT, {
        ...answer,
        async: false,
      });
    }
    expect(statements[0]!.params).toHaveLength(CASH_PLACEMENT_PARAMS);
    expect(isCashPlacement(statements[0]!.text, statements[0]!.params)).toBe(true);
    expect(isCashPlacement(statements[1]!.text, statements[1]!.params)).toBe(false);
  });

  it('answers and writes exactly what bet by bet does: placed, refused, stale, keyless', async () => {
    const { set, one } = await both(
      [50_000, 500, 50_000, 50_000, 50_000],
      (b) => [
        { bettor: b[0]!, stake: 1_000, key: 'k0' },
        { bettor: b[1]!, stake: 1_000, key: 'k1' }, // cannot afford it
        { bettor: b[2]!, stake: 2_500, key: null },
        { bettor: b[3]!, stake: 1_000, key: 'k3', stale: true },
        { bettor: b[4]!, stake: 3_000, key: 'k4', twice: true },
      ],
      async (q, bettors, group) => {
        // The last bettor has bet before: not a first bet.
        const settled = await writeBatch(q, `${group}-early`, 9_000_500_000, [
          { bettor: bettors[4]!, stake: 100, key: null },
        ]);
        expect(settled[0]!.ok).toBe(true);
      },
    );
    expect(set.settled).toEqual([
      { debited: true, firstBet: true, id: undefined },
      { debited: false, stale: false },
      { debited: true, firstBet: true, id: undefined },
      { debited: false, stale: true },
      { debited: true, firstBet: false, id: undefined },
    ]);
    expect(set.written.balances).toEqual([49_000, 500, 47_500, 50_000, 46_900]);
    expect(set.written.bets).toHaveLength(4);
    expect(set).toEqual(one);
  });

  it('shares a selection between bettors: one exposure row, the batch summed', async () => {
    const { set, one, bumps } = await both([50_000, 50_000, 50_000], (b) =>
      b.map((bettor, i) => ({ bettor, stake: 1_000 * (i + 1), key: `k${i}` })),
    );
    expect(set.exposure).toEqual([
      { match: 1, odd_key: '1', bets: 3, stakes_cents: 6_000, liability_cents: 22_200 },
      { match: 2, odd_key: '2', bets: 3, stakes_cents: 6_000, liability_cents: 22_200 },
    ]);
    expect(set).toEqual(one);
    // Set-based: one upsert for the batch; bet by bet: one per bet (an upsert fires the
    // statement trigger twice, for its insert and its update).
    expect(bumps).toEqual([2, 6]);
  });

  it('writes a bettor twice in order: the second bet sees the first debit', async () => {
    const { set, one } = await both([1_500, 50_000], (b) => [
      { bettor: b[0]!, stake: 1_000, key: 'a' },
      { bettor: b[1]!, stake: 1_000, key: 'b' },
      { bettor: b[0]!, stake: 1_000, key: 'c' },
    ]);
    expect(set.settled).toEqual([
      { debited: true, firstBet: true, id: undefined },
      { debited: true, firstBet: true, id: undefined },
      { debited: false, stale: false },
    ]);
    expect(set.written.balances).toEqual([500, 49_000]);
    expect(set).toEqual(one);
  });

  it("undoes the set statement on a bet's error: that bet fails alone, the others are written", async () => {
    const { set, one } = await both(
      [50_000, 50_000, 50_000],
      (b) => [
        { bettor: b[0]!, stake: 1_000, key: 'a' },
        { bettor: b[1]!, stake: 1_000, key: 'taken' },
        { bettor: b[2]!, stake: 1_000, key: 'c' },
      ],
      async (q, _bettors, group) => {
        await q.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
         VALUES ('bet:test', $1, 'h', 201, '{}')`,
          [`${group}-taken`],
        );
      },
    );
    expect(set.settled).toEqual([
      { debited: true, firstBet: true, id: undefined },
      { code: '23505' },
      { debited: true, firstBet: true, id: undefined },
    ]);
    expect(set.written.balances).toEqual([49_000, 50_000, 49_000]);
    expect(set).toEqual(one);
  });
});

/**
 * Versions of `table`'s rows whose xmax is a MultiXact (HEAP_XMAX_IS_MULTI), dead ones included,
 * read off its pages with pageinspect (PostgreSQL's contrib, installed into the test's schema).
 */
async function multiXactVersions(q: Queryable, table: string): Promise<number> {
  const { rows } = await q.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]!.schema;
  await q.query(`CREATE EXTENSION IF NOT EXISTS pageinspect SCHEMA ${schema}`);
  const { rows: ext } = await q.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pageinspect'`,
  );
  const at = ext[0]!.schema;
  const { rows: counted } = await q.query<{ n: string }>(
    `SELECT count(*) AS n
       FROM generate_series(0, pg_relation_size($1::regclass) / 8192 - 1) AS b,
            LATERAL ${at}.heap_page_items(${at}.get_raw_page($1::text, b::int)) AS item
      WHERE item.t_infomask & 4096 <> 0`,
    [`${schema}.${table}`],
  );
  return Number(counted[0]!.n);
}

describe("a batch's row locks (migration 0162)", () => {
  const pageinspect = async (q: Queryable) =>
    (
      await q.query<{ ok: boolean }>(
        "SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pageinspect') AS ok",
      )
    ).rows[0]!.ok;

  it('are taken by the block that writes: the rows it updates get no MultiXact', async (test) => {
    const q = await migratedDatabase();
    // PGlite has no pageinspect; a PostgreSQL without contrib cannot show a page either.
    if (q.kind !== 'postgres' || !(await pageinspect(q))) test.skip();
    const ctx = { db: q, now: () => NOW };
    /** Two batches on the same three bettors and selections: the second locks rows the first wrote. */
    const write = async (x: Queryable, group: string, match: number, taken = false) => {
      const bettors: number[] = [];
      for (let i = 0; i < 3; i++)
        bettors.push((await createTestProfile(ctx, { cashCents: 50_000 })).profileId);
      if (taken) {
        await q.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
           VALUES ('bet:test', $1, 'h', 201, '{}')`,
          [`${group}-b-k1`],
        );
      }
      for (const round of ['a', 'b']) {
        const settled = await writeBatch(
          x,
          `${group}-${round}`,
          match,
          bettors.map((bettor, i) => ({ bettor, stake: 1_000, key: `k${i}` })),
        );
        expect(settled.map((s) => s.ok)).toEqual([true, !(taken && round === 'b'), true]);
      }
    };
    const multiXacts = async () => [
      await multiXactVersions(q, 'wallet_accounts'),
      await multiXactVersions(q, 'trading_exposure'),
    ];
    // Set-based, then 0160's way with every bet in one block.
    await write(q, 'set', 9_000_200_000);
    await write(betByBet(q), 'one', 9_000_300_000);
    expect(await multiXacts()).toEqual([0, 0]);
    // A bet raising sends its batch bet by bet, each bet in a block of its own on rows the call
    // locked: there the rows updated do get one (and the check above would see it).
    await write(betByBet(q), 'each', 9_000_400_000, true);
    const [cash, exposure] = await multiXacts();
    expect(cash).toBeGreaterThan(0);
    expect(exposure).toBeGreaterThan(0);
    expect((await checkLedger(q)).ok).toBe(true);
  });
});
