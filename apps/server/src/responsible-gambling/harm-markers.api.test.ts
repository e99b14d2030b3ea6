import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import type { Database } from '../db/database';
import { useMigratedDatabase } from '../test/migrated-database';
import { computeHarmMarkers } from './harm-markers';

/**
 * The markers read from wagers and deposits (night play in the bettor's own time, a deposit
 * soon after a lost wager): the figures come from the bet store and the payments, and meet
 * in `markersOf`.
 */

const DAY = new Date('2030-03-05T12:00:00Z'); // its markers are judged at 2030-03-06 00:00 UTC

const migratedDatabase = useMigratedDatabase();

let serial = 0;
async function wager(
  db: Database,
  profileId: number,
  country: string,
  at: string,
  settled?: { status: string; at: string },
) {
  serial++;
  await db.query(
    `INSERT INTO bets (short_id, ref, profile_id, country, bet_type, status, stake, excise_tax,
       total_odd, possible_win, withholding_tax, bonus, final_payout, created_at, settled_at)
     VALUES ($1, $2, $3, $4, 7, $5, 100, 0, 2, 200, 0, 0, 200, $6, $7)`,
    [
      `HM${serial}`,
      `hm-ref-${serial}`,
      profileId,
      country,
      settled?.status ?? 'open',
      at,
      settled?.at ?? null,
    ],
  );
}

async function deposit(db: Database, profileId: number, at: string) {
  serial++;
  await db.query(
    `INSERT INTO deposits (reference, profile_id, provider, amount, currency, mobile, status,
       created_at, completed_at)
     VALUES ($1, $2, 'mpesa', 1000, 'KES', '0700000000', 'completed', $3, $3)`,
    [`hm-dep-${serial}`, profileId, at],
  );
}

describe('markers of harm from wagers and deposits', () => {
  it('reads night play in the bettor’s country’s time and deposits soon after a lost wager', async () => {
    const db = await migratedDatabase();
    const ctx = { db, now: () => DAY };
    const kenyan = await createTestProfile(ctx, { country: 'KE', mobile: '0711000001' });
    const ghanaian = await createTestProfile(ctx, { country: 'GH', mobile: '0711000002' });

    // Kenya (UTC+3): 02:00 UTC is 05:00 at night, 04:00 UTC is 07:00 by day (and the five
    // wagers below at 12:00 UTC): 6 of 15 at night.
    for (let i = 0; i < 6; i++)
      await wager(db, kenyan.profileId, 'KE', `2030-03-0${(i % 5) + 1}T02:00:00Z`);
    for (let i = 0; i < 4; i++)
      await wager(db, kenyan.profileId, 'KE', `2030-03-0${i + 1}T04:00:00Z`);
    // Ghana (UTC+0): 04:00 UTC is 04:00 at night: 10 of 10.
    for (let i = 0; i < 10; i++)
      await wager(db, ghanaian.profileId, 'GH', `2030-03-0${(i % 5) + 1}T04:00:00Z`);

    // Three deposits within 30 minutes of a lost wager's settlement, one 31 minutes after,
    // one after a won wager.
    for (const day of ['01', '02', '03']) {
      await wager(db, kenyan.profileId, 'KE', `2030-03-${day}T12:00:00Z`, {
        status: 'lost',
        at: `2030-03-${day}T13:00:00Z`,
      });
      await deposit(db, kenyan.profileId, `2030-03-${day}T13:29:59Z`);
    }
    await wager(db, kenyan.profileId, 'KE', '2030-03-04T12:00:00Z', {
      status: 'lost',
      at: '2030-03-04T13:00:00Z',
    });
    await deposit(db, kenyan.profileId, '2030-03-04T13:31:00Z');
    await wager(db, kenyan.profileId, 'KE', '2030-03-05T12:00:00Z', {
      status: 'won',
      at: '2030-03-05T13:00:00Z',
    });
    await deposit(db, kenyan.profileId, '2030-03-05T13:10:00Z');

    expect(await computeHarmMarkers(db, DAY)).toBe(4);
    const { rows } = await db.query<{ profile_id: string; marker: string; score: number }>(
      `SELECT profile_id::text, marker, score::float8 AS score FROM rg_markers
        WHERE day = '2030-03-05' ORDER BY profile_id::bigint, marker`,
    );
    expect(rows).toEqual([
      { profile_id: String(kenyan.profileId), marker: 'chasing_losses', score: 0.3 },
      { profile_id: String(kenyan.profileId), marker: 'deposit_frequency', score: 0.25 },
      { profile_id: String(kenyan.profileId), marker: 'night_play', score: 0.4 },
      { profile_id: String(ghanaian.profileId), marker: 'night_play', score: 1 },
    ]);
  });
});
