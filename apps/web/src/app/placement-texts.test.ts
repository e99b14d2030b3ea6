import { describe, expect, it } from 'vitest';
import { PLACEMENT_TEXTS } from '../features/betslip/stores/placement-store';
import { SHIKISHA_PLACEMENT_TEXTS } from '../features/shikisha/stores/shikisha-placement-store';
import { WAGER_PLACEMENT_TEXTS } from '../shared/use-wager-placement';

describe('one placement message table (issue 30)', () => {
  it('the slip, Shikisha, virtual and jackpot placements read the same texts', () => {
    expect(PLACEMENT_TEXTS).toBe(WAGER_PLACEMENT_TEXTS);
    expect(SHIKISHA_PLACEMENT_TEXTS).toMatchObject(WAGER_PLACEMENT_TEXTS);
  });

  it('says a session expired in the spec words (spec 01 §8, Bet 401)', () => {
    expect(WAGER_PLACEMENT_TEXTS.sessionExpiredTitle).toBe('Session expired');
    expect(WAGER_PLACEMENT_TEXTS.sessionExpired).toBe(
      'Your session has expired. Please login again',
    );
  });
});
