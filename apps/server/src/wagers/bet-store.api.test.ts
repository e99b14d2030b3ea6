import { BET_TYPE } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import type { Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { migrationsDir } from '../platform/paths';
import { freshDatabase } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances, HOUSE_ACCOUNTS } from '../wallet/ledger';
import { findBet, findLegs, insertBet, type NewBet, type NewLeg } from './bet-store';

const NOW = new Date('2030-03-01T10:00:00.123Z');

let drop: (() => Promise<void>) | undefined;
let db: Database | undefined;

/** A migrated database of its own (a PGlite copy, or a new schema on PostgreSQL). */
async function migratedDatabase(): Promise<Database> {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = fresh.db;
  await migrate(db, await loadMigrations(migrationsDir()));
  return db;
}
afterEach(async () => {
  await db?.close();
  await drop?.();
  db = undefined;
  drop = undefined;
});

const newBet = (profileId: number, shortId: string, stake: number): NewBet => ({
  short_id: shortId,
  ref: `ref-${shortId}`,
  profile_id: profileId,
  country: 'KE',
  product: 'NORMAL',
  bet_type: BET_TYPE.prematch,
  status: 'open',
  stake,
  excise_tax: 0,
  total_odd: 3.7,
  possible_win: stake * 3.7,
  withholding_tax: 0,
  bonus: 0,
  final_payout: stake * 3.7,
  points: 1,
  decide_at: new Date('2030-03-01T10:00:05.456Z'),
  share_code: null,
  src: 'MOBILE_WEB',
  promo_id: null,
  affiliate_id: null,
  free_bet_id: null,
});

/** Texts an array literal must quote: quotes, backslashes, commas, braces, 'NULL', nothing. */
const legs = (seed: number): NewLeg[] => [
  {
    leg_no: 1,
    parent_match_id: 9_000_000_001 + seed,
    match_id: null,
    sub_type_id: 18,
    special_bet_value: 'total=2.5',
    bet_pick: 'over',
    outcome_id: '12',
    odd_value: 1.85,
    sport_id: null,
    bet_type: BET_TYPE.prematch,
    home_team: 'Gor "K\'Ogalo" Mahia',
    away_team: 'A\\B, {C}',
    market_name: 'NULL',
    display: '',
    start_time: null,
  },
  {
    leg_no: 2,
    parent_match_id: 9_000_000_100 + seed,
    match_id: 77 + seed,
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: '1',
    outcome_id: '1',
    odd_value: 2,
    sport_id: 1,
    bet_type: BET_TYPE.prematch,
    home_team: 'Asante Kotoko',
    away_team: 'Hearts of Oak ⚽',
    market_name: '1X2',
    display: 'Home',
    start_time: new Date('2030-03-02T15:30:00.789Z'),
  },
];

const answer = (key: string) => ({
  scope: 'bet:test',
  key,
  requestHash: 'h',
  statusCode: 201,
  message: 'placed',
  async: false,
});

describe('insertBet', () => {
  it('stores every field as given, on the first statement of a shape and the reused one', async () => {
    const db = await migratedDatabase();
    const ctx = { db, now: () => NOW };
    const bettor = await createTestProfile(ctx, { cashCents: 100_000 });
    const debit = { houseAccountId: HOUSE_ACCOUNTS.stakes, kind: 'stake' };

    // Twice with the cash shape (the second reuses the statement text), once with no stake.
    for (const [i, stake] of [1_000, 2_500, 0].entries()) {
      const placed = await insertBet(
        db,
        newBet(bettor.profileId, `SHORT00${i}`, stake),
        legs(i),
        NOW,
        debit,
        answer(`key-000${i}`),
      );
      expect(placed.debited).toBe(true);
      if (!placed.debited) return;
      expect(placed.firstBet).toBe(i === 0);

      const bet = await findBet(db, placed.id);
      expect(bet).toMatchObject({ short_id: `SHORT00${i}`, stake, total_odd: 3.7, points: 1 });
      expect(new Date(bet!.created_at).getTime()).toBe(NOW.getTime());
      expect(new Date(bet!.decide_at!).getTime()).toBe(Date.parse('2030-03-01T10:00:05.456Z'));

      const stored = await findLegs(db, [placed.id]);
      expect(
        stored.map((leg) => ({
          ...leg,
          start_time: leg.start_time === null ? null : new Date(leg.start_time).toISOString(),
        })),
      ).toEqual(
        legs(i).map((leg) => ({
          ...leg,
          bet_id: placed.id,
          start_time: leg.start_time?.toISOString() ?? null,
          status: 'open',
          result: null,
          // The short game id is read from the match row (issue 36); these legs name no stored match.
          game_id: null,
        })),
      );
    }
    expect((await getBalances(db, bettor.profileId)).cashCents).toBe(100_000 - 1_000 - 2_500);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('writes nothing when the cash does not cover the stake, whatever shape ran before', async () => {
    const db = await migratedDatabase();
    const ctx = { db, now: () => NOW };
    const bettor = await createTestProfile(ctx, { cashCents: 500 });
    const debit = { houseAccountId: HOUSE_ACCOUNTS.stakes, kind: 'stake' };
    const placed = await insertBet(
      db,
      newBet(bettor.profileId, 'SHORTX01', 1_000),
      legs(0),
      NOW,
      debit,
      answer('key-x001'),
    );
    expect(placed).toEqual({ debited: false, stale: false });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE profile_id = $1',
      [bettor.profileId],
    );
    expect(rows[0]!.n).toBe(0);
    expect((await getBalances(db, bettor.profileId)).cashCents).toBe(500);
  });
});
