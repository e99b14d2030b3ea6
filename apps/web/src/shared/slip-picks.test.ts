import { describe, expect, it } from 'vitest';
import { pickOdd } from './slip-picks';

describe('pickOdd', () => {
  it("keeps the outcome's price and keys, tied to the given match and sport, and nothing else", () => {
    const outcome = {
      display: 'Over 2.5',
      odd_key: 'over',
      odd_value: 1.9,
      outcome_id: '12',
      special_bet_value: '2.5',
      result: null,
      sub_type_id: 18,
    };
    expect(pickOdd(outcome, 7001, 1)).toEqual({
      display: 'Over 2.5',
      odd_key: 'over',
      odd_value: 1.9,
      outcome_id: '12',
      special_bet_value: '2.5',
      parent_match_id: 7001,
      sport_id: 1,
    });
  });
});
