import { describe, expect, it } from 'vitest';
import { markersOf } from './harm-markers';

const quiet = {
  profile_id: 1,
  deposits_7d: 1,
  deposits_prev_21d: 3,
  deposit_sum_7d: 10_000,
  deposit_sum_prev_21d: 30_000,
  chased: 0,
  night_bets: 0,
  all_bets: 20,
  increases: 0,
  cancelled_withdrawals: 0,
};

describe('markers of harm', () => {
  it('a steady bettor has none', () => {
    expect(markersOf(quiet)).toEqual([]);
  });

  it('names each marker with the figures behind it', () => {
    const markers = markersOf({
      ...quiet,
      deposits_7d: 12,
      deposit_sum_7d: 90_000,
      chased: 4,
      night_bets: 9,
      increases: 2,
      cancelled_withdrawals: 1,
    });
    expect(markers.map((m) => m.marker)).toEqual([
      'deposit_frequency',
      'deposit_size',
      'chasing_losses',
      'night_play',
      'limit_increases',
      'cancelled_withdrawals',
    ]);
    expect(markers[0]!.explanation).toBe(
      '12 deposits in the last 7 days, against 1.0 a week in the 3 weeks before.',
    );
    expect(markers[3]!.explanation).toBe(
      '9 of 20 wagers in 7 days were placed between midnight and 6 am local time.',
    );
    for (const m of markers) expect(m.score).toBeGreaterThan(0);
  });
});
