import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { useMigratedDatabase } from '../test/migrated-database';
import { activityStatement } from './activity-statement';

/**
 * The activity statement over many months: payments read here, wagers' figures from the bet
 * store, met per month in the country's time, the latest 24 months of either.
 */

const migratedDatabase = useMigratedDatabase();

let serial = 0;

describe('the activity statement', () => {
  it('lists the latest 24 months with payments or wagers, each month in the country’s time', async () => {
    const db = await migratedDatabase();
    const me = await createTestProfile({ db, now: () => new Date('2030-03-01T00:00:00Z') }, {});
    const wager = async (at: string, stake: number, paid: number) => {
      serial++;
      await db!.query(
        `INSERT INTO bets (short_id, ref, profile_id, country, bet_type, status, stake, excise_tax,
           total_odd, possible_win, withholding_tax, bonus, final_payout, created_at, amount_paid)
         VALUES ($1, $2, $3, 'KE', 7, 'won', $4, 0, 2, 0, 0, 0, 0, $5, $6)`,
        [`AS${serial}`, `as-ref-${serial}`, me.profileId, stake, at, paid],
      );
    };
    const payment = async (table: 'deposits' | 'withdrawals', at: string, amount: number) => {
      serial++;
      await db!.query(
        `INSERT INTO ${table} (reference, profile_id, provider, amount, currency, mobile, status,
           created_at, completed_at)
         VALUES ($1, $2, 'mpesa', $3, 'KES', '0700000000', 'completed', $4, $4)`,
        [`as-${table}-${serial}`, me.profileId, amount, at],
      );
    };
    // 2026-01 .. 2029-12: wagers in the even months, deposits in the months that are multiples
    // of three, a withdrawal in December (8 months a year with moves, 32 in all); 21:30 UTC on
    // a month's last day is the next month in Nairobi (UTC+3).
    for (let year = 2026; year <= 2029; year++) {
      for (let month = 1; month <= 12; month++) {
        const mm = String(month).padStart(2, '0');
        if (month % 2 === 0) {
          await wager(`${year}-${mm}-10T10:00:00Z`, 1_000, 1_500);
          await wager(`${year}-${mm}-11T10:00:00Z`, 500, 0);
        }
        if (month % 3 === 0) await payment('deposits', `${year}-${mm}-05T10:00:00Z`, 20_000);
        if (month === 12) await payment('withdrawals', `${year}-${mm}-20T10:00:00Z`, 7_000);
      }
    }
    await wager('2029-11-30T21:30:00Z', 300, 0); // December in Nairobi
    await payment('deposits', '2029-08-31T21:30:00Z', 1_100); // September in Nairobi

    const statement = await activityStatement(db, { profileId: me.profileId, country: 'KE' });
    expect(statement.currency).toBe('KES');
    expect(statement.months).toHaveLength(24);
    expect(statement.months[0]).toEqual({
      month: '2029-12',
      deposits: 200,
      withdrawals: 70,
      stakes: 18,
      returns: 15,
      net: -3,
    });
    expect(statement.months[1]).toEqual({
      month: '2029-10',
      deposits: 0,
      withdrawals: 0,
      stakes: 15,
      returns: 15,
      net: 0,
    });
    expect(statement.months.find((m) => m.month === '2029-09')).toEqual({
      month: '2029-09',
      deposits: 211,
      withdrawals: 0,
      stakes: 0,
      returns: 0,
      net: 0,
    });
    // The latest 24 of the 32 months with moves, newest first (2029-11 has none: its last
    // day's late wager is December's in Nairobi).
    const expected = [2029, 2028, 2027].flatMap((year) =>
      [12, 10, 9, 8, 6, 4, 3, 2].map((month) => `${year}-${String(month).padStart(2, '0')}`),
    );
    expect(statement.months.map((m) => m.month)).toEqual(expected);
  });
});
