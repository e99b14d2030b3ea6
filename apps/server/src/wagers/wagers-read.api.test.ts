import { BET_TYPE } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import type { Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { migrationsDir } from '../platform/paths';
import { freshDatabase } from '../test/build-test-app';
import { HOUSE_ACCOUNTS } from '../wallet/ledger';
import { findBet, insertBet } from './bet-store';

/**
 * The bet store's published read (migration 0155): the products join `wagers_read` to their
 * own rows. It shows a wager's listed columns as the bet store holds them, and refuses a write.
 */

const NOW = new Date('2030-03-01T10:00:00.123Z');

let drop: (() => Promise<void>) | undefined;
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  await drop?.();
  db = undefined;
  drop = undefined;
});

describe('wagers_read', () => {
  it('shows a wager as stored and refuses every write', async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    db = fresh.db;
    await migrate(db, await loadMigrations(migrationsDir()));
    const ctx = { db, now: () => NOW };
    const bettor = await createTestProfile(ctx, { cashCents: 10_000 });
    const placed = await insertBet(
      db,
      {
        short_id: 'VIEW01',
        ref: 'ref-VIEW01',
        profile_id: bettor.profileId,
        country: 'KE',
        product: 'NORMAL',
        bet_type: BET_TYPE.prematch,
        status: 'open',
        stake: 1_000,
        excise_tax: 0,
        total_odd: 2,
        possible_win: 2_000,
        withholding_tax: 0,
        bonus: 0,
        final_payout: 2_000,
        points: 0,
        decide_at: null,
        share_code: null,
        src: 'MOBILE_WEB',
        promo_id: null,
        affiliate_id: null,
        free_bet_id: null,
      },
      [],
      NOW,
      { houseAccountId: HOUSE_ACCOUNTS.stakes, kind: 'stake' },
      {
        scope: 'bet:test',
        key: 'view-1',
        requestHash: 'h',
        statusCode: 201,
        message: 'placed',
        async: false,
      },
    );
    if (!placed.debited) throw new Error('not placed');
    const bet = (await findBet(db, placed.id))!;

    const { rows } = await db.query<Record<string, unknown>>(
      'SELECT * FROM wagers_read WHERE id = $1',
      [placed.id],
    );
    const columns = [
      'id',
      'short_id',
      'ref',
      'profile_id',
      'country',
      'product',
      'bet_type',
      'status',
      'stake',
      'amount_paid',
      'settled_withholding_tax',
      'free_bet_id',
      'created_at',
      'settled_at',
    ];
    expect(Object.keys(rows[0]!)).toEqual(columns);
    const asStored = bet as unknown as Record<string, unknown>;
    for (const column of columns) {
      expect(String(rows[0]![column]), column).toBe(String(asStored[column]));
    }

    for (const write of [
      "UPDATE wagers_read SET status = 'won' WHERE id = $1",
      'DELETE FROM wagers_read WHERE id = $1',
    ]) {
      await expect(db.query(write, [placed.id]), write).rejects.toThrow(/read-only/);
    }
    expect((await findBet(db, placed.id))!.status).toBe('open');
  });
});
