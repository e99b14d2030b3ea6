import { BET_TYPE } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { useMigratedDatabase } from '../test/migrated-database';
import { HOUSE_ACCOUNTS } from '../wallet/ledger';
import { findBet, insertBet } from './bet-store';

/**
 * The bet store's published read (migration 0155): the products join `wagers_read` to their
 * own rows. It shows a wager's listed columns as the bet store holds them, and refuses a write.
 */

const NOW = new Date('2030-03-01T10:00:00.123Z');

const migratedDatabase = useMigratedDatabase();

describe('wagers_read', () => {
  it('shows a wager as stored and refuses every write', async () => {
    const db = await migratedDatabase();
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
      'created_at',
      'profile_id',
      'country',
      'product',
      'bet_type',
      'src',
      'status',
      'stake',
      'excise_tax',
      'total_odd',
      'possible_win',
      'withholding_tax',
      'settled_withholding_tax',
      'final_payout',
      'amount_paid',
      'free_bet_id',
      'settled_at',
    ];
    expect(Object.keys(rows[0]!)).toEqual(columns);
    const asStored = bet as unknown as Record<string, unknown>;
    // Every column the placement returned reads the same through the view.
    for (const column of columns.filter((c) => c in asStored)) {
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
